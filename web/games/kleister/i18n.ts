// Speedkleister's own words, German first (words-de.ts, words-rat-de.ts), English second (words-en.ts,
// words-rat-en.ts). The language follows the shell's `lang`.
//   tx('prompt.take') · tx('effect.covers', { names: 'Grete (2× 6)' })
import { gameDict, type Lang } from '../../i18n/game-dict';
import { joinList } from '../../i18n/format';
import { de } from './words-de';
import { en } from './words-en';

export type { Lang };
export { signed } from '../../i18n/format';

/** Poster names by rank (1–13); 0 is the brush. German names are the game's own. */
const POSTERS_DE = ['Kleisterbürste', 'Katze entlaufen', 'Zimmer frei', 'Tanztee', 'Kohlenhandel', 'Seifenreklame', 'Turnfest',
  'Pferderennen', 'Lichtspielhaus', 'Varieté', 'Operette', 'Karnevalssitzung', 'Messe', 'Luftschiff-Rundflug'];
const POSTERS_EN = ['Paste brush', 'Lost cat', 'Room to let', 'Tea dance', 'Coal merchant', 'Soap advert', 'Gymnastics festival',
  'Horse race', 'Cinema', 'Variety show', 'Operetta', 'Carnival session', 'Trade fair', 'Airship flight'];

/** `tx(key, params, l)` translates a Speedkleister key into `l` (default: the shell's current language). */
export const { tx, currentLang } = gameDict(de, en);

/** The poster's name by rank (0 = Kleisterbürste). */
export function posterName(kind: number, l: Lang = currentLang()): string {
  return (l === 'en' ? POSTERS_EN : POSTERS_DE)[kind] ?? String(kind);
}

/** "Anna, Otto und Berta" */
export function joinNames(names: string[], l: Lang = currentLang()): string {
  return joinList(names, tx('last.and', undefined, l));
}

/** A group in words: "3× 8", "2× 8 + B", "2× B" (count = all cards of the group). */
export function groupText(g: { rank: number; count: number; brushes: number }, l: Lang = currentLang()): string {
  if (g.rank === 14 || g.rank === 0 || g.count === g.brushes) return tx('group.brushes', { n: g.count }, l);
  const real = g.count - g.brushes;
  if (g.brushes === 0) return tx('group.plain', { n: real, rank: g.rank }, l);
  if (g.brushes === 1) return tx('group.withBrush', { n: real, rank: g.rank }, l);
  return tx('group.withBrushes', { n: real, rank: g.rank, b: g.brushes }, l);
}

/** A card's short label: the rank, or "B" for a brush. */
export function cardShort(card: number, l: Lang = currentLang()): string {
  return card === 0 ? tx('brush.short', undefined, l) : String(card);
}
