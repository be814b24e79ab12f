// "Wie hätte der Computer gespielt?" for Speedkleister: stark's choice for the view (exactly Rat's:
// same search, same rng use) next to the move made. Both are then played out in the same fresh
// sampled deals (common random numbers) with stark's rollout policy; the value is the mean final
// point margin against the best other seat. Bounded by the number of deals, never by the clock.
import type { Rng } from '../core/rng';
import type { MoveComparison } from '../core/types';
import { BRUSH, type KleisterMove, type KleisterView } from './types';
import { decisionOf } from './bots';
import { readView } from './bots/read';
import { Dealer, baseSim } from './bots/sample';
import { Sim } from './bots/sim';
import { riskFor } from './bots/normal';
import { riskTable, rollout } from './bots/policy';
import { outcomeOf, starkChoice } from './bots/stark';

/** Deals each of the two moves is played out in. */
export const COMPARE_DEALS = 48;

/** The move as a step of the search's simulator. */
function simStep(move: KleisterMove): ((sim: Sim) => void) | null {
  switch (move.type) {
    case 'play': {
      const brushes = move.cards.filter((c) => c === BRUSH).length;
      const nat = move.cards.length - brushes;
      const rank = nat > 0 ? move.cards.find((c) => c !== BRUSH)! : 0;
      return (sim) => sim.play(rank, nat, brushes);
    }
    case 'take': return (sim) => sim.take();
    case 'leave': return (sim) => sim.leave();
    case 'toHand': return (sim) => sim.toHand();
    case 'toWaste': return (sim) => sim.toWaste();
    case 'draw': return move.from === 'press' ? (sim) => sim.draw(-1) : ((slot) => (sim: Sim) => sim.draw(slot))(move.slot);
    default: return null;
  }
}

/** The same move whatever order its cards were named in. */
export function sameMove(view: KleisterView, a: KleisterMove, b: KleisterMove): boolean {
  if (a.type === 'play' && b.type === 'play') return [...a.cards].sort().join() === [...b.cards].sort().join();
  if (a.type === 'draw' && b.type === 'draw') {
    if (a.from === 'press' || b.from === 'press') return a.from === b.from;
    // Two cart slots with the same card are the same choice.
    return view.cart[a.slot] === view.cart[b.slot];
  }
  return a.type === b.type;
}

export function compare(view: KleisterView, chosen: KleisterMove, rng: Rng): MoveComparison<KleisterMove> {
  const kind = decisionOf(view);
  if (kind === null || kind === 'between') {
    const best: KleisterMove = { type: 'continue' };
    return { best, same: chosen.type === 'continue', bestValue: 0, chosenValue: 0, unit: 'margin' };
  }
  const pick = starkChoice(view, rng);
  const best = pick.move;
  if (sameMove(view, best, chosen)) return { best, same: true, bestValue: pick.margin, chosenValue: pick.margin, unit: 'margin' };
  const steps = [simStep(best), simStep(chosen)];
  const me = view.you ?? 0;
  const before = view.totals.map((t, s) => t - view.roundScores[s]);
  const roundsAfter = Math.max(0, view.options.rounds - view.roundNo - 1);
  const table = riskTable(riskFor(readView(view)));
  const base = baseSim(view);
  const dealer = new Dealer(view);
  const dealt = new Sim(base.n, base.cartSize, base.bonus);
  const work = new Sim(base.n, base.cartSize, base.bonus);
  const margin = [0, 0];
  for (let d = 0; d < COMPARE_DEALS; d++) {
    dealer.deal(base, dealt, rng);
    steps.forEach((step, i) => {
      work.copyFrom(dealt);
      step?.(work);
      rollout(work, table);
      margin[i] += outcomeOf(work, me, before, roundsAfter, 0).margin;
    });
  }
  return { best, same: false, bestValue: margin[0] / COMPARE_DEALS, chosenValue: margin[1] / COMPARE_DEALS, unit: 'margin' };
}
