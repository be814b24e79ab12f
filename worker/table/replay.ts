// Pure: {game, options, seats, seed, actions} rebuilds a match exactly. The table host uses the
// same functions, so a replay (or a test simulating a table) and the live table never drift apart.
import { applyStep, dealOf } from '@games/core/replay';
import { stepRng } from '@games/core/rng';
import { isRuleError, type AnyGame, type BotLevel, type Seat } from '@games/core/types';
import { sha256Hex } from './sha256';
import type { ActionRecord } from './types';

/**
 * The seed of one match at a table; rematches get their own deal. One-way: a replay publishes its
 * match seed, which must reveal neither the table's secret seed nor the deal of any other match.
 */
export function matchSeed(tableSeed: string, matchNo: number): string {
  return sha256Hex(`match|${tableSeed}|${matchNo}`);
}

/** How matches started before their seed was kept in the match (tables stored before that). */
export function legacyMatchSeed(tableSeed: string, matchNo: number): string {
  return matchNo === 1 ? tableSeed : `${tableSeed}#${matchNo}`;
}

/** The deal, exactly as the pure replay reader makes it (worker/games/core/replay.ts). */
export function setupMatch(game: AnyGame, options: unknown, seats: number, seed: string): unknown {
  return dealOf(game, options, seats, seed);
}

/** Action `seq` (1-based within the match) is applied with `stepRng(seed, seq)`. */
export function applyAction(game: AnyGame, state: unknown, action: ActionRecord, seed: string) {
  return applyStep(game, state, action.seq, action.seat, action.move, seed);
}

/**
 * What the computer in `seat` chooses as action `seq` of the match with seed `seed`: decided from
 * that seat's view only, with its own stream. Not yet validated.
 */
export function botChoice(game: AnyGame, state: unknown, seat: Seat, level: BotLevel, seed: string, seq: number): unknown {
  return game.choose(game.view(state, seat), level, stepRng(seed, seq, `bot:${seat}`));
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

