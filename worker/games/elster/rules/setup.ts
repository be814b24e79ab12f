// Setup: 15 loot cards shuffled face down; every magpie gets the pebbles 1–15; the top card flies in.
import type { Rng } from '../../core/rng';
import type { ElsterOptions, ElsterState } from '../types';
import { LOOT, PEBBLES } from '../types';
import { checkSeatCount } from '../../core/seat-count';
import { elsterModes } from '../modes';

export function defaultOptions(): ElsterOptions {
  return { games: 1, houseRule: 'topf' };
}

/** The fresh part of the state for one game of the match. */
export function freshGame(seats: number, rng: Rng): Pick<ElsterState, 'pile' | 'current' | 'pot' | 'hands' | 'bids' | 'nests' | 'rounds'> {
  const pile = rng.shuffle(LOOT);
  const current = pile.shift() as number;
  return {
    pile,
    current,
    pot: [],
    hands: Array.from({ length: seats }, () => PEBBLES.slice()),
    bids: new Array(seats).fill(null),
    nests: Array.from({ length: seats }, () => []),
    rounds: [],
  };
}

export function setup(seats: number, options: ElsterOptions, rng: Rng): ElsterState {
  checkSeatCount('Speedelster', elsterModes, seats); // "Gespielt wird zu zweit bis zu fünft"
  return {
    options,
    seats,
    gameNo: 0,
    phase: 'bidding',
    ...freshGame(seats, rng),
    results: [],
    ready: new Array(seats).fill(false),
  };
}
