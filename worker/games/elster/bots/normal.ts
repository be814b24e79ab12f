// Normal: plans its pebbles over the remaining cards and avoids likely ties (Gezänk).
// The plan: the stake (pot sum + new card) ranks among the cards still to come, and the pebble of
// the same rank among its own pebbles is the target — every card gets a pebble by value. Around the
// target, a pebble nobody else can beat takes a Glitzerkram cheaply and a pebble below everyone
// surely takes the Ärger. Ties: normal expects every magpie to plan the same way, so it does not
// just step off the planned pebble (an equal computer would step the same way and tie again): it
// works out how often each seat lays each pebble when every seat answers the others' likely bids
// (a small fixed-point, see normalMix), and draws its own pebble from its share of that mix with
// its rng. Equal computers on equal hands then spread over the pebbles near the plan instead of
// mirroring each other.
import type { Rng } from '../../core/rng';
import type { Position } from './position';
import { highest, lowest, popcount, stakeDir } from './position';
import { importance, stakeRankIndex } from './leicht';

/** Pebble ranks normal looks at on either side of its plan. */
const WINDOW = 2;
/** Cost of a certain tie on the biggest stake, in pebble ranks. */
const TIE_WEIGHT = 6;
const TIE_WEIGHT_HEADS_UP = 1;
/** How sharply normal prefers its cheapest pebble (cost units per e-fold of probability). */
export const NORMAL_TEMPERATURE = 0.4;
/** Rounds of answering the others' mixes (each damped by half). */
const MIX_ROUNDS = 8;

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

/** The stake's plan, shared by every seat: target rank, direction and weight (0..1+). */
interface Plan {
  target: number;
  dir: number;
  weight: number;
}

function planOf(pos: Position): Plan {
  const stake = pos.potSum + pos.current;
  const target = stakeRankIndex(stake, pos.pile, importance);
  // How much the stake matters compared with the biggest card still to come.
  let biggest = importance(stake);
  for (const c of pos.pile) biggest = Math.max(biggest, importance(c));
  return { target, dir: stakeDir(pos.potSum, pos.potCount, pos.current), weight: biggest > 0 ? importance(stake) / biggest : 0 };
}

/** Seat's cost of each pebble before ties (Infinity for pebbles not in hand). */
function planCosts(pos: Position, seat: number, plan: Plan): Float64Array {
  const hand = pos.hands[seat];
  const size = popcount(hand);
  let othersMax = 0;
  let othersMin = 16;
  for (let s = 0; s < pos.n; s++) {
    if (s === seat) continue;
    othersMax = Math.max(othersMax, highest(pos.hands[s]));
    othersMin = Math.min(othersMin, lowest(pos.hands[s]));
  }
  const costs = new Float64Array(16).fill(Infinity);
  let idx = 0;
  let cheapestSure = -1;
  for (let p = 1; p <= 15; p++) {
    if (!(hand & (1 << p))) continue;
    const away = Math.abs(idx - plan.target);
    costs[p] = away <= WINDOW + 0.5 || size <= 3 ? away : away + 3;
    if (plan.dir > 0 && p > othersMax && cheapestSure < 0) cheapestSure = p;
    // Below everyone else: this pebble takes the Ärger for sure.
    if (plan.dir < 0 && p < othersMin && size > 1) costs[p] += 4 * plan.weight + 1;
    idx++;
  }
  // A pebble nobody can beat or cancel: worth it when it costs no more than the plan (or the
  // stake is the biggest left).
  if (cheapestSure > 0) {
    let rank = 0;
    for (let p = 1; p < cheapestSure; p++) if (hand & (1 << p)) rank++;
    if (rank <= plan.target + 1 || plan.weight >= 1) costs[cheapestSure] = -1;
  }
  return costs;
}

/** Probabilities from costs: exp(−cost / T), normalised (0 for pebbles not in hand). */
function softmin(costs: Float64Array, out: Float64Array): Float64Array {
  let min = Infinity;
  for (let p = 1; p <= 15; p++) min = Math.min(min, costs[p]);
  let total = 0;
  for (let p = 1; p <= 15; p++) {
    out[p] = costs[p] === Infinity ? 0 : Math.exp(-(costs[p] - min) / NORMAL_TEMPERATURE);
    total += out[p];
  }
  for (let p = 1; p <= 15; p++) out[p] /= total;
  return out;
}

/**
 * How every seat is expected to bid if all plan like normal and each answers the others' likely
 * bids: per seat its costs with ties (indexed by pebble, Infinity for pebbles not in hand) and its
 * mix (probabilities). Public information only, so every seat would work out the same table.
 */
export function normalMix(pos: Position): { costs: Float64Array[]; mix: Float64Array[] } {
  const plan = planOf(pos);
  // Heads-up a tie only moves the stake into the pot; with more magpies a third one takes it.
  const tie = (pos.n === 2 ? TIE_WEIGHT_HEADS_UP : TIE_WEIGHT) * plan.weight;
  const base = Array.from({ length: pos.n }, (_, s) => planCosts(pos, s, plan));
  const costs = base.map((c) => c.slice());
  const mix = base.map((c) => softmin(c, new Float64Array(16)));
  const next = new Float64Array(16);
  for (let round = 0; round < MIX_ROUNDS; round++) {
    for (let s = 0; s < pos.n; s++) {
      for (let p = 1; p <= 15; p++) {
        if (base[s][p] === Infinity) continue;
        let free = 1; // chance that nobody else lays p
        for (let t = 0; t < pos.n; t++) if (t !== s) free *= 1 - mix[t][p];
        costs[s][p] = base[s][p] + tie * (1 - free);
      }
    }
    for (let s = 0; s < pos.n; s++) {
      softmin(costs[s], next);
      for (let p = 1; p <= 15; p++) mix[s][p] = (mix[s][p] + next[p]) / 2;
    }
  }
  return { costs, mix };
}

/**
 * Normal's cost for every pebble of `seat` (indexed by pebble; Infinity for pebbles not in hand).
 * Shared with stark, which models others with it.
 */
export function normalCosts(pos: Position, seat: number): Float64Array {
  return normalMix(pos).costs[seat];
}

export function chooseNormal(pos: Position, seat: number, rng: Rng): number {
  const mix = normalMix(pos).mix[seat];
  let x = rng.next();
  let last = -1;
  for (let p = 1; p <= 15; p++) {
    if (mix[p] <= 0) continue;
    last = p;
    x -= mix[p];
    if (x < 0) return p;
  }
  return last;
}
