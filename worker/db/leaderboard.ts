// Bestenliste: totals per game and period (all time, Berlin ISO week, Berlin month), kept up to date
// by the drain, and the list query (top 100 by points, ties share a rank).
import { sql, type SQL } from 'drizzle-orm';
import { berlinDate, isoWeek, month, type BerlinDate } from '../time/berlin';
import type { Db } from './client';
import type { ScoredSeat } from './entry';
import { rawStatement, valuesOf, type Statement } from './statements';

export type PeriodName = 'week' | 'month' | 'all';
export const PERIODS: readonly PeriodName[] = ['week', 'month', 'all'];
export const LIST_SIZE = 100;

/** The stored period key of a Berlin date: 'all', 'w:2026-W48' or 'm:2026-11'. */
export function periodKey(period: PeriodName, date: BerlinDate): string {
  if (period === 'week') return `w:${isoWeek(date)}`;
  if (period === 'month') return `m:${month(date)}`;
  return 'all';
}

/** The first Berlin day of the period containing `date` (Monday of its ISO week, 1st of its month). */
export function periodStart(period: Exclude<PeriodName, 'all'>, date: BerlinDate): BerlinDate {
  if (period === 'month') return `${date.slice(0, 7)}-01`;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = Date.UTC(y, m - 1, d);
  const monday = new Date(day - ((new Date(day).getUTCDay() + 6) % 7) * 86_400_000);
  return monday.toISOString().slice(0, 10);
}

/**
 * Adds each new result to the three totals it belongs to (all time, week, month); `guard` (over the
 * seats list `s`) keeps a re-run from counting twice.
 */
export function totalsStatement(db: Db, game: string, seats: readonly ScoredSeat[], date: BerlinDate, guard: SQL): Statement {
  const rows = seats.map((s) => [s.seat, s.playerId, s.leaderboard, s.place === 1 && !s.left ? 1 : 0]);
  const periods = PERIODS.map((p) => [periodKey(p, date)]);
  return rawStatement(db, sql`WITH s(seat, player_id, points, win) AS (VALUES ${valuesOf(rows)}), p(period) AS (VALUES ${valuesOf(periods)})
    INSERT INTO leaderboard_totals (game, period, player_id, points, games, wins)
    SELECT ${game}, p.period, s.player_id, s.points, 1, s.win FROM s, p WHERE ${guard}
    ON CONFLICT (game, period, player_id) DO UPDATE SET
      points = points + excluded.points, games = games + 1, wins = wins + excluded.wins`);
}

export interface LeaderboardRow {
  rank: number;
  /** Only on the requesting player's own row. */
  playerId?: string;
  name: string;
  points: number;
  games: number;
  wins: number;
}

export interface Leaderboard {
  game: string;
  period: PeriodName;
  /** The stored period key, e.g. 'w:2026-W48'. */
  key: string;
  /** First Berlin day of the week or month (absent for all time). */
  from?: BerlinDate;
  rows: LeaderboardRow[];
  /** The requesting player's own standing, when they have one in this period. */
  you?: LeaderboardRow;
}

interface TotalRow { playerId: string; name: string; points: number; games: number; wins: number }

/** Competition ranking over rows sorted by points (1, 1, 3). */
function ranked(rows: TotalRow[]): (TotalRow & { rank: number })[] {
  const out: (TotalRow & { rank: number })[] = [];
  rows.forEach((r, i) => {
    const prev = out[i - 1];
    out.push({ ...r, rank: prev && prev.points === r.points ? prev.rank : i + 1 });
  });
  return out;
}

const shown = (r: TotalRow & { rank: number }, you: string | null): LeaderboardRow => ({
  rank: r.rank, ...(r.playerId === you ? { playerId: r.playerId } : {}), name: r.name, points: r.points, games: r.games, wins: r.wins,
});

/** The list of `game` for the period containing `now` (Berlin); `you` adds the player's own standing. */
export async function leaderboard(db: Db, game: string, period: PeriodName, now: number, you: string | null): Promise<Leaderboard> {
  const date = berlinDate(now);
  const key = periodKey(period, date);
  // ORDER BY points alone walks the leaderboard_rank index backwards: no sort over the whole period.
  const top = await db.all<TotalRow>(sql`SELECT t.player_id AS playerId, p.name AS name, t.points AS points, t.games AS games, t.wins AS wins
    FROM leaderboard_totals t JOIN players p ON p.id = t.player_id
    WHERE t.game = ${game} AND t.period = ${key}
    ORDER BY t.points DESC LIMIT ${LIST_SIZE}`);
  // Within equal points: more wins, then fewer games, then name — only the display order, not the rank.
  top.sort((a, b) => b.points - a.points || b.wins - a.wins || a.games - b.games || a.name.localeCompare(b.name));
  const rows = ranked(top);
  const out: Leaderboard = { game, period, key, ...(period === 'all' ? {} : { from: periodStart(period, date) }), rows: rows.map((r) => shown(r, you)) };
  if (you) {
    const own = rows.find((r) => r.playerId === you);
    if (own) out.you = shown(own, you);
    else {
      const mine = await db.get<TotalRow & { rank: number }>(sql`SELECT t.player_id AS playerId, p.name AS name, t.points AS points,
          t.games AS games, t.wins AS wins,
          1 + (SELECT COUNT(*) FROM leaderboard_totals o WHERE o.game = t.game AND o.period = t.period AND o.points > t.points) AS rank
        FROM leaderboard_totals t JOIN players p ON p.id = t.player_id
        WHERE t.game = ${game} AND t.period = ${key} AND t.player_id = ${you}`);
      if (mine) out.you = shown(mine, you);
    }
  }
  return out;
}
