// Achievements (counted per player, with their streak) and records (best score per player, game
// and setting). Records are generic: the outcome names each seat's record figure (and the game's variant); a record hunt
// (table mode 'record', any game) sets the record of its strength, `rekordjagd:<level>`. Also the
// records lists.
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { players, records } from '@schema/db';
import type { BotLevel, RecordSetting } from '@schema/protocol';
import type { Db } from './client';
import type { OutboxEntry, ResultMode, ScoredSeat } from './entry';
import { inGroups, rawStatement, valuesOf, type Statement } from './statements';

export interface RecordEntry {
  /** Game-defined setting key, e.g. 'solo' or 'rekordjagd:stark'. */
  setting: string;
  score: number;
}

export const recordSetting = (level: BotLevel): RecordSetting => `rekordjagd:${level}`;

/** The strength of a record hunt: its computers' level (all the same, checked at creation). */
function huntLevel(entry: OutboxEntry): BotLevel | null {
  const computer = entry.seats.find((seat) => seat.kind === 'computer');
  return computer?.kind === 'computer' ? computer.level : null;
}

export function recordEntries(entry: OutboxEntry, mode: ResultMode, s: ScoredSeat): RecordEntry[] {
  if (s.left) return [];
  if (entry.mode === 'record') {
    // Rekordjagd: the human's total of the whole hunt (all rounds summed) is the record.
    const level = huntLevel(entry);
    return level ? [{ setting: recordSetting(level), score: s.points }] : [];
  }
  // The game's own record figure (e.g. the best single game), per mode and the game's
  // variant (e.g. per number of seats, with or without a house rule). Practice replays a
  // known deal and sets no record.
  if (mode === 'practice') return [];
  const { score, variant } = s.record;
  return [{ setting: variant ? `${mode}:${variant}` : mode, score }];
}

/** Keeps the best score per setting; `guard` (over the seats list `s`) makes a re-run a no-op (a better score would be too). */
export function recordStatements(db: Db, entry: OutboxEntry, mode: ResultMode, seats: readonly ScoredSeat[], at: number, guard: SQL): Statement[] {
  const rows = seats.flatMap((s) => recordEntries(entry, mode, s).map((r) => [s.seat, s.playerId, r.setting, r.score]));
  return inGroups(rows, (r) => r.length).map((group) => rawStatement(db, sql`WITH s(seat, player_id, setting, best) AS (VALUES ${valuesOf(group)})
    INSERT INTO records (player_id, game, setting, best, table_id, at)
    SELECT s.player_id, ${entry.game}, s.setting, s.best, ${entry.tableId}, ${at} FROM s WHERE ${guard}
    ON CONFLICT (player_id, game, setting) DO UPDATE SET best = excluded.best, table_id = excluded.table_id, at = excluded.at
    WHERE excluded.best > records.best`));
}

/**
 * +1 per achievement a seat earned in the match, and its streak: +1 for each one earned, back to 0
 * for the player's other achievements of this game (e.g. standing ovations in a row).
 */
export function achievementStatements(db: Db, game: string, seats: readonly ScoredSeat[], at: number, guard: SQL): Statement[] {
  const earnedBy = (s: ScoredSeat) => s.achievements.map((a) => [s.seat, s.playerId, a]);
  const broken = inGroups(seats, (s) => 2 + 3 * s.achievements.length).map((group) => {
    const earned = group.flatMap(earnedBy);
    const list = earned.length ? sql`, e(seat, player_id, achievement) AS (VALUES ${valuesOf(earned)})` : sql``;
    const kept = earned.length
      ? sql` AND NOT EXISTS (SELECT 1 FROM e WHERE e.player_id = achievements.player_id AND e.achievement = achievements.achievement)`
      : sql``;
    return rawStatement(db, sql`WITH s(seat, player_id) AS (VALUES ${valuesOf(group.map((s) => [s.seat, s.playerId]))})${list}
      UPDATE achievements SET streak = 0
      WHERE game = ${game} AND streak > 0 AND player_id IN (SELECT s.player_id FROM s WHERE ${guard})${kept}`);
  });
  const earned = inGroups(seats.flatMap(earnedBy), (r) => r.length).map((group) => rawStatement(db, sql`WITH s(seat, player_id, achievement) AS (VALUES ${valuesOf(group)})
    INSERT INTO achievements (player_id, game, achievement, count, first_at, streak, best_streak)
    SELECT s.player_id, ${game}, s.achievement, 1, ${at}, 1, 1 FROM s WHERE ${guard}
    ON CONFLICT (player_id, game, achievement) DO UPDATE SET count = count + 1, streak = streak + 1,
      best_streak = MAX(best_streak, streak + 1)`));
  return [...broken, ...earned];
}

// ---- records lists (GET /api/records/:game) -----------------------------------------------------

/** Rows on a records list. */
export const RECORD_LIST_LIMIT = 100;

export interface RecordRow {
  /** 1-based; equal bests share a rank (1, 1, 3); the earlier record is listed first. */
  rank: number;
  name: string;
  best: number;
  /** When the record was set (epoch ms). */
  at: number;
}

export interface RecordList {
  rows: RecordRow[];
  /** Players with a record in this setting (the list shows at most RECORD_LIST_LIMIT). */
  total: number;
}

/** The best records of a game and setting, best first. */
export async function recordList(db: Db, game: string, setting: string, limit = RECORD_LIST_LIMIT): Promise<RecordList> {
  const where = and(eq(records.game, game), eq(records.setting, setting));
  const [rows, totals] = await db.batch([
    db.select({ name: players.name, best: records.best, at: records.at })
      .from(records)
      .innerJoin(players, eq(players.id, records.playerId))
      .where(where)
      .orderBy(desc(records.best), asc(records.at))
      .limit(limit),
    db.select({ n: count() }).from(records).where(where),
  ]);
  let rank = 0;
  const ranked = rows.map((r, i) => {
    if (i === 0 || r.best !== rows[i - 1]!.best) rank = i + 1;
    return { rank, ...r };
  });
  return { rows: ranked, total: totals[0]?.n ?? 0 };
}

export interface YourRecord {
  setting: string;
  best: number;
  at: number;
  /** Rank on that setting's list. */
  rank: number;
}

/** The player's records of a game whose setting starts with `prefix` (e.g. 'rekordjagd:'), with ranks. */
export async function yourRecords(db: Db, playerId: string, game: string, prefix: string): Promise<YourRecord[]> {
  const { results } = await db.$client.prepare(`
    SELECT r.setting, r.best, r.at,
           (SELECT COUNT(*) FROM records o WHERE o.game = r.game AND o.setting = r.setting AND o.best > r.best) + 1 AS rank
      FROM records r
     WHERE r.player_id = ?1 AND r.game = ?2 AND substr(r.setting, 1, length(?3)) = ?3
     ORDER BY r.setting`).bind(playerId, game, prefix).all<YourRecord>();
  return results;
}
