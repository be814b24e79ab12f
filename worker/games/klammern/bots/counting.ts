// Mitzählen: which cards are still out, which card is the master of its suit, who may still hold
// a suit, and how the current trick stands — from the seat's knowledge only.
import type { Seat } from '../../core/types';
import type { Card, Suit } from '../types';
import { beats, points, strength, suitOf, trickWinnerIndex } from '../rules/cards';
import type { Knowledge } from './knowledge';
import { SUIT_MASK } from './solver';

/** Cards another seat may still play: not mine, not played, not the open stock card. */
export const outstanding = (k: Knowledge): number => ~(k.hand | k.played | k.stockOpen);

/** No card still out beats `c` within its suit. */
export function isMaster(c: Card, k: Knowledge, trump: Suit): boolean {
  const out = outstanding(k);
  const s = suitOf(c);
  for (let r = 0; r < 8; r++) {
    const d = s * 8 + r;
    if (out & (1 << d) && strength(d, trump) > strength(c, trump)) return false;
  }
  return true;
}

/** Whether seat `s` may still hold a card of `suit`. */
export const mayHold = (k: Knowledge, s: Seat, suit: Suit): boolean =>
  (outstanding(k) & SUIT_MASK[suit] & ~k.forbid[s]) !== 0 || (k.held[s] & SUIT_MASK[suit]) !== 0;

/** Partners (4p), or the two opponents of the player at three (who play together against him). */
export const allied = (k: Knowledge, a: Seat, b: Seat): boolean =>
  a === b || (k.n === 4 ? a % 2 === b % 2 : !k.decl[a] && !k.decl[b]);

export interface TrickState {
  led: Suit | null;
  /** The card winning so far and its seat (null on the lead). */
  win: Card | null;
  winner: Seat | null;
  points: number;
  /** Seats still to play after me in this trick. */
  later: Seat[];
}

export function trickState(k: Knowledge, leader: Seat, cards: readonly Card[], trump: Suit): TrickState {
  const later: Seat[] = [];
  for (let i = cards.length + 1; i < k.n; i++) later.push((leader + i) % k.n);
  if (cards.length === 0) return { led: null, win: null, winner: null, points: 0, later };
  const wi = trickWinnerIndex(cards, trump);
  return {
    led: suitOf(cards[0]),
    win: cards[wi],
    winner: (leader + wi) % k.n,
    points: cards.reduce((t, c) => t + points(c, trump), 0),
    later,
  };
}

/**
 * Whether an opponent (of `me`) still to play could beat `w` if it became the winning card: it
 * might follow with a higher card, or trump a plain card, or overtrump — as far as the seat knows.
 */
export function beatable(k: Knowledge, me: Seat, w: Card, led: Suit, later: readonly Seat[], trump: Suit): boolean {
  const out = outstanding(k);
  for (const s of later) {
    if (allied(k, s, me)) continue;
    let could = (out & ~k.forbid[s]) | k.held[s];
    // A seat known to hold the suit led must follow: only those cards count.
    if (k.held[s] & SUIT_MASK[led]) could &= SUIT_MASK[led];
    for (let d = 0; d < 32; d++) if (could & (1 << d) && beats(d, w, led, trump)) return true;
  }
  return false;
}
