// The daily challenge in D1: first attempts (recorded when they start), streaks, results of the
// first attempt (from the outbox drain) and the daily lists.
import { and, asc, count, desc, eq, gt, ne } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { dailyAttempts, players, streaks, type DailyAttemptRow } from '@schema/db';
import { previousDate } from '../time/berlin';
import type { Db } from './client';
import type { OutboxEntry } from './entry';

/** Rows on a daily list. */
export const DAILY_LIST_LIMIT = 100;

export interface StartedAttempt {
  /** True when this call recorded the first attempt; false = the player already had one (practice). */
  first: boolean;
  attempt: DailyAttemptRow;
}

/**
 * Records the first attempt of (player, game, date) with table `tableId`, unless one exists, and
 * moves the streak on: last first attempt yesterday → +1, today → unchanged, otherwise 1. One batch
 * (a transaction); the streak row is written only when this call's attempt row went in.
 */
export async function startAttempt(
  db: Db,
  a: { playerId: string; game: string; date: string; tableId: string; now: number },
): Promise<StartedAttempt> {
  const yesterday = previousDate(a.date);
  // Raw D1 statements: drizzle's batch cannot carry a parameterized db.run(sql`…`) (no prepared stmt).
  const d1 = db.$client;
  const [, , found] = await d1.batch<DailyAttemptRow>([
    d1.prepare(`
      INSERT INTO daily_attempts (player_id, game, date, table_id, started_at, status, streak)
      VALUES (?1, ?2, ?3, ?4, ?5, 'started', COALESCE(
        (SELECT CASE last_date WHEN ?6 THEN current + 1 WHEN ?3 THEN current ELSE 1 END
           FROM streaks WHERE player_id = ?1 AND game = ?2), 1))
      ON CONFLICT DO NOTHING`).bind(a.playerId, a.game, a.date, a.tableId, a.now, yesterday),
    d1.prepare(`
      INSERT INTO streaks (player_id, game, current, best, last_date)
      SELECT player_id, game, streak, streak, date FROM daily_attempts
       WHERE player_id = ?1 AND game = ?2 AND date = ?3 AND table_id = ?4
      ON CONFLICT (player_id, game) DO UPDATE SET
        current = excluded.current, best = MAX(streaks.best, excluded.current), last_date = excluded.last_date`)
      .bind(a.playerId, a.game, a.date, a.tableId),
    d1.prepare(`
      SELECT player_id AS playerId, game, date, table_id AS tableId, started_at AS startedAt, status,
             finished_at AS finishedAt, points, place, streak
        FROM daily_attempts WHERE player_id = ?1 AND game = ?2 AND date = ?3`).bind(a.playerId, a.game, a.date),
  ]);
  const rows = found!.results;
  const attempt = rows[0]!;
  return { first: attempt.tableId === a.tableId, attempt };
}

/**
 * Undoes a first attempt whose table could not be created. The streak row stays: it already has
 * last_date = date, so the next try keeps the same streak ("today → unchanged").
 */
export async function dropAttempt(db: Db, a: { playerId: string; game: string; date: string; tableId: string }): Promise<void> {
  await db.delete(dailyAttempts)
    .where(and(attemptKey(a.playerId, a.game, a.date), eq(dailyAttempts.tableId, a.tableId), eq(dailyAttempts.status, 'started')))
    .run();
}

export async function findAttempt(db: Db, playerId: string, game: string, date: string): Promise<DailyAttemptRow | undefined> {
  return db.select().from(dailyAttempts).where(attemptKey(playerId, game, date)).get();
}

function attemptKey(playerId: string, game: string, date: string) {
  return and(eq(dailyAttempts.playerId, playerId), eq(dailyAttempts.game, game), eq(dailyAttempts.date, date));
}

/** The parts of a table's outbox entry the daily challenge reads. */
export type DailyOutboxEntry = Pick<OutboxEntry, 'tableId' | 'mode' | 'dailyDate' | 'practice' | 'seats' | 'outcome' | 'abandoned'> & { game: string };

/**
 * Drain statements: the first attempt's result (points, place). Only for a non-practice daily entry,
 * only for the attempt of that very table, and only while not yet finished, so a retried drain
 * changes nothing.
 */
export function dailyStatements(db: Db, entry: DailyOutboxEntry, finishedAt: number): BatchItem<'sqlite'>[] {
  if (entry.mode !== 'daily' || entry.practice || !entry.dailyDate) return [];
  const date = entry.dailyDate;
  const outcome = entry.outcome;
  return entry.seats.flatMap((seat, i) => {
    if (seat.kind !== 'human') return [];
    if (!outcome) {
      // Given up: the first attempt is recorded as abandoned (it stays off the daily list).
      return [db.update(dailyAttempts).set({ status: 'abandoned', finishedAt })
        .where(and(attemptKey(seat.playerId, entry.game, date), eq(dailyAttempts.tableId, entry.tableId), eq(dailyAttempts.status, 'started')))];
    }
    const result = outcome.seats.find((s) => s.seat === i);
    if (!result) return [];
    return [
      db.update(dailyAttempts)
        .set({ status: 'finished', finishedAt, points: result.points, place: result.place })
        .where(and(
          attemptKey(seat.playerId, entry.game, date),
          eq(dailyAttempts.tableId, entry.tableId),
          ne(dailyAttempts.status, 'finished'),
        )),
    ];
  });
}

export interface DailyListRow {
  /** 1-based; equal points share a rank (1, 1, 3). */
  rank: number;
  name: string;
  points: number;
  /** The player's streak on that date. */
  streak: number;
  /** Its replay's page (/r/<table>/1), only once the day has ended. */
  replay?: string;
}

export interface DailyList {
  rows: DailyListRow[];
  /** Finished first attempts on that date (the list shows at most DAILY_LIST_LIMIT). */
  total: number;
}

/**
 * The daily list of a game and date: finished first attempts by points, best first; `replays`:
 * with each row's replay link (only for a day that has ended — before, the deal is secret).
 */
export async function dailyList(db: Db, game: string, date: string, limit = DAILY_LIST_LIMIT, replays = false): Promise<DailyList> {
  const finished = and(eq(dailyAttempts.game, game), eq(dailyAttempts.date, date), eq(dailyAttempts.status, 'finished'));
  const [rows, totals] = await db.batch([
    db.select({ name: players.name, points: dailyAttempts.points, streak: dailyAttempts.streak, tableId: dailyAttempts.tableId })
      .from(dailyAttempts)
      .innerJoin(players, eq(players.id, dailyAttempts.playerId))
      .where(finished)
      .orderBy(desc(dailyAttempts.points), asc(dailyAttempts.finishedAt))
      .limit(limit),
    db.select({ n: count() }).from(dailyAttempts).where(finished),
  ]);
  return {
    rows: rankRows(rows.map((r) => ({ name: r.name, points: r.points ?? 0, streak: r.streak, ...(replays ? { replay: `/r/${r.tableId}/1` } : {}) }))),
    total: totals[0]?.n ?? 0,
  };
}

/** Competition ranking over rows sorted by points, best first. */
export function rankRows<T extends { points: number }>(sorted: T[]): (T & { rank: number })[] {
  let rank = 0;
  return sorted.map((row, i) => {
    if (i === 0 || row.points !== sorted[i - 1]!.points) rank = i + 1;
    return { ...row, rank };
  });
}

export interface YourDaily {
  status: 'none' | 'started' | 'finished';
  points: number | null;
  place: number | null;
  /** Rank on the daily list, when finished. */
  rank: number | null;
  /** Current streak: consecutive days up to `date` (or up to yesterday while today is still open). */
  streak: number;
  bestStreak: number;
}

/** The player's own daily state on `date` (usually today). */
export async function yourDaily(db: Db, playerId: string, game: string, date: string): Promise<YourDaily> {
  const [attempts, streakRows] = await db.batch([
    db.select().from(dailyAttempts).where(attemptKey(playerId, game, date)),
    db.select().from(streaks).where(and(eq(streaks.playerId, playerId), eq(streaks.game, game))),
  ]);
  const attempt = attempts[0];
  const s = streakRows[0];
  const alive = s !== undefined && (s.lastDate === date || s.lastDate === previousDate(date));
  let rank: number | null = null;
  if (attempt?.status === 'finished' && attempt.points !== null) {
    const better = await db.select({ n: count() }).from(dailyAttempts)
      .where(and(eq(dailyAttempts.game, game), eq(dailyAttempts.date, date), eq(dailyAttempts.status, 'finished'),
        gt(dailyAttempts.points, attempt.points)))
      .get();
    rank = (better?.n ?? 0) + 1;
  }
  return {
    status: attempt ? (attempt.status === 'finished' ? 'finished' : 'started') : 'none',
    points: attempt?.points ?? null,
    place: attempt?.place ?? null,
    rank,
    streak: alive ? s.current : 0,
    bestStreak: s?.best ?? 0,
  };
}
