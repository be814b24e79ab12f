// "Wie hätte der Computer gespielt?" for Speedelster: stark's pebble for the view (drawn exactly as
// Rat draws it) next to the pebble laid, each with its expected utility (win and place, 0…1) from
// the same search — one mix computation serves both.
import type { Rng } from '../core/rng';
import type { MoveComparison } from '../core/types';
import type { ElsterMove, ElsterView } from './types';
import { starkPick } from './bots';

export function compare(view: ElsterView, chosen: ElsterMove, rng: Rng): MoveComparison<ElsterMove> {
  const pick = starkPick(view, rng);
  if (pick === null || chosen.type !== 'bid') {
    const best: ElsterMove = pick === null ? { type: 'continue' } : { type: 'bid', pebble: pick.pebble };
    return { best, same: best.type === chosen.type, bestValue: 0, chosenValue: 0, unit: 'share' };
  }
  const valueOf = (pebble: number) => pick.values.find((v) => v.pebble === pebble)?.value ?? 0;
  return {
    best: { type: 'bid', pebble: pick.pebble },
    same: chosen.pebble === pick.pebble,
    bestValue: valueOf(pick.pebble),
    chosenValue: valueOf(chosen.pebble),
    unit: 'share',
  };
}
