// Geben. Three players: 9 cards each (3-3-3), the other 5 are the stock, its top card open; house
// rule "8 Karten": 3-2-3 and a stock of 8. Four players: 8 each (3-2-3); the middle card of the
// dealer's last packet lies open and stays his. Packets go round from the dealer's left, the
// dealer last. The stock's cards are not played.
import type { Rng } from '../../core/rng';
import { checkSeatCount } from '../../core/seat-count';
import { klammernModes } from '../modes';
import type { Seat } from '../../core/types';
import type { Card, KlammernOptions, KlammernState } from '../types';
import { DECK, sortCards } from './cards';
import { fromSeat, nextSeat } from './seats';

export function packets(seats: number, options: KlammernOptions): number[] {
  return seats === 3 && !options.eightCards ? [3, 3, 3] : [3, 2, 3];
}

export interface Dealt { hands: Card[][]; stock: Card[]; upcard: Card }

/** Deals a shuffled deck in packets, starting left of `dealer`. */
export function dealCards(deck: readonly Card[], seats: number, dealer: Seat, options: KlammernOptions): Dealt {
  const hands: Card[][] = Array.from({ length: seats }, () => []);
  let at = 0;
  let dealerLast: Card[] = [];
  for (const size of packets(seats, options)) {
    for (const seat of fromSeat(nextSeat(dealer, seats), seats)) {
      const packet = deck.slice(at, at + size);
      at += size;
      hands[seat].push(...packet);
      if (seat === dealer) dealerLast = packet;
    }
  }
  const stock = deck.slice(at);
  const upcard = seats === 4 ? dealerLast[1] : stock[0];
  return { hands: hands.map(sortCards), stock, upcard };
}

/** The part of the state that starts a deal: fresh cards, bidding from the dealer's left. */
export function freshDeal(seats: number, dealer: Seat, options: KlammernOptions, rng: Rng): Pick<KlammernState,
  'phase' | 'dealer' | 'hands' | 'stock' | 'upcard' | 'bidding' | 'contract' | 'window' | 'doubling' | 'schenken'
  | 'swap' | 'trick' | 'tricks' | 'melds' | 'meldVerdict' | 'meldsShown' | 'bella'> {
  const { hands, stock, upcard } = dealCards(rng.shuffle(DECK), seats, dealer, options);
  const first = nextSeat(dealer, seats);
  return {
    phase: 'bidding',
    dealer,
    hands,
    stock,
    upcard,
    bidding: { round: 1, turn: first, kleines: null, calls: [] },
    contract: null,
    window: null,
    doubling: { kontra: null, re: false },
    schenken: null,
    swap: null,
    trick: { leader: first, cards: [] },
    tricks: [],
    melds: [],
    meldVerdict: null,
    meldsShown: false,
    bella: null,
  };
}

/** A new Partie: the first dealer is drawn, then the deal passes clockwise every game. */
export function setup(seats: number, options: KlammernOptions, rng: Rng): KlammernState {
  checkSeatCount('Speedklammern', klammernModes, seats);
  const dealer = rng.int(seats);
  return {
    options,
    seats,
    gameNo: 0,
    deal: 1,
    ...freshDeal(seats, dealer, options, rng),
    results: [],
    ready: new Array<boolean>(seats).fill(false),
  };
}
