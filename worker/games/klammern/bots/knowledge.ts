// What a seat knows from its view, as card masks: its hand, every played card, cards known to be in
// another hand (the four-player open card, the card taken in the swap, shown melds not yet
// played, the partner of a Bella card), and cards a seat cannot hold — shown by the follow rules
// (not following, not trumping, not overtrumping) and, with automatic Bella, a trump König or Dame
// played without Bella. Counting cards (normal) and sampling deals (stark) start from here.
import type { Seat } from '../../core/types';
import type { Card, KlammernView, Suit } from '../types';
import { DAME, KOENIG, card, rankOf, strength, suitOf } from '../rules/cards';
import { playingSide } from '../rules/seats';
import { SUIT_MASK } from './solver';

export const bit = (c: Card): number => 1 << c;
export const maskOf = (cards: readonly Card[]): number => cards.reduce((m, c) => m | (1 << c), 0);
export function cardsOf(mask: number): Card[] {
  const out: Card[] = [];
  for (let c = 0; c < 32; c++) if (mask & (1 << c)) out.push(c);
  return out;
}

export interface Knowledge {
  n: number;
  me: Seat;
  trump: Suit | null;
  /** Per seat: on the playing side (false for everyone before the contract). */
  decl: boolean[];
  hand: number;
  /** Cards played in this game (completed tricks and the current trick). */
  played: number;
  /** Per seat: cards played by it in this game. */
  playedBy: number[];
  /** Per seat (not me): cards it surely holds. */
  held: number[];
  /** Per seat: cards it cannot hold. */
  forbid: number[];
  counts: number[];
  /** Three players: the open stock card (mask) and how many closed cards lie below it. */
  stockOpen: number;
  stockClosed: number;
  /** Cards whose place the seat does not know (some other hand or the closed stock). */
  unknown: number;
}

/** Cards of the trump suit stronger than `c` (a trump). */
function strongerTrumps(c: Card, trump: Suit): number {
  let m = 0;
  for (let r = 0; r < 8; r++) {
    const d = card(trump, r);
    if (strength(d, trump) > strength(c, trump)) m |= bit(d);
  }
  return m;
}

/** Reads the follow rules backwards: what each card played says about what its seat lacked. */
function applyTrick(k: Knowledge, leader: Seat, cards: readonly Card[], trump: Suit): void {
  if (cards.length === 0) return;
  const led = suitOf(cards[0]);
  let win = cards[0];
  for (let i = 1; i < cards.length; i++) {
    const s = (leader + i) % k.n;
    const c = cards[i];
    const sc = suitOf(c);
    const winTrump = suitOf(win) === trump;
    if (sc !== led) {
      k.forbid[s] |= SUIT_MASK[led];
      if (sc !== trump) k.forbid[s] |= SUIT_MASK[trump];
    }
    const beatsWin = sc === suitOf(win) ? strength(c, trump) > strength(win, trump) : sc === trump;
    // Trumping (or following a trump lead) without overtrumping: no higher trump in hand.
    if (sc === trump && winTrump && !beatsWin) k.forbid[s] |= strongerTrumps(win, trump);
    if (beatsWin) win = c;
  }
}

export function knowledgeOf(view: KlammernView): Knowledge {
  const n = view.seats;
  const me = view.you ?? 0;
  const c = view.contract;
  const trump = c ? c.trump : null;
  const side = c ? playingSide(c.declarer, n) : [];
  const k: Knowledge = {
    n, me, trump,
    decl: Array.from({ length: n }, (_, s) => side.includes(s)),
    hand: maskOf(view.hand ?? []),
    played: 0,
    playedBy: new Array<number>(n).fill(0),
    held: new Array<number>(n).fill(0),
    forbid: new Array<number>(n).fill(0),
    counts: view.handCounts.slice(),
    stockOpen: 0,
    stockClosed: view.stockClosed,
    unknown: 0,
  };
  const tricks = [...view.tricks.map((t) => ({ leader: t.leader, cards: t.cards })), view.trick];
  for (const t of tricks) {
    t.cards.forEach((x, i) => {
      k.played |= bit(x);
      k.playedBy[(t.leader + i) % n] |= bit(x);
    });
    if (trump !== null) applyTrick(k, t.leader, t.cards, trump);
  }
  if (n === 3 && view.stockTop !== null) k.stockOpen = bit(view.stockTop);
  if (n === 4 && view.upcardHeld) k.held[view.dealer] |= bit(view.upcard);
  if (view.swap) k.held[view.swap.seat] |= bit(view.swap.took);
  for (const m of view.melds) for (let r = m.low; r <= m.high; r++) k.held[m.seat] |= bit(card(m.suit, r));
  if (trump !== null) readBella(view, k, trump);
  for (let s = 0; s < n; s++) {
    k.held[s] &= ~k.played;
    if (s === me) k.held[s] = 0;
    k.forbid[s] &= ~k.held[s];
  }
  let known = k.hand | k.played | k.stockOpen;
  for (let s = 0; s < n; s++) known |= k.held[s];
  k.unknown = ~known;
  return k;
}

/** Bella said: the other card is held. Automatic Bella not said: the other card was not held. */
function readBella(view: KlammernView, k: Knowledge, trump: Suit): void {
  const koenig = card(trump, KOENIG);
  const dame = card(trump, DAME);
  for (let s = 0; s < k.n; s++) {
    for (const x of [koenig, dame]) {
      if (!(k.playedBy[s] & bit(x))) continue;
      const other = rankOf(x) === KOENIG ? dame : koenig;
      const otherFirst = (k.playedBy[s] & bit(other)) !== 0 && playedBefore(view, other, x);
      if (otherFirst) continue;
      if (view.bella === s) k.held[s] |= bit(other);
      else if (view.options.bella === 'auto') k.forbid[s] |= bit(other);
    }
  }
}

function playedBefore(view: KlammernView, a: Card, b: Card): boolean {
  const order = [...view.tricks.flatMap((t) => t.cards), ...view.trick.cards];
  return order.indexOf(a) < order.indexOf(b);
}
