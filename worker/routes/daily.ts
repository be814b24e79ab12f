// The daily challenge: POST /api/daily/:game starts today's deal (first attempt or practice);
// GET /api/daily/:game/today and /api/daily/:game/:date serve the daily lists.
import { Hono } from 'hono';
import { isRuleError } from '@games/core/types';
import type { TableInfo } from '@schema/protocol';
import { dailySecret, dailySeed } from '../daily/seed';
import { dailySetup, hasDaily } from '../daily/setup';
import { db } from '../db/client';
import { dailyList, dropAttempt, findAttempt, startAttempt, yourDaily } from '../db/daily';
import type { AppEnv } from '../http/app-env';
import { apiError } from '../http/errors';
import { ensurePlayer, readPlayer } from '../http/identity';
import { newTableId } from '../http/ids';
import { RateLimiter } from '../http/rate-limit';
import { testSeed } from '../http/test-hooks';
import { berlinDate, isDate, nextBerlinMidnight, nextDate, previousDate } from '../time/berlin';
import type { SeatInit, TableInit } from '../table/types';

/** Daily tables (first attempt or practice) one player may start per minute (per isolate). */
export const DAILY_START_LIMIT = 10;
const startLimiter = new RateLimiter(DAILY_START_LIMIT, 60_000);

/** Cache lifetimes of the public lists: a past date changes rarely (late finishers), today often. */
const PAST_MAX_AGE_S = 60;
const TODAY_MAX_AGE_S = 10;

export const daily = new Hono<AppEnv>();

const noDaily = 'This game has no daily challenge.';

daily.post('/:game', async (c) => {
  const game = c.req.param('game');
  if (!hasDaily(game)) return apiError(c, 404, 'no_daily', noDaily);
  const setup = dailySetup(game)!;
  const { player } = await ensurePlayer(c);
  const now = Date.now();
  if (!startLimiter.allow(player.id, now)) return apiError(c, 429, 'rate_limited', 'Too many new tables; wait a minute.');
  const date = berlinDate(now);
  const d = db(c.env.DB);
  const table = (id: string) => c.env.TABLE.get(c.env.TABLE.idFromName(id));

  const existing = await findAttempt(d, player.id, game, date);
  if (existing?.status === 'started') {
    // The first attempt is still running (e.g. the page was closed): go back to it.
    const info = await table(existing.tableId).info();
    if (info && info.status === 'playing' && seatedIn(info, player.id)) {
      return c.json({ id: info.id, url: `/t/${info.id}`, practice: false, resumed: true, table: info }, 200);
    }
  }

  const seed = testSeed(c.env, c.req.raw.headers) ?? await dailySeed(dailySecret(c.env.DAILY_SECRET), game, date);
  const host = { playerId: player.id, name: player.name };
  const seats: SeatInit[] = [{ kind: 'human', ...host }, ...setup.computers.map((level) => ({ kind: 'computer' as const, level }))];
  for (let attempt = 0; attempt < 3; attempt++) {
    const id = newTableId();
    const first = existing ? false : (await startAttempt(d, { playerId: player.id, game, date, tableId: id, now })).first;
    const init: TableInit = {
      id, game, mode: 'daily', settings: setup.settings, seats, host, seed,
      dailyDate: date, autoStart: true, ...(first ? {} : { practice: true }),
    };
    const created = await table(id).create(init);
    if (isRuleError(created)) {
      if (first) await dropAttempt(d, { playerId: player.id, game, date, tableId: id });
      if (created.error === 'exists') continue;
      return c.json(created, 500);
    }
    return c.json({ id, url: `/t/${id}`, practice: !first, table: created }, 201);
  }
  return apiError(c, 500, 'internal', 'Could not find a free table id.');
});

function seatedIn(info: TableInfo, playerId: string): boolean {
  return info.seats.some((s) => s.kind === 'human' && s.playerId === playerId && !s.left);
}

daily.get('/:game/today', async (c) => {
  const game = c.req.param('game');
  if (!hasDaily(game)) return apiError(c, 404, 'no_daily', noDaily);
  const now = Date.now();
  const date = berlinDate(now);
  const d = db(c.env.DB);
  // Viewers without an identity get the public list; no player is created for them.
  const player = await readPlayer(c);
  const [list, you] = await Promise.all([dailyList(d, game, date), player ? yourDaily(d, player.id, game, date) : null]);
  c.header('Cache-Control', you ? 'private, no-store' : `public, max-age=${TODAY_MAX_AGE_S}`);
  c.header('Vary', 'Cookie');
  return c.json({ game, date, today: date, previous: previousDate(date), next: null, ...list, nextDealAt: nextBerlinMidnight(now), ...(you ? { you } : {}) });
});

daily.get('/:game/:date', async (c) => {
  const game = c.req.param('game');
  if (!hasDaily(game)) return apiError(c, 404, 'no_daily', noDaily);
  const date = c.req.param('date');
  if (!isDate(date)) return apiError(c, 400, 'bad_date', 'date must be a calendar date YYYY-MM-DD.');
  const now = Date.now();
  const today = berlinDate(now);
  if (date > today) return apiError(c, 404, 'no_daily', 'That day\'s deal has not been dealt yet.', { date, today });
  const list = await dailyList(db(c.env.DB), game, date);
  c.header('Cache-Control', `public, max-age=${date === today ? TODAY_MAX_AGE_S : PAST_MAX_AGE_S}`);
  return c.json({
    game, date, today, previous: previousDate(date), next: date === today ? null : nextDate(date), ...list,
    nextDealAt: nextBerlinMidnight(now),
  });
});
