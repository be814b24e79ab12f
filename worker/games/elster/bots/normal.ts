// Normal: plans its pebbles over the remaining cards and avoids likely ties.
// The plan: the stake (pot sum + new card) ranks among the cards still to come, and the pebble of
// the same rank among its own pebbles is the target — every card gets a pebble by value. Then it
// looks a little around the target: a pebble nobody else can beat takes a Glitzerkram cheaply, a
// pebble below everyone surely takes the Ärger, and a pebble many others are likely to lay
// (they hold it and it fits their own plan) is shifted away from when the stake is worth it.
import type { Rng } from '../../core/rng';
import type { Position } from './position';
import { highest, lowest, popcount, stakeDir } from './position';
import { importance, stakeRankIndex } from './leicht';

/** How far the others are expected to stray from their own plan (in pebble ranks). */
const OTHERS_SPREAD = 1.0;
/** Pebble ranks normal looks at on either side of its plan. */
const WINDOW = 2;
/** Cost of a certain tie on the biggest stake, in pebble ranks. */
const TIE_WEIGHT = 4;
const TIE_WEIGHT_HEADS_UP = 1;
/** Random slack added to each pebble's cost (in pebble ranks) before the cheapest is laid. */
export const NORMAL_NOISE = 1.2;

/**
 * The chance that another seat lays each of its pebbles, if it played by the plan with some
 * spread: weights by distance of the pebble's rank from the planned rank. Indexed by pebble.
 */
export function planSpread(hand: number, target: number, spread: number, out: Float64Array): Float64Array {
  out.fill(0);
  let idx = 0;
  let total = 0;
  for (let p = 1; p <= 15; p++) {
    if (!(hand & (1 << p))) continue;
    const d = idx - target;
    const w = Math.exp(-(d * d) / (2 * spread * spread));
    out[p] = w;
    total += w;
    idx++;
  }
  for (let p = 1; p <= 15; p++) out[p] /= total;
  return out;
}

/**
 * Normal's cost for every pebble of `seat` (indexed by pebble; Infinity for pebbles not in hand).
 * The lowest cost is normal's bid. Shared with stark, which models others with it.
 */
export function normalCosts(pos: Position, seat: number): Float64Array {
  const hand = pos.hands[seat];
  const size = popcount(hand);
  const stake = pos.potSum + pos.current;
  const dir = stakeDir(pos.potSum, pos.potCount, pos.current);
  const target = stakeRankIndex(stake, pos.pile, importance);
  // How much the stake matters compared with the biggest card still to come (0..1+).
  let biggest = importance(stake);
  for (const c of pos.pile) biggest = Math.max(biggest, importance(c));
  const weight = biggest > 0 ? importance(stake) / biggest : 0;

  // Others: highest / lowest pebble anyone else holds, and how likely each pebble is laid by someone.
  let othersMax = 0;
  let othersMin = 16;
  const free = new Float64Array(16).fill(1); // chance that nobody else lays pebble p
  const spread = new Float64Array(16);
  for (let s = 0; s < pos.n; s++) {
    if (s === seat) continue;
    const h = pos.hands[s];
    othersMax = Math.max(othersMax, highest(h));
    othersMin = Math.min(othersMin, lowest(h));
    planSpread(h, target, OTHERS_SPREAD, spread);
    for (let p = 1; p <= 15; p++) free[p] *= 1 - spread[p];
  }

  // Heads-up a tie only moves the stake into the pot; with more magpies a third one takes it.
  const tieWeight = pos.n === 2 ? TIE_WEIGHT_HEADS_UP : TIE_WEIGHT;
  const costs = new Float64Array(16).fill(Infinity);
  let idx = 0;
  let cheapestSure = -1;
  for (let p = 1; p <= 15; p++) {
    if (!(hand & (1 << p))) continue;
    const away = Math.abs(idx - target);
    if (away <= WINDOW + 0.5 || size <= 3) {
      // Ties waste the pebble; they matter in proportion to the stake.
      costs[p] = away + tieWeight * weight * (1 - free[p]);
    } else {
      costs[p] = away + 3;
    }
    if (dir > 0 && p > othersMax && cheapestSure < 0) cheapestSure = p;
    // Below everyone else: this pebble takes the Ärger for sure.
    if (dir < 0 && p < othersMin && size > 1) costs[p] += 4 * weight + 1;
    idx++;
  }
  // A pebble nobody can beat or cancel: worth it when it costs no more than the plan (or the
  // stake is the biggest left).
  if (cheapestSure > 0) {
    let rank = 0;
    for (let p = 1; p < cheapestSure; p++) if (hand & (1 << p)) rank++;
    if (rank <= target + 1 || weight >= 1) costs[cheapestSure] = -1;
  }
  return costs;
}

export function chooseNormal(pos: Position, seat: number, rng: Rng): number {
  const costs = normalCosts(pos, seat);
  let best = -1;
  let bestCost = Infinity;
  for (let p = 1; p <= 15; p++) {
    if (costs[p] === Infinity) continue;
    // Some noise: equally planned magpies must not all lay the same pebble, and a fixed plan
    // would be easy to read.
    const c = costs[p] + rng.next() * NORMAL_NOISE;
    if (c < bestCost) { bestCost = c; best = p; }
  }
  return best;
}
