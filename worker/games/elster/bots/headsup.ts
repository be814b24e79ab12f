// Heads-up, stark plays an equilibrium of the round's bid game. For every pair of pebbles (mine,
// the other magpie's) it estimates how often I win the game from there: exactly when few pebbles
// are left (endgame.ts), otherwise by playing the rest out in many sampled worlds (rollout.ts; every
// pair meets the same worlds, so the differences between pairs are measured, not drowned in noise).
// Regret matching on that table gives a mixed strategy for each side; stark lays a pebble drawn
// from its own mix. The other side is partly held to the model of its bids (opponents.ts), as far
// as that model has foretold its bids this game: against a readable magpie stark leans towards the
// answer to the model; against one it cannot read it plays the equilibrium, which no fixed answer
// beats.
import type { Rng } from '../../core/rng';
import type { ElsterView } from '../types';
import { modelTrust, opponentBidModel } from './opponents';
import type { Position } from './position';
import { pebblesOf, stakeDir } from './position';
import { drawWorld, newScratch, newWorld, playOut, utility } from './rollout';
import { purify, solveMatrix } from './matrix';
import { EXACT_PEBBLES, exactRoundMatrix } from './endgame';

/** Rounds simulated for one decision (worlds × pairs of pebbles × rounds left), the work bound. */
export const HEADS_UP_WORK = 240_000;
const MIN_WORLDS = 40;
const MAX_WORLDS = 4_000;
/** Regret-matching rounds for the round's bid game. */
const ROOT_ITERATIONS = 1_500;

/** A mixed strategy for this round, with what each pebble achieves against the others' bids. */
export interface Mix {
  /** The seat's pebbles, ascending. */
  pebbles: number[];
  /** The share of each pebble in the mix (sums to 1). */
  weights: Float64Array;
  /** Per pebble: the chance that it takes the stake (or dodges the Ärger) against the others' bids. */
  chance: Float64Array;
  /** Per pebble: the expected utility (win and place, 0…1) against the others' bids in the search. */
  value: Float64Array;
}

/** Does my pebble take (Glitzerkram) or dodge (Ärger) the stake against theirs? */
function goodFor(mine: number, theirs: number, dir: number): boolean {
  const iTake = mine !== theirs && (dir > 0 ? mine > theirs : mine < theirs);
  return iTake === dir > 0;
}

/** My expected win share for each pair of pebbles, by playouts in sampled worlds. */
function sampledMatrix(pos: Position, mine: number[], theirs: number[], rng: Rng): Float64Array {
  const k = mine.length;
  const other = 1 - pos.me;
  const worlds = Math.min(MAX_WORLDS, Math.max(MIN_WORLDS, Math.ceil(HEADS_UP_WORK / (k * k * k))));
  const a = new Float64Array(k * k);
  const world = newWorld(pos);
  const scratch = newScratch(2);
  const first = new Int8Array(2);
  for (let w = 0; w < worlds; w++) {
    drawWorld(pos, rng, world);
    for (let i = 0; i < k; i++) {
      first[pos.me] = mine[i];
      for (let j = 0; j < k; j++) {
        first[other] = theirs[j];
        playOut(pos, first, world, scratch);
        a[i * k + j] += utility(scratch.sc, pos.me, 2, pos.gamesAfter);
      }
    }
  }
  for (let x = 0; x < a.length; x++) a[x] /= worlds;
  return a;
}

export function headsUpMix(view: ElsterView, pos: Position, rng: Rng): Mix {
  const mine = pebblesOf(pos.hands[pos.me]);
  const theirs = pebblesOf(pos.hands[1 - pos.me]);
  const k = mine.length;
  const a = k <= EXACT_PEBBLES ? exactRoundMatrix(pos) : sampledMatrix(pos, mine, theirs, rng);
  // The other magpie is partly held to the model of its bids, as far as that model has held so far.
  const fitted = opponentBidModel(view, pos);
  const model = Float64Array.from(theirs, (p) => fitted.bids[1 - pos.me][p]);
  const sol = solveMatrix(a, k, k, ROOT_ITERATIONS, model, modelTrust(fitted.fit[1 - pos.me]));
  const dir = stakeDir(pos.potSum, pos.potCount, pos.current);
  const chance = new Float64Array(k);
  const value = new Float64Array(k);
  for (let i = 0; i < k; i++) {
    for (let j = 0; j < k; j++) {
      if (goodFor(mine[i], theirs[j], dir)) chance[i] += sol.cols[j];
      value[i] += a[i * k + j] * sol.cols[j];
    }
  }
  return { pebbles: mine, weights: purify(sol.rows), chance, value };
}
