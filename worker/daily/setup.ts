// What a daily table looks like per game. Only games listed here have a daily challenge.
import type { BotLevel, GameId, TableSettings } from '@schema/protocol';

export interface DailySetup {
  settings: TableSettings;
  /** Computer seats after the player's seat 0. */
  computers: BotLevel[];
}

/** Tagesnest (Speedelster): you against 3 strong computers, 1 game, base rules (Topf), no clock, no Rat. */
const elster: DailySetup = {
  settings: {
    thinkTime: null,
    tempo: 'normal',
    botLevel: 'stark',
    stake: 0,
    game: { games: 1, houseRule: 'topf' },
    rematchFill: 'computer',
  },
  computers: ['stark', 'stark', 'stark'],
};

const setups: Partial<Record<GameId, DailySetup>> = { elster };

export function dailySetup(game: string): DailySetup | undefined {
  return Object.hasOwn(setups, game) ? setups[game as GameId] : undefined;
}

export const hasDaily = (game: string): game is GameId => dailySetup(game) !== undefined;
