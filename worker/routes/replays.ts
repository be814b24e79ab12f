// GET /api/replays/:table/:match — a finished match's replay record (schema/replay.ts) as JSON.
// 404 until the match has ended and its results are in D1; a daily deal's replay is 403
// 'daily_running' before its Berlin day has ended, except for the humans who played that match.
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { db } from '../db/client';
import { readReplay } from '../db/replays';
import type { AppEnv } from '../http/app-env';
import { apiError } from '../http/errors';
import { COOKIE_NAME, readPlayer } from '../http/identity';

/** A finished replay never changes: shared caches may keep it for a day. */
export const REPLAY_MAX_AGE_S = 24 * 3600;

export const replayRoutes = new Hono<AppEnv>();

replayRoutes.get('/:table/:match', async (c) => {
  const match = Number(c.req.param('match'));
  if (!Number.isInteger(match) || match < 1) return apiError(c, 404, 'not_found', 'No such replay.');
  const player = getCookie(c, COOKIE_NAME) !== undefined ? await readPlayer(c) : null;
  const read = await readReplay(db(c.env.DB), c.req.param('table'), match, player?.id ?? null, Date.now());
  if (!read.ok) {
    c.header('Cache-Control', 'private, no-store');
    if (read.reason === 'daily_running') {
      return apiError(c, 403, 'daily_running', 'This daily deal is still being played; its replays open after the day.', { date: read.dailyDate ?? '' });
    }
    return apiError(c, 404, 'not_found', 'No such replay (the match may still be running).');
  }
  // A daily replay served before the day's end is for its player only.
  const open = read.dailyDate === null || player === null;
  c.header('Cache-Control', open ? `public, max-age=${REPLAY_MAX_AGE_S}` : 'private, no-store');
  c.header('Vary', 'Cookie');
  return c.body(read.json, 200, { 'Content-Type': 'application/json; charset=utf-8' });
});
