// GET /api/leaderboard/:game?period=week|month|all — the Bestenliste: top 100 by points for the
// Berlin week, month or all time. Public; with a valid identity cookie the answer also carries the
// requester's own standing (and is then cached privately only).
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { getGame } from '@games/index';
import { db } from '../db/client';
import { leaderboard, PERIODS, type PeriodName } from '../db/leaderboard';
import type { AppEnv } from '../http/app-env';
import { apiError } from '../http/errors';
import { COOKIE_NAME, readPlayer } from '../http/identity';

export const MAX_AGE_S = 30;

export const leaderboardRoutes = new Hono<AppEnv>();

leaderboardRoutes.get('/:game', async (c) => {
  const game = getGame(c.req.param('game'));
  if (!game) return apiError(c, 404, 'unknown_game', 'No such game.');
  const period = (c.req.query('period') ?? 'week') as PeriodName;
  if (!PERIODS.includes(period)) return apiError(c, 400, 'bad_period', 'period must be week, month or all.', { allowed: PERIODS.join(',') });
  const personal = getCookie(c, COOKIE_NAME) !== undefined;
  const you = personal ? (await readPlayer(c))?.id ?? null : null;
  const list = await leaderboard(db(c.env.DB), game.id, period, Date.now(), you);
  c.header('Cache-Control', `${personal ? 'private' : 'public'}, max-age=${MAX_AGE_S}`);
  c.header('Vary', 'Cookie');
  return c.json(list);
});
