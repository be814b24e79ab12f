// Rat: exactly the strong computer's move for the player's own view (same code, same rng use) —
// a pebble drawn from stark's mix, so a player who follows Rat mixes like stark does — and what
// the mix looks like: its most likely pebble with its share, and a second pebble when the two are
// about equally likely ("Kiesel 9 oder 11 – beide etwa gleich gut"), plus the chance that the
// drawn pebble takes the stake (or dodges the Ärger) against the bids stark expects.
import type { Rng } from '../core/rng';
import type { Advice } from '../core/types';
import type { ElsterMove, ElsterView } from './types';
import { starkPick } from './bots';

/** A second pebble is "about equally good" when its share is at least this part of the top one's. */
export const ABOUT_EQUAL = 0.7;

const percent = (x: number) => Math.round(x * 100);

export function advise(view: ElsterView, rng: Rng): Advice<ElsterMove> {
  const pick = starkPick(view, rng);
  if (pick === null) return { move: { type: 'continue' }, reason: { code: 'elster_continue', params: {} } };
  const [top, second] = pick.mix;
  const share = pick.mix.find((m) => m.pebble === pick.pebble)?.weight ?? 0;
  const params: Record<string, number> = {
    pebble: pick.pebble,
    chance: pick.chance,
    share: percent(share),
    top: top.pebble,
    topShare: percent(top.weight),
  };
  if (second && second.weight >= ABOUT_EQUAL * top.weight) {
    params.alt = second.pebble;
    params.altShare = percent(second.weight);
  }
  return { move: { type: 'bid', pebble: pick.pebble }, reason: { code: 'elster_advice', params } };
}
