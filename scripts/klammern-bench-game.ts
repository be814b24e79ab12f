// For the Klammern diagnostics: the bench's seeded games at three — stark in seat i mod 3 against two
// references (test/bench/reference/klammern-pimc.ts) — played to the first result, with every
// decision shown to the diagnostic before it is applied.
import { stepRng } from '../worker/games/core/rng';
import { klammern } from '../worker/games/klammern';
import type { KlammernMove, KlammernState, KlammernView } from '../worker/games/klammern/types';
import { klammernReference } from '../test/bench/reference/klammern-pimc';

/** One decision of such a game, before it is applied. */
export interface BenchDecision { state: KlammernState; seat: number; view: KlammernView; move: KlammernMove; hero: number }

/** Game `i` (stark's seat `hero` = i mod 3); `look` sees each decision. Returns the state after the first result. */
export function playBenchGame3(i: number, look: (d: BenchDecision) => void): { state: KlammernState; hero: number } {
  const seed = `klammern-ref3-${Math.floor(i / 3)}`;
  const hero = i % 3;
  let state = klammern.setup(3, klammern.defaultOptions(), stepRng(seed, 0, 'setup'));
  let seq = 0;
  while (!klammern.isOver(state) && state.results.length === 0) {
    const seat = klammern.pending(state)[0];
    seq++;
    const view = klammern.view(state, seat);
    const rng = stepRng(seed, seq, `bot:${seat}`);
    const move = seat === hero ? klammern.choose(view, 'stark', rng) : klammernReference(view, rng);
    look({ state, seat, view, move, hero });
    state = klammern.apply(state, seat, move, stepRng(seed, seq)).state;
  }
  return { state, hero };
}
