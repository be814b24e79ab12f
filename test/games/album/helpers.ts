// Shared helpers for the Speedalbum tests: picture cards by series, stacked tables.
import { setup } from '@games/album/rules/setup';
import { defaultOptions } from '@games/album/rules/options';
import { refill } from '@games/album/rules/market';
import { stepRng } from '@games/core/rng';
import type { Album, AlbumOptions, AlbumState } from '@games/album/types';
import { CARDS_PER_SERIES, MARKET_SLOTS } from '@games/album/types';

/** Picture card ids with `counts[s]` pictures of series s (cards taken from the end of each series). */
export function pics(counts: readonly number[], skip = 0): number[] {
  const out: number[] = [];
  counts.forEach((n, s) => { for (let i = 0; i < n; i++) out.push(s * CARDS_PER_SERIES + CARDS_PER_SERIES - 1 - skip - i); });
  return out;
}

/** A running round with the given piles (top first), market and albums; seat 0 on turn. */
export function table(seats: number, piles: number[][], market: (number | null)[], albums?: Album[], options: Partial<AlbumOptions> = {}): AlbumState {
  const base = setup(seats, { ...defaultOptions(), ...options }, stepRng('album-test', 0, 'setup'));
  return {
    ...base,
    starter: 0,
    turn: 0,
    piles,
    market: market.length === MARKET_SLOTS ? market : [...market, ...new Array(MARKET_SLOTS - market.length).fill(null)],
    albums: albums ?? Array.from({ length: seats }, () => ({ pictures: [], objectives: [] })),
    reserve: base.reserve,
  };
}

/** A table dealt from one list of cards as setup would (three equal piles, market filled). */
export function dealt(seats: number, cards: number[]): AlbumState {
  const size = cards.length / 3;
  const filled = refill([cards.slice(0, size), cards.slice(size, 2 * size), cards.slice(2 * size)], new Array(MARKET_SLOTS).fill(null));
  return table(seats, filled.piles, filled.market);
}

export function deepFreeze<T>(x: T): T {
  if (typeof x === 'object' && x !== null && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}
