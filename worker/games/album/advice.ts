// Rat: exactly the strong computer's choice for the player's own view (same view, same rng →
// same move as stark), with "Punkte vorher → nachher" and why.
//
// Reason for the UI: { code: 'album_advice', params: { before, after, why, planned } }
//   before, after  the player's points now and right after the move (objectives scored against
//                  the album as it stands, as in the "Punkte vorher → nachher" line).
//   planned        the album's points projected to the end of the round after the move, rounded.
//   why            what decided the move:
//     'objective'  the objective fits the collection (Auftrag passt zur Sammlung)
//     'pictures'   the pictures raise the objectives held or planned (Bilder heben die Aufträge)
//     'flip'       turning the objective into a picture pays more than keeping it
//                  (Drehen bringt mehr als Behalten)
//     'deny'       another move would build as much of the own album or more, but leave the
//                  next player more (lässt dem Nächsten nichts Gutes liegen)
import type { Rng } from '../core/rng';
import type { Advice } from '../core/types';
import type { AlbumMove, AlbumView } from './types';
import { chooseStark } from './bots/stark';
import { moveValue } from './hints';

export function advise(view: AlbumView, rng: Rng): Advice<AlbumMove> {
  if (view.you === null || view.turn !== view.you) throw new Error('album: Rat only for the seat on turn');
  const pick = chooseStark(view, rng);
  const { before, after } = moveValue(view, pick.move);
  return { move: pick.move, reason: { code: 'album_advice', params: { before, after, why: pick.why, planned: Math.round(pick.plan) } } };
}
