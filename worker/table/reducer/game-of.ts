// The game a stored table plays, from the registry (the one place the host meets a game).
import type { AnyGame } from '@games/core/types';
import { getGame } from '@games/index';
import type { Table } from './model';

export function gameOf(t: Pick<Table, 'id' | 'game'>): AnyGame {
  const game = getGame(t.game);
  if (!game) throw new Error(`table ${t.id}: unknown game ${t.game}`);
  return game;
}
