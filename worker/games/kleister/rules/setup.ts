// Setup of a round: shuffle the deck, deal the hands (13, Kurz 10), lay the cart open (6, or 4/8);
// the rest is the face-down press. Rounds rotate the starting seat.
import type { Rng } from '../../core/rng';
import { checkSeatCount } from '../../core/seat-count';
import { kleisterModes } from '../modes';
import type { KleisterOptions, KleisterState } from '../types';
import { deck } from './cards';
import { handSize } from './options';
import { freshRecord } from './record';

export type FreshRound = Pick<KleisterState,
  'phase' | 'starter' | 'turn' | 'hands' | 'columns' | 'cart' | 'press' | 'waste' | 'played' | 'covers'
  | 'coverIndex' | 'cover' | 'draw' | 'lastAction' | 'record'>;

/** The starting seat of round `roundNo` (0-based): the first round seat 0, then clockwise. */
export function starterOf(roundNo: number, seats: number): number {
  return roundNo % seats;
}

/** The fresh part of the state for round `roundNo`. */
export function freshRound(seats: number, options: KleisterOptions, roundNo: number, rng: Rng): FreshRound {
  const cards = rng.shuffle(deck(options));
  const size = handSize(options);
  const hands: number[][] = [];
  for (let s = 0; s < seats; s++) hands.push(cards.slice(s * size, (s + 1) * size).sort((a, b) => a - b));
  const cartStart = seats * size;
  const cart = cards.slice(cartStart, cartStart + options.cartSize);
  const starter = starterOf(roundNo, seats);
  return {
    phase: 'play',
    starter,
    turn: starter,
    hands,
    columns: Array.from({ length: seats }, () => []),
    cart,
    press: cards.slice(cartStart + options.cartSize),
    waste: [],
    played: null,
    covers: [],
    coverIndex: 0,
    cover: null,
    draw: null,
    lastAction: new Array(seats).fill(null),
    record: freshRecord(seats),
  };
}

export function setup(seats: number, options: KleisterOptions, rng: Rng): KleisterState {
  checkSeatCount('Speedkleister', kleisterModes, seats);
  return {
    options,
    seats,
    roundNo: 0,
    ...freshRound(seats, options, 0, rng),
    results: [],
    ready: new Array(seats).fill(false),
  };
}
