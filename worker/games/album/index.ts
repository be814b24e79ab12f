// Speedalbum as a Game: the pure rules, the view, the computers and Rat.
import { albumModes } from './modes';
import type { Game, Outcome } from '../core/types';
import type { AlbumMove, AlbumOptions, AlbumState, AlbumView } from './types';
import { defaultOptions, parseOptions } from './rules/options';
import { setup } from './rules/setup';
import { apply, pending, validate } from './rules/moves';
import { leaderboardPoints, places } from './rules/scoring';
import { roundSeen, view } from './view';
import { legalMoves } from './hints';
import { choose } from './bots';
import { advise } from './advice';
import { compare } from './compare';
import { describeEvent, describeMove } from './replay-rules';

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

export const album: Game<AlbumState, AlbumMove, AlbumView, AlbumOptions> = {
  id: 'album',
  ...albumModes,
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
  compare,
  describeEvent,
  describeMove,
};

export type { AlbumMove, AlbumOptions, AlbumState, AlbumView } from './types';
