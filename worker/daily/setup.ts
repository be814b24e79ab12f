// What a daily table looks like, from the game's own `daily` config (Game.daily). Only games that
// declare one have a daily challenge; the platform adds what every daily shares: no clock, no stake.
import { getGame } from '@games/index';
import { isRuleError, type AnyGame, type DailyConfig } from '@games/core/types';
import type { BotLevel, GameId, TableSettings } from '@schema/protocol';

export interface DailySetup {
  settings: TableSettings;
  /** Computer seats after the player's seat 0. */
  computers: BotLevel[];
}

/** The daily table of a game config. Throws on options the game rejects: a bug in the config. */
export function dailySetupOf(game: AnyGame, daily: DailyConfig): DailySetup {
  const options = game.parseOptions(daily.options);
  if (isRuleError(options)) throw new Error(`${game.id}: invalid daily options: ${options.message}`);
  return {
    settings: {
      thinkTime: null,
      tempo: 'normal',
      botLevel: daily.level,
      stake: 0,
      game: options as TableSettings['game'],
      rematchFill: 'computer',
    },
    computers: Array.from({ length: daily.computers }, () => daily.level),
  };
}

export function dailySetup(gameId: string, lookup: (id: string) => AnyGame | undefined = getGame): DailySetup | undefined {
  const game = lookup(gameId);
  return game?.daily ? dailySetupOf(game, game.daily) : undefined;
}

export const hasDaily = (game: string): game is GameId => getGame(game)?.daily !== undefined;
