// Stark: Monte-Carlo best response. For every sample it draws the others' bids for this round
// from the fitted opponent model (opponents.ts) and an order for the unknown pile, then, for each
// of its own pebbles, resolves this round and plays the rest of the game out with a fast noisy
// value-ranking policy for every seat. The pebble with the best mean final outcome (win share,
// then placement) wins; near-equal pebbles are chosen among at random, as Goofspiel's optimum is
// mixed. Every candidate sees the same samples (common random numbers), so differences between
// pebbles are measured, not drowned in noise. Work is bounded by a fixed simulation budget.
import type { Rng } from '../../core/rng';
import type { ElsterView } from '../types';
import type { Position } from './position';
import { pebblesOf, popcount, stakeDir } from './position';
import { opponentBidModel } from './opponents';

/** Rounds simulated per decision (samples × candidates × rounds left), the work bound. */
export const STARK_WORK = 40_000;
/** Share of the work for the first look at every pebble; the rest goes to the best KEEP. */
const FIRST_SHARE = 0.4;
const KEEP = 5;
const MIN_SAMPLES = 48;
const MAX_SAMPLES = 1_500;
/** Spread (pebble ranks) of the rollout policy around the value ranking. */
const ROLLOUT_NOISE = 1.2;
/** Weight of placement (share of others beaten) next to the win share. */
const PLACE_WEIGHT = 0.15;
/** Pebbles whose mean outcome is within this of the best are all fair choices. */
const NEAR = 0.012;

export interface StarkPick {
  pebble: number;
  /** Share of samples in which the pebble takes a positive stake or dodges a negative one. */
  chance: number;
}

// KTH[(mask >> 1) * 16 + k] = the k-th lowest pebble of a hand mask.
let KTH: Int8Array | null = null;
function kthTable(): Int8Array {
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
function winnerOf(bids: Int8Array, n: number, dir: number): number {
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

function utility(sc: Float64Array, me: number, n: number, gamesAfter: number): number {
  const my = sc[me];
  if (gamesAfter === 0) {
    let above = 0;
    let equal = 0;
    for (let s = 0; s < n; s++) {
      if (s === me) continue;
      if (sc[s] > my) above++;
      else if (sc[s] === my) equal++;
    }
    const win = above === 0 ? 1 / (1 + equal) : 0;
    return win + PLACE_WEIGHT * (n - 1 - above - equal / 2) / (n - 1);
  }
  // Games still to come: a lead is worth a smooth chance of staying ahead.
  const scale = 6 * Math.sqrt(gamesAfter);
  let win = 1;
  let beat = 0;
  for (let s = 0; s < n; s++) {
    if (s === me) continue;
    const q = 1 / (1 + Math.exp(-(my - sc[s]) / scale));
    win *= q;
    beat += q;
  }
  return win + PLACE_WEIGHT * beat / (n - 1);
}

interface Sim {
  pos: Position;
  cands: number[];
  cumP: Int8Array[];
  cumW: Float64Array[];
  rng: Rng;
  /** Per candidate: summed utility, and rounds in which it took (or dodged) the stake. */
  util: Float64Array;
  good: Int32Array;
}

/** Play `samples` samples for the candidates listed in `active` (indices into sim.cands). */
function simulate(sim: Sim, active: readonly number[], samples: number): void {
  const kth = kthTable();
  const { pos, cands, cumP, cumW, rng, util, good } = sim;
  const { n, me, pile } = pos;
  const rem = pile.length;
  const size = popcount(pos.hands[me]);
  const order = new Int8Array(rem);
  const noiseTab = new Float64Array(Math.max(1, rem * n));
  const first = new Int8Array(n);
  const bids = new Int8Array(n);
  const hs = new Int32Array(n);
  const sc = new Float64Array(n);
  const dir0 = stakeDir(pos.potSum, pos.potCount, pos.current);
  const noiseSpan = ROLLOUT_NOISE * 2;

  for (let k = 0; k < samples; k++) {
    // One determinization: a pile order, the others' bids now, the rollout noise.
    for (let i = 0; i < rem; i++) order[i] = pile[i];
    for (let i = rem - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      const t = order[i]; order[i] = order[j]; order[j] = t;
    }
    for (let s = 0; s < n; s++) {
      if (s === me) continue;
      const w = cumW[s];
      const u = rng.next() * w[w.length - 1];
      let i = 0;
      while (i < w.length - 1 && w[i] <= u) i++;
      first[s] = cumP[s][i];
    }
    for (let i = 0; i < rem * n; i++) noiseTab[i] = (rng.next() + rng.next() + rng.next() - 1.5) * noiseSpan;

    for (const c of active) {
      for (let s = 0; s < n; s++) { hs[s] = pos.hands[s]; sc[s] = pos.scores[s]; bids[s] = first[s]; }
      bids[me] = cands[c];
      let potSum = pos.potSum;
      let potCount = pos.potCount;
      let cur = pos.current;
      let w = winnerOf(bids, n, dir0);
      if ((w === me) === dir0 > 0) good[c]++;
      for (let r = 0; ; r++) {
        if (w >= 0) { sc[w] += potSum + cur; potSum = 0; potCount = 0; }
        else if (r === rem) { /* last card: unowned */ }
        else if (pos.weg) { potSum = 0; potCount = 0; }
        else { potSum += cur; potCount++; }
        for (let s = 0; s < n; s++) hs[s] &= ~(1 << bids[s]);
        if (r === rem) break;
        // Next round: the rollout policy ranks the stake among the cards still to come.
        cur = order[r];
        const stake = potSum + cur;
        const imp = stake < 0 ? -stake : stake;
        let t = 0;
        for (let i = r + 1; i < rem; i++) {
          const v = order[i] < 0 ? -order[i] : order[i];
          if (v < imp) t += 1;
          else if (v === imp) t += 0.5;
        }
        const top = size - 2 - r;
        const base = r * n;
        for (let s = 0; s < n; s++) {
          let idx = Math.round(t + noiseTab[base + s]);
          if (idx < 0) idx = 0;
          else if (idx > top) idx = top;
          bids[s] = kth[(hs[s] >> 1) * 16 + idx];
        }
        w = winnerOf(bids, n, stakeDir(potSum, potCount, cur));
      }
      util[c] += utility(sc, me, n, pos.gamesAfter);
    }
  }
}

export function chooseStark(view: ElsterView, pos: Position, rng: Rng): StarkPick {
  const { n, me } = pos;
  const size = popcount(pos.hands[me]);
  const cands = pebblesOf(pos.hands[me]);
  const nc = cands.length;

  // The others' bid distributions as cumulative tables over their pebbles.
  const model = opponentBidModel(view, pos);
  const cumP: Int8Array[] = [];
  const cumW: Float64Array[] = [];
  for (let s = 0; s < n; s++) {
    const ps = pebblesOf(pos.hands[s]);
    const w = new Float64Array(ps.length);
    let acc = 0;
    ps.forEach((p, i) => { acc += model[s][p]; w[i] = acc; });
    cumP.push(Int8Array.from(ps));
    cumW.push(w);
  }
  const sim: Sim = { pos, cands, cumP, cumW, rng, util: new Float64Array(nc), good: new Int32Array(nc) };

  // Two stages: a first look at every pebble, then the most promising ones get the rest.
  const all = cands.map((_, c) => c);
  const firstSamples = clampSamples((STARK_WORK * FIRST_SHARE) / (nc * size));
  simulate(sim, all, firstSamples);
  const keep = all.slice().sort((a, b) => sim.util[b] - sim.util[a]).slice(0, Math.min(nc, KEEP));
  const moreSamples = clampSamples((STARK_WORK * (1 - FIRST_SHARE)) / (keep.length * size));
  simulate(sim, keep, moreSamples);
  const samples = firstSamples + moreSamples;

  let best = -Infinity;
  for (const c of keep) best = Math.max(best, sim.util[c]);
  // Randomise among the near-best pebbles, favouring the better ones.
  const cut = best - NEAR * samples;
  let total = 0;
  const weight = new Float64Array(nc);
  for (const c of keep) if (sim.util[c] >= cut) { weight[c] = sim.util[c] - cut + 1e-9; total += weight[c]; }
  let u = rng.next() * total;
  let pick = keep[0];
  for (const c of keep) {
    if (weight[c] === 0) continue;
    pick = c;
    u -= weight[c];
    if (u < 0) break;
  }
  return { pebble: cands[pick], chance: Math.round((sim.good[pick] / samples) * 100) / 100 };
}

function clampSamples(x: number): number {
  return Math.min(MAX_SAMPLES, Math.max(MIN_SAMPLES, Math.ceil(x)));
}
