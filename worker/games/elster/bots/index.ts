// The Speedelster computer players: leicht, normal, stark. Each decides only from its seat's view
// (positionOf keeps nothing else). Between games every computer presses "Weiter".
import type { Rng } from '../../core/rng';
import type { BotLevel } from '../../core/types';
import type { ElsterMove, ElsterView } from '../types';
import { positionOf } from './position';
import { chooseLeicht } from './leicht';
import { chooseNormal } from './normal';
import { chooseStark, type StarkPick } from './stark';

/** Stark's pick with its estimated chance, or null when the seat owes no bid. Rat uses this too. */
export function starkPick(view: ElsterView, rng: Rng): StarkPick | null {
  const pos = positionOf(view);
  return pos === null ? null : chooseStark(view, pos, rng);
}

export function choose(view: ElsterView, level: BotLevel, rng: Rng): ElsterMove {
  if (level === 'stark') {
    const pick = starkPick(view, rng);
    return pick === null ? { type: 'continue' } : { type: 'bid', pebble: pick.pebble };
  }
  const pos = positionOf(view);
  if (pos === null) return { type: 'continue' };
  const pebble = level === 'leicht' ? chooseLeicht(pos, pos.me, rng) : chooseNormal(pos, pos.me, rng);
  return { type: 'bid', pebble };
}
