// Rat: the computer's pick for the player's own view, with "Punkte vorher → nachher" (the points
// now) and the reason: what the move adds to the projected end of the round.
import type { Rng } from '../core/rng';
import type { Advice } from '../core/types';
import type { AlbumMove, AlbumView } from './types';
import { chooseNormal } from './bots/normal';
import { moveValue } from './hints';

export function advise(view: AlbumView, rng: Rng): Advice<AlbumMove> {
  if (view.you === null || view.turn !== view.you) throw new Error('album: Rat only for the seat on turn');
  const pick = chooseNormal(view, view.you, rng);
  const { before, after } = moveValue(view, pick.move);
  const params: Record<string, string | number> = {
    before,
    after,
    // Projected end-of-round points of the album with this move, rounded.
    planned: Math.round(pick.value),
    action: pick.move.type,
  };
  if (pick.move.type === 'take') params.card = view.piles[pick.move.pile].top as number;
  else params.cards = pick.move.slots.map((s) => view.market[s]).join(',');
  if (pick.move.flip !== undefined) params.flip = pick.move.flip;
  const code = after > before ? 'album_advice_gain' : pick.move.type === 'take' ? 'album_advice_plan' : 'album_advice_collect';
  return { move: pick.move, reason: { code, params } };
}
