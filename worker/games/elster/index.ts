// Speedelster as a Game: the pure rules, the view, the computers and Rat.
import type { Game, Outcome } from '../core/types';
import type { ElsterMove, ElsterOptions, ElsterState, ElsterView } from './types';
import { parseOptions } from './rules/options';
import { defaultOptions, setup } from './rules/setup';
import { apply, pending, validate } from './rules/moves';
import { leaderboardPoints, places } from './rules/scoring';
import { view } from './view';
import { choose } from './bots';
import { advise } from './advice';

function outcome(state: ElsterState): Outcome {
  const totals = new Array<number>(state.seats).fill(0);
  for (const r of state.results) for (let s = 0; s < state.seats; s++) totals[s] += r.scores[s];
  const placeOf = places(totals);
  return {
    seats: totals.map((points, seat) => ({
      seat,
      points,
      place: placeOf[seat],
      leaderboard: leaderboardPoints(points, placeOf[seat], state.seats),
      achievements: [...new Set(state.results.flatMap((r) => r.achievements[seat]))],
    })),
    detail: { results: state.results },
  };
}

export const elster: Game<ElsterState, ElsterMove, ElsterView, ElsterOptions> = {
  id: 'elster',
  minSeats: 2,
  maxSeats: 5,
  // "Menschen sitzen auf den Plätzen 1 bis 4, Platz 5 spielt immer der Computer."
  computerOnlySeats: [4],
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
  advise,
  describeMove: (_state, seat, move) => (move.type === 'bid' ? { code: 'elster_bid', params: { seat } } : null),
};

export type { ElsterMove, ElsterOptions, ElsterState, ElsterView } from './types';
