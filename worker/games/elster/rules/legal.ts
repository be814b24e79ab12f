// Every legal move of the view's seat: each pebble still in hand while bidding, or "Weiter"
// between games.
import type { ElsterMove, ElsterView } from '../types';

export function legalMoves(view: ElsterView): ElsterMove[] {
  const you = view.you;
  if (you === null) return [];
  if (view.phase === 'bidding' && !view.hasBid[you]) return view.hands[you]!.map((pebble) => ({ type: 'bid', pebble }));
  if (view.phase === 'between' && !view.ready[you]) return [{ type: 'continue' }];
  return [];
}
