// Das Archiv: every copy of every film and Akt, and the warning when the last of a kind is gone
// ("wird die letzte Dose ihrer Art archiviert (oder reißt sie beim Einlegen), warnt das Spiel und
// nennt, wo die Spule jetzt endet"). No warning when an earlier Akt is already ganz verloren, or
// when the can was not needed any more.
import type { GameEvent } from '../../core/types';
import type { CanFace, KinoState, PlayRecord } from '../types';
import { COPIES } from '../types';
import { filmCount, identity } from './filmdosen';
import { archivedCounts, reachable } from './wissen';

/** The warning event when `can` (just archived or torn, already in `history`) was the last of its kind. */
export function lostEvents(state: KinoState, history: readonly PlayRecord[], can: CanFace): GameEvent[] {
  const films = filmCount(state.options);
  const before = reachable(films, state.reels, archivedCounts(state.history));
  const archived = archivedCounts(history);
  if (archived[identity(can.film, can.akt)] < COPIES[can.akt - 1]) return [];
  if (can.akt <= state.reels[can.film] || can.akt > before[can.film]) return [];
  return [{ to: 'all', type: 'verloren', film: can.film, akt: can.akt, endsAt: can.akt - 1 }];
}
