// A compact, public-only picture of a Speedelster position for the computer players: hands as
// 15-bit masks (bit p = pebble p), the remaining pile as a list of values, the stake as pot sum +
// count + the new card. Built from an ElsterView only, so no bot can see hidden information.
import type { ElsterView } from '../types';

export interface Position {
  /** Number of seats. */
  n: number;
  /** The seat the position is judged for. */
  me: number;
  /** Remaining pebbles per seat as bit masks (bit p set = pebble p still in hand). */
  hands: Int32Array;
  /** Cards still in the pile (order unknown), ascending. */
  pile: number[];
  /** Carried pot: sum and number of cards (the new card not included). */
  potSum: number;
  potCount: number;
  /** The card revealed this round. */
  current: number;
  /** House rule "Weg damit": an all-cancelled card is discarded instead of kept in the pot. */
  weg: boolean;
  /** Match totals so far (finished games plus the current nests). */
  scores: Float64Array;
  /** Games of the match still to come after this one. */
  gamesAfter: number;
}

export function maskOf(pebbles: readonly number[]): number {
  let m = 0;
  for (const p of pebbles) m |= 1 << p;
  return m;
}

export function popcount(m: number): number {
  m = m - ((m >>> 1) & 0x55555555);
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333);
  return (((m + (m >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** The pebbles of a mask, ascending. */
export function pebblesOf(m: number): number[] {
  const out: number[] = [];
  for (let p = 1; p <= 15; p++) if (m & (1 << p)) out.push(p);
  return out;
}

/** The k-th lowest pebble (k from 0) of a mask. */
export function kthPebble(m: number, k: number): number {
  for (let p = 1; p <= 15; p++) {
    if (m & (1 << p)) {
      if (k === 0) return p;
      k--;
    }
  }
  return -1;
}

export function highest(m: number): number {
  return 31 - Math.clz32(m);
}

export function lowest(m: number): number {
  return 31 - Math.clz32(m & -m);
}

/** +1: the highest pebble takes the stake; −1: the lowest must (rules/round.ts `direction`). */
export function stakeDir(potSum: number, potCount: number, current: number): number {
  if (potCount === 0) return current > 0 ? 1 : -1;
  const sum = potSum + current;
  if (sum !== 0) return sum > 0 ? 1 : -1;
  return current > 0 ? 1 : -1;
}

/**
 * The bidding position of `view` for its own seat; null when the seat owes no bid (spectator,
 * not the bidding phase).
 */
export function positionOf(view: ElsterView): Position | null {
  if (view.you === null || view.phase !== 'bidding' || view.current === null) return null;
  const n = view.seats;
  const hands = new Int32Array(n);
  for (let s = 0; s < n; s++) hands[s] = maskOf(view.hands[s]);
  let potSum = 0;
  for (const c of view.pot) potSum += c;
  return {
    n,
    me: view.you,
    hands,
    pile: view.remaining.slice().sort((a, b) => a - b),
    potSum,
    potCount: view.pot.length,
    current: view.current,
    weg: view.options.houseRule === 'weg',
    scores: Float64Array.from(view.totals),
    gamesAfter: Math.max(0, view.options.games - view.gameNo - 1),
  };
}
