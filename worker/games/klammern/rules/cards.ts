// Die Karten: 32 cards 7–Ass in Kreuz, Pik, Herz, Karo. In trump the Bube (Jass, "Jappa") is the
// highest card, then the Neun (Nell, "Mi"), then Ass, 10, König, Dame, 8, 7; in the other suits
// Ass, 10, König, Dame, Bube, 9, 8, 7 (SPEC §3). 152 Augen in all, the last trick 10 more.
import type { Card, Suit } from '../types';

export const SUITS: readonly Suit[] = [0, 1, 2, 3];
export const KREUZ: Suit = 0;
/** Natural ranks (the order of Folgen): 7 8 9 10 Bube Dame König Ass. */
export const SEVEN = 0;
export const NINE = 2;
export const BUBE = 4;
export const DAME = 5;
export const KOENIG = 6;
export const DECK: readonly Card[] = Array.from({ length: 32 }, (_, c) => c);
export const LAST_TRICK = 10;
export const TOTAL_AUGEN = 152;

export const suitOf = (c: Card): Suit => (c >> 3) as Suit;
export const rankOf = (c: Card): number => c & 7;
export const card = (suit: Suit, rank: number): Card => suit * 8 + rank;

/** Augen by natural rank, outside trump and in trump. */
const PLAIN_POINTS = [0, 0, 0, 10, 2, 3, 4, 11];
const TRUMP_POINTS = [0, 0, 14, 10, 20, 3, 4, 11];
/** Strength by natural rank (higher beats lower), outside trump and in trump. */
const PLAIN_STRENGTH = [0, 1, 2, 6, 3, 4, 5, 7];
const TRUMP_STRENGTH = [0, 1, 6, 4, 7, 2, 3, 5];

export function points(c: Card, trump: Suit): number {
  return suitOf(c) === trump ? TRUMP_POINTS[rankOf(c)] : PLAIN_POINTS[rankOf(c)];
}

/** Strength within its suit; trumps are told apart from the rest by `beats`. */
export function strength(c: Card, trump: Suit): number {
  return suitOf(c) === trump ? TRUMP_STRENGTH[rankOf(c)] : PLAIN_STRENGTH[rankOf(c)];
}

/** Whether `a` beats `b` in a trick where `b` leads so far and `led` is the suit led. */
export function beats(a: Card, b: Card, led: Suit, trump: Suit): boolean {
  const sa = suitOf(a);
  const sb = suitOf(b);
  if (sa === sb) return strength(a, trump) > strength(b, trump);
  if (sa === trump) return true;
  if (sb === trump) return false;
  return sa === led;
}

/** Index in `cards` (played in order, the first led) of the card that takes the trick. */
export function trickWinnerIndex(cards: readonly Card[], trump: Suit): number {
  const led = suitOf(cards[0]);
  let best = 0;
  for (let i = 1; i < cards.length; i++) if (beats(cards[i], cards[best], led, trump)) best = i;
  return best;
}

export function sortCards(cards: readonly Card[]): Card[] {
  return cards.slice().sort((a, b) => a - b);
}

/** The trump seven (the card that may be swapped for the open stock card). */
export const trumpSeven = (trump: Suit): Card => card(trump, SEVEN);
