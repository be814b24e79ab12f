// Auffüllen: an empty market slot takes the top card of the pile above it (turned to its picture).
// If that pile is empty, the bottom half (rounded down) of the largest pile moves to its place —
// the largest pile keeps its top card — and the slot is filled from there. Slots are refilled in
// slot order (left to right, top before bottom); of equally large piles the leftmost gives.
import type { GameEvent } from '../../core/types';
import { MARKET_SLOTS } from '../types';
import { frontOf } from '../cards';

export const columnOf = (slot: number) => slot >> 1;

/** The largest pile (leftmost of equals) that can give a bottom half, or −1. */
function largestPile(piles: readonly number[][]): number {
  let best = -1;
  for (let p = 0; p < piles.length; p++) {
    if (piles[p].length >= 2 && (best < 0 || piles[p].length > piles[best].length)) best = p;
  }
  return best;
}

export function refill(piles: readonly number[][], market: readonly (number | null)[]): {
  piles: number[][];
  market: (number | null)[];
  events: GameEvent[];
} {
  const outPiles = piles.map((p) => p.slice());
  const outMarket = market.slice();
  const events: GameEvent[] = [];
  for (let slot = 0; slot < MARKET_SLOTS; slot++) {
    if (outMarket[slot] !== null) continue;
    const col = columnOf(slot);
    if (outPiles[col].length === 0) {
      const big = largestPile(outPiles);
      if (big >= 0) {
        const from = outPiles[big];
        const keep = from.length - Math.floor(from.length / 2);
        outPiles[col] = from.slice(keep);
        outPiles[big] = from.slice(0, keep);
        events.push({ to: 'all', type: 'pile_moved', fromPile: big, toPile: col, count: from.length - keep });
      }
    }
    const pile = outPiles[col];
    if (pile.length > 0) {
      const cardId = pile.shift() as number;
      outMarket[slot] = cardId;
      // The card turns to its picture on the way: only its series is seen.
      events.push({ to: 'all', type: 'refill', slot, series: frontOf(cardId) });
    }
  }
  return { piles: outPiles, market: outMarket, events };
}
