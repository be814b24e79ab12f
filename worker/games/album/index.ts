// Speedalbum as a Game: the pure rules, the view, the computers and Rat.
import type { Game, GameEvent, Outcome } from '../core/types';
import type { AlbumMove, AlbumOptions, AlbumState, AlbumView } from './types';
import { defaultOptions, parseOptions } from './rules/options';
import { setup } from './rules/setup';
import { apply, pending, validate } from './rules/moves';
import { leaderboardPoints, places } from './rules/scoring';
import { roundSeen, view } from './view';
import { legalMoves } from './hints';
import { choose } from './bots';
import { advise } from './advice';
import { frontOf } from './cards';

/**
 * The end: points summed over the rounds; places never shared (a tie goes to the seat later in the
 * turn order of the last round). `leaderboard` is the normal formula (place bonus + own points);
 * the Rekordjagd counts own points only, which the host applies because only it knows the mode.
 */
export function outcome(state: AlbumState): Outcome {
  const points = new Array<number>(state.seats).fill(0);
  for (const r of state.results) r.scores.forEach((s, seat) => { points[seat] += s.total; });
  const last = state.results.length ? state.results[state.results.length - 1].starter : state.starter;
  const placeOf = places(points, last);
  return {
    seats: points.map((p, seat) => ({ seat, points: p, place: placeOf[seat], leaderboard: leaderboardPoints(p, placeOf[seat]), achievements: [] })),
    // Public: the rounds as the table sees them (the pictures' backs stay hidden).
    detail: { results: state.results.map(roundSeen) },
  };
}

type Line = { code: string; params: Record<string, string | number> } | null;

function describeEvent(ev: GameEvent): Line {
  if (ev.type === 'round_end') return { code: 'album_round_end', params: { round: ev.round as number, scores: (ev.scores as number[]).join(',') } };
  if (ev.type === 'round_start') return { code: 'album_round_start', params: { round: ev.round as number, starter: ev.starter as number } };
  if (ev.type === 'pile_moved') return { code: 'album_pile_moved', params: { from: ev.fromPile as number, to: ev.toPile as number, count: ev.count as number } };
  return null;
}

function describeMove(state: AlbumState, seat: number, move: AlbumMove): Line {
  const params: Record<string, string | number> = { seat };
  if (move.flip !== undefined) params.flip = move.flip;
  if (move.type === 'take') return { code: 'album_take', params: { ...params, pile: move.pile, card: state.piles[move.pile][0] } };
  return { code: 'album_pictures', params: { ...params, series: move.slots.map((s) => frontOf(state.market[s] as number)).join(',') } };
}

export const album: Game<AlbumState, AlbumMove, AlbumView, AlbumOptions> = {
  id: 'album',
  minSeats: 2,
  maxSeats: 6,
  // Freie Partie: "du gegen einen bis fünf Computer".
  soloComputers: { min: 1, max: 5 },
  // Tagesalbum: "du gegen zwei starke Computer", seat 0 starts, base rules.
  daily: { computers: 2, level: 'stark', options: { start: 'seat0' } },
  // Rekordjagd: "du gegen den Mitsammler Max", you start; only your own points count.
  // "Bedenkzeit: 30, 60, 90 Sekunden, 2 Minuten oder ohne (Standard 2 Minuten)."
  defaultThinkTime: 120,
  recordHunt: { computers: 1, levels: ['max'], options: { start: 'seat0' }, leaderboard: 'points' },
  parseOptions,
  defaultOptions,
  setup,
  pending,
  validate,
  apply,
  view,
  isOver: (state) => state.phase === 'over',
  outcome,
  choose,
  legalMoves,
  advise,
  describeEvent,
  describeMove,
};

export type { AlbumMove, AlbumOptions, AlbumState, AlbumView } from './types';
