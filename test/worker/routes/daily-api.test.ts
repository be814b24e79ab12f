// The daily routes end to end in the runtime: POST /api/daily/:game (first attempt, resume,
// quitting and retrying = practice), the deal identical for everyone, the seed secret, the lists.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { elster } from '@games/elster';
import type { TableInfo } from '@schema/protocol';
import { db as openDb } from '../../../worker/db/client';
import { dailyStatements, findAttempt, type DailyOutboxEntry } from '../../../worker/db/daily';
import { dailySeed } from '../../../worker/daily/seed';
import { berlinDate, nextBerlinMidnight, previousDate } from '../../../worker/time/berlin';
import { call, newPlayer, postJson } from '../api-helpers';
import { Client, eventually, peek, playToEnd, runAlarm, tableStub } from '../helpers';

const db = openDb(env.DB);

interface StartResponse {
  id: string;
  url: string;
  practice: boolean;
  resumed?: boolean;
  table: TableInfo;
}

async function startDaily(cookie: string, expected = 201): Promise<StartResponse> {
  const res = await postJson('/api/daily/elster', {}, cookie);
  expect(res.status).toBe(expected);
  return res.json();
}

describe('the daily seed', () => {
  it('is the same for a game and date, differs by date, game and secret, and is not the date itself', async () => {
    const a = await dailySeed('secret-one', 'elster', '2026-05-10');
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(await dailySeed('secret-one', 'elster', '2026-05-10')).toBe(a);
    expect(await dailySeed('secret-one', 'elster', '2026-05-11')).not.toBe(a);
    expect(await dailySeed('secret-one', 'kleister', '2026-05-10')).not.toBe(a);
    expect(await dailySeed('secret-two', 'elster', '2026-05-10')).not.toBe(a);
  });
});

describe('POST /api/daily/:game', () => {
  it('refuses games without a daily challenge', async () => {
    const { cookie } = await newPlayer();
    for (const game of ['klammern', 'nope', 'constructor']) {
      const res = await postJson(`/api/daily/${game}`, {}, cookie);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: 'no_daily' });
    }
  });

  it('starts the Tagesnest: you against 3 strong computers, 1 game, Topf, no clock, with the secret daily seed', async () => {
    const me = await newPlayer();
    const start = await startDaily(me.cookie);
    expect(start.practice).toBe(false);
    expect(start.url).toBe(`/t/${start.id}`);
    const today = berlinDate(Date.now());
    expect(start.table).toMatchObject({ mode: 'daily', dailyDate: today, status: 'playing', matchNo: 1 });
    expect(start.table.practice).toBeUndefined();
    expect(start.table.settings).toMatchObject({ thinkTime: null, tempo: 'normal', botLevel: 'stark', stake: 0, game: { games: 1, houseRule: 'topf' } });
    expect(start.table.seats.map((s) => (s.kind === 'computer' ? s.level : s.kind))).toEqual(['human', 'stark', 'stark', 'stark']);
    expect(JSON.stringify(start)).not.toContain(await dailySeed(env.DAILY_SECRET!, 'elster', today));

    const p = await peek(tableStub(start.id));
    expect(p.seed).toBe(await dailySeed(env.DAILY_SECRET!, 'elster', today));
    expect(await findAttempt(db, me.playerId, 'elster', today)).toMatchObject({ tableId: start.id, status: 'started', streak: 1 });
  });

  it('goes back to a running first attempt; after quitting, a retry is practice', async () => {
    const me = await newPlayer();
    const first = await startDaily(me.cookie);
    const again = await startDaily(me.cookie, 200);
    expect(again).toMatchObject({ id: first.id, practice: false, resumed: true });

    // "Partie beenden": the solo game ends unscored; the first attempt stays recorded, as abandoned.
    const stub = tableStub(first.id);
    const client = await Client.open(stub, me.playerId);
    client.send({ t: 'leave' });
    await client.next((m) => m.t === 'update' && m.table?.status === 'finished');
    client.close();
    // The table drains the abandoned attempt into D1 at once, without waiting for its alarm.
    await eventually(async () => expect((await peek(stub)).outbox).toEqual([]));

    const retry = await startDaily(me.cookie);
    expect(retry.id).not.toBe(first.id);
    expect(retry.practice).toBe(true);
    expect(retry.table.practice).toBe(true);
    expect(retry.table.dailyDate).toBe(first.table.dailyDate);
    const today = berlinDate(Date.now());
    expect(await findAttempt(db, me.playerId, 'elster', today)).toMatchObject({ tableId: first.id, status: 'abandoned' });
    // Practice is the same deal.
    expect((await peek(tableStub(retry.id))).seed).toBe((await peek(stub)).seed);
  });

  it('deals the same cards to two players', async () => {
    const [anna, bert] = [await newPlayer(), await newPlayer()];
    const [a, b] = [await startDaily(anna.cookie), await startDaily(bert.cookie)];
    const ca = await Client.open(tableStub(a.id), anna.playerId);
    const cb = await Client.open(tableStub(b.id), bert.playerId);
    const [va, vb] = [ca.latestView(), cb.latestView()];
    expect(va.current).not.toBeNull();
    expect(va.current).toBe(vb.current);
    expect(va.remaining).toEqual(vb.remaining);
    ca.close();
    cb.close();
  });

  it('plays the first attempt to the end, the drain lists it, and a later game counts as practice', async () => {
    const me = await newPlayer();
    const today = berlinDate(Date.now());
    const first = await startDaily(me.cookie);
    const stub = tableStub(first.id);
    const client = await Client.open(stub, me.playerId);
    const done = await playToEnd(stub, { 0: client });
    client.close();
    expect(done.info.status).toBe('finished');
    const mine = elster.outcome(done.state).seats[0]!;

    // The table drains its outbox into D1 (worker/db/outcome.ts, which runs dailyStatements).
    const finished = await drained(stub, () => findAttempt(db, me.playerId, 'elster', today), (a) => a?.status === 'finished');
    expect(finished).toMatchObject({ tableId: first.id, points: mine.points, place: mine.place, streak: 1 });
    expect(await resultMode(first.id)).toBe('daily');
    // The same entry again (a retried drain) changes nothing.
    const entry: DailyOutboxEntry = { tableId: first.id, game: 'elster', mode: 'daily', dailyDate: today, seats: done.info.seats, outcome: elster.outcome(done.state) };
    const items = dailyStatements(db, entry, Date.now());
    expect(items).toHaveLength(1);
    const [again] = (await db.batch(items as [typeof items[number]])) as { meta: { changes: number } }[];
    expect(again!.meta.changes).toBe(0);

    const list = await call('/api/daily/elster/today', { cookie: me.cookie });
    expect(list.headers.get('Cache-Control')).toBe('private, no-store');
    const body = (await list.json()) as any;
    expect(body.date).toBe(today);
    expect(body.nextDealAt).toBe(nextBerlinMidnight(Date.now()));
    expect(body.you).toMatchObject({ status: 'finished', points: mine.points, streak: 1 });
    expect(body.rows[body.you.rank - 1]).toMatchObject({ name: me.name, points: mine.points, streak: 1 });

    // Practice after the real attempt: the table says so, its result is 'practice', the list keeps the first.
    const practice = await startDaily(me.cookie);
    expect(practice.practice).toBe(true);
    const pstub = tableStub(practice.id);
    const pc = await Client.open(pstub, me.playerId);
    await playToEnd(pstub, { 0: pc });
    pc.close();
    expect(await drained(pstub, () => resultMode(practice.id), (m) => m !== null)).toBe('practice');
    expect(await findAttempt(db, me.playerId, 'elster', today)).toMatchObject({ tableId: first.id, points: mine.points });
  });
});

/** Runs the table's alarm (the drain) until `check` holds for what `read` returns. */
async function drained<T>(stub: ReturnType<typeof tableStub>, read: () => Promise<T>, check: (v: T) => boolean): Promise<T> {
  await runAlarm(stub);
  const v = await read();
  if (!check(v)) throw new Error(`the outbox was not drained: ${JSON.stringify(v)}`);
  return v;
}

async function resultMode(tableId: string): Promise<string | null> {
  const row = await env.DB.prepare('SELECT mode FROM results WHERE table_id = ?').bind(tableId).first<{ mode: string }>();
  return row?.mode ?? null;
}

describe('GET /api/daily/:game/:date', () => {
  it('serves past dates publicly cacheable, today briefly, the future not at all', async () => {
    const today = berlinDate(Date.now());
    const past = previousDate(today);
    const res = await call(`/api/daily/elster/${past}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=60');
    const body = (await res.json()) as any;
    expect(body).toMatchObject({ game: 'elster', date: past, today, previous: previousDate(past), next: today });
    expect(Array.isArray(body.rows)).toBe(true);
    expect(body.you).toBeUndefined();

    const now = await call(`/api/daily/elster/${today}`);
    expect(now.headers.get('Cache-Control')).toBe('public, max-age=10');
    expect(((await now.json()) as any).next).toBeNull();

    const future = await call('/api/daily/elster/2999-01-01');
    expect(future.status).toBe(404);
    expect(await future.json()).toMatchObject({ error: 'no_daily' });
    for (const bad of ['2026-02-30', 'gestern', '2026-1-1']) {
      const r = await call(`/api/daily/elster/${bad}`);
      expect(r.status).toBe(400);
      expect(await r.json()).toMatchObject({ error: 'bad_date' });
    }
    expect((await call(`/api/daily/klammern/${past}`)).status).toBe(404);
  });

  it('gives viewers without identity today\'s public list and creates no player', async () => {
    const res = await call('/api/daily/elster/today');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=10');
    expect(res.headers.getSetCookie()).toEqual([]);
    const body = (await res.json()) as any;
    expect(body.you).toBeUndefined();
    expect(body.date).toBe(berlinDate(Date.now()));
  });
});
