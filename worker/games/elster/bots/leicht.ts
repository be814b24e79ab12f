// Leicht: bids roughly by card value. The stake's rank among the cards still to come becomes the
// rank of the pebble among its own remaining pebbles, blurred by noise.
import type { Rng } from '../../core/rng';
import type { Position } from './position';
import { kthPebble, popcount } from './position';

/** How much a stake is worth fighting for (or against): its size, whatever its sign. */
export function importance(value: number): number {
  return value < 0 ? -value : value;
}

/**
 * Where the stake ranks among itself and the remaining pile cards, as a pebble index
 * (0 = lowest pebble, pile.length = highest): cards worth less count fully, equal ones half.
 */
export function stakeRankIndex(stake: number, pile: readonly number[], weight: (v: number) => number): number {
  const mine = weight(stake);
  let idx = 0;
  for (const c of pile) {
    const w = weight(c);
    if (w < mine) idx += 1;
    else if (w === mine) idx += 0.5;
  }
  return idx;
}

/** Roughly normal noise with mean 0 and standard deviation `sd` (sum of three uniforms). */
export function noise(rng: Rng, sd: number): number {
  return (rng.next() + rng.next() + rng.next() - 1.5) * 2 * sd;
}

export const LEICHT_NOISE = 1.5;

export function chooseLeicht(pos: Position, seat: number, rng: Rng): number {
  const hand = pos.hands[seat];
  const size = popcount(hand);
  const target = stakeRankIndex(pos.potSum + pos.current, pos.pile, importance) + noise(rng, LEICHT_NOISE);
  const idx = Math.min(size - 1, Math.max(0, Math.round(target)));
  return kthPebble(hand, idx);
}
