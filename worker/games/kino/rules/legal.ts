// Every legal move of the seat whose turn it is, from its own view: a clue (film or Akt) to each
// colleague while a battery is left — only clues that light up a can unless Leere Hinweise is on —,
// Archivieren of each own can while the flashlight is not full, Einlegen of each own can.
import type { Film, KinoMove, KinoView } from '../types';
import { AKTS, FARBFILM, MAX_BATTERIES } from '../types';
import { clueMask, touches } from './filmdosen';

export function legalMoves(view: KinoView): KinoMove[] {
  const you = view.you;
  if (you === null || view.phase !== 'play' || view.turn !== you) return [];
  const moves: KinoMove[] = [];
  for (const can of view.hands[you]!) {
    moves.push({ type: 'play', can: can.id });
    if (view.batteries < MAX_BATTERIES) moves.push({ type: 'archive', can: can.id });
  }
  if (view.batteries === 0) return moves;
  for (let to = 0; to < view.seats; to++) {
    if (to === you) continue;
    const hand = view.hands[to]!;
    const lights = (bits: number) => view.options.leereHinweise || hand.some((c) => c.film !== undefined && c.akt !== undefined && touches({ id: c.id, film: c.film, akt: c.akt }, bits));
    for (const film of view.films as Film[]) {
      if (film === FARBFILM && view.options.farbfilm === 'joker') continue;
      if (lights(clueMask({ film }, view.options))) moves.push({ type: 'clue', to, film });
    }
    for (let akt = 1; akt <= AKTS; akt++) {
      if (lights(clueMask({ akt }, view.options))) moves.push({ type: 'clue', to, akt });
    }
  }
  return moves;
}
