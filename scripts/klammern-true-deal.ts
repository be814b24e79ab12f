// For the Klammern diagnostics: the true deal of a running game, loaded into the open-hand solver
// as the seat to move would solve it (same setup as stark's worlds, with nothing hidden).
import { klammern } from '../worker/games/klammern';
import type { KlammernState } from '../worker/games/klammern/types';
import { knowledgeOf } from '../worker/games/klammern/bots/knowledge';
import { load, setupWorld } from '../worker/games/klammern/bots/openhand';
import { Solver } from '../worker/games/klammern/bots/solver';

const solver = new Solver();
const mask = (cs: readonly number[]) => cs.reduce((m, c) => m | (1 << c), 0);

/** The solver, loaded with the true deal from `seat`'s turn and no node limit, and the world's setup. */
export function solveTrueDeal(state: KlammernState, seat: number) {
  const view = klammern.view(state, seat);
  const world = { hands: state.hands.map(mask), stock: mask(state.stock.slice(1)) };
  const setup = setupWorld(world, knowledgeOf(view), view, state.contract!, true);
  load(solver, setup, false);
  solver.nodes = 0; solver.limit = Infinity; solver.aborted = false;
  return { solver, setup };
}
