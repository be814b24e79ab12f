// The day's par: the strong computer's points in the player's seat of a day's daily deal — the same
// number for everyone on that day's list. Played once per game and date, then kept in D1. Only for
// a day that has ended: before, it would give away what the deal is worth.
import type { GameId } from '@schema/protocol';
import type { Db } from '../db/client';
import { readPar, savePar, type StoredPar } from '../db/comparisons';
import { matchSeed } from '@games/core/seeds';
import { dailyPar } from './computer';
import { dailySeed } from './seed';

/** The match seed of a day's daily deal (every attempt that day plays match 1 of a table with the day's seed). */
export async function dailyMatchSeed(secret: string, game: GameId, date: string): Promise<string> {
  return matchSeed(await dailySeed(secret, game, date), 1);
}

/** The par of `game` on `date`, from D1 or played now and stored. Null for a game without comparison. */
export async function parOf(db: Db, secret: string, game: GameId, date: string, now: number): Promise<StoredPar | null> {
  const stored = await readPar(db, game, date);
  if (stored) return stored;
  const seed = await dailyMatchSeed(secret, game, date);
  const result = dailyPar(game, seed);
  if (!result) return null;
  const par = { seed, ...result };
  await savePar(db, game, date, par, now);
  return par;
}
