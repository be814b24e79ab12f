// Pure: {game, options, seats, seed, actions} rebuilds a match exactly. The table host uses the
// same functions, so a replay (or a test simulating a table) and the live table never drift apart.
import { applyStep, dealOf } from '@games/core/replay';
import { stepRng } from '@games/core/rng';
import { type AnyGame, type BotLevel, type Seat } from '@games/core/types';
import type { ActionRecord } from './types';

export { matchSeed } from '@games/core/seeds';
export { replayMatch as replay } from '@games/core/replay';

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
