// Three to five magpies: stark keeps its model of how each other magpie bids (opponents.ts, fitted
// to the bids it revealed this game) but does not trust it blindly. In the search each other seat
// is a blend: part of the time the model's bid (as much as the model has foretold that seat so
// far, modelTrust), otherwise a learner that adapts to stark by regret matching, just as stark
// adapts to everyone. All seats learn together over sampled worlds (each iteration: one world,
// everyone's bid drawn from their current mix, then every seat's every pebble tried against the
// others' bids and played out). Stark lays a pebble drawn from its average mix: it answers the
// model where the model is right, and a seat that best-responds to stark finds a mix, not a fixed
// pebble to beat.
import type { Rng } from '../../core/rng';
import type { ElsterView } from '../types';
import type { Position } from './position';
import { pebblesOf, stakeDir } from './position';
import { modelTrust, opponentBidModel } from './opponents';
import { drawWorld, newScratch, newWorld, playOut, utility } from './rollout';
import { purify } from './matrix';
import type { Mix } from './headsup';

/**
 * The work bound: seat-rounds simulated for one decision (iterations × seats × pebbles × rounds
 * left × seats bidding in each round). A round costs about as much per seat, so with fewer seats
 * the same work buys more iterations.
 */
export const MULTIWAY_WORK = 600_000;
const MIN_ITERATIONS = 40;
const MAX_ITERATIONS = 1_000;


function mixFromRegrets(r: Float64Array, out: Float64Array): void {
  let total = 0;
  for (let i = 0; i < r.length; i++) total += r[i];
  for (let i = 0; i < r.length; i++) out[i] = total > 0 ? r[i] / total : 1 / r.length;
}

function draw(dist: Float64Array, rng: Rng): number {
  let u = rng.next();
  for (let i = 0; i < dist.length - 1; i++) {
    u -= dist[i];
    if (u < 0) return i;
  }
  return dist.length - 1;
}

export function multiwayMix(view: ElsterView, pos: Position, rng: Rng): Mix {
  const { n, me } = pos;
  const hands = Array.from(pos.hands, pebblesOf);
  const k = hands[me].length;
  const model = opponentBidModel(view, pos);
  const fitted = hands.map((h, s) => {
    const q = Float64Array.from(h, (p) => (s === me ? 0 : model.bids[s][p]));
    let total = 0;
    for (const x of q) total += x;
    return q.map((x) => x / total);
  });
  const trust = model.fit.map(modelTrust);
  const regret = hands.map((h) => new Float64Array(h.length));
  const mix = hands.map((h) => new Float64Array(h.length));
  const play = hands.map((h) => new Float64Array(h.length));
  const u = new Float64Array(k);
  const avg = new Float64Array(k);
  const good = new Float64Array(k);
  const value = new Float64Array(k);
  const dir = stakeDir(pos.potSum, pos.potCount, pos.current);

  const iterations = Math.min(MAX_ITERATIONS, Math.max(MIN_ITERATIONS, Math.ceil(MULTIWAY_WORK / (n * n * k * k))));
  const world = newWorld(pos);
  const scratch = newScratch(n);
  const bids = new Int8Array(n);
  const first = new Int8Array(n);
  for (let t = 1; t <= iterations; t++) {
    drawWorld(pos, rng, world);
    for (let s = 0; s < n; s++) {
      mixFromRegrets(regret[s], mix[s]);
      const p = play[s];
      for (let i = 0; i < p.length; i++) p[i] = s === me ? mix[s][i] : trust[s] * fitted[s][i] + (1 - trust[s]) * mix[s][i];
      bids[s] = hands[s][draw(p, rng)];
    }
    // Every seat tries each of its pebbles against the others' bids of this iteration.
    for (let s = 0; s < n; s++) {
      first.set(bids);
      let base = 0;
      for (let c = 0; c < k; c++) {
        first[s] = hands[s][c];
        const taker = playOut(pos, first, world, scratch);
        u[c] = utility(scratch.sc, s, n, pos.gamesAfter);
        base += mix[s][c] * u[c];
        if (s === me) {
          if ((taker === me) === dir > 0) good[c]++;
          value[c] += u[c];
        }
      }
      for (let c = 0; c < k; c++) regret[s][c] = Math.max(0, regret[s][c] + u[c] - base);
    }
    for (let c = 0; c < k; c++) avg[c] += t * mix[me][c];
  }
  let total = 0;
  for (let c = 0; c < k; c++) total += avg[c];
  for (let c = 0; c < k; c++) avg[c] /= total;
  return { pebbles: hands[me], weights: purify(avg), chance: good.map((g) => g / iterations), value: value.map((v) => v / iterations) };
}
