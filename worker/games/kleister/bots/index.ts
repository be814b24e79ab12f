// The Speedkleister computer players: leicht, normal, stark. Each decides every kind of decision
// (play a group, take / leave, back to hand / waste, each card of a draw) from its seat's view only.
// Between rounds every computer presses "Weiter".
import type { Rng } from '../../core/rng';
import type { BotLevel } from '../../core/types';
import type { KleisterMove, KleisterView } from '../types';
import { groupCards, readView } from './read';
import { leichtDraw, leichtPlay } from './leicht';
import { evaluatePlays, normalDraw, normalTakes, normalToHand } from './normal';
import { starkChoice } from './stark';

/** Whether the view's seat owes a decision now (and which kind). */
export function decisionOf(view: KleisterView): KleisterView['phase'] | null {
  if (view.you === null) return null;
  if (view.phase === 'between') return view.ready[view.you] ? null : 'between';
  if (view.owes !== view.you) return null;
  return view.phase === 'over' ? null : view.phase;
}

function normalChoice(view: KleisterView): KleisterMove {
  switch (view.phase) {
    case 'play': {
      const best = evaluatePlays(readView(view))[0];
      return { type: 'play', cards: groupCards(best.rank, best.nat, best.brushes) };
    }
    case 'decide': return { type: normalTakes(view) ? 'take' : 'leave' };
    case 'return': return { type: normalToHand(view) ? 'toHand' : 'toWaste' };
    default: {
      const d = normalDraw(view);
      return d.slot === null ? { type: 'draw', from: 'press' } : { type: 'draw', from: 'cart', slot: d.slot };
    }
  }
}

function leichtChoice(view: KleisterView, rng: Rng): KleisterMove {
  switch (view.phase) {
    case 'play': return leichtPlay(view, rng);
    case 'decide': return { type: 'take' };
    case 'return': return { type: 'toHand' };
    default: return leichtDraw(view, rng);
  }
}

export function choose(view: KleisterView, level: BotLevel, rng: Rng): KleisterMove {
  const kind = decisionOf(view);
  if (kind === null) throw new Error('this seat owes no decision now');
  if (kind === 'between') return { type: 'continue' };
  if (level === 'leicht') return leichtChoice(view, rng);
  if (level === 'normal') return normalChoice(view);
  return starkChoice(view, rng).move;
}

