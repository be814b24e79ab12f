// Results: one row per human per finished scored match, plus — in the same batch, only while that
// row is new — the leaderboard totals, achievement counts and records it feeds. Each kind is one
// statement over the match's seats (a VALUES list), so the batch's size does not grow with them.
import { sql, type SQL } from 'drizzle-orm';
import { berlinDate } from '../time/berlin';
import type { Db } from './client';
import type { OutboxEntry, ResultMode, ScoredSeat } from './entry';
import type { RatingChange } from './entry';
import { totalsStatement } from './leaderboard';
import { achievementStatements, recordStatements } from './records';
import { rawStatement, valuesOf, type Statement } from './statements';

/** Leaving a game with other humans costs this many leaderboard points instead of the formula. */
export const LEAVER_POINTS = -10;

export type { ResultMode, ScoredSeat } from './entry';

/** The result mode: a later attempt at the daily deal is practice (the deal is known by then). */
export function resultMode(entry: OutboxEntry): ResultMode {
  if (entry.mode === 'daily') return entry.practice ? 'practice' : 'daily';
  return entry.mode;
}

/** Practice is neither on the daily list nor on the leaderboard. */
export const countsOnLeaderboard = (mode: ResultMode): boolean => mode !== 'practice';

/** The humans of the match with their outcome; computers are never recorded. */
export function scoredSeats(entry: OutboxEntry): ScoredSeat[] {
  const out: ScoredSeat[] = [];
  const outcome = entry.outcome;
  if (!outcome) return out;
  // Some record hunts (against a named computer) count only your own points on the Bestenliste.
  const ownPointsOnly = entry.mode === 'record' && entry.recordLeaderboard === 'points';
  entry.seats.forEach((s, seat) => {
    if (s.kind !== 'human') return;
    const o = outcome.seats.find((x) => x.seat === seat);
    if (!o) return;
    out.push({
      seat,
      playerId: s.playerId,
      points: o.points,
      place: o.place,
      leaderboard: s.left ? LEAVER_POINTS : ownPointsOnly ? Math.max(0, o.points) : o.leaderboard,
      left: s.left,
      // The computer finished a leaver's game: its achievements are not the leaver's.
      achievements: s.left ? [] : [...new Set(o.achievements)],
      record: o.record ?? { score: o.points },
    });
  });
  return out;
}

/**
 * The guard every dependent statement carries, for each row of the seats list `s` (its columns
 * `seat` and `player_id`): true while that seat's result is not yet written and its player exists.
 * The result rows are inserted last, so a re-run of the batch finds them and changes nothing.
 */
export function isNewResult(entry: OutboxEntry): SQL {
  return sql`NOT EXISTS (SELECT 1 FROM results r WHERE r.table_id = ${entry.tableId} AND r.match_no = ${entry.matchNo} AND r.seat = s.seat)
    AND EXISTS (SELECT 1 FROM players p WHERE p.id = s.player_id)`;
}

/** The match's result rows and what they feed, one statement per kind for all its people. */
export function resultStatements(db: Db, entry: OutboxEntry, finishedAt: number, ratings: readonly RatingChange[] = []): Statement[] {
  const seats = scoredSeats(entry);
  if (seats.length === 0) return [];
  const mode = resultMode(entry);
  const date = berlinDate(finishedAt);
  const seatCount = entry.seats.filter((s) => s.kind !== 'empty').length;
  const guard = isNewResult(entry);
  const rows = seats.map((s) => {
    const rated = ratings.find((r) => r.seat === s.seat);
    return [s.seat, s.playerId, s.points, s.place, s.leaderboard, s.left ? 1 : 0, rated ? rated.before.rating : null, rated ? rated.after.rating : null];
  });
  return [
    ...(countsOnLeaderboard(mode) ? [totalsStatement(db, entry.game, seats, date, guard)] : []),
    ...achievementStatements(db, entry.game, seats, finishedAt, guard),
    ...recordStatements(db, entry, mode, seats, finishedAt, guard),
    rawStatement(db, sql`WITH s(seat, player_id, points, place, leaderboard_points, gone, rating_before, rating_after) AS (VALUES ${valuesOf(rows)})
      INSERT INTO results
        (table_id, match_no, seat, player_id, game, mode, date, finished_at, points, place, seats, leaderboard_points, "left",
         rating_before, rating_after)
      SELECT ${entry.tableId}, ${entry.matchNo}, s.seat, s.player_id, ${entry.game}, ${mode}, ${date}, ${finishedAt},
        s.points, s.place, ${seatCount}, s.leaderboard_points, s.gone, s.rating_before, s.rating_after
      FROM s WHERE EXISTS (SELECT 1 FROM players p WHERE p.id = s.player_id)
      ON CONFLICT (table_id, match_no, seat) DO NOTHING`),
  ];
}
