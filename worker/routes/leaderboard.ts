// GET /api/leaderboard/:game?period=week|month|all|rating — the Bestenliste: top 100 by points for
// the Berlin week, month or all time; `rating`: the skill rating (Glicko-2). Public; with a valid
// identity cookie the answer also carries the requester's own standing (then cached privately only).
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { getGame } from '@games/index';
import { db } from '../db/client';
import { leaderboard, PERIODS, type PeriodName } from '../db/leaderboard';
import { ratingList } from '../db/rating';
import type { AppEnv } from '../http/app-env';
import { apiError } from '../http/errors';
import { COOKIE_NAME, readPlayer } from '../http/identity';

export const MAX_AGE_S = 30;

export const leaderboardRoutes = new Hono<AppEnv>();

leaderboardRoutes.get('/:game', async (c) => {
  const game = getGame(c.req.param('game'));
  if (!game) return apiError(c, 404, 'unknown_game', 'No such game.');
  const period = c.req.query('period') ?? 'week';
  if (period !== 'rating' && !PERIODS.includes(period as PeriodName)) {
    return apiError(c, 400, 'bad_period', 'period must be week, month, all or rating.', { allowed: [...PERIODS, 'rating'].join(',') });
  }
  const personal = getCookie(c, COOKIE_NAME) !== undefined;
  const you = personal ? (await readPlayer(c))?.id ?? null : null;
  // "Wertung": the skill rating beside the Bestenliste.
  const list = period === 'rating'
    ? { game: game.id, period, ...(await ratingList(db(c.env.DB), game.id, you)) }
    : await leaderboard(db(c.env.DB), game.id, period as PeriodName, Date.now(), you);
  c.header('Cache-Control', `${personal ? 'private' : 'public'}, max-age=${MAX_AGE_S}`);
  c.header('Vary', 'Cookie');
  return c.json(list);
});
