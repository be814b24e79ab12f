// Creating tables: request validation (planTable and POST /api/tables), GET /api/tables/:id.
import { describe, expect, it } from 'vitest';
import type { TableInfo } from '@schema/protocol';
import { getGame } from '@games/index';
import { planTable, type TablePlan } from '../../../worker/routes/table-request';
import { LOBBY_PER_SOURCE } from '../../../worker/lobby/lobby-do';
import { call, cookieFrom, env, newPlayer, postJson } from '../api-helpers';

const plan = (body: unknown) => planTable(body, getGame);

describe('planTable', () => {
  it('solo Speedelster: you and three normal computers, no clock, autostarting defaults', () => {
    expect(plan({ game: 'elster', mode: 'solo' })).toEqual({
      game: 'elster',
      mode: 'solo',
      settings: {
        thinkTime: null,
        tempo: 'normal',
        botLevel: 'normal',
        stake: 0,
        game: { games: 1, houseRule: 'topf' },
        rematchFill: 'computer',
      },
      seats: [{ kind: 'host' }, ...Array(3).fill({ kind: 'computer', level: 'normal' })],
    } satisfies TablePlan);
  });

  it('solo with one strong computer and house rule "Weg damit" over three games', () => {
    const p = plan({
      game: 'elster',
      mode: 'solo',
      computers: { count: 1, level: 'stark' },
      settings: { game: { games: 3, houseRule: 'weg' }, tempo: 'turbo' },
    }) as TablePlan;
    expect(p.seats).toEqual([{ kind: 'host' }, { kind: 'computer', level: 'stark' }]);
    expect(p.settings).toMatchObject({ botLevel: 'stark', tempo: 'turbo', game: { games: 3, houseRule: 'weg' } });
  });

  it('multi Speedelster: host in seat 0, seat 5 always a computer, the rest free; 60 s think time', () => {
    const p = plan({ game: 'elster', mode: 'multi' }) as TablePlan;
    expect(p.seats).toEqual([
      { kind: 'host' },
      { kind: 'empty' },
      { kind: 'empty' },
      { kind: 'empty' },
      { kind: 'computer', level: 'normal' },
    ]);
    expect(p.settings.thinkTime).toBe(60);
  });

  it('multi with fewer seats has no forced computer; extra computers fill from the back', () => {
    expect((plan({ game: 'elster', mode: 'multi', seats: 3 }) as TablePlan).seats).toEqual([
      { kind: 'host' },
      { kind: 'empty' },
      { kind: 'empty' },
    ]);
    const p = plan({
      game: 'elster',
      mode: 'multi',
      seats: 5,
      computers: { count: 2, level: 'leicht' },
      settings: { thinkTime: null, stake: 25, botLevel: 'stark' },
    }) as TablePlan;
    expect(p.seats.map((s) => s.kind)).toEqual(['host', 'empty', 'empty', 'computer', 'computer']);
    expect(p.settings).toMatchObject({ thinkTime: null, stake: 25, botLevel: 'stark' });
  });

  it.each([
    ['not an object', 'elster', 'bad_json'],
    ['unknown game', { game: 'skat', mode: 'solo' }, 'unknown_game'],
    ['no game', { mode: 'solo' }, 'unknown_game'],
    ['bad mode', { game: 'elster', mode: 'daily' }, 'bad_mode'],
    ['too many seats', { game: 'elster', mode: 'multi', seats: 6 }, 'bad_seats'],
    ['too few seats', { game: 'elster', mode: 'multi', seats: 1 }, 'bad_seats'],
    ['fractional seats', { game: 'elster', mode: 'multi', seats: 2.5 }, 'bad_seats'],
    ['no computer in solo', { game: 'elster', mode: 'solo', computers: { count: 0 } }, 'bad_computers'],
    ['five computers in solo', { game: 'elster', mode: 'solo', computers: { count: 5 } }, 'bad_computers'],
    ['seats and computers disagree', { game: 'elster', mode: 'solo', seats: 3, computers: { count: 3 } }, 'bad_seats'],
    ['negative computers', { game: 'elster', mode: 'multi', computers: { count: -1 } }, 'bad_computers'],
    ['computers fill every seat and more', { game: 'elster', mode: 'multi', seats: 3, computers: { count: 3 } }, 'bad_computers'],
    ['bad computer level', { game: 'elster', mode: 'solo', computers: { count: 2, level: 'mittel' } }, 'bad_level'],
    ['think time 45', { game: 'elster', mode: 'multi', settings: { thinkTime: 45 } }, 'bad_think_time'],
    ['a clock in solo Speedelster', { game: 'elster', mode: 'solo', settings: { thinkTime: 60 } }, 'bad_think_time'],
    ['bad tempo', { game: 'elster', mode: 'multi', settings: { tempo: 'schnell' } }, 'bad_tempo'],
    ['bad bot level', { game: 'elster', mode: 'multi', settings: { botLevel: 'max' } }, 'bad_level'],
    ['stake above 1000', { game: 'elster', mode: 'multi', settings: { stake: 1001 } }, 'bad_stake'],
    ['negative stake', { game: 'elster', mode: 'multi', settings: { stake: -1 } }, 'bad_stake'],
    ['fractional stake', { game: 'elster', mode: 'multi', settings: { stake: 1.5 } }, 'bad_stake'],
    ['a stake in solo', { game: 'elster', mode: 'solo', settings: { stake: 10 } }, 'bad_stake'],
    ['bad rematchFill', { game: 'elster', mode: 'multi', settings: { rematchFill: 'nobody' } }, 'bad_rematch_fill'],
    ['unknown setting', { game: 'elster', mode: 'multi', settings: { cheat: true } }, 'bad_settings'],
    ['settings not an object', { game: 'elster', mode: 'multi', settings: [] }, 'bad_settings'],
    // Keys that name members of Object.prototype are unknown settings like any other (they were a 500).
    ['setting "toString"', { game: 'elster', mode: 'multi', settings: { toString: 1 } }, 'bad_settings'],
    ['setting "constructor"', JSON.parse('{"game":"elster","mode":"multi","settings":{"constructor":1}}'), 'bad_settings'],
    ['setting "__proto__"', JSON.parse('{"game":"elster","mode":"multi","settings":{"__proto__":{"stake":5}}}'), 'bad_settings'],
    ['bad game options', { game: 'elster', mode: 'multi', settings: { game: { games: 2 } } }, 'bad_options'],
    ['a nested game option', { game: 'elster', mode: 'multi', settings: { game: { games: [3] } } }, 'bad_settings'],
    // Keys that name Object.prototype members are unknown options too (they were dropped without a word).
    ['game option "__proto__"', JSON.parse('{"game":"elster","mode":"multi","settings":{"game":{"__proto__":3}}}'), 'bad_options'],
    ['game option "constructor"', JSON.parse('{"game":"kleister","mode":"multi","settings":{"game":{"constructor":1}}}'), 'bad_options'],
  ])('rejects %s', (_label, body, error) => {
    expect(plan(body)).toMatchObject({ error, message: expect.any(String) });
  });

  // A bot writer's finding: these came without params, while PROTOCOL §2 promises a reason for each.
  it.each([
    ['computers not an object', { game: 'elster', mode: 'solo', computers: 2 }, 'bad_computers', { key: 'computers' }],
    ['computers null', { game: 'elster', mode: 'solo', computers: null }, 'bad_computers', { key: 'computers' }],
    ['a fractional count', { game: 'elster', mode: 'solo', computers: { count: 1.5 } }, 'bad_computers', { key: 'computers.count' }],
    ['a count as text', { game: 'kleister', mode: 'solo', computers: { count: '2' } }, 'bad_computers', { key: 'computers.count' }],
    ['a negative count', { game: 'elster', mode: 'multi', computers: { count: -1 } }, 'bad_computers', { key: 'computers.count' }],
    ['an unknown key in computers', { game: 'elster', mode: 'solo', computers: { count: 2, strength: 3 } }, 'bad_computers', { key: 'computers.strength' }],
    ['seats as text', { game: 'elster', mode: 'multi', seats: '3' }, 'bad_seats', { min: 2, max: 5 }],
    ['fractional seats', { game: 'kleister', mode: 'multi', seats: 2.5 }, 'bad_seats', { min: 2, max: 5 }],
    ['solo seats that are not 1 + computers', { game: 'elster', mode: 'solo', seats: 3, computers: { count: 3 } }, 'bad_seats', { min: 2, max: 5 }],
  ])('%s is %s with params %o', (_label, body, error, params) => {
    expect(plan(body)).toEqual({ error, message: expect.any(String), params });
  });
});

describe('POST /api/tables', () => {
  it('rejects bad input with 400 and the error code, creating no identity', async () => {
    const res = await postJson('/api/tables', { game: 'elster', mode: 'multi', settings: { stake: 5000 } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'bad_stake', params: { max: 1000 } });
    expect(cookieFrom(res)).toBeNull();
    const notJson = await postJson('/api/tables', 'nope');
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ error: 'bad_json' });
  });

  it('answers a prototype key in settings 400 bad_settings, not 500', async () => {
    const res = await postJson('/api/tables', JSON.parse('{"game":"elster","mode":"multi","settings":{"__proto__":{"stake":5}}}'));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'bad_settings', params: { key: '__proto__' } });
  });

  it('creates a solo table that starts at once', async () => {
    const p = await newPlayer();
    const res = await postJson('/api/tables', { game: 'elster', mode: 'solo', computers: { count: 2 } }, p.cookie);
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: string; url: string; table: TableInfo };
    expect(body.id).toMatch(/^[a-km-np-z2-9]{10}$/);
    expect(body.url).toBe(`/t/${body.id}`);
    expect(body.table).toMatchObject({ id: body.id, game: 'elster', mode: 'solo', host: 0 });
    expect(body.table.seats.map((s) => s.kind)).toEqual(['human', 'computer', 'computer']);
    expect(body.table.seats[0]).toMatchObject({ name: p.name });
    expect(JSON.stringify(body)).not.toContain(p.playerId);
    expect(body.table.status).toBe('playing');
  });

  it('creates a waiting multiplayer table that GET /api/tables/:id returns', async () => {
    const p = await newPlayer();
    const res = await postJson('/api/tables', { game: 'elster', mode: 'multi', settings: { thinkTime: 30 } }, p.cookie);
    expect(res.status).toBe(201);
    const { id, table } = (await res.json()) as { id: string; table: TableInfo };
    expect(table.status).toBe('waiting');
    expect(table.seats.map((s) => s.kind)).toEqual(['human', 'empty', 'empty', 'empty', 'computer']);
    const got = await call(`/api/tables/${id}`);
    expect(got.status).toBe(200);
    expect(await got.json()).toMatchObject({ id, status: 'waiting', settings: { thinkTime: 30, stake: 0 } });
  });

  it('lets one address have at most LOBBY_PER_SOURCE open tables in a game\'s foyer (429 too_many_tables); solo tables, other games and other addresses are not counted', async () => {
    const p = await newPlayer();
    const from = '10.250.7.1';
    const create = async (game: string, mode: string, address = from) => call('/api/tables', {
      method: 'POST', cookie: p.cookie, address, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ game, mode }),
    });
    const ids: string[] = [];
    for (let i = 0; i < LOBBY_PER_SOURCE; i++) {
      const res = await create('kleister', 'multi');
      expect(res.status).toBe(201);
      ids.push(((await res.json()) as { id: string }).id);
    }
    const over = await create('kleister', 'multi');
    expect(over.status).toBe(429);
    expect(await over.json()).toMatchObject({ error: 'too_many_tables', params: { limit: LOBBY_PER_SOURCE } });
    expect((await create('kleister', 'solo')).status).toBe(201);
    expect((await create('album', 'multi')).status).toBe(201);
    expect((await create('kleister', 'multi', '10.250.7.2')).status).toBe(201);
    // A table that left the foyer (started, or nobody waits there any more) no longer counts.
    await env.LOBBY.get(env.LOBBY.idFromName('kleister')).publish({ id: ids[0]!, removed: true }, 1_000);
    expect((await create('kleister', 'multi')).status).toBe(201);
    expect((await create('kleister', 'multi')).status).toBe(429);
  });

  it('creates an identity for a first-time caller', async () => {
    const res = await postJson('/api/tables', { game: 'elster', mode: 'solo' });
    expect(res.status).toBe(201);
    expect(cookieFrom(res)).not.toBeNull();
  });
});

describe('GET /api/tables/:id', () => {
  it('404s for an unknown table and for a malformed id', async () => {
    for (const id of ['zzzzzzzz', 'NOT-AN-ID', 'abc']) {
      const res = await call(`/api/tables/${id}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: 'not_found' });
    }
  });
});
