// Partie. A fixed list of 12, 24 or 36 games, or until someone has 51 or 101 points; the most
// points win (at four, partners share points and place). After each game the Abrechnung waits
// until every seat has pressed "Weiter"; then the deal passes clockwise. The Bierdeckel lists every
// game with its value and who scored. Bestenliste: your game points plus the place bonus (30 for
// first, at three players 15 for second); partners each get their pair's points.
import type { Rng } from '../../core/rng';
import type { GameEvent, Outcome, Seat } from '../../core/types';
import type { GameRecord, KlammernState } from '../types';
import { freshDeal } from './deal';
import { partieLimits } from './options';
import { nextSeat, teamOf } from './seats';

export function totalsOf(state: Pick<KlammernState, 'seats' | 'results'>): number[] {
  const out = new Array<number>(state.seats).fill(0);
  for (const r of state.results) for (let s = 0; s < state.seats; s++) out[s] += r.scores[s];
  return out;
}

export function partieOver(state: Pick<KlammernState, 'options' | 'seats' | 'results'>): boolean {
  const { games, points } = partieLimits(state.options);
  if (games !== null) return state.results.length >= games;
  return totalsOf(state).some((t) => t >= points!);
}

export function endOfGame(state: KlammernState, record: GameRecord, events: GameEvent[]): { state: KlammernState; events: GameEvent[] } {
  const results = [...state.results, record];
  const over = partieOver({ ...state, results });
  events.push({ to: 'all', type: 'game_end', record });
  return {
    state: { ...state, results, phase: over ? 'over' : 'abrechnung', window: null, ready: new Array<boolean>(state.seats).fill(false) },
    events,
  };
}

/** "Weiter": when every seat has pressed it, the next game is dealt by the next dealer. */
export function applyContinue(state: KlammernState, seat: Seat, rng: Rng): { state: KlammernState; events: GameEvent[] } {
  const ready = state.ready.slice();
  ready[seat] = true;
  const events: GameEvent[] = [{ to: 'all', type: 'ready', seat }];
  if (ready.includes(false)) return { state: { ...state, ready }, events };
  const dealer = nextSeat(state.dealer, state.seats);
  const next: KlammernState = {
    ...state,
    ...freshDeal(state.seats, dealer, state.options, rng),
    gameNo: state.gameNo + 1,
    deal: 1,
    ready: new Array<boolean>(state.seats).fill(false),
  };
  events.push({ to: 'all', type: 'game_start', gameNo: next.gameNo, dealer, upcard: next.upcard });
  return { state: next, events };
}

/** Places by side (a seat, or a pair at four): ties share; the next side's place follows on. */
export function places(totals: readonly number[], seats: number): number[] {
  const sideOf = (s: Seat) => teamOf(s, seats) ?? s;
  const sideTotals = new Map<number, number>();
  totals.forEach((t, s) => sideTotals.set(sideOf(s), t));
  return totals.map((t) => 1 + [...sideTotals.values()].filter((o) => o > t).length);
}

export function placeBonus(place: number, seats: number): number {
  if (place === 1) return 30;
  if (place === 2 && seats === 3) return 15;
  return 0;
}

export function outcome(state: KlammernState): Outcome {
  const totals = totalsOf(state);
  const placeOf = places(totals, state.seats);
  return {
    seats: totals.map((points, seat) => {
      const team = teamOf(seat, state.seats);
      return {
        seat,
        points,
        place: placeOf[seat],
        leaderboard: points + placeBonus(placeOf[seat], state.seats),
        achievements: [],
        ...(team === null ? {} : { team }),
      };
    }),
    // The Bierdeckel: every game with its value and who scored.
    detail: { bierdeckel: state.results, totals },
  };
}
