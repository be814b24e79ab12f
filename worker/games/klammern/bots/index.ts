// The Speedklammern computer players: leicht ("nach Gefühl"), normal (counts and smears), stark
// (sampled deals solved with open cards). Each decides from its seat's view only; in the
// Abrechnung every computer presses "Weiter" at once.
import type { Rng } from '../../core/rng';
import type { BotLevel } from '../../core/types';
import type { KlammernMove, KlammernView } from '../types';
import { leichtAnnounce, leichtBid, leichtPlay } from './leicht';
import { normalAnnounce, normalBid, normalPlay } from './normal';
import { starkChoice } from './stark';

/** Whether the view's seat owes a decision now. */
export function owes(view: KlammernView): boolean {
  return view.you !== null && view.pending.includes(view.you);
}

export function choose(view: KlammernView, level: BotLevel, rng: Rng): KlammernMove {
  if (!owes(view)) throw new Error('this seat owes no decision now');
  if (view.phase === 'abrechnung') return { type: 'continue' };
  if (level === 'stark' || level === 'max') return starkChoice(view, rng).move;
  const easy = level === 'leicht';
  switch (view.phase) {
    case 'bidding': return easy ? leichtBid(view, rng) : normalBid(view);
    case 'announce': return easy ? leichtAnnounce(view) : normalAnnounce(view);
    default: return easy ? leichtPlay(view, rng) : normalPlay(view);
  }
}
