// Kontra und Re (Hausregel): once trump is fixed and before the first card, the player's opponents
// may say "Kontra" (the game counts double) — both may speak at once; the first Kontra closes
// their turn — and the player may answer "Re" (fourfold). At four the same window offers Schenken
// (rules/schenken.ts). Every entitled seat speaks or passes explicitly, so the window closes
// deterministically.
import type { GameEvent, Seat } from '../../core/types';
import type { KlammernState } from '../types';
import { opponentsOf } from './seats';
import { mayOfferSchenken } from './schenken';
import { startPlay } from './tricks';

export type AnnounceWord = 'kontra' | 're' | 'schenken' | 'accept' | 'decline' | 'pass';

/** After the contract: the Kontra/Schenken window when a house rule opens one, else the play. */
export function openWindow(state: KlammernState): KlammernState {
  const c = state.contract!;
  if (!state.options.kontra && !mayOfferSchenken(state)) return startPlay(state);
  return { ...state, phase: 'announce', window: { stage: 'kontra', owed: opponentsOf(c.declarer, state.seats) } };
}

/** What `seat` may say in the window now. */
export function announceWords(state: KlammernState, seat: Seat): AnnounceWord[] {
  const w = state.window;
  if (state.phase !== 'announce' || !w || !w.owed.includes(seat)) return [];
  switch (w.stage) {
    case 'kontra': {
      const out: AnnounceWord[] = [];
      if (state.options.kontra) out.push('kontra');
      if (mayOfferSchenken(state)) out.push('schenken');
      out.push('pass');
      return out;
    }
    case 're': return ['re', 'pass'];
    case 'schenken': return ['accept', 'decline'];
  }
}

/** Kontra, Re, or a pass in the Kontra/Re stages. */
export function applyDoubling(state: KlammernState, seat: Seat, word: 'kontra' | 're' | 'pass'): { state: KlammernState; events: GameEvent[] } {
  const w = state.window!;
  const events: GameEvent[] = [{ to: 'all', type: 'announce', seat, word }];
  if (word === 'kontra') {
    const next: KlammernState = {
      ...state,
      doubling: { kontra: seat, re: false },
      window: { stage: 're', owed: [state.contract!.declarer] },
    };
    return { state: next, events };
  }
  if (word === 're') return { state: startPlay({ ...state, doubling: { ...state.doubling, re: true } }), events };
  const owed = w.owed.filter((s) => s !== seat);
  if (w.stage === 'kontra' && owed.length > 0) return { state: { ...state, window: { ...w, owed } }, events };
  return { state: startPlay(state), events };
}
