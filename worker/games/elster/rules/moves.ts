// Verdeckt bieten: every magpie picks a pebble secretly; once all have, the pebbles are revealed
// together and the round is resolved. Between the games of a match everyone presses "Weiter".
import type { Rng } from '../../core/rng';
import type { GameEvent, RuleError, Seat } from '../../core/types';
import { ruleError } from '../../core/types';
import type { ElsterMove, ElsterState } from '../types';
import { gameAchievements } from './achievements';
import { resolveRound } from './round';
import { nestScore } from './scoring';
import { freshGame } from './setup';

export function pending(state: ElsterState): Seat[] {
  const out: Seat[] = [];
  if (state.phase === 'bidding') {
    for (let s = 0; s < state.seats; s++) if (state.bids[s] === null) out.push(s);
  } else if (state.phase === 'between') {
    for (let s = 0; s < state.seats; s++) if (!state.ready[s]) out.push(s);
  }
  return out;
}

export function validate(state: ElsterState, seat: Seat, input: unknown): ElsterMove | RuleError {
  if (typeof input !== 'object' || input === null) return ruleError('bad_move', 'a move must be an object');
  const m = input as Record<string, unknown>;
  if (m.type === 'bid') {
    if (state.phase !== 'bidding') return ruleError('not_bidding', 'nobody bids now');
    const pebble = m.pebble;
    if (typeof pebble !== 'number' || !Number.isInteger(pebble) || pebble < 1 || pebble > 15) {
      return ruleError('bad_pebble', 'pebble must be a whole number from 1 to 15');
    }
    const extra = Object.keys(m).find((k) => k !== 'type' && k !== 'pebble');
    if (extra !== undefined) return ruleError('bad_move', 'a bid has exactly the fields type and pebble', { field: extra });
    if (state.bids[seat] !== null) return ruleError('already_bid', 'you have already placed a pebble this round');
    if (!state.hands[seat].includes(pebble)) return ruleError('pebble_played', `pebble ${pebble} is already played`, { pebble });
    return { type: 'bid', pebble };
  }
  if (m.type === 'continue') {
    const extra = Object.keys(m).find((k) => k !== 'type');
    if (extra !== undefined) return ruleError('bad_move', "'continue' has no other fields", { field: extra });
    if (state.phase !== 'between') return ruleError('not_between', 'there is nothing to continue');
    if (state.ready[seat]) return ruleError('already_ready', 'you are already waiting for the next game');
    return { type: 'continue' };
  }
  return ruleError('bad_move', "unknown move type (expected 'bid' or 'continue')");
}

export function apply(state: ElsterState, seat: Seat, move: ElsterMove, rng: Rng): { state: ElsterState; events: GameEvent[] } {
  if (move.type === 'continue') return applyContinue(state, seat, rng);
  const bids = state.bids.slice();
  bids[seat] = move.pebble;
  const events: GameEvent[] = [{ to: 'all', type: 'bid', seat }];
  if (bids.includes(null)) return { state: { ...state, bids }, events };
  return reveal({ ...state, bids }, events);
}

/** Aufdecken: all pebbles turn at once; the round is resolved; the next card flies in. */
function reveal(state: ElsterState, events: GameEvent[]): { state: ElsterState; events: GameEvent[] } {
  const bids = state.bids as number[];
  const cards = state.pot.length ? [...state.pot, state.current as number] : [state.current as number];
  const lastCard = state.pile.length === 0;
  const round = resolveRound(cards, bids, state.options.houseRule, lastCard);
  const hands = state.hands.map((h, s) => h.filter((p) => p !== bids[s]));
  let nests = state.nests;
  if (round.winner !== null) {
    nests = nests.slice();
    nests[round.winner] = [...nests[round.winner], ...cards];
  }
  const rounds = [...state.rounds, round];
  events.push({ to: 'all', type: 'reveal', round });
  const pot = round.fate === 'pot' ? cards : [];
  if (!lastCard) {
    const pile = state.pile.slice();
    const current = pile.shift() as number;
    events.push({ to: 'all', type: 'card', card: current });
    return {
      state: { ...state, pile, current, pot, hands, nests, rounds, bids: new Array(state.seats).fill(null) },
      events,
    };
  }
  // Spielende: after the last card the nests are counted.
  const scores = nests.map(nestScore);
  const achievements = nests.map((nest, s) => gameAchievements(rounds, nest, s));
  const results = [...state.results, { nests, scores, achievements }];
  const matchOver = results.length >= state.options.games;
  events.push({ to: 'all', type: 'game_end', gameNo: state.gameNo, scores });
  return {
    state: {
      ...state,
      phase: matchOver ? 'over' : 'between',
      pile: [],
      current: null,
      pot: [],
      hands,
      nests,
      rounds,
      bids: new Array(state.seats).fill(null),
      results,
      ready: new Array(state.seats).fill(false),
    },
    events,
  };
}

/** "Weiter": when every magpie is ready, the next game of the match begins with a new shuffle. */
function applyContinue(state: ElsterState, seat: Seat, rng: Rng): { state: ElsterState; events: GameEvent[] } {
  const ready = state.ready.slice();
  ready[seat] = true;
  const events: GameEvent[] = [{ to: 'all', type: 'ready', seat }];
  if (ready.includes(false)) return { state: { ...state, ready }, events };
  const next: ElsterState = {
    ...state,
    ...freshGame(state.seats, rng),
    gameNo: state.gameNo + 1,
    phase: 'bidding',
    ready: new Array(state.seats).fill(false),
  };
  events.push({ to: 'all', type: 'game_start', gameNo: next.gameNo, card: next.current });
  return { state: next, events };
}
