// GET /api/me/stats — "Meine Partien": the requesting player's games, wins, best game, achievements,
// streaks, balance and latest ledger lines.
import { Hono } from 'hono';
import { db } from '../db/client';
import { myStats } from '../db/stats';
import type { AppEnv } from '../http/app-env';
import { apiError } from '../http/errors';
import { readPlayer } from '../http/identity';

export const stats = new Hono<AppEnv>();

stats.get('/', async (c) => {
  c.header('Cache-Control', 'private, no-store');
  const player = await readPlayer(c);
  if (!player) return apiError(c, 401, 'no_identity', 'No valid identity cookie; play a game first.');
  const body = await myStats(db(c.env.DB), player.id, Date.now());
  return c.json(body);
});
