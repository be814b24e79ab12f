// The strong computer's search over its candidate moves: sequential halving on shared deals.
// Every candidate is played in the same sampled deals (common random numbers, so two moves are
// compared on the same luck); after each round the worse half is dropped and the survivors get
// more deals, so most of the work goes to the moves that are close. The work is bounded by the
// number of simulated decisions in all rollouts together (a long round costs more than a short
// one), never by the clock.
import type { Rng } from '../../core/rng';
import type { Sim } from './sim';

export interface HalvingSetup {
  /** Simulated decisions (rollout steps) for the whole decision. */
  budget: number;
  /** Deals every candidate meets at least (before the first cut). */
  minDeals: number;
  /** Deals a candidate meets at most (two close moves need no more to be told apart). */
  maxDeals: number;
}

export interface ArmStats {
  /** Mean utility over the deals the arm met. */
  mean: number;
  /** Mean win share and point margin over those deals. */
  win: number;
  margin: number;
  deals: number;
}

/** One rollout's result for the searching seat, and how many decisions it simulated. */
export interface Result { utility: number; win: number; margin: number; steps: number }

/**
 * Runs the halving; `deal(sim, rng)` fills a sampled position, `evaluate(arm, deal)` plays candidate
 * `arm` from a copy of the deal to the end and judges it. Returns the best arm and every arm's stats.
 */
export function halve(
  arms: number,
  setup: HalvingSetup,
  newSim: () => Sim,
  deal: (into: Sim, rng: Rng) => void,
  evaluate: (arm: number, dealt: Sim) => Result,
  rng: Rng,
): { best: number; stats: ArmStats[] } {
  const sum = new Float64Array(arms);
  const win = new Float64Array(arms);
  const margin = new Float64Array(arms);
  const met = new Int32Array(arms);
  const deals: Sim[] = [];
  const dealAt = (i: number): Sim => {
    while (deals.length <= i) {
      const s = newSim();
      deal(s, rng);
      deals.push(s);
    }
    return deals[i];
  };
  let spent = 0;
  let rollouts = 0;
  const run = (a: number, target: number): void => {
    for (let d = met[a]; d < target; d++) {
      const o = evaluate(a, dealAt(d));
      sum[a] += o.utility;
      win[a] += o.win;
      margin[a] += o.margin;
      spent += o.steps + 1;
      rollouts++;
    }
    met[a] = Math.max(met[a], target);
  };
  // Every candidate meets the first deals; then the halving rounds share what is left.
  let target = Math.min(setup.minDeals, setup.maxDeals);
  for (let a = 0; a < arms; a++) run(a, target);
  let alive = Array.from({ length: arms }, (_, i) => i);
  const rounds = Math.max(1, Math.ceil(Math.log2(arms)));
  for (let r = 0; r < rounds; r++) {
    const stepsPerRollout = spent / rollouts;
    const per = Math.floor((setup.budget - spent) / (rounds - r) / (alive.length * stepsPerRollout));
    target = Math.min(setup.maxDeals, target + Math.max(0, per));
    for (const a of alive) run(a, target);
    if (alive.length === 1) break;
    alive = alive.slice().sort((x, y) => sum[y] / met[y] - sum[x] / met[x] || x - y);
    if (r < rounds - 1) alive = alive.slice(0, Math.ceil(alive.length / 2));
  }
  const stats = Array.from({ length: arms }, (_, a) => ({
    mean: met[a] ? sum[a] / met[a] : -Infinity,
    win: met[a] ? win[a] / met[a] : NaN,
    margin: met[a] ? margin[a] / met[a] : NaN,
    deals: met[a],
  }));
  return { best: alive[0], stats };
}
