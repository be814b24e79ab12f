// "Wie hätte der Computer gespielt?" and the day's par, from a replay record: the pure comparison
// (worker/games/core/compare.ts) fed with the record's game, options, seats, seed and actions.
import { compareDecisions, computerResult, type ComputerResult } from '@games/core/compare';
import { isRuleError, type AnyGame, type BotLevel } from '@games/core/types';
import { getGame } from '@games/index';
import type { ComputerComparison, ReplayRecord, ReplaySeat } from '@schema/replay';
import { dailySetup } from './setup';
import { replayMatch as replay } from '@games/core/replay';

/** The seat levels of a record; a human seat (the player's) gets the daily's level, replaced by stark. */
function levelsOf(seats: readonly ReplaySeat[], fallback: BotLevel): BotLevel[] {
  return seats.map((s) => (s.kind === 'computer' ? s.level : fallback));
}

/** Whether a game can be compared: it has a daily and the compare hook. */
export function canCompare(game: AnyGame | undefined): game is AnyGame {
  return game?.daily !== undefined && game.compare !== undefined;
}

/** The strong computer in seat 0 of the game's daily table, dealt with the match seed `seed`: the day's par. */
export function dailyPar(gameId: string, seed: string): ComputerResult | null {
  const game = getGame(gameId);
  const setup = dailySetup(gameId);
  if (!canCompare(game) || !setup) return null;
  const options = game.parseOptions(setup.settings.game);
  if (isRuleError(options)) throw new Error(`${gameId}: daily options rejected`);
  return computerResult(game, options, seed, ['stark', ...setup.computers], 0);
}

/**
 * The comparison of a daily match's record for its human seat. `par`: the computer's result on this
 * very deal when already known (the day's par, same seed), else it is played here.
 */
export function comparisonOf(record: ReplayRecord, par: ComputerResult | null): { comparison: ComputerComparison; computer: ComputerResult } | null {
  const game = getGame(record.game);
  if (!canCompare(game)) return null;
  const seat = record.seats.findIndex((s) => s.kind === 'human');
  if (seat < 0) return null;
  const levels = levelsOf(record.seats, game.daily!.level);
  const computer = par ?? computerResult(game, record.options, record.seed, levels, seat);
  const decisions = compareDecisions(game, record.options, record.seats.length, record.seed, record.actions, seat);
  let you: ComputerComparison['you'] = null;
  let coop = false;
  if (!record.abandoned) {
    const final = replay(game, record.options, record.seats.length, record.seed, record.actions.map((a, i) => ({ seq: i + 1, seat: a.seat, move: a.move })));
    const outcome = game.isOver(final) ? game.outcome(final) : null;
    const mine = outcome?.seats.find((s) => s.seat === seat);
    you = mine ? { points: mine.points, place: mine.place } : null;
    coop = outcome?.coop === true;
  }
  return {
    comparison: {
      v: 1, table: record.table, match: record.match, game: record.game, seat, you, ...(coop ? { coop: true as const } : {}),
      computer: { points: computer.points, place: computer.place }, ...decisions,
    },
    computer,
  };
}
