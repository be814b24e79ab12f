// Die Filmdosen: which films a game has, how many copies of each Akt, the stack, and the identity
// masks the clues and the conventions work with (bit `film * 5 + akt − 1`).
import type { Akt, Clue, Film, KinoOptions } from '../types';
import { AKTS, COPIES, FARBFILM } from '../types';
import type { Can } from '../types';

/** The films of a game: five, or six with Farbfilm (own reel or Joker). */
export function filmCount(options: KinoOptions): number {
  return options.farbfilm === 'none' ? 5 : 6;
}

export function filmsOf(options: KinoOptions): Film[] {
  return Array.from({ length: filmCount(options) }, (_, f) => f);
}

/** "Zu zweit und zu dritt bekommt jeder 5 Dosen, zu viert und zu fünft 4 Dosen." */
export function handSize(seats: number): number {
  return seats <= 3 ? 5 : 4;
}

export const identity = (film: Film, akt: Akt): number => film * AKTS + akt - 1;
export const filmOf = (ident: number): Film => Math.floor(ident / AKTS);
export const aktOf = (ident: number): Akt => (ident % AKTS) + 1;
export const copiesOf = (ident: number): number => COPIES[ident % AKTS];
export const bit = (ident: number): number => 1 << ident;

/** Every identity of the game's films. */
export function allMask(films: number): number {
  return films * AKTS >= 31 ? 0x3fffffff : (1 << (films * AKTS)) - 1;
}

export function filmMask(film: Film): number {
  return 0b11111 << (film * AKTS);
}

export function aktMask(akt: Akt, films: number): number {
  let m = 0;
  for (let f = 0; f < films; f++) m |= bit(identity(f, akt));
  return m;
}

export function popcount(mask: number): number {
  let m = mask - ((mask >>> 1) & 0x55555555);
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333);
  return (((m + (m >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** The identities in a mask, ascending. */
export function identities(mask: number): number[] {
  const out: number[] = [];
  for (let m = mask; m !== 0; m &= m - 1) out.push(31 - Math.clz32(m & -m));
  return out;
}

/** The lowest identity in a non-empty mask. */
export const lowest = (mask: number): number => 31 - Math.clz32(mask & -mask);

/**
 * The identities a clue lights up. A film clue names one film; with the Farbfilm Joker it also
 * lights up every Farbfilm can ("Krimi" zeigt auch alle Farbfilm-Dosen). An Akt clue names one Akt.
 */
export function clueMask(clue: Clue, options: KinoOptions): number {
  const films = filmCount(options);
  if (clue.film !== undefined) {
    const m = filmMask(clue.film);
    return options.farbfilm === 'joker' ? m | filmMask(FARBFILM) : m;
  }
  return aktMask(clue.akt, films);
}

export const touches = (can: Can, clueBits: number): boolean => (clueBits & bit(identity(can.film, can.akt))) !== 0;

/** The stack in a fixed order before shuffling: per film Akt 1 ×3, 2–4 ×2, 5 ×1. */
export function allCans(options: KinoOptions): { film: Film; akt: Akt }[] {
  const out: { film: Film; akt: Akt }[] = [];
  for (let f = 0; f < filmCount(options); f++) {
    for (let a = 1; a <= AKTS; a++) for (let c = 0; c < COPIES[a - 1]; c++) out.push({ film: f, akt: a });
  }
  return out;
}

/** Total points possible: 5 per film (25, with Farbfilm 30). */
export function maxPoints(options: KinoOptions): number {
  return filmCount(options) * AKTS;
}
