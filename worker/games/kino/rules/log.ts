// Game-log lines in codes (the web words them). A clue line says who showed whom what, how many
// cans lit up, which one is the focus (by position) and how the conventions read it — so humans can
// read every computer clue. A can that is played or archived is public from then on; a draw never
// names the can.
import type { GameEvent, LogLine, Seat } from '../../core/types';
import type { KinoMove, KinoState } from '../types';
import { recordHinweis } from './hinweis';
import { fits } from './einlegen';

type Line = LogLine | null;

export function describeMove(state: KinoState, seat: Seat, move: KinoMove): Line {
  if (move.type === 'clue') {
    const { record } = recordHinweis(state, seat, move);
    return {
      code: 'kino_hinweis',
      params: {
        seat, to: move.to, film: record.film ?? -1, akt: record.akt ?? -1, count: record.touched.length,
        focusPos: record.focusPos, handSize: record.handSize, reading: record.reading,
      },
    };
  }
  const can = state.hands[seat].find((c) => c.id === move.can);
  if (!can) return null;
  const params = { seat, film: can.film, akt: can.akt };
  if (move.type === 'archive') return { code: 'kino_archivieren', params };
  return { code: fits(state.reels, can) ? 'kino_einlegen' : 'kino_filmriss', params };
}

/** Lines for public events that are no move of their own: the warning, a completed reel, the end. */
export function describeEvent(ev: GameEvent): Line {
  switch (ev.type) {
    case 'verloren': return { code: 'kino_verloren', params: { film: ev.film as number, akt: ev.akt as number, endsAt: ev.endsAt as number } };
    case 'spule_komplett': return { code: 'kino_spule_komplett', params: { seat: ev.seat as number, film: ev.film as number } };
    case 'letzte_rolle': return { code: 'kino_letzte_rolle', params: { seat: ev.seat as number } };
    case 'ende': return { code: 'kino_ende', params: { reason: ev.reason as string, points: ev.points as number } };
    default: return null;
  }
}
