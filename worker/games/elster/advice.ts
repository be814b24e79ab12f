// Rat: exactly the strong computer's pick for the player's own view (same code, same rng use), with
// the estimated chance that it takes the stake (or dodges the Ärger) against typical bids.
import type { Rng } from '../core/rng';
import type { Advice } from '../core/types';
import type { ElsterMove, ElsterView } from './types';
import { starkPick } from './bots';

export function advise(view: ElsterView, rng: Rng): Advice<ElsterMove> {
  const pick = starkPick(view, rng);
  if (pick === null) return { move: { type: 'continue' }, reason: { code: 'elster_continue', params: {} } };
  return {
    move: { type: 'bid', pebble: pick.pebble },
    reason: { code: 'elster_advice', params: { pebble: pick.pebble, chance: pick.chance } },
  };
}
