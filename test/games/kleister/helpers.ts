// What the Speedkleister rule tests share: a group from its cards, and a position in phase 'play'.
import type { Seat } from '@games/core/types';
import { makeGroup } from '@games/kleister/rules/cards';
import { defaultOptions } from '@games/kleister/rules/options';
import type { Group, KleisterOptions, KleisterState } from '@games/kleister/types';

export const g = (...cards: number[]): Group => makeGroup(cards);

export interface PlayPosition {
  hands: number[][];
  columns?: Group[][];
  cart?: (number | null)[];
  press?: number[];
  turn?: Seat;
  options?: Partial<KleisterOptions>;
}

/** A state in phase 'play' with the given hands, columns, cart and press. */
export function playState(p: PlayPosition): KleisterState {
  const seats = p.hands.length;
  return {
    options: { ...defaultOptions(), ...p.options },
    seats,
    roundNo: 0,
    phase: 'play',
    starter: 0,
    turn: p.turn ?? 0,
    hands: p.hands.map((h) => h.slice().sort((a, b) => a - b)),
    columns: p.columns ?? Array.from({ length: seats }, () => []),
    cart: p.cart ?? [1, 2, 3, 4, 5, 6],
    press: p.press ?? [7, 7, 7, 7, 7, 7, 7, 7, 7, 7],
    waste: [],
    played: null,
    covers: [],
    coverIndex: 0,
    cover: null,
    draw: null,
    lastAction: new Array(seats).fill(null),
    results: [],
    ready: new Array(seats).fill(false),
  };
}
