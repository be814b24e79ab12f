// Every legal move of a seat, computed from its view (so bots and the table UI can use it):
// all distinct plays of the hand (by rank, count and brushes), or the decision owed now.
import type { KleisterMove, KleisterView } from '../types';
import { playableGroups } from './cards';

export function legalMoves(view: KleisterView): KleisterMove[] {
  const you = view.you;
  if (you === null) return [];
  if (view.phase === 'between') return view.ready[you] ? [] : [{ type: 'continue' }];
  if (view.owes !== you) return [];
  switch (view.phase) {
    case 'play': return playableGroups(view.hand ?? []).map((g) => ({ type: 'play', cards: g.cards }));
    case 'decide': return [{ type: 'take' }, { type: 'leave' }];
    case 'return': return [{ type: 'toHand' }, { type: 'toWaste' }];
    case 'draw': {
      const out: KleisterMove[] = [];
      if (view.pressCount > 0) out.push({ type: 'draw', from: 'press' });
      view.cart.forEach((c, slot) => { if (c !== null) out.push({ type: 'draw', from: 'cart', slot }); });
      return out;
    }
    default: return [];
  }
}
