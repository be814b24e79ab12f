// Die Lesart vor dem Senden: how the receiving seat reads a clue the viewer is about to give, asked
// of the rules themselves (rules/absprachen.ts readHinweis on the same common knowledge the state
// keeps), so the preview, Rat's words and the computers' reading never disagree. Pure; it needs only
// what the viewer's view shows: the receiver's cans (a colleague's, open to the viewer), every
// hand's clue knowledge, the reels and the archive. The viewer's own cans enter only by what the
// clues say about them — the answer never depends on, or tells, what they are.
import type { CanView, Clue, KinoView, Reading } from './types';
import { bit, clueMask, filmCount, identity } from './rules/filmdosen';
import { readHinweis } from './rules/absprachen';
import { archivedCounts, locatedCounts } from './rules/wissen';

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

type Open = CanView & { film: number; akt: number };
const open = (c: CanView): c is Open => typeof c.film === 'number' && typeof c.akt === 'number';

/** How seat `to` reads `clue` given now by the viewer; null when `to`'s cans are not open to the viewer. */
export function clueLesart(view: Pick<KinoView, 'options' | 'reels' | 'history' | 'hands' | 'you'>, to: number, clue: Clue): ClueLesart | null {
  const hand = view.hands[to];
  if (!hand || to === view.you || !hand.every(open)) return null;
  const bits = clueMask(clue, view.options);
  const touched = hand.map((c) => (bits & bit(identity(c.film!, c.akt!))) !== 0);
  const ctx = {
    films: filmCount(view.options),
    reels: view.reels,
    archived: archivedCounts(view.history),
    locatedElsewhere: locatedCounts(view.hands.filter((_, s) => s !== to)),
  };
  const read = readHinweis(ctx, hand, touched, bits, clue.akt ?? null);
  const f = read.focus >= 0 ? hand[read.focus]! : null;
  const misfire = read.reading === 'play' && f !== null && (read.hand[read.focus]!.inferred & bit(identity(f.film!, f.akt!))) === 0;
  return { touched, focus: read.focus, reading: read.reading, misfire };
}
