// How stark expects the others to bid this round: a mixture of normal's plan (softened), leicht's
// noisy value ranking, and a little of anything. The mixture per seat is fitted to the bids that
// seat revealed earlier in this game (all public), so a magpie that follows the plan closely is
// expected to keep doing so. The same bids also tell how far to trust the model at all: it is
// tested against a broad value-ranker nobody can read, and only a seat the model foretold better
// than that is treated as readable (modelTrust).
import type { ElsterView } from '../types';
import type { Position } from './position';
import { maskOf, popcount } from './position';
import { importance, LEICHT_NOISE, stakeRankIndex } from './leicht';
import { normalCosts, planSpread } from './normal';

/** How sharply a planner prefers its cheapest pebble (cost units per e-fold). */
const PLAN_TEMPERATURE = 0.6;
/** Share of "anything goes" in every model, so no bid is ever ruled out. */
const ANYTHING = 0.06;

/** Two model distributions over a seat's pebbles (indexed by pebble, each sums to 1). */
function models(pos: Position, seat: number): { plan: Float64Array; rough: Float64Array } {
  const costs = normalCosts(pos, seat);
  let min = Infinity;
  for (let p = 1; p <= 15; p++) min = Math.min(min, costs[p]);
  const plan = new Float64Array(16);
  let total = 0;
  for (let p = 1; p <= 15; p++) {
    if (costs[p] === Infinity) continue;
    plan[p] = Math.exp(-(costs[p] - min) / PLAN_TEMPERATURE);
    total += plan[p];
  }
  for (let p = 1; p <= 15; p++) plan[p] /= total;
  const target = stakeRankIndex(pos.potSum + pos.current, pos.pile, importance);
  const rough = planSpread(pos.hands[seat], target, LEICHT_NOISE, new Float64Array(16));
  return { plan, rough };
}

function mix(plan: Float64Array, rough: Float64Array, wPlan: number, hand: number, out: Float64Array): Float64Array {
  const size = popcount(hand);
  for (let p = 1; p <= 15; p++) {
    out[p] = hand & (1 << p) ? (1 - ANYTHING) * (wPlan * plan[p] + (1 - wPlan) * rough[p]) + ANYTHING / size : 0;
  }
  return out;
}

/** The positions of this game's earlier rounds, rebuilt from the public record. */
function pastPositions(view: ElsterView, base: Position): { pos: Position; bids: number[] }[] {
  const out: { pos: Position; bids: number[] }[] = [];
  // The pile before round k: every card revealed after it, the current card and what remains.
  const later: number[] = [view.current as number, ...view.remaining];
  const hands = view.hands.map((h) => h.slice());
  const rounds = view.rounds;
  for (let k = rounds.length - 1; k >= 0; k--) {
    const r = rounds[k];
    for (let s = 0; s < view.seats; s++) hands[s].push(r.bids[s]);
    const current = r.cards[r.cards.length - 1];
    let potSum = 0;
    for (let i = 0; i < r.cards.length - 1; i++) potSum += r.cards[i];
    out.push({
      pos: {
        ...base,
        hands: Int32Array.from(hands.map(maskOf)),
        pile: later.slice().sort((a, b) => a - b),
        potSum,
        potCount: r.cards.length - 1,
        current,
      },
      bids: r.bids,
    });
    later.push(current);
  }
  return out;
}

/** How the other seats are expected to bid this round, and how far that expectation has held. */
export interface OpponentModel {
  /** Per seat, the probability of each of its pebbles (indexed [seat][pebble]; own row empty). */
  bids: Float64Array[];
  /**
   * Per seat, the posterior (even prior) that it bids like the model rather than like a broad
   * value-ranker that nobody can read: near 1 for a magpie whose bids the model foretold sharply,
   * near 0 for one it did not. 0.5 before any evidence; the own seat's entry is 0.
   */
  fit: number[];
}

/** The share of a seat's bids the search draws from the model when the model fits it perfectly. */
export const MAX_TRUST = 0.9;

/**
 * How far stark trusts the model of a seat: not at all until the model has foretold the seat's
 * bids better than the broad alternative (fit 0.5, also before any evidence), then rising with
 * the evidence up to MAX_TRUST. The rest of the seat's bids are left to a free opponent.
 */
export function modelTrust(fit: number): number {
  return MAX_TRUST * Math.max(0, 2 * fit - 1);
}

/** Spread (pebble ranks) of the unreadable alternative the model is tested against. */
const BROAD_SPREAD = 3;

/**
 * For every other seat, the probability of each of its pebbles this round, and how well the model
 * has foretold the seat's earlier bids of this game.
 */
export function opponentBidModel(view: ElsterView, pos: Position): OpponentModel {
  const past = pastPositions(view, pos);
  const bids: Float64Array[] = [];
  const fit: number[] = [];
  const tmp = new Float64Array(16);
  for (let s = 0; s < pos.n; s++) {
    const dist = new Float64Array(16);
    bids.push(dist);
    fit.push(0);
    if (s === pos.me) continue;
    // Log-likelihood of the seat's earlier bids under a planner and under a rough bidder.
    let llPlan = 0;
    let llRough = 0;
    const pastModels = past.map(({ pos: p }) => models(p, s));
    past.forEach(({ pos: p, bids: b }, i) => {
      const size = popcount(p.hands[s]);
      llPlan += Math.log((1 - ANYTHING) * pastModels[i].plan[b[s]] + ANYTHING / size);
      llRough += Math.log((1 - ANYTHING) * pastModels[i].rough[b[s]] + ANYTHING / size);
    });
    // Posterior weight of the planner (even prior), kept away from certainty.
    const wPlan = Math.min(0.95, Math.max(0.05, 1 / (1 + Math.exp(clamp30(llRough - llPlan)))));
    // The fitted model against the broad alternative, on the same bids.
    let llModel = 0;
    let llBroad = 0;
    past.forEach(({ pos: p, bids: b }, i) => {
      const m = mix(pastModels[i].plan, pastModels[i].rough, wPlan, p.hands[s], tmp);
      llModel += Math.log(m[b[s]]);
      const target = stakeRankIndex(p.potSum + p.current, p.pile, importance);
      const spread = planSpread(p.hands[s], target, BROAD_SPREAD, new Float64Array(16));
      const broad = mix(spread, spread, 1, p.hands[s], spread);
      llBroad += Math.log(broad[b[s]]);
    });
    fit[s] = 1 / (1 + Math.exp(clamp30(llBroad - llModel)));
    const now = models(pos, s);
    mix(now.plan, now.rough, wPlan, pos.hands[s], dist);
  }
  return { bids, fit };
}

function clamp30(x: number): number {
  return Math.max(-30, Math.min(30, x));
}
