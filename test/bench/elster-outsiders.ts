// Outside opponents for Speedelster's benchmarks, part 2: how a strong player or a bot writer would
// play against our computers, built on the rule-book simulation in elster-sim.ts.
// - `mcBidder`: plain Monte Carlo that models nobody. Every other magpie's pebble this round is
//   drawn uniformly from its hand, the pile order is shuffled, the rest of the game is rolled out
//   by the value ranking; the pebble with the best mean share of first place is laid.
// - `exploiterOf(choose)`: a best responder to one computer level. It asks that level what it would
//   lay from each other seat's own view, with a dozen seeds, and lays the pebble that does best
//   against those sampled bids (same rollouts as the Monte-Carlo bidder).
import { createRng, type Rng } from '../../worker/games/core/rng';
import type { ElsterMove, ElsterView } from '../../worker/games/elster/types';
import { drawWorld, pebbles, playOut, scratchFor, tableOf, type Table, type World } from './elster-sim';

/** Simulated rounds per decision (samples × candidate pebbles × rounds left). */
export const OUTSIDER_WORK = 80_000;
/** Seeds the exploiter asks the level with, per other seat and decision. */
export const EXPLOIT_SEEDS = 12;

/**
 * The candidate with the best mean share over `samples` sampled worlds; `others(k, first)` fills
 * the other seats' pebbles for sample k. Every candidate meets the same worlds.
 */
function bestPebble(t: Table, rng: Rng, samples: number, others: (k: number, first: Int8Array) => void): number {
  const cands = pebbles(t.hands[t.me]);
  const value = new Float64Array(cands.length);
  const first = new Int8Array(t.n);
  const scratch = scratchFor(t.n);
  let world: World | undefined;
  for (let k = 0; k < samples; k++) {
    world = drawWorld(t, rng, world);
    others(k, first);
    for (let c = 0; c < cands.length; c++) {
      first[t.me] = cands[c];
      value[c] += playOut(t, first, world, scratch);
    }
  }
  let best = -Infinity;
  let picks: number[] = [];
  for (let c = 0; c < cands.length; c++) {
    if (value[c] > best + 1e-9) { best = value[c]; picks = [cands[c]]; }
    else if (value[c] > best - 1e-9) picks.push(cands[c]);
  }
  return rng.pick(picks);
}

function samplesFor(t: Table, work: number, min: number): number {
  return Math.max(min, Math.floor(work / (pebbles(t.hands[t.me]).length * (t.pile.length + 1))));
}

export function mcBidder(work = OUTSIDER_WORK) {
  return (view: ElsterView, rng: Rng): ElsterMove => {
    const t = tableOf(view);
    if (t === null) return { type: 'continue' };
    const hands = Array.from(t.hands, pebbles);
    const pebble = bestPebble(t, rng, samplesFor(t, work, 16), (_k, first) => {
      for (let s = 0; s < t.n; s++) if (s !== t.me) first[s] = rng.pick(hands[s]);
    });
    return { type: 'bid', pebble };
  };
}

/** The view seat `seat` has of the same position (all hands are public; its own bid is not yet laid). */
export function viewOfSeat(view: ElsterView, seat: number): ElsterView {
  return { ...view, you: seat, ownBid: null, hasBid: view.hasBid.map((b, s) => (s === seat ? false : b)) };
}

export function exploiterOf(choose: (view: ElsterView, rng: Rng) => ElsterMove, work = OUTSIDER_WORK) {
  return (view: ElsterView, rng: Rng): ElsterMove => {
    const t = tableOf(view);
    if (t === null) return { type: 'continue' };
    // The level's bid from every other seat's view, a dozen times.
    const sampled: number[][] = [];
    for (let s = 0; s < t.n; s++) {
      const bids: number[] = [];
      if (s !== t.me) {
        const theirs = viewOfSeat(view, s);
        const base = `exploit-${rng.int(2 ** 30)}`;
        for (let k = 0; k < EXPLOIT_SEEDS; k++) {
          const move = choose(theirs, createRng(`${base}-${k}`));
          if (move.type === 'bid') bids.push(move.pebble);
        }
      }
      sampled.push(bids);
    }
    const samples = Math.ceil(samplesFor(t, work, EXPLOIT_SEEDS) / EXPLOIT_SEEDS) * EXPLOIT_SEEDS;
    const pebble = bestPebble(t, rng, samples, (k, first) => {
      for (let s = 0; s < t.n; s++) if (s !== t.me) first[s] = sampled[s][k % EXPLOIT_SEEDS];
    });
    return { type: 'bid', pebble };
  };
}
