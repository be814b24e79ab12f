// "Meine Partien": one player's games, wins, best game, achievements and streak per game, balance and
// the latest Groschen ledger lines — all read from what the server itself wrote.
import { and, desc, eq, notLike, sql } from 'drizzle-orm';
import { achievements, ledger, players, records, results, streaks } from '@schema/db';
import { games as registry } from '@games/index';
import { berlinDate, previousDate } from '../time/berlin';
import type { Db } from './client';

export const LEDGER_LINES = 50;
/** The latest matches listed per game (each with its replay). */
export const RECENT_MATCHES = 5;
/** How many of your latest results are read to find them (a game played less lately may show fewer). */
const RECENT_SCAN = 100;

/** One of your latest matches of a game; its replay is /r/<tableId>/<matchNo>. */
export interface RecentMatch {
  tableId: string;
  matchNo: number;
  mode: string;
  finishedAt: number;
  points: number;
  place: number;
}

export interface GameStats {
  played: number;
  wins: number;
  /** Best game (the highest record of any setting), or null before the first scored game. */
  best: number | null;
  /** The skill rating, once rated (GET /api/me/stats adds it). */
  rating?: { rating: number; games: number; provisional: boolean };
  achievements: Record<string, number>;
  streak: { current: number; best: number };
  recent: RecentMatch[];
}

export interface LedgerLine {
  amount: number;
  kind: string;
  tableId: string | null;
  matchNo: number | null;
  at: number;
}

export interface MyStats {
  games: Record<string, GameStats>;
  balance: number;
  ledger: LedgerLine[];
}

/** A streak whose last day is before yesterday (Berlin) is broken: it shows 0 until the next start. */
export function liveStreak(current: number, lastDate: string, now: number): number {
  const today = berlinDate(now);
  return lastDate === today || lastDate === previousDate(today) ? current : 0;
}

export async function myStats(db: Db, playerId: string, now: number): Promise<MyStats> {
  const [counts, bests, earned, streakRows, player, lines, latest] = await db.batch([
    db.select({
      game: results.game,
      played: sql<number>`COUNT(*)`,
      wins: sql<number>`SUM(CASE WHEN ${results.place} = 1 AND ${results.left} = 0 THEN 1 ELSE 0 END)`,
    }).from(results).where(eq(results.playerId, playerId)).groupBy(results.game),
    db.select({ game: records.game, best: sql<number>`MAX(${records.best})` })
      // "Bestes Spiel" is one game; record-hunt totals (several rounds summed) are listed apart.
      .from(records).where(and(eq(records.playerId, playerId), notLike(records.setting, 'rekordjagd:%'))).groupBy(records.game),
    db.select({ game: achievements.game, id: achievements.achievement, count: achievements.count })
      .from(achievements).where(eq(achievements.playerId, playerId)),
    db.select().from(streaks).where(eq(streaks.playerId, playerId)),
    db.select({ balance: players.balance }).from(players).where(eq(players.id, playerId)),
    db.select({ amount: ledger.amount, kind: ledger.kind, tableId: ledger.tableId, matchNo: ledger.matchNo, at: ledger.createdAt })
      .from(ledger).where(eq(ledger.playerId, playerId)).orderBy(desc(ledger.createdAt), desc(ledger.id)).limit(LEDGER_LINES),
    // The latest matches, for their replays (RECENT_MATCHES per game are kept below).
    db.select({ game: results.game, tableId: results.tableId, matchNo: results.matchNo, mode: results.mode, finishedAt: results.finishedAt, points: results.points, place: results.place })
      .from(results).where(eq(results.playerId, playerId)).orderBy(desc(results.finishedAt), desc(results.id)).limit(RECENT_SCAN),
  ]);
  const gameIds = new Set([...Object.keys(registry), ...counts.map((c) => c.game)]);
  const out: Record<string, GameStats> = {};
  for (const game of gameIds) {
    const c = counts.find((r) => r.game === game);
    const s = streakRows.find((r) => r.game === game);
    out[game] = {
      played: c?.played ?? 0,
      wins: c?.wins ?? 0,
      best: bests.find((r) => r.game === game)?.best ?? null,
      achievements: Object.fromEntries(earned.filter((a) => a.game === game).map((a) => [a.id, a.count])),
      streak: s ? { current: liveStreak(s.current, s.lastDate, now), best: s.best } : { current: 0, best: 0 },
      recent: latest.filter((r) => r.game === game).slice(0, RECENT_MATCHES).map(({ game: _g, ...r }) => r),
    };
  }
  return { games: out, balance: player[0]?.balance ?? 0, ledger: lines };
}
