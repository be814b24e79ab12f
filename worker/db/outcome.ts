// The one place where a finished match's D1 batch is composed. Each module's statements are
// idempotent on their own (unique keys / NOT EXISTS guards), so the whole batch may run any number
// of times — alarms are at-least-once, and a drain may crash between the batch and the outbox delete.
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { dailyStatements } from './daily';
import type { OutboxEntry } from './entry';
import { isRated, ratingChanges, ratingStatements, readRatings, type RatingChange, type StoredRating } from './rating';
import { resultStatements } from './results';
import { replayStatements, type StoredMove } from './replays';
import { payoutStatements } from './stake';
import type { Statement } from './statements';

export type { OutboxEntry } from './entry';

/**
 * Every D1 write for one finished match, in order: ratings (before the result rows their guards
 * look for), results and lists, daily, stake payout, the replay.
 */
export function outcomeStatements(
  db: Db, entry: OutboxEntry, finishedAt: number, ratings: readonly RatingChange[] = [], actions: readonly StoredMove[] = [],
): Statement[] {
  const isNew = sql`NOT EXISTS (SELECT 1 FROM results r WHERE r.table_id = ${entry.tableId} AND r.match_no = ${entry.matchNo} AND r.seat = s.seat)`;
  return [
    ...ratingStatements(db, entry, [...ratings], finishedAt, isNew),
    ...resultStatements(db, entry, finishedAt, ratings),
    ...dailyStatements(db, entry, finishedAt),
    ...payoutStatements(db, entry, finishedAt),
    ...replayStatements(db, entry, finishedAt, actions),
  ];
}

/**
 * The ratings a table's drain wrote last, by game and player: the next match at the same table
 * starts from them instead of reading D1 again. Kept in the table object's memory only (losing them
 * costs one read); should one be stale (the player was rated at another table meanwhile), the
 * batch's rating guard fails it and it is run again from a fresh read.
 */
export type KnownRatings = Map<string, StoredRating>;

const knownKey = (game: string, playerId: string) => `${game}/${playerId}`;

/** Every rated person's rating from `known`, or null when one is missing there. */
function fromKnown(entry: OutboxEntry, known: KnownRatings): Map<string, StoredRating> | null {
  const out = new Map<string, StoredRating>();
  for (const s of entry.seats) {
    if (s.kind !== 'human') continue;
    const r = known.get(knownKey(entry.game, s.playerId));
    if (!r) return null;
    out.set(s.playerId, r);
  }
  return out;
}

/**
 * Runs the batch (D1 runs a batch as one transaction: all or nothing). The ratings are read first
 * (or taken from `known`); should one change before the batch runs, the batch fails (the drain
 * tries again), or, when it came from `known`, is run once more at once from a fresh read.
 */
export async function writeOutcome(
  db: Db, entry: OutboxEntry, finishedAt: number, actions: readonly StoredMove[] = [], known?: KnownRatings,
): Promise<void> {
  const rated = isRated(entry);
  const cached = rated && known ? fromKnown(entry, known) : null;
  const ratings = ratingChanges(entry, cached ?? (await readRatings(db, entry)));
  const [first, ...rest] = outcomeStatements(db, entry, finishedAt, ratings, actions);
  try {
    if (first) await db.batch([first, ...rest]);
  } catch (e) {
    if (!cached) throw e;
    known!.clear();
    return writeOutcome(db, entry, finishedAt, actions, known);
  }
  for (const c of ratings) known?.set(knownKey(entry.game, c.playerId), { ...c.after, games: c.before.games + 1 });
}
