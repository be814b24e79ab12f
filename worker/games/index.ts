// The game registry: every game the table host can run, by id. The host knows games only
// through this map and the Game interface.
import type { AnyGame } from './core/types';
import { elster } from './elster';
import { kleister } from './kleister';
import { album } from './album';
import { kino } from './kino';
import { klammern } from './klammern';

export const games: Record<string, AnyGame> = { elster, kleister, album, kino, klammern };

export function getGame(id: string): AnyGame | undefined {
  return Object.hasOwn(games, id) ? games[id] : undefined;
}
