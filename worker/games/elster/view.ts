// What a seat may see: everything public plus its own secret bid. Never the order of the pile,
// never another seat's current bid. Spectators get the public part only.
import type { Viewer } from '../core/types';
import type { ElsterState, ElsterView } from './types';
import { nestScore } from './rules/scoring';

export function view(state: ElsterState, viewer: Viewer): ElsterView {
  const you = viewer === 'spectator' ? null : viewer;
  const totals = state.results.reduce(
    (acc, r) => acc.map((t, s) => t + r.scores[s]),
    new Array<number>(state.seats).fill(0),
  );
  // During a running game the current nests count too; after it ended they are in results already.
  if (state.phase === 'bidding') for (let s = 0; s < state.seats; s++) totals[s] += nestScore(state.nests[s]);
  return {
    seats: state.seats,
    you,
    options: state.options,
    gameNo: state.gameNo,
    phase: state.phase,
    current: state.current,
    pot: state.pot,
    remaining: state.pile.slice().sort((a, b) => a - b),
    hands: state.hands,
    hasBid: state.bids.map((b) => b !== null),
    ownBid: you === null ? null : state.bids[you],
    nests: state.nests,
    rounds: state.rounds,
    results: state.results,
    ready: state.ready,
    totals,
  };
}
