// "Wie hätte der Computer gespielt?" in D1: each daily match's comparison, computed on its first
// request and kept with the replay; and the day's par per game and date (the strong computer's
// points in the player's seat of that day's deal), computed once.
import { and, eq } from 'drizzle-orm';
import { dailyPar, replayComparisons } from '@schema/db';
import type { ComputerResult } from '@games/core/compare';
import type { Db } from './client';

export async function readComparison(db: Db, tableId: string, matchNo: number): Promise<string | null> {
  const row = await db.select({ result: replayComparisons.result }).from(replayComparisons)
    .where(and(eq(replayComparisons.tableId, tableId), eq(replayComparisons.matchNo, matchNo))).get();
  return row?.result ?? null;
}

/** Keeps the first comparison stored (two requests at once compute the same one). */
export async function saveComparison(db: Db, tableId: string, matchNo: number, json: string, now: number): Promise<void> {
  await db.insert(replayComparisons).values({ tableId, matchNo, computedAt: now, result: json }).onConflictDoNothing().run();
}

export interface StoredPar extends ComputerResult {
  seed: string;
}

export async function readPar(db: Db, game: string, date: string): Promise<StoredPar | null> {
  const row = await db.select().from(dailyPar).where(and(eq(dailyPar.game, game), eq(dailyPar.date, date))).get();
  return row ? { seed: row.seed, points: row.points, place: row.place, actions: row.actions } : null;
}

export async function savePar(db: Db, game: string, date: string, par: StoredPar, now: number): Promise<void> {
  await db.insert(dailyPar).values({ game, date, ...par, computedAt: now }).onConflictDoNothing().run();
}
