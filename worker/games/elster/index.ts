// Speedelster as a Game: the pure rules, the view, the computers and Rat.
import { elsterModes } from './modes';
import type { Game, Outcome } from '../core/types';
import type { ElsterMove, ElsterOptions, ElsterState, ElsterView } from './types';
import { parseOptions } from './rules/options';
import { defaultOptions, setup } from './rules/setup';
import { apply, pending, validate } from './rules/moves';
import { leaderboardPoints, places } from './rules/scoring';
import { view } from './view';
import { choose } from './bots';
import { advise } from './advice';
import { compare } from './compare';
import { describeEvent, describeMove } from './replay-rules';

function outcome(state: ElsterState): Outcome {
  const totals = new Array<number>(state.seats).fill(0);
  for (const r of state.results) for (let s = 0; s < state.seats; s++) totals[s] += r.scores[s];
  const placeOf = places(totals);
  return {
    seats: totals.map((points, seat) => ({
      seat,
      points,
      place: placeOf[seat],
      leaderboard: leaderboardPoints(state.results.map((r) => r.scores[seat]!), placeOf[seat], state.seats),
      achievements: [...new Set(state.results.flatMap((r) => r.achievements[seat]))],
      // "Bestes Spiel": the best single game (Partie) of the match is the record.
      record: { score: Math.max(...state.results.map((r) => r.scores[seat]!)) },
    })),
    detail: { results: state.results },
  };
}

/** Every pebble still in hand while bidding, or "Weiter" between games. */
function legalMoves(view: ElsterView): ElsterMove[] {
  const you = view.you;
  if (you === null) return [];
  if (view.phase === 'bidding' && !view.hasBid[you]) return view.hands[you]!.map((pebble) => ({ type: 'bid', pebble }));
  if (view.phase === 'between' && !view.ready[you]) return [{ type: 'continue' }];
  return [];
}

export const elster: Game<ElsterState, ElsterMove, ElsterView, ElsterOptions> = {
  id: 'elster',
  ...elsterModes,
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

export type { ElsterMove, ElsterOptions, ElsterState, ElsterView } from './types';
