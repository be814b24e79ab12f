// Archivieren (+1 Batterie): an own can goes to the archive and is out of the game. Not possible
// when the flashlight is full (8 batteries). Afterwards the player draws (setup.ts drawCan).
import type { GameEvent, RuleError, Seat } from '../../core/types';
import { ruleError } from '../../core/types';
import type { HandCan, KinoState, PlayRecord } from '../types';
import { MAX_BATTERIES } from '../types';
import { lostEvents } from './archiv-warnung';

export function checkArchivieren(state: KinoState): RuleError | null {
  return state.batteries >= MAX_BATTERIES
    ? ruleError('batteries_full', 'the flashlight is full (8 batteries): archiving is not possible')
    : null;
}

export function archivieren(state: KinoState, seat: Seat, can: HandCan): { state: KinoState; events: GameEvent[] } {
  const face = { id: can.id, film: can.film, akt: can.akt };
  const record: PlayRecord = { ...face, seat, turn: state.turnNo, how: 'archived' };
  const history = [...state.history, record];
  const batteries = state.batteries + 1;
  const events: GameEvent[] = [{ to: 'all', type: 'archivieren', seat, can: face, batteries }];
  events.push(...lostEvents(state, history, can));
  return { state: { ...state, batteries, history }, events };
}
