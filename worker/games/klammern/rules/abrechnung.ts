// Abrechnung. The player (at four: the pair) needs more Augen than both opponents together (house
// rule "gegen jeden": more than each; at four: more than the other pair); cards, melds, Bella and
// the last trick count; a tie loses. Won: the player (at four both partners) gets the value. Durch
// (lost): each opponent gets double. Value: the contract's, Kontra ×2, Re ×4, Durchmarsch (house
// rule: the playing side takes every trick) ×2. A game conceded (Schenken) counts the simple value.
import type { GameEvent } from '../../core/types';
import type { GameRecord, KlammernState } from '../types';
import { BELLA } from './bella';
import { endOfGame } from './partie';
import { playingSide } from './seats';

/** Whether the playing side's Augen win against the opponents'. */
export function isWon(augen: readonly number[], side: readonly number[], againstEach: boolean): boolean {
  let mine = 0;
  let theirs = 0;
  let most = 0;
  augen.forEach((a, s) => {
    if (side.includes(s)) mine += a;
    else { theirs += a; most = Math.max(most, a); }
  });
  // Four players: pair against pair; "gegen jeden" is a three-player rule.
  return againstEach && side.length === 1 ? mine > most : mine > theirs;
}

export function multiplier(kontra: boolean, re: boolean, durchmarsch: boolean): number {
  return (re ? 4 : kontra ? 2 : 1) * (durchmarsch ? 2 : 1);
}

/** Points per seat: won → each of the playing side gets the value; Durch → each opponent double. */
export function gameScores(seats: number, side: readonly number[], won: boolean, value: number): number[] {
  return Array.from({ length: seats }, (_, s) => (side.includes(s) === won ? (won ? value : 2 * value) : 0));
}

/** After the last trick. */
export function finishGame(state: KlammernState, events: GameEvent[]): { state: KlammernState; events: GameEvent[] } {
  const c = state.contract!;
  const side = playingSide(c.declarer, state.seats);
  const augen = augenOf(state);
  const won = isWon(augen, side, state.options.againstEach);
  const allTricks = state.tricks.every((t) => side.includes(t.winner));
  const durchmarsch = won && state.options.durchmarsch && allTricks;
  const kontra = state.doubling.kontra !== null;
  const value = c.value * multiplier(kontra, state.doubling.re, durchmarsch);
  const record: GameRecord = {
    gameNo: state.gameNo, dealer: state.dealer, contract: c, side, kontra, re: state.doubling.re, durchmarsch,
    geschenkt: false, won, value, augen, scores: gameScores(state.seats, side, won, value),
  };
  return endOfGame(state, record, events);
}

/** Schenken accepted: the playing pair wins the simple value at once. */
export function concede(state: KlammernState, events: GameEvent[]): { state: KlammernState; events: GameEvent[] } {
  const c = state.contract!;
  const side = playingSide(c.declarer, state.seats);
  const record: GameRecord = {
    gameNo: state.gameNo, dealer: state.dealer, contract: c, side, kontra: false, re: false, durchmarsch: false,
    geschenkt: true, won: true, value: c.value, augen: new Array<number>(state.seats).fill(0),
    scores: gameScores(state.seats, side, true, c.value),
  };
  return endOfGame(state, record, events);
}

/** Augen of every seat so far: its tricks (the last one +10), its counted melds, Bella. */
export function augenOf(state: Pick<KlammernState, 'seats' | 'tricks' | 'meldVerdict' | 'bella'>): number[] {
  const out = new Array<number>(state.seats).fill(0);
  for (const t of state.tricks) out[t.winner] += t.points;
  if (state.meldVerdict) for (let s = 0; s < state.seats; s++) out[s] += state.meldVerdict.points[s];
  if (state.bella !== null) out[state.bella] += BELLA;
  return out;
}
