// Speedelster's own words, German first (words-de.ts), English second (words-en.ts). The language
// follows the shell's `lang`.
//   tx('rule.high') · tx('advice.take', { percent: 64 })
import { gameDict, type Lang } from '../../i18n/game-dict';
import { joinList } from '../../i18n/format';
import { de } from './words-de';
import { en } from './words-en';

export type { Lang };
export { signed } from '../../i18n/format';

/** `tx(key, params, l)` translates a Speedelster key into `l` (default: the shell's current language). */
export const { tx, currentLang } = gameDict(de, en);

/** "Anna, Otto und Berta" */
export function joinNames(names: string[], l: Lang = currentLang()): string {
  return joinList(names, tx('pebble.and', undefined, l));
}

/** The name of a loot card: Krönchen, Glitzerkram or Ärger. */
export function cardName(card: number, l: Lang = currentLang()): string {
  return tx(card === 10 ? 'card.crown' : card > 0 ? 'card.plus' : 'card.minus', undefined, l);
}
