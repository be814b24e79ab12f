// Die Trumpf-Sieben tauschen (three players): in an Orgi, whoever holds the seven of trump may swap
// it for the open card on the stock, until he has played his first card; forgotten is forgotten.
// The seven then lies open on the stock. A move of its own, made when the seat owes a decision.
import type { GameEvent, Seat } from '../../core/types';
import type { KlammernState } from '../types';
import { sortCards, trumpSeven } from './cards';
import { hasPlayed } from './tricks';

export function maySwap(state: KlammernState, seat: Seat): boolean {
  const c = state.contract;
  if (state.seats !== 3 || !c || c.kind !== 'orgi' || state.swap !== null) return false;
  if (state.phase !== 'announce' && state.phase !== 'play') return false;
  return state.hands[seat].includes(trumpSeven(c.trump)) && !hasPlayed(state, seat);
}

export function applySwap(state: KlammernState, seat: Seat): { state: KlammernState; events: GameEvent[] } {
  const seven = trumpSeven(state.contract!.trump);
  const took = state.stock[0];
  const hands = state.hands.slice();
  hands[seat] = sortCards([...hands[seat].filter((c) => c !== seven), took]);
  const swap = { seat, gave: seven, took };
  return {
    state: { ...state, hands, stock: [seven, ...state.stock.slice(1)], swap },
    events: [{ to: 'all', type: 'swap', ...swap }],
  };
}
