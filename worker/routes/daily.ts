// The daily challenge: POST /api/daily/:game starts today's deal (first attempt or practice);
// GET /api/daily/:game/today and /api/daily/:game/:date serve the daily lists.
import { Hono } from 'hono';
import { isRuleError, type RuleError } from '@games/core/types';
import type { TableInfo } from '@schema/protocol';
import { parOf } from '../daily/par';
import { dailySeed } from '../daily/seed';
import { dailySetup, hasDaily } from '../daily/setup';
import { db } from '../db/client';
import { dailyList, dropAttempt, findAttempt, startAttempt, yourDaily } from '../db/daily';
import type { AppEnv } from '../http/app-env';
import { apiError } from '../http/errors';
import { ensurePlayer, readPlayer } from '../http/identity';
import { newTableId } from '../db/ids';
import { limited } from '../http/limits';
import { dailySecretOf } from '../http/secrets';
import { testNow, testSeed } from '../http/test-hooks';
import { berlinDate, isDate, nextBerlinMidnight, nextDate, previousDate } from '../time/berlin';
import type { SeatInit, TableInit } from '../table/reducer/types';

/** Cache lifetimes of the public lists: a past date changes rarely (late finishers), today often. */
const PAST_MAX_AGE_S = 60;
const TODAY_MAX_AGE_S = 10;

export const daily = new Hono<AppEnv>();

const noDaily = 'This game has no daily challenge.';

daily.post('/:game', async (c) => {
  const game = c.req.param('game');
  if (!hasDaily(game)) return apiError(c, 404, 'no_daily', noDaily);
  const setup = dailySetup(game)!;
  // Starting the daily is an explicit action: it may create the identity.
  const who = await ensurePlayer(c);
  if (who instanceof Response) return who;
  const { player } = who;
  const over = await limited(c, 'tables', player.id);
  if (over) return over;
  const now = testNow(c.env, c.req.raw.headers);
  const date = berlinDate(now);
  const d = db(c.env.DB);
  const table = (id: string) => c.env.TABLE.get(c.env.TABLE.idFromName(id));

  const existing = await findAttempt(d, player.id, game, date);
  if (existing?.status === 'started') {
    // The first attempt is still running (e.g. the page was closed): go back to it.
    const stub = table(existing.tableId);
    const info = await stub.info();
    if (info && info.status === 'playing' && (await stub.seatOfPlayer(player.id)) !== null) {
      return c.json({ id: info.id, url: `/t/${info.id}`, practice: false, resumed: true, table: info }, 200);
    }
  }

  const seed = testSeed(c.env, c.req.raw.headers) ?? await dailySeed(dailySecretOf(c.env), game, date);
  const host = { playerId: player.id, name: player.name };
  const seats: SeatInit[] = [{ kind: 'human', ...host }, ...setup.computers.map((level) => ({ kind: 'computer' as const, level }))];
  for (let attempt = 0; attempt < 3; attempt++) {
    const id = newTableId();
    const first = existing ? false : (await startAttempt(d, { playerId: player.id, game, date, tableId: id, now })).first;
    const init: TableInit = {
      id, game, mode: 'daily', settings: setup.settings, seats, host, seed,
      dailyDate: date, autoStart: true, ...(first ? {} : { practice: true }),
    };
    // Any failure to create the table (an error or a throw) gives the day's first attempt back.
    let created: TableInfo | RuleError;
    try {
      created = await table(id).create(init);
    } catch (e) {
      if (first) await dropAttempt(d, { playerId: player.id, game, date, tableId: id });
      throw e;
    }
    if (isRuleError(created)) {
      if (first) await dropAttempt(d, { playerId: player.id, game, date, tableId: id });
      if (created.error === 'exists') continue;
      return c.json(created, 500);
    }
    return c.json({ id, url: `/t/${id}`, practice: !first, table: created }, 201);
  }
  return apiError(c, 500, 'internal', 'Could not find a free table id.');
});

daily.get('/:game/today', async (c) => {
  const game = c.req.param('game');
  if (!hasDaily(game)) return apiError(c, 404, 'no_daily', noDaily);
  const now = testNow(c.env, c.req.raw.headers);
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
  // A past day's rows link to their replays (a daily table plays one match).
  const d = db(c.env.DB);
  const list = await dailyList(d, game, date, undefined, date < today);
  // The day's par (the strong computer's points on the deal) only once the day has ended: before,
  // it would tell what the deal is worth. Played on the first request for a list with players.
  const par = date < today && list.total > 0 ? await parOf(d, dailySecretOf(c.env), game, date, now) : null;
  c.header('Cache-Control', `public, max-age=${date === today ? TODAY_MAX_AGE_S : PAST_MAX_AGE_S}`);
  return c.json({
    game, date, today, previous: previousDate(date), next: date === today ? null : nextDate(date), ...list,
    ...(par ? { par: { points: par.points, place: par.place } } : {}),
    nextDealAt: nextBerlinMidnight(now),
  });
});
