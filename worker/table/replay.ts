// Pure: {game, options, seats, seed, actions} rebuilds a match exactly. The table host uses the
// same two functions, so a replay and the live table can never drift apart.
import { stepRng } from '@games/core/rng';
import { isRuleError, type AnyGame } from '@games/core/types';
import type { ActionRecord } from './types';

/** The seed of one match at a table; rematches get their own deal. */
export function matchSeed(tableSeed: string, matchNo: number): string {
  return matchNo === 1 ? tableSeed : `${tableSeed}#${matchNo}`;
}

export function setupMatch(game: AnyGame, options: unknown, seats: number, seed: string): unknown {
  return game.setup(seats, options, stepRng(seed, 0, 'setup'));
}

/** Action `seq` (1-based within the match) is applied with `stepRng(seed, seq)`. */
export function applyAction(game: AnyGame, state: unknown, action: ActionRecord, seed: string) {
  return game.apply(state, action.seat, action.move, stepRng(seed, action.seq));
}

export function replay(game: AnyGame, options: unknown, seats: number, seed: string, actions: readonly ActionRecord[]): unknown {
  let state = setupMatch(game, options, seats, seed);
  actions.forEach((action, i) => {
    if (action.seq !== i + 1) throw new Error(`replay: action ${i} has seq ${action.seq}, expected ${i + 1}`);
    const move = game.validate(state, action.seat, action.move);
    if (isRuleError(move)) throw new Error(`replay: action ${action.seq} is illegal: ${move.error}`);
    state = applyAction(game, state, { ...action, move }, seed).state;
  });
  return state;
}
