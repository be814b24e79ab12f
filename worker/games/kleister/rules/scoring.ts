// Wertung: every poster on your column (all layers) +1, every hand card −1; house rule "Säule
// zählt doppelt": each group of 4 or more posters 1 extra. Most points win; ties share the place.
// Bestenliste: total points (never below 0) plus 30 / 15 / 5 for places 1 / 2 / 3.
import type { EndReason, Group, KleisterOptions, RoundResult } from '../types';
import { competitionPlaces } from '../../core/places';

export function columnCards(column: readonly Group[]): number {
  let n = 0;
  for (const g of column) n += g.cards.length;
  return n;
}

/** Extra points of "Säule zählt doppelt": one per group of 4 or more cards. */
export function columnBonus(column: readonly Group[], options: Pick<KleisterOptions, 'columnBonus'>): number {
  if (!options.columnBonus) return 0;
  let n = 0;
  for (const g of column) if (g.cards.length >= 4) n++;
  return n;
}

/** The current points of one seat. */
export function seatScore(column: readonly Group[], handCount: number, options: Pick<KleisterOptions, 'columnBonus'>): number {
  return columnCards(column) + columnBonus(column, options) - handCount;
}

export function roundResult(
  columns: readonly (readonly Group[])[],
  hands: readonly (readonly number[])[],
  options: KleisterOptions,
  reason: EndReason,
  emptied: number | null,
  starter: number,
): RoundResult {
  const cards = columns.map(columnCards);
  const bonus = columns.map((c) => columnBonus(c, options));
  const handCards = hands.map((h) => h.length);
  return {
    scores: cards.map((c, s) => c + bonus[s] - handCards[s]),
    columnCards: cards,
    handCards,
    bonus,
    reason,
    emptied,
    starter,
  };
}

/** Competition ranking: equal scores share a place, the next place is skipped (1, 1, 3). */
export const places = competitionPlaces;

export function placeBonus(place: number): number {
  return place === 1 ? 30 : place === 2 ? 15 : place === 3 ? 5 : 0;
}

export function leaderboardPoints(total: number, place: number): number {
  return Math.max(0, total) + placeBonus(place);
}
