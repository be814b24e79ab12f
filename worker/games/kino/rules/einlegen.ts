// Einlegen: an own can goes onto its film's reel. Every reel takes its Akte in order 1, 2, 3, 4, 5;
// a can that does not fit is a Filmriss and goes to the archive. Completing a reel with Akt 5
// gives a battery back (not above 8). Afterwards the player draws (setup.ts drawCan).
import type { GameEvent, Seat } from '../../core/types';
import type { HandCan, KinoState, PlayRecord } from '../types';
import { AKTS, MAX_BATTERIES } from '../types';
import { lostEvents } from './archiv-warnung';

/** Whether a can fits on its reel now. */
export const fits = (reels: readonly number[], can: { film: number; akt: number }): boolean => reels[can.film] + 1 === can.akt;

export function einlegen(state: KinoState, seat: Seat, can: HandCan): { state: KinoState; events: GameEvent[] } {
  const face = { id: can.id, film: can.film, akt: can.akt };
  if (fits(state.reels, can)) {
    const reels = state.reels.slice();
    reels[can.film] = can.akt;
    const complete = can.akt === AKTS;
    const batteryBack = complete && state.batteries < MAX_BATTERIES;
    const batteries = state.batteries + (batteryBack ? 1 : 0);
    const record: PlayRecord = { ...face, seat, turn: state.turnNo, how: 'played' };
    const events: GameEvent[] = [{ to: 'all', type: 'einlegen', seat, can: face, ok: true, batteryBack, batteries }];
    if (complete) events.push({ to: 'all', type: 'spule_komplett', seat, film: can.film });
    return { state: { ...state, reels, batteries, history: [...state.history, record] }, events };
  }
  const record: PlayRecord = { ...face, seat, turn: state.turnNo, how: 'filmriss' };
  const history = [...state.history, record];
  const filmrisse = state.filmrisse + 1;
  const events: GameEvent[] = [{ to: 'all', type: 'einlegen', seat, can: face, ok: false, filmrisse }];
  events.push(...lostEvents(state, history, can));
  return { state: { ...state, filmrisse, history }, events };
}
