// "Wie hätte der Computer gespielt?" for Speedkino: the Meister's choice for the view (exactly Rat's:
// same search, same rng use) next to the move made, both tried on the same sampled tables and played
// on by the conventions; the value is the Meister's table value (points on the reels, cans on their
// way, batteries, Filmrisse) at the end of its look-ahead.
import type { Rng } from '../core/rng';
import type { MoveComparison } from '../core/types';
import type { KinoMove, KinoView } from './types';
import { boardOf } from './bots/model';
import { meisterSearch, sameKinoMove } from './bots/meister';

export function compare(view: KinoView, chosen: KinoMove, rng: Rng): MoveComparison<KinoMove> {
  if (view.you === null || view.turn !== view.you) throw new Error('this seat owes no decision now');
  const { decision, bestValue, otherValue } = meisterSearch(boardOf(view), rng, chosen);
  const same = sameKinoMove(decision.move, chosen);
  return { best: decision.move, same, bestValue, chosenValue: same ? bestValue : otherValue, unit: 'points' };
}
