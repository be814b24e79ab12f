// Small helpers over the Speedkino view shared by the components: names, film symbols, what a can's
// back says (positive and negative, "Krimi, nicht Akt 1"), which cans a clue lights up, positions
// in words. A seat's own cans carry no film/Akt in the view; nothing here assumes they do.
import type { TableInfo } from '@schema/protocol';
import type { CanView, KinoOptions, KinoView } from '@games/kino/types';
import { AKTS, FARBFILM } from '@games/kino/types';
import { aktMask, clueMask, filmMask, identities, identity } from '@games/kino/rules/filmdosen';
import { clueLesart } from '@games/kino/lesart';
import { canName, tx, type Lang } from './i18n';
import { seatNames as namesOfSeats } from '../levels';

/** Film symbols: told apart by shape as well as colour. */
export const FILM_SYMBOL = ['◆', '★', '●', '▲', '♥', '✿'] as const;

/** The clue a player is preparing: a film or an Akt. */
export type ClueChoice = { film: number; akt?: undefined } | { akt: number; film?: undefined };

/** Display names per seat, "(du)" added to your own (web/games/levels.ts). */
export function seatNames(table: TableInfo | null, view: KinoView): string[] {
  return namesOfSeats(table, view.seats, view.you, { you: tx('you'), fallback: (n) => tx('seat.fallback', { n }) });
}

export const isOpen = (c: CanView): c is CanView & { film: number; akt: number } => typeof c.film === 'number' && typeof c.akt === 'number';

/** What the clues say about a can, in parts: the known film / Akt, and the negatives. */
export interface Knowledge {
  film: number | null;
  /** Joker variant: "Krimi oder Farbfilm". */
  orJoker: boolean;
  akt: number | null;
  notFilms: number[];
  notAkts: number[];
}

export function knowledgeOf(mask: number, films: number, options: KinoOptions): Knowledge {
  const possibleFilms = Array.from({ length: films }, (_, f) => f).filter((f) => (mask & filmMask(f)) !== 0);
  const possibleAkts = Array.from({ length: AKTS }, (_, a) => a + 1).filter((a) => (mask & aktMask(a, films)) !== 0);
  let film: number | null = possibleFilms.length === 1 ? possibleFilms[0]! : null;
  let orJoker = false;
  if (film === null && options.farbfilm === 'joker' && possibleFilms.length === 2 && possibleFilms.includes(FARBFILM)) {
    film = possibleFilms.find((f) => f !== FARBFILM)!;
    orJoker = true;
  }
  const notFilms = film === null ? Array.from({ length: films }, (_, f) => f).filter((f) => !possibleFilms.includes(f)) : [];
  const akt = possibleAkts.length === 1 ? possibleAkts[0]! : null;
  const notAkts = akt === null ? Array.from({ length: AKTS }, (_, a) => a + 1).filter((a) => !possibleAkts.includes(a)) : [];
  return { film, orJoker, akt, notFilms, notAkts };
}

/** "Krimi, Akt 3" · "kein Western, nicht Akt 1" · "noch nichts bekannt". */
export function knowledgeText(k: Knowledge, l?: Lang): string {
  const parts: string[] = [];
  if (k.film !== null) parts.push(k.orJoker ? tx('filmOrJoker', { film: tx(`film.${k.film}`, undefined, l) }, l) : tx(`film.${k.film}`, undefined, l));
  if (k.akt !== null) parts.push(tx('akt', { n: k.akt }, l));
  for (const f of k.notFilms) parts.push(tx('not.film', { film: tx(`film.${f}`, undefined, l) }, l));
  for (const a of k.notAkts) parts.push(tx('not.akt', { n: a }, l));
  return parts.length ? parts.join(', ') : tx('unknown', undefined, l);
}

/** The identities in a mask as names ("Krimi Akt 1, Western Akt 2"). */
export function identitiesText(mask: number, l?: Lang): string {
  return identities(mask).map((i) => canName(Math.floor(i / AKTS), (i % AKTS) + 1, l)).join(', ');
}

/** Which cans of `hand` (open cans: a colleague's) a clue lights up. */
export function touchedByClue(hand: readonly CanView[], clue: ClueChoice, options: KinoOptions): boolean[] {
  const bits = clueMask(clue.film !== undefined ? { film: clue.film } : { akt: clue.akt! }, options);
  return hand.map((c) => isOpen(c) && (bits & (1 << identity(c.film, c.akt))) !== 0);
}

export function clueText(clue: { film?: number | null; akt?: number | null }, l?: Lang): string {
  return typeof clue.film === 'number' && clue.film >= 0 ? tx(`film.${clue.film}`, undefined, l) : tx('akt', { n: clue.akt ?? 0 }, l);
}

/** "film:2" / "akt:3" (Rat's params) → a clue. */
export function parseClue(raw: unknown): ClueChoice | null {
  const m = /^(film|akt):(\d)$/.exec(String(raw ?? ''));
  if (!m) return null;
  return m[1] === 'film' ? { film: Number(m[2]) } : { akt: Number(m[2]) };
}

/** Position in a hand in words: "die linke Dose", "deine 2. Dose von links". */
export function posText(i: number, size: number, yours: boolean, l?: Lang): string {
  if (i === 0) return tx(yours ? 'pos.yourLeft' : 'pos.left', undefined, l);
  if (i === size - 1) return tx(yours ? 'pos.yourRight' : 'pos.right', undefined, l);
  return tx(yours ? 'pos.yourN' : 'pos.n', { n: i + 1 }, l);
}

/** Whether a film/Akt identity fits on its reel now. */
export const fitsNow = (view: Pick<KinoView, 'reels'>, film: number, akt: number): boolean => (view.reels[film] ?? 0) + 1 === akt;

/** Not needed any more: already on the reel, or above an Akt that is ganz verloren. */
export const useless = (view: Pick<KinoView, 'reels' | 'reachable'>, film: number, akt: number): boolean =>
  akt <= (view.reels[film] ?? 0) || akt > (view.reachable[film] ?? AKTS);

export const isCritical = (view: Pick<KinoView, 'critical'>, film: number, akt: number): boolean => (view.critical & (1 << identity(film, akt))) !== 0;

/**
 * How `to` will read the clue, as one sentence, from the rules' own reading (clueLesart): "Computer 2 liest
 * das als Spielhinweis für die linke Dose – die Dose passt gerade nicht: Filmriss droht!". `warn`
 * when it would play a can that does not fit. Null when the clue lights nothing or `to` is hidden.
 */
export function lesartText(view: KinoView, to: number, clue: ClueChoice, names: readonly string[], l?: Lang): { text: string; warn: boolean } | null {
  const r = clueLesart(view, to, clue.film !== undefined ? { film: clue.film } : { akt: clue.akt! });
  if (!r || r.focus < 0) return null;
  const name = names[to] ?? '';
  const pos = posText(r.focus, r.touched.length, false, l);
  const key = r.reading === 'play' ? 'lesart.play' : r.reading === 'save' ? 'lesart.save' : 'lesart.none';
  const text = tx(key, { name, pos }, l);
  // A whole sentence with one end mark: the warning ends in its own "!".
  return r.misfire ? { text: `${text}${tx('lesart.misfire', undefined, l)}`, warn: true } : { text: `${text}.`, warn: false };
}
