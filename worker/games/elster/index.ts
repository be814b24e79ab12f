// Speedelster as a Game: the pure rules, the view, the computers and Rat.
import type { Game, GameEvent, Outcome } from '../core/types';
import type { ElsterMove, ElsterOptions, ElsterState, ElsterView, RoundRecord } from './types';
import { parseOptions } from './rules/options';
import { defaultOptions, setup } from './rules/setup';
import { apply, pending, validate } from './rules/moves';
import { leaderboardPoints, places } from './rules/scoring';
import { view } from './view';
import { choose } from './bots';
import { advise } from './advice';

/** Game-log lines for the public events: the reveal with every bid, and game starts and ends. */
function describeEvent(ev: GameEvent): { code: string; params: Record<string, string | number> } | null {
  if (ev.type === 'reveal') {
    const r = ev.round as RoundRecord;
    return { code: 'elster_reveal', params: { bids: r.bids.join(','), cancelled: r.cancelled.join(','), cards: r.cards.join(','), winner: r.winner ?? -1, fate: r.fate } };
  }
  if (ev.type === 'game_start' || ev.type === 'game_end') return { code: `elster_${ev.type}`, params: { gameNo: ev.gameNo as number } };
  return null;
}

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
  minSeats: 2,
  maxSeats: 5,
  // "Menschen sitzen auf den Plätzen 1 bis 4, Platz 5 spielt immer der Computer."
  computerOnlySeats: [4],
  // Freie Partie: "du gegen eine bis vier Computer-Elstern".
  soloComputers: { min: 1, max: 4 },
  // Tagesnest: you against 3 strong computers, 1 game, base rules (Topf) — SPEC §3.
  daily: { computers: 3, level: 'stark', options: { games: 1, houseRule: 'topf' } },
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
  describeMove: (_state, seat, move) => (move.type === 'bid' ? { code: 'elster_bid', params: { seat } } : null),
};

export type { ElsterMove, ElsterOptions, ElsterState, ElsterView } from './types';
