// Speedalbum's own words, German first (words-de.ts), English second (words-en.ts). The language
// follows the shell's `lang`.
//   tx('execute') · tx('album.of', { name: 'Grete' })
// Card texts come from card-text.ts, which carries both languages.
import { SERIES_INFO, describe } from './card-text';
import { gameDict, type Lang } from '../../i18n/game-dict';
import { joinList } from '../../i18n/format';
import { de } from './words-de';
import { en } from './words-en';

export type { Lang };
export { signed } from '../../i18n/format';

/** `tx(key, params, l)` translates a Speedalbum key into `l` (default: the shell's current language). */
export const { tx, currentLang } = gameDict(de, en);

/** A count with its noun: `key` for most numbers, `key.one` for 1 ("1 Auftrag", not "1 Aufträge"). */
export function countOf(key: string, n: number, l: Lang = currentLang()): string {
  return tx(n === 1 ? `${key}.one` : key, { n }, l);
}

/** A series' name ("Dampflok" / "Dampfloks"). */
export function seriesName(s: number, plural = false, l: Lang = currentLang()): string {
  const info = SERIES_INFO[s];
  if (!info) return '?';
  if (l === 'en') return plural ? info.enPlural : info.en.charAt(0).toUpperCase() + info.en.slice(1);
  return plural ? info.dePlural : info.de;
}

/** A card's objective text in the language. */
export function cardText(id: number, l: Lang = currentLang()): string {
  const d = describe(id);
  return l === 'en' ? d.en : d.de;
}

/** The first-turn window's hint; its sentence about „Rat“ only where Rat is offered. */
export function introHint(adviceAllowed: boolean, l: Lang = currentLang()): string {
  const hint = tx('intro.hint', undefined, l);
  return adviceAllowed ? `${hint} ${tx('intro.rat', undefined, l)}` : hint;
}

/** "Anna, Otto und Berta" */
export function joinWords(words: string[], l: Lang = currentLang()): string {
  return joinList(words, tx('and', undefined, l));
}
