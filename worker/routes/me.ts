// GET /api/me: who the cookie says you are (anonymous until an explicit action created you).
// POST /api/me {name?}: the explicit way to become a player (and to change the display name).
import { Hono } from 'hono';
import { parseName } from '@schema/names';
import { db } from '../db/client';
import { renamePlayer, touchPlayer } from '../db/players';
import type { AppEnv } from '../http/app-env';
import { apiError, readJsonObject, unknownKeyError } from '../http/errors';
import { ensurePlayer, readPlayer } from '../http/identity';

/** last_seen_at is written at most this often per player. */
const TOUCH_EVERY_MS = 10 * 60_000;

export const me = new Hono<AppEnv>();

me.get('/', async (c) => {
  c.header('Cache-Control', 'private, no-store');
  const player = await readPlayer(c, true);
  // Looking creates nobody: no cookie, no D1 row (a crawler or list viewer stays anonymous).
  if (!player) return c.json({ playerId: null, name: null, balance: null });
  const now = Date.now();
  if ((player.lastSeenAt ?? 0) < now - TOUCH_EVERY_MS) await touchPlayer(db(c.env.DB), player.id, now);
  return c.json({ playerId: player.id, name: player.name, balance: player.balance });
});

me.post('/', async (c) => {
  const body = await readJsonObject(c);
  if (body === null) return apiError(c, 400, 'bad_json', 'Body must be a JSON object.');
  const unknown = unknownKeyError(c, body, ['name']);
  if (unknown) return unknown;
  let name: string | null = null;
  if (body.name !== undefined) {
    name = parseName(body.name);
    if (name === null) return apiError(c, 400, 'bad_name', 'Name must be 1–24 characters without control characters.');
  }
  const who = await ensurePlayer(c);
  if (who instanceof Response) return who;
  const { player, created } = who;
  if (name !== null) await renamePlayer(db(c.env.DB), player.id, name);
  c.header('Cache-Control', 'private, no-store');
  return c.json({ playerId: player.id, name: name ?? player.name, balance: player.balance }, created ? 201 : 200);
});
