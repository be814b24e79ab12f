// The simulation kernel of the strong computer: one sampled future of the game (a "world": the
// order of the unknown pile and a little noise per seat and round) and a fast playout of the rest
// of the game in it, after every seat's pebble for this round is fixed. In the playout every magpie
// follows the value ranking: the stake ranks among the cards still to come, and the pebble of that
// rank in its own hand is laid, blurred by the world's noise. Hands are 15-bit masks.
import type { Rng } from '../../core/rng';
import type { Position } from './position';
import { popcount, stakeDir } from './position';

/** Spread (pebble ranks) of the playout policy around the value ranking. */
const ROLLOUT_NOISE = 1.2;
/** Weight of placement (share of others beaten) next to the win share, at three seats or more. */
const PLACE_WEIGHT = 0.15;

// KTH[(mask >> 1) * 16 + k] = the k-th lowest pebble of a hand mask.
let KTH: Int8Array | null = null;
export function kthTable(): Int8Array {
  if (KTH) return KTH;
  const t = new Int8Array(32768 * 16);
  for (let m = 0; m < 32768; m++) {
    let k = 0;
    for (let p = 1; p <= 15; p++) if (m & (1 << (p - 1))) t[m * 16 + k++] = p;
  }
  KTH = t;
  return t;
}

/** Winner of a round (−1 when every pebble cancels): equal pebbles cancel, then max/min by dir. */
export function winnerOf(bids: Int8Array, n: number, dir: number): number {
  let seen = 0;
  let dup = 0;
  for (let s = 0; s < n; s++) {
    const b = 1 << bids[s];
    dup |= seen & b;
    seen |= b;
  }
  let winner = -1;
  let best = 0;
  for (let s = 0; s < n; s++) {
    const b = bids[s];
    if (dup & (1 << b)) continue;
    if (winner < 0 || (dir > 0 ? b > best : b < best)) { winner = s; best = b; }
  }
  return winner;
}

/** Heads-up, each point of lead adds this to the win share: among equally sure plays, the bigger win. */
const MARGIN = 0.001;

/**
 * Heads-up, how good a final lead of `d` points is: the share of the win (a tie counts half; with
 * games of the match still to come a smooth chance of staying ahead), plus a hair per point so
 * that sure wins are won big. The other seat's utility is always 1 minus this.
 */
export function headsUpShare(d: number, gamesAfter: number): number {
  const win = gamesAfter === 0 ? (d > 0 ? 1 : d < 0 ? 0 : 0.5) : 1 / (1 + Math.exp(-d / (6 * Math.sqrt(gamesAfter))));
  return win + MARGIN * d;
}

/**
 * How good the final totals `sc` are for `seat`, about 0 to 1: the share of first place (ties
 * shared), at three seats or more plus a little for the others beaten. With games of the match
 * still to come, a lead is worth a smooth chance of staying ahead. Heads-up see headsUpShare.
 */
export function utility(sc: Float64Array, seat: number, n: number, gamesAfter: number): number {
  const my = sc[seat];
  if (n === 2) return headsUpShare(my - sc[1 - seat], gamesAfter);
  if (gamesAfter === 0) {
    let above = 0;
    let equal = 0;
    for (let s = 0; s < n; s++) {
      if (s === seat) continue;
      if (sc[s] > my) above++;
      else if (sc[s] === my) equal++;
    }
    const win = above === 0 ? 1 / (1 + equal) : 0;
    return (win + PLACE_WEIGHT * (n - 1 - above - equal / 2) / (n - 1)) / (1 + PLACE_WEIGHT);
  }
  const scale = 6 * Math.sqrt(gamesAfter);
  let win = 1;
  let beat = 0;
  for (let s = 0; s < n; s++) {
    if (s === seat) continue;
    const q = 1 / (1 + Math.exp(-(my - sc[s]) / scale));
    win *= q;
    beat += q;
  }
  return (win + PLACE_WEIGHT * beat / (n - 1)) / (1 + PLACE_WEIGHT);
}

/** One sampled future. `rank0[r]` is the value rank of pile card r among the cards after it. */
export interface World {
  order: Int8Array;
  rank0: Float64Array;
  noise: Float64Array;
}

export function newWorld(pos: Position): World {
  const rem = pos.pile.length;
  return { order: new Int8Array(rem), rank0: new Float64Array(rem), noise: new Float64Array(Math.max(1, rem * pos.n)) };
}

/** Rank of a stake among the cards from index `from` on: cards worth less count 1, equal ones ½. */
function rankAmong(order: Int8Array, from: number, stake: number): number {
  const imp = stake < 0 ? -stake : stake;
  let t = 0;
  for (let i = from; i < order.length; i++) {
    const v = order[i] < 0 ? -order[i] : order[i];
    if (v < imp) t += 1;
    else if (v === imp) t += 0.5;
  }
  return t;
}

/** Draw a new world into `w`: a shuffled pile and the playout noise. */
export function drawWorld(pos: Position, rng: Rng, w: World): World {
  const { pile, n } = pos;
  const rem = pile.length;
  const { order } = w;
  for (let i = 0; i < rem; i++) order[i] = pile[i];
  for (let i = rem - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const t = order[i]; order[i] = order[j]; order[j] = t;
  }
  for (let r = 0; r < rem; r++) w.rank0[r] = rankAmong(order, r + 1, order[r]);
  const span = ROLLOUT_NOISE * 2;
  for (let i = 0; i < rem * n; i++) w.noise[i] = (rng.next() + rng.next() + rng.next() - 1.5) * span;
  return w;
}

/** Working memory for playOut, one per search. */
export interface Scratch {
  bids: Int8Array;
  hands: Int32Array;
  /** The final totals of the last playout. */
  sc: Float64Array;
}

export function newScratch(n: number): Scratch {
  return { bids: new Int8Array(n), hands: new Int32Array(n), sc: new Float64Array(n) };
}

/**
 * Resolve this round with `first` (every seat's pebble) and play the rest of the game out in
 * world `w`. The final totals are left in `out.sc`; returns who took this round's stake (−1: nobody).
 */
export function playOut(pos: Position, first: Int8Array, w: World, out: Scratch): number {
  const kth = kthTable();
  const { n, pile } = pos;
  const { bids, hands: hs, sc } = out;
  const rem = pile.length;
  const top0 = popcount(pos.hands[pos.me]) - 2;
  for (let s = 0; s < n; s++) { hs[s] = pos.hands[s]; sc[s] = pos.scores[s]; bids[s] = first[s]; }
  let potSum = pos.potSum;
  let potCount = pos.potCount;
  let cur = pos.current;
  const taker = winnerOf(bids, n, stakeDir(potSum, potCount, cur));
  let w0 = taker;
  for (let r = 0; ; r++) {
    if (w0 >= 0) { sc[w0] += potSum + cur; potSum = 0; potCount = 0; }
    else if (r === rem) { /* last card: unowned */ }
    else if (pos.weg) { potSum = 0; potCount = 0; }
    else { potSum += cur; potCount++; }
    for (let s = 0; s < n; s++) hs[s] &= ~(1 << bids[s]);
    if (r === rem) break;
    cur = w.order[r];
    const t = potCount === 0 ? w.rank0[r] : rankAmong(w.order, r + 1, potSum + cur);
    const top = top0 - r;
    const base = r * n;
    for (let s = 0; s < n; s++) {
      let idx = Math.round(t + w.noise[base + s]);
      if (idx < 0) idx = 0;
      else if (idx > top) idx = top;
      bids[s] = kth[(hs[s] >> 1) * 16 + idx];
    }
    w0 = winnerOf(bids, n, stakeDir(potSum, potCount, cur));
  }
  return taker;
}
