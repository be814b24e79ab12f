// The one place where a finished match's D1 batch is composed. Each module's statements are
// idempotent on their own (unique keys / NOT EXISTS guards), so the whole batch may run any number
// of times — alarms are at-least-once, and a drain may crash between the batch and the outbox delete.
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { dailyStatements } from './daily';
import type { OutboxEntry } from './entry';
import { ratingChanges, ratingStatements, readRatings, type RatingChange } from './rating';
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
  const isNew = (seat: number) => sql`NOT EXISTS (SELECT 1 FROM results WHERE table_id = ${entry.tableId} AND match_no = ${entry.matchNo} AND seat = ${seat})`;
  return [
    ...ratingStatements(db, entry, [...ratings], finishedAt, isNew),
    ...resultStatements(db, entry, finishedAt, ratings),
    ...dailyStatements(db, entry, finishedAt),
    ...payoutStatements(db, entry, finishedAt),
    ...replayStatements(db, entry, finishedAt, actions),
  ];
}

/**
 * Runs the batch (D1 runs a batch as one transaction: all or nothing). The ratings are read first;
 * should one change before the batch runs, the batch fails and the drain tries again.
 */
export async function writeOutcome(db: Db, entry: OutboxEntry, finishedAt: number, actions: readonly StoredMove[] = []): Promise<void> {
  const ratings = ratingChanges(entry, await readRatings(db, entry));
  const [first, ...rest] = outcomeStatements(db, entry, finishedAt, ratings, actions);
  if (first) await db.batch([first, ...rest]);
}
