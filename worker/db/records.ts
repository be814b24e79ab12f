// Achievements (counted per player) and records (best score per player, game and setting). Records
// are generic: each game says which settings a result sets a record in; later games' record hunts
// plug in here.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';
import { rawStatement, type OutboxEntry, type Statement } from './outcome';
import type { ResultMode, ScoredSeat } from './results';

export interface RecordEntry {
  /** Game-defined setting key, e.g. 'solo' or 'rekordjagd:stark'. */
  setting: string;
  score: number;
}

type RecordRule = (entry: OutboxEntry, mode: ResultMode, s: ScoredSeat) => RecordEntry[];

/** Scores of one seat in each game (Partie) of a Speedelster match, from the public outcome detail. */
function elsterGameScores(entry: OutboxEntry, seat: number): number[] {
  const results = (entry.outcome.detail as { results?: { scores?: unknown }[] } | undefined)?.results;
  if (!Array.isArray(results)) return [];
  return results.map((r) => (Array.isArray(r?.scores) ? r.scores[seat] : undefined))
    .filter((x): x is number => typeof x === 'number' && Number.isFinite(x));
}

/**
 * Speedelster: "Bestes Spiel" — the best single game (Partie) per mode (solo, daily, multi), the
 * same figure the end screen keeps per device. Practice replays a known deal and sets no record.
 */
const elsterRecords: RecordRule = (entry, mode, s) => {
  if (mode === 'practice') return [];
  const scores = elsterGameScores(entry, s.seat);
  const best = scores.length > 0 ? Math.max(...scores) : s.points;
  return [{ setting: mode, score: best }];
};

/** Other games without a rule of their own: the match score per mode. */
const matchScoreRecords: RecordRule = (_entry, mode, s) => (mode === 'practice' ? [] : [{ setting: mode, score: s.points }]);

const RECORD_RULES: Record<string, RecordRule> = { elster: elsterRecords };

export function recordEntries(entry: OutboxEntry, mode: ResultMode, s: ScoredSeat): RecordEntry[] {
  if (s.left) return [];
  return (RECORD_RULES[entry.game] ?? matchScoreRecords)(entry, mode, s);
}

/** Keeps the best score per setting; `guard` makes a re-run a no-op (a better score would be too). */
export function recordStatements(db: Db, entry: OutboxEntry, mode: ResultMode, s: ScoredSeat, at: number, guard: SQL): Statement[] {
  return recordEntries(entry, mode, s).map((r) => rawStatement(db, sql`INSERT INTO records (player_id, game, setting, best, table_id, at)
    SELECT ${s.playerId}, ${entry.game}, ${r.setting}, ${r.score}, ${entry.tableId}, ${at} WHERE ${guard}
    ON CONFLICT (player_id, game, setting) DO UPDATE SET best = excluded.best, table_id = excluded.table_id, at = excluded.at
    WHERE excluded.best > records.best`));
}

/** +1 per achievement the seat earned in the match. */
export function achievementStatements(db: Db, game: string, s: ScoredSeat, at: number, guard: SQL): Statement[] {
  return s.achievements.map((a) => rawStatement(db, sql`INSERT INTO achievements (player_id, game, achievement, count, first_at)
    SELECT ${s.playerId}, ${game}, ${a}, 1, ${at} WHERE ${guard}
    ON CONFLICT (player_id, game, achievement) DO UPDATE SET count = count + 1`));
}
