// Issue 26, what an attacker's script found — one test per finding, each showing the vector bounded:
// an oversized foyer frame, table-id guessing (HTTP and socket), chat spam by reconnecting, and the
// doc's limits against the server's.
import { env } from 'cloudflare:workers';
import { runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { MAX_MESSAGE_BYTES } from '@schema/protocol';
import { randomId, TABLE_ID, TABLE_ID_LENGTH } from '../../../worker/db/ids';
import { LIMITS, MISS_COST } from '../../../worker/http/limits';
import { LOBBY_PER_SOURCE } from '../../../worker/lobby/lobby-do';
import { PlayerAllowances } from '../../../worker/table/shell/allowances';
import { BUCKETS, CLOSE_TOO_LARGE, PLAYER_BUCKETS } from '../../../worker/http/socket-limits';
import { call, newPlayer, ORIGIN, postJson, upgrade } from '../api-helpers';
import { Client, computer, createTable, human, makeInit } from '../helpers';

const page = Object.values(import.meta.glob<string>('../../../docs/PROTOCOL.md', { eager: true, query: '?raw', import: 'default' }))[0]!;

/** Fixed windows the interval [start, end] touched: the bound is limit × that. */
function windowsTouched(startMs: number, endMs: number, periodS: number): number {
  return Math.floor(endMs / (periodS * 1000)) - Math.floor(startMs / (periodS * 1000)) + 1;
}

/** A well-formed table id that names no table (50 random bits). */
const unknownId = (): string => randomId(TABLE_ID_LENGTH);

/** A raw foyer or table socket that records messages and its close. */
function watch(ws: WebSocket) {
  const got: unknown[] = [];
  let closed: { code: number; reason: string } | null = null;
  ws.accept();
  ws.addEventListener('message', (e) => {
    got.push(typeof e.data === 'string' && e.data.startsWith('{') ? JSON.parse(e.data) : e.data);
  });
  ws.addEventListener('close', (e) => { closed = { code: e.code, reason: e.reason }; });
  return {
    got,
    closed: () => closed,
    async until(check: () => boolean, timeoutMs = 5000): Promise<void> {
      const end = Date.now() + timeoutMs;
      while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
      if (!check()) throw new Error(`timed out; got ${JSON.stringify(got).slice(0, 300)}`);
    },
  };
}

describe('issue 26: the foyer socket refuses oversized frames', () => {
  it('answers a frame over the limit too_large and closes with 1009; one at the limit is read', async () => {
    const res = await upgrade('/ws/lobby/elster', { Origin: ORIGIN });
    expect(res.status).toBe(101);
    const sock = watch(res.webSocket!);
    await sock.until(() => sock.got.length === 1);
    expect(sock.got[0]).toMatchObject({ t: 'tables' });
    // Exactly the limit is an ordinary frame: the list again, the socket stays.
    res.webSocket!.send('x'.repeat(MAX_MESSAGE_BYTES));
    await sock.until(() => sock.got.length === 2);
    expect(sock.got[1]).toMatchObject({ t: 'tables' });
    // One byte more (here 256 KiB more): refused and closed, no list.
    res.webSocket!.send('x'.repeat(MAX_MESSAGE_BYTES + 256 * 1024));
    await sock.until(() => sock.closed() !== null);
    expect(sock.got[2]).toEqual({ t: 'error', error: 'too_large', message: expect.any(String), params: { max: MAX_MESSAGE_BYTES } });
    expect(sock.got).toHaveLength(3);
    expect(sock.closed()).toEqual({ code: CLOSE_TOO_LARGE, reason: 'too_large' });
  });

  it('counts bytes, not characters: 1,500 umlauts (3,000 bytes) pass, 2,100 (4,200 bytes) close', async () => {
    const res = await upgrade('/ws/lobby/kino', { Origin: ORIGIN });
    const sock = watch(res.webSocket!);
    await sock.until(() => sock.got.length === 1);
    res.webSocket!.send('ü'.repeat(1500));
    await sock.until(() => sock.got.length === 2);
    res.webSocket!.send('ü'.repeat(2100));
    await sock.until(() => sock.closed() !== null);
    expect(sock.closed()!.code).toBe(CLOSE_TOO_LARGE);
  });
});

describe('issue 26: table ids cannot be guessed freely', () => {
  it('new ids have 10 symbols; 8-symbol ids made before stay valid', () => {
    expect(TABLE_ID_LENGTH).toBe(10);
    expect(TABLE_ID.test(unknownId())).toBe(true);
    expect(TABLE_ID.test('h7k2m9qa')).toBe(true);
    expect(TABLE_ID.test('h7k2m9qa2')).toBe(false);
  });

  it('GET /api/tables/:id: one address gets limit / MISS_COST misses a window, then 429 — hits as well', async () => {
    const host = await newPlayer();
    const made = await postJson('/api/tables', { game: 'elster', mode: 'multi' }, host.cookie);
    const { id } = (await made.json()) as { id: string };
    const address = '203.0.113.26';
    const perWindow = LIMITS.lookups.limit / MISS_COST;
    const started = Date.now();
    let misses = 0;
    let refused = 0;
    for (let i = 0; i < perWindow * 3; i++) {
      const res = await call(`/api/tables/${unknownId()}`, { address });
      if (res.status === 404) misses++;
      else {
        expect(res.status).toBe(429);
        expect(await res.json()).toMatchObject({ error: 'rate_limited', params: { limit: LIMITS.lookups.limit, periodS: 60 } });
        expect(res.headers.get('Retry-After')).toBe('60');
        refused++;
      }
    }
    const windows = windowsTouched(started, Date.now(), LIMITS.lookups.periodS);
    expect(misses).toBeGreaterThanOrEqual(perWindow);
    expect(misses).toBeLessThanOrEqual(perWindow * windows);
    expect(refused).toBe(perWindow * 3 - misses);
    // The allowance is spent: a real table is refused too, so a hit cannot be told from a miss.
    if (windows === 1) expect((await call(`/api/tables/${id}`, { address })).status).toBe(429);
    // Another address is untouched, and links that work cost 1 each: 100 in a row are fine.
    for (let i = 0; i < 100; i++) expect((await call(`/api/tables/${id}`, { address: '203.0.113.27' })).status).toBe(200);
  });

  it('/ws/table/:id counts as a look-up: unknown ids over a socket cost the same', async () => {
    const p = await newPlayer();
    const address = '203.0.113.28';
    const perWindow = LIMITS.lookups.limit / MISS_COST;
    const started = Date.now();
    let misses = 0;
    let refused = 0;
    for (let i = 0; i < perWindow * 3; i++) {
      const res = await call(`/ws/table/${unknownId()}`, { address, cookie: p.cookie, headers: { Upgrade: 'websocket', Origin: ORIGIN } });
      if (res.status === 404) misses++;
      else {
        expect(res.status).toBe(429);
        expect(await res.json()).toMatchObject({ error: 'rate_limited', params: { limit: LIMITS.lookups.limit } });
        refused++;
      }
    }
    const windows = windowsTouched(started, Date.now(), LIMITS.lookups.periodS);
    expect(misses).toBeGreaterThanOrEqual(perWindow);
    expect(misses).toBeLessThanOrEqual(perWindow * windows);
    expect(refused).toBe(perWindow * 3 - misses);
    // The HTTP route shares the allowance.
    if (windows === 1) expect((await call(`/api/tables/${unknownId()}`, { address })).status).toBe(429);
  });
});

describe('issue 26: allowances that protect others are per player per table', () => {
  it('chat: reconnecting does not refill it — the others get the burst, not one per socket', async () => {
    const { stub } = await createTable(makeInit({ seats: [human('spam'), human('other'), computer()] }));
    const other = await Client.open(stub, 'other');
    const burst = BUCKETS.chat.burst;
    let sent = 0;
    let refused = 0;
    const started = Date.now();
    // Ten sockets in a row, each sending its "fresh" burst, closing with a normal close.
    for (let round = 0; round < 10; round++) {
      const spam = await Client.open(stub, 'spam');
      for (let i = 0; i < burst; i++) spam.send({ t: 'chat', text: `Spam ${round}.${i}` });
      spam.send({ t: 'sync' });
      await spam.next((m) => m.t === 'snapshot');
      for (const m of spam.all) if (m.t === 'error' && m.error === 'rate_limited') refused++;
      sent += burst;
      spam.close();
    }
    other.send({ t: 'sync' });
    await other.next((m) => m.t === 'snapshot');
    const lines = other.all.filter((m) => m.t === 'chat').length;
    // 50 sent in well under a few seconds: the burst and what refills meanwhile, not 10 × the burst.
    const elapsedS = (Date.now() - started) / 1000;
    expect(lines).toBeGreaterThanOrEqual(burst);
    expect(lines).toBeLessThanOrEqual(burst + Math.ceil(elapsedS * BUCKETS.chat.perS));
    expect(lines + refused).toBe(sent);
    other.close();
  });

  it('rename and seat changes carry over a reconnect too; the allowance is in storage (a new object life sees it)', async () => {
    const { stub } = await createTable(makeInit({ seats: [human('host'), { kind: 'empty' }, { kind: 'empty' }] }));
    const host = await Client.open(stub, 'host');
    const guest = await Client.open(stub, 'g1');
    for (let i = 0; i < BUCKETS.rename.burst; i++) guest.send({ t: 'rename', name: `Name ${i}` });
    guest.send({ t: 'sync' });
    await guest.next((m) => m.t === 'snapshot');
    guest.close();
    const again = await Client.open(stub, 'g1');
    const refused = await again.expectError({ t: 'rename', name: 'Noch einer' }, 'rate_limited');
    expect(refused.params).toEqual({ kind: 'rename' });
    for (let i = 0; i < BUCKETS.seat.burst; i++) again.send(i % 2 === 0 ? { t: 'leave' } : { t: 'sit' });
    again.send({ t: 'sync' });
    await again.next((m) => m.t === 'snapshot');
    again.close();
    const third = await Client.open(stub, 'g1');
    expect((await third.expectError({ t: 'sit' }, 'rate_limited')).params).toEqual({ kind: 'seat' });
    // What a fresh object (after eviction) reads from the same storage: still empty.
    await runInDurableObject(stub, async (_instance, state) => {
      const fresh = new PlayerAllowances(state.storage.sql);
      expect(fresh.take('g1', 'rename', Date.now())).toBe(false);
      expect(fresh.take('g1', 'seat', Date.now())).toBe(false);
      expect(fresh.take('host', 'rename', Date.now())).toBe(true);
    });
    // Per player: the host's own allowance is untouched.
    host.send({ t: 'rename', name: 'Gastgeberin' });
    expect((await host.next((m) => m.t === 'update' && m.table.seats[0].name === 'Gastgeberin')).t).toBe('update');
    host.close();
    third.close();
  });

  it('the kept buckets are the ones that reach other people', () => {
    expect([...PLAYER_BUCKETS].sort()).toEqual(['chat', 'host', 'rename', 'seat']);
  });
});

describe('issue 26: docs/PROTOCOL.md states each limit once, with the server numbers', () => {
  /** The number of the §2 limits row whose first cell starts with `what`. */
  function row(what: string): string {
    const line = page.split('\n').find((l) => l.startsWith(`| ${what}`));
    if (!line) throw new Error(`no §2 limits row for "${what}"`);
    return line.split('|')[2]!.trim();
  }

  it('the §2 table has every server limit', () => {
    expect(row('new identities')).toBe(`${LIMITS.identity.limit} a minute per address`);
    expect(row('new tables')).toBe(`${LIMITS.tables.limit} a minute per address and per player`);
    expect(row('transfer codes')).toMatch(new RegExp(`^${LIMITS.transfer.limit} a minute per address`));
    expect(row('table and foyer sockets')).toBe(`${LIMITS.sockets.limit} a minute per address`);
    expect(row('table-id look-ups')).toBe(`${LIMITS.lookups.limit} a minute per address; an id of the right form that names no table counts ${MISS_COST}`);
    expect(row('passkey requests')).toBe(`${LIMITS.passkey.limit} a minute per address and per player`);
    expect(row('computer comparisons computed')).toBe(`${LIMITS.compare.limit} a minute per address and per player`);
    for (const l of Object.values(LIMITS)) expect(l.periodS).toBe(60);
    expect(row('open tables with others')).toMatch(new RegExp(`^${LOBBY_PER_SOURCE} at once per address \\(429 \`too_many_tables\``));
  });

  it('every server limit has its own §2 row (a new limit cannot go undocumented)', () => {
    const ROW: Record<keyof typeof LIMITS, string> = {
      identity: 'new identities', tables: 'new tables', transfer: 'transfer codes', passkey: 'passkey requests',
      sockets: 'table and foyer sockets', lookups: 'table-id look-ups', compare: 'computer comparisons computed',
    };
    for (const [name, what] of Object.entries(ROW)) expect(row(what), name).toMatch(new RegExp(`^${LIMITS[name as keyof typeof LIMITS].limit} a minute`));
  });

  it('no other sentence gives a number per minute (the old "10 tables per minute" is gone)', () => {
    const rows = new Set(['new identities', 'new tables', 'transfer codes', 'table and foyer sockets', 'table-id look-ups', 'passkey requests', 'computer comparisons computed'].map(row));
    const perMinute = page.split('\n').filter((l) => /\d+\s+(?:\w+\s+){0,2}(?:a|per) minute/.test(l));
    for (const l of perMinute) expect(rows.has(l.split('|')[2]?.trim() ?? '')).toBe(true);
    expect(page).not.toMatch(/10 tables per minute/);
  });

  it('the socket frame limit is stated once and the bucket table matches the server', () => {
    expect(page.match(new RegExp(`at most ${MAX_MESSAGE_BYTES} bytes`, 'g'))).toHaveLength(1);
    for (const [bucket, { burst, perS }] of Object.entries(BUCKETS)) {
      if (bucket === 'lobby') continue;
      const line = page.split('\n').find((l) => l.startsWith(`| \`${bucket}\``));
      expect(line, bucket).toBeDefined();
      const cells = line!.split('|').map((c) => c.trim());
      expect([Number(cells[3]), Number(cells[4])], bucket).toEqual([burst, perS]);
    }
  });
});

describe('attack (second pass): computing computer comparisons is bounded per address', () => {
  it('computes at most the limit a minute for one address; a stored comparison is read without counting', async () => {
    // Past days' daily replays anyone may read (abandoned attempts: the computer's match is played for each seed).
    const date = '2026-01-10';
    const ids: string[] = [];
    for (let i = 0; i < 2 * LIMITS.compare.limit + 2; i++) {
      const id = unknownId();
      ids.push(id);
      const record = {
        v: 1, table: id, match: 1, game: 'elster', mode: 'daily', dailyDate: date, options: { games: 1, houseRule: 'topf' },
        seats: [{ kind: 'human', name: 'Anna' }, ...[2, 3, 4].map((n) => ({ kind: 'computer', level: 'stark', name: `Computer ${n}` }))],
        seed: `compare-${id}`, abandoned: true, finishedAt: Date.parse('2026-01-10T12:00:00Z'), actions: [],
      };
      await env.DB.prepare(`INSERT INTO replays (table_id, match_no, game, mode, daily_date, finished_at, players, record)
        VALUES (?, 1, 'elster', 'daily', ?, ?, '[]', ?)`).bind(id, date, record.finishedAt, JSON.stringify(record)).run();
    }
    const address = '198.51.100.77';
    const started = Date.now();
    const answers: number[] = [];
    for (const id of ids) answers.push((await call(`/api/replays/${id}/1/computer`, { address })).status);
    const windows = windowsTouched(started, Date.now(), LIMITS.compare.periodS);
    const computed = answers.filter((s) => s === 200).length;
    expect(answers.every((s) => s === 200 || s === 429)).toBe(true);
    expect(computed).toBeLessThanOrEqual(LIMITS.compare.limit * windows);
    if (windows === 1) expect(computed).toBe(LIMITS.compare.limit);
    // A refused one was not computed (nothing stored); a stored one is still read from the same address.
    const refused = ids[answers.indexOf(429)]!;
    expect(await env.DB.prepare('SELECT 1 FROM replay_comparisons WHERE table_id = ?').bind(refused).first()).toBeNull();
    const over = await call(`/api/replays/${refused}/1/computer`, { address });
    if (windows === 1) {
      expect(over.status).toBe(429);
      expect(await over.json()).toMatchObject({ error: 'rate_limited', params: { limit: LIMITS.compare.limit, periodS: 60 } });
    }
    expect((await call(`/api/replays/${ids[0]}/1/computer`, { address })).status).toBe(200);
  });
});
