// Aufbau: 3 cards of every series per seat are in play, chosen and shuffled face down; they lie on
// three piles objective side up, and the market of 3 × 2 pictures is filled from the piles above.
// The long game (2 or 3 seats) spreads all 108 cards over 3 resp. 2 rounds of that size.
import type { Rng } from '../../core/rng';
import type { AlbumOptions, AlbumState } from '../types';
import { CARDS_PER_SERIES, CARDS_PER_SERIES_PER_SEAT, MARKET_SLOTS, PILES, SERIES_COUNT } from '../types';
import { refill } from './market';
import { checkSeatCount } from '../../core/seat-count';
import { albumModes } from '../modes';

/** How many rounds (Durchgänge) a match has: the long game only for 2 and 3 seats. */
export function roundCount(seats: number, options: AlbumOptions): number {
  if (!options.long) return 1;
  return seats === 2 ? 3 : seats === 3 ? 2 : 1;
}

/** Cards in play per round: 3 per series per seat (2 → 36 … 6 → 108). */
export function cardsPerRound(seats: number): number {
  return CARDS_PER_SERIES_PER_SEAT * SERIES_COUNT * seats;
}

/** The shuffled cards of each round: every round gets 3 × seats cards of every series. */
export function chooseCards(seats: number, rounds: number, rng: Rng): number[][] {
  const perSeries = CARDS_PER_SERIES_PER_SEAT * seats;
  const out: number[][] = Array.from({ length: rounds }, () => []);
  for (let s = 0; s < SERIES_COUNT; s++) {
    const ids = rng.shuffle(Array.from({ length: CARDS_PER_SERIES }, (_, i) => s * CARDS_PER_SERIES + i));
    for (let r = 0; r < rounds; r++) out[r].push(...ids.slice(r * perSeries, (r + 1) * perSeries));
  }
  return out.map((cards) => rng.shuffle(cards));
}

/** Lays one round's shuffled cards on three equal piles and fills the market. */
export function dealRound(cards: readonly number[]): Pick<AlbumState, 'piles' | 'market'> {
  const size = cards.length / PILES;
  const piles = Array.from({ length: PILES }, (_, p) => cards.slice(p * size, (p + 1) * size));
  const { piles: after, market } = refill(piles, new Array<number | null>(MARKET_SLOTS).fill(null));
  return { piles: after, market };
}

export function setup(seats: number, options: AlbumOptions, rng: Rng): AlbumState {
  checkSeatCount('Speedalbum', albumModes, seats);
  const rounds = roundCount(seats, options);
  const [first, ...reserve] = chooseCards(seats, rounds, rng);
  // "Wer anfängt, entscheidet das Los (Tagesalbum und Rekordjagd: du)."
  const starter = options.start === 'seat0' ? 0 : rng.int(seats);
  return {
    options,
    seats,
    round: 0,
    rounds,
    phase: 'playing',
    starter,
    turn: starter,
    ...dealRound(first),
    albums: Array.from({ length: seats }, () => ({ pictures: [], objectives: [] })),
    reserve,
    results: [],
    lastTurn: null,
  };
}
