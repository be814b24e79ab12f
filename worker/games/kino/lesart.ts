// Die Lesart vor dem Senden: how the receiving seat reads a clue the viewer is about to give, asked
// of the rules themselves (rules/absprachen.ts readClue, which calls the readHinweis the state
// records with), so the preview, Rat's words and the computers' reading never disagree. Pure; it needs only
// what the viewer's view shows: the receiver's cans (a colleague's, open to the viewer), every
// hand's clue knowledge, the reels and the archive. The viewer's own cans enter only by what the
// clues say about them — the answer never depends on, or tells, what they are.
import type { Clue, KinoView, Reading } from './types';
import { readClue } from './rules/absprachen';

export interface ClueLesart {
  /** Per can of the receiver (left to right): lit up by the clue. */
  touched: boolean[];
  /** Index of the Fokus in the receiver's hand, −1 for an empty clue. */
  focus: number;
  reading: Reading;
  /**
   * A Spielhinweis whose focus is not among the cans the reading allows (it does not fit now, nor
   * once the cans known to fit are down): the receiver would play it and the film tears.
   */
  misfire: boolean;
}

/** How seat `to` reads `clue` given now by the viewer; null when `to`'s cans are not open to the viewer. */
export function clueLesart(view: KinoView, to: number, clue: Clue): ClueLesart | null {
  const forecast = readClue(view, clue.film !== undefined ? { to, film: clue.film } : { to, akt: clue.akt! });
  if (!forecast) return null;
  const touched = view.hands[to]!.map((_, i) => forecast.touched.includes(i));
  return { touched, focus: forecast.focus, reading: forecast.reading, misfire: forecast.misfit };
}
