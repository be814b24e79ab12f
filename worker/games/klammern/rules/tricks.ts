// Spielen. The dealer's left leads, the winner of a trick leads the next. Follow suit. On a trump
// lead you must play trump and overtrump if you can. Unable to follow you must trump — and, with a
// trump in the trick already, overtrump if you can (else undertrump). Only without the suit and
// without trump may you throw any card. The highest trump takes the trick, else the highest card
// of the suit led.
import type { GameEvent, Seat } from '../../core/types';
import type { Card, KlammernState, Suit, Trick } from '../types';
import { LAST_TRICK, points, strength, suitOf, trickWinnerIndex } from './cards';
import { bellaCounts } from './bella';
import { meldsOf, meldVerdict } from './melds';
import { finishGame } from './abrechnung';

/** The Ansage window (Kontra, Re, Schenken) is closed, or none opened: the first card may come. */
export function startPlay(state: KlammernState): KlammernState {
  return { ...state, phase: 'play', window: null };
}

/** The strongest trump among `cards`, or −1. */
function bestTrump(cards: readonly Card[], trump: Suit): number {
  let best = -1;
  for (const c of cards) if (suitOf(c) === trump) best = Math.max(best, strength(c, trump));
  return best;
}

/** The cards of `hand` that may be played on the trick `trick` (in play order). */
export function legalCards(hand: readonly Card[], trick: readonly Card[], trump: Suit): Card[] {
  if (trick.length === 0) return hand.slice();
  const led = suitOf(trick[0]);
  const over = bestTrump(trick, trump);
  const follow = hand.filter((c) => suitOf(c) === led);
  const higher = (cs: Card[]) => {
    const h = cs.filter((c) => strength(c, trump) > over);
    return h.length > 0 ? h : cs;
  };
  if (follow.length > 0) return led === trump ? higher(follow) : follow;
  const trumps = hand.filter((c) => suitOf(c) === trump);
  if (trumps.length > 0) return over >= 0 ? higher(trumps) : trumps;
  return hand.slice();
}

/** The seat to play now. */
export const turnOf = (state: Pick<KlammernState, 'trick' | 'seats'>): Seat =>
  (state.trick.leader + state.trick.cards.length) % state.seats;

/** Whether `seat` has played a card in this game yet (everyone plays once in the first trick). */
export function hasPlayed(state: Pick<KlammernState, 'trick' | 'tricks' | 'seats'>, seat: Seat): boolean {
  if (state.tricks.length > 0) return true;
  return (seat - state.trick.leader + state.seats) % state.seats < state.trick.cards.length;
}

export function applyCard(state: KlammernState, seat: Seat, c: Card, meld: boolean, bella: boolean): { state: KlammernState; events: GameEvent[] } {
  const trump = state.contract!.trump;
  const hand = state.hands[seat];
  const hands = state.hands.slice();
  hands[seat] = hand.filter((x) => x !== c);
  let melds = state.melds;
  if (!hasPlayed(state, seat) && (state.options.melds === 'auto' || meld)) melds = [...melds, ...meldsOf(hand, seat)];
  const saysBella = bellaCounts(state, hand, c, bella);
  const events: GameEvent[] = [{ to: 'all', type: 'card', seat, card: c, bella: saysBella }];
  const cards = [...state.trick.cards, c];
  let next: KlammernState = { ...state, hands, melds, bella: saysBella ? seat : state.bella, trick: { ...state.trick, cards } };
  if (cards.length < state.seats) return { state: next, events };

  const leader = state.trick.leader;
  const winner = (leader + trickWinnerIndex(cards, trump)) % state.seats;
  const last = hands[seat].length === 0;
  const trickPoints = cards.reduce((t, x) => t + points(x, trump), 0) + (last ? LAST_TRICK : 0);
  const done: Trick = { leader, cards, winner, points: trickPoints };
  next = { ...next, tricks: [...state.tricks, done], trick: { leader: winner, cards: [] } };
  events.push({ to: 'all', type: 'trick', ...done });
  if (next.tricks.length === 1) {
    // Gewertet wird zum ersten Stich: every declared meld is shown now.
    const verdict = meldVerdict(melds, trump, leader, state.seats);
    next = { ...next, meldsShown: true, meldVerdict: verdict };
    events.push({ to: 'all', type: 'melds', melds, verdict });
  }
  return last ? finishGame(next, events) : { state: next, events };
}

