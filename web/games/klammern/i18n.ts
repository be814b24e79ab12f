// Speedklammern's own words, German first (words-de.ts), English second (words-en.ts); the
// language follows the shell's `lang`. Cards, melds and contracts in words:
//   cardName(21) → "Herz Dame" · meldText(meld) → "Terz – Neun bis Bube Herz" · contractText(c) → "Orgi Herz" / "ein Kleines Pik" (contractTitle: "Ein Kleines Pik")
import type { Card, Contract, Meld, Suit } from '@games/klammern/types';
import { gameDict, type Lang } from '../../i18n/game-dict';
import { joinList } from '../../i18n/format';
import { de } from './words-de';
import { en } from './words-en';

export type { Lang };
export { signed } from '../../i18n/format';

/** `tx(key, params, l)` translates a Speedklammern key into `l` (default: the shell's current language). */
export const { tx, currentLang } = gameDict(de, en);

/** Suit symbols: shapes as well as colours tell the suits apart. */
export const SUIT_SYMBOL = ['♣', '♠', '♥', '♦'] as const;

export const suitName = (s: Suit | number, l: Lang = currentLang()): string => tx(`suit.${s}`, undefined, l);

/** The short rank on a card's corner: 7 8 9 10 B D K A (English: J Q K A). */
export const rankShort = (card: Card, l: Lang = currentLang()): string => tx(`rank.short.${card & 7}`, undefined, l);

/** German case of a rank with its article: nominative, accusative, dative. */
export type RankCase = 'nom' | 'acc' | 'dat';

/**
 * A rank with its article, for every sentence that puts one before a rank: "der Bube" (nom), "den
 * Buben" (acc), "das Ass", "die Zehn" / "the jack". Never "die {rank}" in a word list.
 */
export const rankWithArticle = (rank: number, grammaticalCase: RankCase = 'acc', l: Lang = currentLang()): string =>
  tx(`rank.${grammaticalCase}.${rank & 7}`, undefined, l);

/** "Herz Dame" / "queen of hearts". */
export function cardName(card: Card, l: Lang = currentLang()): string {
  return tx('card.name', { suit: suitName(card >> 3, l), rank: tx(`rank.${card & 7}`, undefined, l) }, l);
}

/** "♥D" — compact, for the log and the Bierdeckel. */
export const cardShort = (card: Card, l: Lang = currentLang()): string => `${SUIT_SYMBOL[card >> 3]}${rankShort(card, l)}`;

/** "Terz – Neun bis Bube Herz", "Fuffzig – Zehn bis Ass Kreuz". */
export function meldText(m: Pick<Meld, 'suit' | 'low' | 'high' | 'value'>, l: Lang = currentLang()): string {
  return tx('meld.text', {
    kind: tx(m.value === 50 ? 'meld.fuffzig' : 'meld.terz', undefined, l),
    low: tx(`rank.${m.low}`, undefined, l),
    high: tx(`rank.${m.high}`, undefined, l),
    suit: suitName(m.suit, l),
  }, l);
}

/** "Orgi Herz", "ein Kleines Pik", "Besser (Kreuz)": as a sentence says it ("Anna spielt ein Kleines Pik"). */
export function contractText(c: Pick<Contract, 'kind' | 'trump'>, l: Lang = currentLang()): string {
  return tx(`contract.${c.kind}`, { suit: suitName(c.trump, l) }, l);
}

/** The same as a title at the start of a line: "Ein Kleines Pik". */
export function contractTitle(c: Pick<Contract, 'kind' | 'trump'>, l: Lang = currentLang()): string {
  const text = contractText(c, l);
  return text.charAt(0).toLocaleUpperCase(l) + text.slice(1);
}

/** "Anna, Otto und Berta" */
export function joinNames(names: string[], l: Lang = currentLang()): string {
  return joinList(names, tx('and', undefined, l));
}
