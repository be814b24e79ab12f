// Each game's setup deals only for the table sizes of its rule book (its modes' minSeats–maxSeats).
// The host checks the seats before it calls setup; this refuses a direct caller too, instead of
// returning a game that cannot move.
import type { GameModes } from './types';

export function checkSeatCount(game: string, { minSeats, maxSeats }: Pick<GameModes, 'minSeats' | 'maxSeats'>, seats: number): void {
  if (!Number.isInteger(seats) || seats < minSeats || seats > maxSeats) throw new Error(`${game} is played by ${minSeats}–${maxSeats}, not ${seats}`);
}
