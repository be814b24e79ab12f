// Ende: the third Filmriss stops the Vorstellung at once; when all reels are complete it is over
// too (25 points, 30 with Farbfilm); whoever draws the last can starts the letzte Rolle, after which
// every seat (the drawer too) has exactly one more turn.
import type { GameEvent, Seat } from '../../core/types';
import type { EndReason, KinoState } from '../types';
import { AKTS, MAX_FILMRISSE } from '../types';
import { points } from './punkte';

/**
 * Closes the turn of `seat`: the seat has acted (its "neu" marks go), the letzte Rolle counts down,
 * the end is checked, and the next seat is up. `drewLast`: this turn drew the last can.
 */
export function finishTurn(state: KinoState, seat: Seat, drewLast: boolean): { state: KinoState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  const neu = state.neu.slice();
  neu[seat] = -1;
  let finalTurns = state.finalTurns;
  if (finalTurns !== null) finalTurns--;
  if (drewLast) finalTurns = state.seats;
  let over: EndReason | null = null;
  if (state.filmrisse >= MAX_FILMRISSE) over = 'filmriss';
  else if (state.reels.every((r) => r === AKTS)) over = 'komplett';
  else if (finalTurns === 0) over = 'letzteRolle';
  const next: KinoState = { ...state, neu, finalTurns, turnNo: state.turnNo + 1, turn: (seat + 1) % state.seats, over };
  // A move that draws the last can and also ends the Vorstellung (the last reel complete, the third
  // Filmriss) starts no letzte Rolle: the log says only how it ended.
  if (drewLast && !over) events.push({ to: 'all', type: 'letzte_rolle', seat });
  if (over) events.push({ to: 'all', type: 'ende', reason: over, points: points(next) });
  return { state: next, events };
}
