// Schenken (four players, Hausregel): once trump is fixed, an opponent of the playing pair may
// concede. His partner decides: accepting ends the game at once — the playing pair wins with the
// simple value (no Kontra, no Durchmarsch); declining means normal play (and everyone knows one
// of the two is weak). Offered in the Kontra window (rules/kontra.ts), before any Kontra.
import type { GameEvent, Seat } from '../../core/types';
import type { KlammernState } from '../types';
import { concede } from './abrechnung';
import { startPlay } from './tricks';
import { partnerOf } from './seats';

export function mayOfferSchenken(state: KlammernState): boolean {
  return state.seats === 4 && state.options.schenken && state.schenken === null;
}

export function offerSchenken(state: KlammernState, seat: Seat): { state: KlammernState; events: GameEvent[] } {
  const partner = partnerOf(seat, state.seats)!;
  return {
    state: { ...state, schenken: { by: seat, answer: null }, window: { stage: 'schenken', owed: [partner] } },
    events: [{ to: 'all', type: 'announce', seat, word: 'schenken' }],
  };
}

export function answerSchenken(state: KlammernState, seat: Seat, answer: 'accept' | 'decline'): { state: KlammernState; events: GameEvent[] } {
  const schenken = { by: state.schenken!.by, answer };
  const events: GameEvent[] = [{ to: 'all', type: 'announce', seat, word: answer }];
  if (answer === 'decline') return { state: startPlay({ ...state, schenken }), events };
  return concede({ ...state, schenken, window: null }, events);
}
