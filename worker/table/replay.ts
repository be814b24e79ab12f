// Pure: {game, options, seats, seed, actions} rebuilds a match exactly. The table host uses the
// same two functions, so a replay and the live table can never drift apart.
import { stepRng } from '@games/core/rng';
import { isRuleError, type AnyGame, type BotLevel } from '@games/core/types';
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

/**
 * A computer's choice for `seat` at action `seq`: from that seat's view only, with the rng of the
 * step and seat. The table host and the browser tests' script both call this, so they cannot drift.
 */
export function botChoice(game: AnyGame, state: unknown, seat: number, level: BotLevel, seed: string, seq: number): unknown {
  return game.choose(game.view(state, seat), level, stepRng(seed, seq, `bot:${seat}`));
}
