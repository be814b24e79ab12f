// GET /api/lobby/:game: the open tables of one game (the foyer's first paint; live via /ws/lobby).
import { Hono } from 'hono';
import { getGame } from '@games/index';
import type { AppEnv } from '../http/app-env';
import { apiError } from '../http/errors';

export const lobby = new Hono<AppEnv>();

lobby.get('/:game', async (c) => {
  const game = getGame(c.req.param('game'));
  if (!game) return apiError(c, 404, 'unknown_game', 'No such game.');
  const tables = await c.env.LOBBY.get(c.env.LOBBY.idFromName(game.id)).list();
  return c.json({ tables });
});
