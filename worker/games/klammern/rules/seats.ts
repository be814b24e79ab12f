// Sitzordnung: seats in clockwise play order; at four, partners sit opposite (seats 0 + 2, 1 + 3).
import type { Seat } from '../../core/types';

export const nextSeat = (seat: Seat, seats: number): Seat => (seat + 1) % seats;

/** The team of a seat at four players (0 or 1); at three every seat plays for itself. */
export const teamOf = (seat: Seat, seats: number): number | null => (seats === 4 ? seat % 2 : null);

export function partnerOf(seat: Seat, seats: number): Seat | null {
  return seats === 4 ? (seat + 2) % 4 : null;
}

/** The playing side: the player and, at four, his partner. */
export function playingSide(declarer: Seat, seats: number): Seat[] {
  const p = partnerOf(declarer, seats);
  return p === null ? [declarer] : [declarer, p].sort((a, b) => a - b);
}

export function opponentsOf(declarer: Seat, seats: number): Seat[] {
  const side = playingSide(declarer, seats);
  const out: Seat[] = [];
  for (let s = 0; s < seats; s++) if (!side.includes(s)) out.push(s);
  return out;
}

/** Seats in play order starting with `first`. */
export function fromSeat(first: Seat, seats: number): Seat[] {
  return Array.from({ length: seats }, (_, i) => (first + i) % seats);
}
