// Small helpers over the Speedklammern view shared by the components: names, where each seat sits
// around the felt, the hand in display order (trump first), sides (a pair at four), the Augen of a
// game line by line, and why a card may not be played now.
import type { TableInfo } from '@schema/protocol';
import type { Card, KlammernView, Suit } from '@games/klammern/types';
import { legalCards } from '@games/klammern/rules/tricks';
import { rankOf, strength, suitOf } from '@games/klammern/rules/cards';
import { partnerOf, teamOf } from '@games/klammern/rules/seats';
import { joinNames, tx } from './i18n';
import { seatNames as namesOfSeats } from '../levels';

/** Display names per seat, "(du)" added to your own (web/games/levels.ts). */
export function seatNames(table: TableInfo | null, view: KlammernView): string[] {
  return namesOfSeats(table, view.seats, view.you, { you: tx('you'), fallback: (n) => tx('seat.fallback', { n }) });
}

/** The seat shown at the bottom: yours, or seat 0 for a spectator. */
export const bottomSeat = (view: KlammernView): number => view.you ?? 0;

export type Place = 'bottom' | 'left' | 'top' | 'right';

/**
 * Where a seat sits seen from the bottom seat. Play goes clockwise, so the next seat sits on the
 * left; at three the third sits on the right, at four the partner sits opposite.
 */
export function placeOf(view: KlammernView, seat: number): Place {
  const d = (seat - bottomSeat(view) + view.seats) % view.seats;
  if (d === 0) return 'bottom';
  if (d === 1) return 'left';
  if (view.seats === 3) return 'right';
  return d === 2 ? 'top' : 'right';
}

/** The other seats in the order they sit from left to right across the table. */
export function othersAcross(view: KlammernView): number[] {
  const me = bottomSeat(view);
  return Array.from({ length: view.seats - 1 }, (_, i) => (me + 1 + i) % view.seats);
}

/** Trump once fixed, else the suit the open card proposes. */
export function trumpOf(view: KlammernView): Suit {
  return view.contract?.trump ?? suitOf(view.upcard);
}

const SUIT_ORDER: Suit[] = [0, 2, 1, 3];

/** The hand as it is shown: trump first, then the other suits (black and red by turns), highest first. */
export function displayOrder(hand: readonly Card[], trump: Suit): Card[] {
  const suitRank = (s: Suit) => (s === trump ? -1 : SUIT_ORDER.indexOf(s));
  return hand.slice().sort((a, b) => suitRank(suitOf(a)) - suitRank(suitOf(b)) || strength(b, trump) - strength(a, trump));
}

/** The seats of a side: the seat alone at three, the pair at four. */
export function sideSeats(view: Pick<KlammernView, 'seats'>, seat: number): number[] {
  const p = partnerOf(seat, view.seats);
  return p === null ? [seat] : [seat, p].sort((a, b) => a - b);
}

/** The sides in seat order: three single seats, or the two pairs. */
export function sides(view: Pick<KlammernView, 'seats'>): number[][] {
  return view.seats === 4 ? [[0, 2], [1, 3]] : [[0], [1], [2]];
}

export const sideName = (names: string[], seats: number[]): string => joinNames(seats.map((s) => names[s] ?? ''));

/** Whether `seat` plays on the viewer's side (itself, or its partner at four). */
export function sameSide(view: KlammernView, a: number, b: number): boolean {
  return a === b || (view.seats === 4 && teamOf(a, 4) === teamOf(b, 4));
}

export interface AugenLines { cards: number; last: number; melds: number; bella: number; total: number }

/** Augen of every seat in this game, by kind: cards of its tricks, the last trick's 10, melds, Bella. */
export function augenLines(view: KlammernView): AugenLines[] {
  const out = Array.from({ length: view.seats }, () => ({ cards: 0, last: 0, melds: 0, bella: 0, total: 0 }));
  const lastNo = view.tricks.length - 1;
  const complete = view.tricks.length > 0 && view.handCounts.every((n) => n === 0);
  view.tricks.forEach((t, i) => {
    const isLast = complete && i === lastNo;
    out[t.winner]!.cards += t.points - (isLast ? 10 : 0);
    if (isLast) out[t.winner]!.last += 10;
  });
  if (view.meldVerdict) view.meldVerdict.points.forEach((p, s) => { out[s]!.melds += p; });
  if (view.bella !== null) out[view.bella]!.bella += 20;
  for (const l of out) l.total = l.cards + l.last + l.melds + l.bella;
  return out;
}

/** Adds up the lines of several seats (a pair). */
export function addLines(lines: AugenLines[], seats: number[]): AugenLines {
  const sum = { cards: 0, last: 0, melds: 0, bella: 0, total: 0 };
  for (const s of seats) for (const k of Object.keys(sum) as (keyof AugenLines)[]) sum[k] += lines[s]?.[k] ?? 0;
  return sum;
}

/** Why `card` may not be played on the trick now, in words (null when it may). */
export function unplayableReason(view: KlammernView, card: Card): string | null {
  const trick = view.trick.cards;
  const hand = view.hand ?? [];
  if (!view.contract || trick.length === 0) return null;
  const trump = view.contract.trump;
  if (legalCards(hand, trick, trump).includes(card)) return null;
  const led = suitOf(trick[0]!);
  const has = (s: Suit) => hand.some((c) => suitOf(c) === s);
  if (has(led)) {
    if (suitOf(card) !== led) return tx(led === trump ? 'why.trumpLed' : 'why.follow', { suit: tx(`suit.${led}`) });
    return tx('why.overtrump');
  }
  if (has(trump)) return tx(suitOf(card) === trump ? 'why.overtrump' : 'why.mustTrump', { suit: tx(`suit.${led}`) });
  return null;
}

/** Whether a card is the Bube or the Neun of trump (Jappa and Mi). */
export function trumpTitle(card: Card, trump: Suit): 'jappa' | 'mi' | null {
  if (suitOf(card) !== trump) return null;
  return rankOf(card) === 4 ? 'jappa' : rankOf(card) === 2 ? 'mi' : null;
}
