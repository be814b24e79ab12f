// POST /api/tables: create a table; GET /api/tables/:id: its public facts.
import { Hono } from 'hono';
import { getGame } from '@games/index';
import { isRuleError } from '@games/core/types';
import type { AppEnv } from '../http/app-env';
import { apiError, readJson } from '../http/errors';
import { ensurePlayer } from '../http/identity';
import { newSeed, newTableId, TABLE_ID } from '../http/ids';
import { RateLimiter } from '../http/rate-limit';
import { testSeed } from '../http/test-hooks';
import type { SeatInit, TableInit } from '../table/types';
import { isApiError, planTable } from './table-request';

/** Tables one player may create per minute (per isolate). */
export const CREATE_LIMIT = 10;
const createLimiter = new RateLimiter(CREATE_LIMIT, 60_000);

export const tables = new Hono<AppEnv>();

tables.post('/', async (c) => {
  const body = await readJson(c);
  if (body === null) return apiError(c, 400, 'bad_json', 'Body must be a JSON object.');
  const plan = planTable(body, getGame);
  if (isApiError(plan)) return c.json(plan, 400);

  const { player } = await ensurePlayer(c);
  if (!createLimiter.allow(player.id, Date.now())) {
    return apiError(c, 429, 'rate_limited', 'Too many new tables; wait a minute.');
  }
  const host = { playerId: player.id, name: player.name };
  const seats: SeatInit[] = plan.seats.map((s) => (s.kind === 'host' ? { kind: 'human', ...host } : s));
  const base = { game: plan.game, mode: plan.mode, settings: plan.settings, seats, host, autoStart: plan.mode !== 'multi' };
  const seed = testSeed(c.env, c.req.raw.headers) ?? newSeed();
  // Ids have 40 random bits; a collision is next to impossible but must never join two tables.
  for (let attempt = 0; attempt < 3; attempt++) {
    const id = newTableId();
    const init: TableInit = { ...base, id, seed };
    const table = await c.env.TABLE.get(c.env.TABLE.idFromName(id)).create(init);
    if (isRuleError(table) && table.error === 'exists') continue;
    if (isRuleError(table)) return c.json(table, 400);
    return c.json({ id, url: `/t/${id}`, table }, 201);
  }
  return apiError(c, 500, 'internal', 'Could not find a free table id.');
});

tables.get('/:id', async (c) => {
  const id = c.req.param('id');
  if (!TABLE_ID.test(id)) return apiError(c, 404, 'not_found', 'No such table.');
  const table = await c.env.TABLE.get(c.env.TABLE.idFromName(id)).info();
  if (!table) return apiError(c, 404, 'not_found', 'No such table.');
  return c.json(table);
});
