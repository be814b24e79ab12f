// GET /api/me/stats — "Meine Partien": the requesting player's games, wins, best game, achievements,
// streaks, balance and latest ledger lines.
import { Hono } from 'hono';
import { db } from '../db/client';
import { myStats } from '../db/stats';
import type { AppEnv } from '../http/app-env';
import { ensurePlayer } from '../http/identity';

export const stats = new Hono<AppEnv>();

stats.get('/', async (c) => {
  const { player } = await ensurePlayer(c);
  const body = await myStats(db(c.env.DB), player.id, Date.now());
  c.header('Cache-Control', 'private, no-store');
  return c.json(body);
});
