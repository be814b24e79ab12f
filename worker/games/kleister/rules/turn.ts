// The course of a turn: play a group → check the other columns clockwise from the next player
// (computed at once: resolving one cover never changes another column's top group) → resolve each
// cover in order (take / leave → hand / waste, then the draws, card by card) → refill the cart →
// the next player. The round ends at once when the last hand card is played (no covering) or
// when press and cart are both empty (even in the middle of a draw).
import type { GameEvent, Seat } from '../../core/types';
import type { EndReason, Group, KleisterState } from '../types';
import { covers } from './cards';
import { roundResult } from './scoring';

export interface Step { state: KleisterState; events: GameEvent[] }

/** Seats whose top group `group` covers, clockwise from the player after `seat`, each once. */
export function coveredSeats(columns: readonly (readonly Group[])[], seat: Seat, group: Group): Seat[] {
  const out: Seat[] = [];
  const n = columns.length;
  for (let i = 1; i < n; i++) {
    const s = (seat + i) % n;
    const column = columns[s];
    if (column.length > 0 && covers(group, column[column.length - 1])) out.push(s);
  }
  return out;
}

export function stockEmpty(state: Pick<KleisterState, 'press' | 'cart'>): boolean {
  return state.press.length === 0 && state.cart.every((c) => c === null);
}

/**
 * Starts the cover at `state.coverIndex`, or, when all covers are resolved, refills the cart and
 * hands the turn to the next player. The covered group is torn off its column here.
 */
export function nextCover(state: KleisterState, events: GameEvent[]): Step {
  if (state.coverIndex < state.covers.length) {
    const seat = state.covers[state.coverIndex];
    const column = state.columns[seat];
    const group = column[column.length - 1];
    const by = state.played as Group;
    const columns = state.columns.slice();
    columns[seat] = column.slice(0, -1);
    const cover = { coverer: state.turn, seat, group, by };
    events.push({ to: 'all', type: 'cover', coverer: state.turn, seat, group, by });
    return { state: { ...state, phase: 'decide', columns, cover, draw: null }, events };
  }
  return endTurn(state, events);
}

/** The current cover is done: on to the next column. */
export function coverDone(state: KleisterState, events: GameEvent[]): Step {
  return nextCover({ ...state, cover: null, draw: null, coverIndex: state.coverIndex + 1 }, events);
}

/** `seat` owes `count` draws; with nothing left to draw the round is over already. */
export function beginDraw(state: KleisterState, seat: Seat, count: number, events: GameEvent[]): Step {
  if (stockEmpty(state)) return endRound(state, 'stock_empty', null, events);
  const lastAction = state.lastAction.slice();
  lastAction[seat] = { type: 'draw', cart: [], press: 0 };
  return { state: { ...state, phase: 'draw', draw: { seat, left: count }, lastAction }, events };
}

/** Refill the cart's empty slots from the press (in slot order), then the next player's turn. */
function endTurn(state: KleisterState, events: GameEvent[]): Step {
  let cart = state.cart;
  let press = state.press;
  const filled: { slot: number; card: number }[] = [];
  if (press.length > 0 && cart.includes(null)) {
    cart = cart.slice();
    let taken = 0;
    for (let slot = 0; slot < cart.length && taken < press.length; slot++) {
      if (cart[slot] !== null) continue;
      cart[slot] = press[taken];
      filled.push({ slot, card: press[taken] });
      taken++;
    }
    press = press.slice(taken);
    events.push({ to: 'all', type: 'refill', cards: filled });
  }
  return {
    state: {
      ...state,
      phase: 'play',
      turn: (state.turn + 1) % state.seats,
      cart,
      press,
      played: null,
      covers: [],
      coverIndex: 0,
      cover: null,
      draw: null,
    },
    events,
  };
}

/** The round is over: score it; the match ends after its last round, else everyone presses "Weiter". */
export function endRound(state: KleisterState, reason: EndReason, emptied: Seat | null, events: GameEvent[]): Step {
  const result = roundResult(state.columns, state.hands, state.options, reason, emptied, state.starter);
  const results = [...state.results, result];
  const over = results.length >= state.options.rounds;
  events.push({ to: 'all', type: 'round_end', roundNo: state.roundNo, reason, emptied, scores: result.scores });
  return {
    state: {
      ...state,
      phase: over ? 'over' : 'between',
      played: null,
      covers: [],
      coverIndex: 0,
      cover: null,
      draw: null,
      results,
      ready: new Array(state.seats).fill(false),
    },
    events,
  };
}
