// Ende und Punkte: the points are the sum of the highest Akt on every reel. The Kritik and the
// Bestenliste use the points scaled to 25 (with Farbfilm 27 of 30 are 22.5); the Bestenliste adds
// 1 bonus point at four projectionists and 2 at five; the third Filmriss gives 0.
import type { KinoOptions, KinoState } from '../types';
import { maxPoints } from './filmdosen';

export function points(state: Pick<KinoState, 'reels'>): number {
  return state.reels.reduce((a, b) => a + b, 0);
}

/** The points scaled to 25 (unrounded). */
export function scaled(reelPoints: number, options: KinoOptions): number {
  return (reelPoints * 25) / maxPoints(options);
}

export type Kritik = 'abgebrochen' | 'pfiffe' | 'gaehnen' | 'hoeflicherBeifall' | 'beifall' | 'grosserApplaus' | 'stehendeOvationen';

/**
 * SPEC §3: 0 (third Filmriss) Abgebrochen, 1–5 Pfiffe, 6–10 Gähnen, 11–15 Höflicher Beifall,
 * 16–20 Beifall, 21–24 Großer Applaus, 25 Stehende Ovationen — by the points scaled to 25, a
 * fraction counting with the range below (22.5 is Großer Applaus, 20.8 Beifall). 0 points without
 * the third Filmriss are Pfiffe.
 */
export function kritik(scaledPoints: number, strikeout: boolean): Kritik {
  if (strikeout) return 'abgebrochen';
  if (scaledPoints >= 25) return 'stehendeOvationen';
  if (scaledPoints >= 21) return 'grosserApplaus';
  if (scaledPoints >= 16) return 'beifall';
  if (scaledPoints >= 11) return 'hoeflicherBeifall';
  if (scaledPoints >= 6) return 'gaehnen';
  return 'pfiffe';
}

/** Bestenliste: the scaled points (rounded to whole points), +1 at four and +2 at five seats; 0 on the third Filmriss. */
export function bestenliste(scaledPoints: number, seats: number, strikeout: boolean): number {
  if (strikeout) return 0;
  return Math.round(scaledPoints) + (seats === 4 ? 1 : seats === 5 ? 2 : 0);
}
