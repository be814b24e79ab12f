// The strong computer's search budget, shared by its bidding (stark-bid.ts) and its card play
// (stark.ts): one solver per isolate and a node count per decision, never a clock.
import { Solver } from './solver';

/**
 * Solver nodes per decision: no new world is begun past the soft budget (once MIN_WORLDS are
 * done); the hard budget stops a search midway (its world is dropped). About 20–60 ms of plain
 * JavaScript on an idle core.
 */
export const NODE_BUDGET = 300_000;
export const HARD_BUDGET = 600_000;
export const MIN_WORLDS = 3;

let shared: Solver | null = null;
/** One solver per isolate: its table is cleared (by generation) on every reset, so no decision sees another's. */
const solver = (): Solver => (shared ??= new Solver());

/** The solver with a fresh node count (the hard budget as its limit). */
export function startBudget(): Solver {
  const s = solver();
  s.nodes = 0;
  s.limit = HARD_BUDGET;
  s.aborted = false;
  return s;
}
