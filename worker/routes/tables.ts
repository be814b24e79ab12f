// POST /api/tables: create a table; GET /api/tables/:id: its public facts.
import { Hono } from 'hono';
import { getGame } from '@games/index';
import { isRuleError } from '@games/core/types';
import type { AppEnv } from '../http/app-env';
import { apiError, readJsonObject } from '../http/errors';
import { ensurePlayer, readPlayer } from '../http/identity';
import { newSeed, newTableId, TABLE_ID } from '../db/ids';
import { chargeMiss, clientAddress, limited } from '../http/limits';
import { LOBBY_PER_SOURCE } from '../lobby/lobby-do';
import { DAILY_CLOSED_MESSAGE } from '../table/reducer/people';
import { testSeed } from '../http/test-hooks';
import type { SeatInit, TableInit } from '../table/reducer/types';
import { isApiError, planTable } from './table-request';

export const tables = new Hono<AppEnv>();

tables.post('/', async (c) => {
  const body = await readJsonObject(c);
  if (body === null) return apiError(c, 400, 'bad_json', 'Body must be a JSON object.');
  const plan = planTable(body, getGame);
  if (isApiError(plan)) return c.json(plan, 400);

  // Opening a table is an explicit action: it may create the identity.
  const who = await ensurePlayer(c);
  if (who instanceof Response) return who;
  const { player } = who;
  const over = await limited(c, 'tables', player.id);
  if (over) return over;
  const host = { playerId: player.id, name: player.name };
  const seats: SeatInit[] = plan.seats.map((s) => (s.kind === 'host' ? { kind: 'human', ...host } : s));
  const base = { game: plan.game, mode: plan.mode, settings: plan.settings, seats, host, autoStart: plan.mode !== 'multi' };
  const seed = testSeed(c.env, c.req.raw.headers) ?? newSeed();
  // Ids have 50 random bits; a collision is next to impossible but must never join two tables.
  for (let attempt = 0; attempt < 3; attempt++) {
    const id = newTableId();
    const init: TableInit = { ...base, id, seed };
    // A table with others goes to the foyer: one address may have only so many there at once.
    if (plan.mode === 'multi' && !(await c.env.LOBBY.get(c.env.LOBBY.idFromName(plan.game)).admit(clientAddress(c), id))) {
      return apiError(c, 429, 'too_many_tables', `At most ${LOBBY_PER_SOURCE} open tables from one address; wait until one of them starts.`, { limit: LOBBY_PER_SOURCE });
    }
    const table = await c.env.TABLE.get(c.env.TABLE.idFromName(id)).create(init);
    if (isRuleError(table) && table.error === 'exists') continue;
    if (isRuleError(table)) return c.json(table, 400);
    return c.json({ id, url: `/t/${id}`, table }, 201);
  }
  return apiError(c, 500, 'internal', 'Could not find a free table id.');
});

// Looked up per address (LIMITS.lookups): a table id is the link that seats a friend, so guessing
// ids is made slow — every look-up counts, a miss MISS_COST times (docs/DECISIONS.md).
tables.get('/:id', async (c) => {
  const over = await limited(c, 'lookups');
  if (over) return over;
  const id = c.req.param('id');
  if (!TABLE_ID.test(id)) return apiError(c, 404, 'not_found', 'No such table.');
  const stub = c.env.TABLE.get(c.env.TABLE.idFromName(id));
  const table = await stub.info();
  if (!table) {
    await chargeMiss(c);
    return apiError(c, 404, 'not_found', 'No such table.');
  }
  // A running daily is closed to everyone but its player, as its socket is (the page says so
  // instead of a socket that cannot open).
  if (table.mode === 'daily') {
    const date = await stub.dailyClosedTo((await readPlayer(c))?.id ?? null);
    if (date !== null) return apiError(c, 403, 'daily_running', DAILY_CLOSED_MESSAGE, { date });
  }
  return c.json(table);
});
