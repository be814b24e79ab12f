// "Wie hätte der Computer gespielt?" for Speedalbum: stark's choice for the view (exactly Rat's:
// same search, same rng use) next to the move made, each with stark's mean score over the same
// sampled deals — the own album's plan value after the others' answers minus the others' (heads-up:
// the plan margin).
import type { Rng } from '../core/rng';
import type { MoveComparison } from '../core/types';
import type { AlbumMove, AlbumView } from './types';
import { sameAlbumMove, searchStark } from './bots/stark';

export function compare(view: AlbumView, chosen: AlbumMove, rng: Rng): MoveComparison<AlbumMove> {
  const { pick, otherScore } = searchStark(view, rng, undefined, chosen);
  const same = sameAlbumMove(pick.move, chosen);
  return { best: pick.move, same, bestValue: pick.score, chosenValue: same ? pick.score : otherScore, unit: 'margin' };
}
