// What the table saw go into each hand this round ("wer hat was offen aufgenommen"): the torn groups
// a seat took or took back, and the cards it drew open from the Plakatkarren, less what it has
// played since; and the ranks each seat has played since it last drew a hidden card from the
// Druckerei. Everyone at the table watched these moves, so both records are public; the computers
// read them from the view like an attentive player remembers them. Press cards stay hidden.
import type { KleisterState, OpenRecord } from '../types';
import { BRUSH } from '../types';
import { addCards } from './cards';

/** The empty record of a fresh round. */
export function freshRecord(seats: number): OpenRecord {
  return { held: Array.from({ length: seats }, () => []), spent: Array.from({ length: seats }, () => []) };
}

/** The record of a state (states saved before the record existed start with an empty one). */
export function recordOf(state: Pick<KleisterState, 'seats' | 'record'>): OpenRecord {
  return state.record ?? freshRecord(state.seats);
}

/** `seat` openly took `cards` into its hand (a torn group, its own back, or a cart card). */
export function recordTook(rec: OpenRecord, seat: number, cards: readonly number[]): OpenRecord {
  const held = rec.held.slice();
  held[seat] = addCards(held[seat], cards);
  return { ...rec, held };
}

/**
 * `seat` played `cards`: as many of the open cards of that rank (and brushes) are gone as it
 * played — it may have played hidden copies instead, but it still holds at least the rest. Its
 * rank joins the ranks played since the last hidden draw.
 */
export function recordPlayed(rec: OpenRecord, seat: number, cards: readonly number[]): OpenRecord {
  const rest = rec.held[seat].slice();
  for (const c of cards) {
    const i = rest.indexOf(c);
    if (i >= 0) rest.splice(i, 1);
  }
  const held = rec.held.slice();
  held[seat] = rest;
  const rank = cards.find((c) => c !== BRUSH);
  const spent = rec.spent.slice();
  if (rank !== undefined && !spent[seat].includes(rank)) spent[seat] = [...spent[seat], rank].sort((a, b) => a - b);
  return { held, spent };
}

/** `seat` drew a hidden card: it may hold any rank again. */
export function recordPressDraw(rec: OpenRecord, seat: number): OpenRecord {
  if (rec.spent[seat].length === 0) return rec;
  const spent = rec.spent.slice();
  spent[seat] = [];
  return { ...rec, spent };
}
