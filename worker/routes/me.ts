// GET /api/me, POST /api/me {name}: the anonymous identity and its display name.
import { Hono } from 'hono';
import { parseName } from '@schema/names';
import { db } from '../db/client';
import { renamePlayer, touchPlayer } from '../db/players';
import type { AppEnv } from '../http/app-env';
import { apiError, readJson } from '../http/errors';
import { ensurePlayer } from '../http/identity';

/** last_seen_at is written at most this often per player. */
const TOUCH_EVERY_MS = 10 * 60_000;

export const me = new Hono<AppEnv>();

me.get('/', async (c) => {
  const { player, created } = await ensurePlayer(c);
  const now = Date.now();
  if (!created && (player.lastSeenAt ?? 0) < now - TOUCH_EVERY_MS) await touchPlayer(db(c.env.DB), player.id, now);
  return c.json({ playerId: player.id, name: player.name, balance: player.balance });
});

me.post('/', async (c) => {
  const body = await readJson(c);
  if (body === null || typeof body !== 'object') return apiError(c, 400, 'bad_json', 'Body must be a JSON object.');
  const name = parseName((body as { name?: unknown }).name);
  if (name === null) return apiError(c, 400, 'bad_name', 'Name must be 1–24 characters without control characters.');
  const { player } = await ensurePlayer(c);
  await renamePlayer(db(c.env.DB), player.id, name);
  return c.json({ playerId: player.id, name, balance: player.balance });
});
