// Leicht: "schaut nur, was ein Zug sofort bringt" — the move (flip included) with the biggest
// immediate gain in points; among equals a random one.
import type { Rng } from '../../core/rng';
import type { AlbumMove, AlbumView } from '../types';
import { legalMoves, moveValue } from '../hints';

export function chooseLeicht(view: AlbumView, rng: Rng): AlbumMove {
  let best: AlbumMove[] = [];
  let bestGain = -Infinity;
  for (const move of legalMoves(view)) {
    const { before, after } = moveValue(view, move);
    const gain = after - before;
    if (gain > bestGain) { bestGain = gain; best = [move]; }
    else if (gain === bestGain) best.push(move);
  }
  return best[rng.int(best.length)];
}
