// The edge around the tables, tried as an attacker's script would: missing secrets, rotated cookie
// keys, cross-site posts to every route, oversized bodies, and the limits that hold per address.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../../worker';
import type { Env } from '../../../worker/env';
import { LIMITS } from '../../../worker/http/limits';
import { MAX_API_BODY_BYTES } from '../../../worker/http/same-origin';
import { signClaims } from '../../../worker/http/token';
import { call, cookieFrom, env, newPlayer, ORIGIN, postJson } from '../api-helpers';

/** Calls the Worker with a changed environment (secrets missing or rotated). */
async function callWith(over: Partial<Env>, path: string, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`${ORIGIN}${path}`, init), { ...env, ...over } as Env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

const players = async (): Promise<number> =>
  (await env.DB.prepare('SELECT COUNT(*) AS n FROM players').first<{ n: number }>())!.n;

describe('secrets fail closed', () => {
  it.each(['COOKIE_SECRET', 'DAILY_SECRET'] as const)('without %s every API and socket request is a 500 naming it', async (name) => {
    for (const secret of [undefined, '']) {
      for (const [path, init] of [
        ['/api/me', {}],
        ['/api/leaderboard/elster', {}],
        ['/api/me', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' }],
        ['/ws/lobby/elster', { headers: { Upgrade: 'websocket' } }],
      ] as const) {
        const before = await players();
        const res = await callWith({ [name]: secret }, path, init);
        expect(res.status).toBe(500);
        expect(await res.json()).toEqual({ error: 'missing_secret', message: `${name} is not set on this server.`, params: { name } });
        expect(res.headers.getSetCookie()).toEqual([]);
        expect(await players()).toBe(before);
      }
    }
  });
});

describe('identities come from explicit actions only', () => {
  it('a crawler walking every public page gets no cookie, creates nobody, and the lists are cacheable', async () => {
    const before = await players();
    for (const path of ['/api/me', '/api/lobby/elster', '/api/daily/elster/today', '/api/leaderboard/elster?period=week',
      '/api/records/kleister', '/api/me/stats', '/api/tables/abcdefgh']) {
      const res = await call(path);
      expect(res.headers.getSetCookie(), path).toEqual([]);
      if (/leaderboard|records|daily/.test(path)) expect(res.headers.get('Cache-Control'), path).toMatch(/^public, max-age=\d+$/);
    }
    expect(await players()).toBe(before);
  });
});

describe('cookie keys rotate', () => {
  const OLD = 'the-retired-cookie-secret';
  const NEW = 'the-current-cookie-secret';
  const token = async (uid: string, secret: string) => `sp_id=${await signClaims({ uid, iat: Math.floor(Date.now() / 1000) }, secret)}`;

  it('a cookie signed by a retired key still works and is re-issued with the current key', async () => {
    const p = await newPlayer();
    const oldCookie = await token(p.playerId, OLD);
    const res = await callWith({ COOKIE_SECRET: NEW, COOKIE_SECRETS_RETIRED: ` ${OLD} ,` }, '/api/me', { headers: { Cookie: oldCookie } });
    expect(await res.json()).toMatchObject({ playerId: p.playerId });
    const fresh = cookieFrom(res)!;
    expect(fresh).not.toBeNull();
    expect(fresh.split('.')[0]).not.toBe(oldCookie.split('.')[0]);
    // The new cookie works once the old key is dropped; the old one no longer does.
    const later = { COOKIE_SECRET: NEW, COOKIE_SECRETS_RETIRED: '' };
    expect(await (await callWith(later, '/api/me', { headers: { Cookie: fresh } })).json()).toMatchObject({ playerId: p.playerId });
    expect(await (await callWith(later, '/api/me', { headers: { Cookie: oldCookie } })).json()).toEqual({ playerId: null, name: null, balance: null });
  });

  it('the key id names no secret and a token of an unknown key is no identity', async () => {
    const p = await newPlayer();
    const [kid] = p.cookie.slice('sp_id='.length).split('.');
    expect(kid).toMatch(/^[A-Za-z0-9_-]{8}$/);
    expect(env.COOKIE_SECRET).not.toContain(kid);
    const stranger = await token(p.playerId, 'some-other-secret');
    expect(await (await call('/api/me', { cookie: stranger })).json()).toEqual({ playerId: null, name: null, balance: null });
  });

  it('only the written spelling of a cookie counts: the signature\'s unused last bits changed is no identity', async () => {
    const p = await newPlayer();
    // 32 signature bytes are 43 base64url characters; the last one carries 2 unused bits.
    const abc = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = p.cookie.at(-1)!;
    const twin = `${p.cookie.slice(0, -1)}${abc[abc.indexOf(last) ^ 1]}`;
    expect((await (await call('/api/me', { cookie: p.cookie })).json() as { playerId: string }).playerId).toBe(p.playerId);
    expect(await (await call('/api/me', { cookie: twin })).json()).toEqual({ playerId: null, name: null, balance: null });
  });
});

/** Every state-changing route with a body that would be valid from this site. */
const POSTS: [string, unknown][] = [
  ['/api/me', { name: 'Fremd' }],
  ['/api/tables', { game: 'elster', mode: 'solo' }],
  ['/api/daily/elster', {}],
  ['/api/transfer', {}],
  ['/api/transfer/redeem', { code: 'ABCD-EFGH' }],
];

describe('requests from elsewhere', () => {
  const evil = 'https://evil.example';

  it.each(POSTS)('a cross-site form or text/plain post to %s changes nothing and sets no cookie', async (path, body) => {
    const p = await newPlayer();
    const attempts: RequestInit[] = [
      // A classic form post (urlencoded) and a text/plain "JSON" form, both from another site, with the victim's cookie.
      { method: 'POST', headers: { Origin: evil, 'Sec-Fetch-Site': 'cross-site', 'Content-Type': 'application/x-www-form-urlencoded', Cookie: p.cookie }, body: 'name=Fremd' },
      { method: 'POST', headers: { Origin: evil, 'Sec-Fetch-Site': 'cross-site', 'Content-Type': 'text/plain', Cookie: p.cookie }, body: JSON.stringify(body) },
      // Even JSON from another origin (only possible with CORS, which this site never grants) is refused.
      { method: 'POST', headers: { Origin: evil, 'Content-Type': 'application/json', Cookie: p.cookie }, body: JSON.stringify(body) },
      { method: 'POST', headers: { 'Sec-Fetch-Site': 'same-site', 'Content-Type': 'application/json', Cookie: p.cookie }, body: JSON.stringify(body) },
      // Without any cookie: no identity may be minted by another site.
      { method: 'POST', headers: { Origin: evil, 'Content-Type': 'text/plain' }, body: JSON.stringify(body) },
      // Same site, but not JSON.
      { method: 'POST', headers: { Origin: ORIGIN, 'Content-Type': 'text/plain', Cookie: p.cookie }, body: JSON.stringify(body) },
    ];
    for (const init of attempts) {
      const before = await snapshotDb(p.playerId);
      const res = await call(path, init);
      expect(res.status).toBe(403);
      expect(['cross_site', 'not_json']).toContain(((await res.json()) as { error: string }).error);
      expect(res.headers.getSetCookie()).toEqual([]);
      expect(await snapshotDb(p.playerId)).toEqual(before);
    }
  });

  it.each(POSTS)('a body over %s bytes is refused before parsing (413)', async (path) => {
    const p = await newPlayer();
    const before = await snapshotDb(p.playerId);
    const res = await call(path, {
      method: 'POST', cookie: p.cookie, headers: { Origin: ORIGIN, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(MAX_API_BODY_BYTES) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: 'too_large', params: { max: MAX_API_BODY_BYTES } });
    expect(await snapshotDb(p.playerId)).toEqual(before);
  });

  it('the same request from this site is accepted', async () => {
    const p = await newPlayer();
    const res = await call('/api/me', {
      method: 'POST', cookie: p.cookie, body: '{"name":"Heimisch"}',
      headers: { Origin: ORIGIN, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json; charset=utf-8' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ name: 'Heimisch' });
  });

  it('tells browsers to stay on https', async () => {
    const ctx = createExecutionContext();
    const res = await worker.fetch(new Request('https://speed.test/api/leaderboard/elster'), env as Env, ctx);
    expect(res.headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers.get('Content-Security-Policy')).toContain("connect-src 'self' wss://speed.test");
  });
});

/** What a request could have changed for a player: their row, tables, codes, daily attempts. */
async function snapshotDb(playerId: string): Promise<unknown> {
  const q = (sql: string) => env.DB.prepare(sql).bind(playerId).all().then((r) => r.results);
  return {
    players: await players(),
    me: await q('SELECT name, balance FROM players WHERE id = ?'),
    codes: await q('SELECT code, used_at FROM transfer_codes WHERE player_id = ?'),
    daily: await q('SELECT table_id FROM daily_attempts WHERE player_id = ?'),
  };
}

/**
 * Cloudflare's limiter (and Miniflare's) counts in windows aligned to the clock: a loop that
 * crosses a window boundary may get the limit once per window it touched.
 */
function windowsTouched(startMs: number, endMs: number, periodS: number): number {
  return Math.floor(endMs / (periodS * 1000)) - Math.floor(startMs / (periodS * 1000)) + 1;
}

describe('limits that hold (the attacker test)', () => {
  it('1,000 identities minted in a loop from one address: only the limit gets through', async () => {
    const address = '203.0.113.7';
    const before = await players();
    let created = 0;
    let refused = 0;
    const started = Date.now();
    for (let i = 0; i < 1000; i++) {
      const res = await call('/api/me', { method: 'POST', address, headers: { 'Content-Type': 'application/json' }, body: '{}' });
      if (res.status === 201) created++;
      else if (res.status === 429) refused++;
    }
    console.log(`attack.identities: 1000 tried, ${created} created, ${refused} refused (limit ${LIMITS.identity.limit}/${LIMITS.identity.periodS} s per address)`);
    const bound = LIMITS.identity.limit * windowsTouched(started, Date.now(), LIMITS.identity.periodS);
    expect(created).toBeGreaterThanOrEqual(LIMITS.identity.limit);
    expect(created).toBeLessThanOrEqual(bound);
    expect(refused).toBe(1000 - created);
    expect(await players()).toBe(before + created);
  });

  it('transfer-code guessing from one address is bounded, and a wrong guess writes nothing', async () => {
    const address = '203.0.113.8';
    const p = await newPlayer();
    const made = await call('/api/transfer', { method: 'POST', cookie: p.cookie, headers: { 'Content-Type': 'application/json' }, body: '{}' });
    const { code } = (await made.json()) as { code: string };
    const codes = () => env.DB.prepare('SELECT code, used_at, expires_at FROM transfer_codes ORDER BY code').all().then((r) => r.results);
    const before = await codes();
    let answered = 0;
    let refused = 0;
    const started = Date.now();
    for (let i = 0; i < 1000; i++) {
      const guess = `ZZZZ-${String(i).padStart(4, '2').replace(/[01]/g, '9')}`;
      const res = await call('/api/transfer/redeem', { method: 'POST', address, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ code: guess }) });
      if (res.status === 429) refused++;
      else answered++;
    }
    console.log(`attack.transfer_guesses: 1000 tried, ${answered} answered, ${refused} refused (limit ${LIMITS.transfer.limit}/${LIMITS.transfer.periodS} s per address)`);
    expect(answered).toBeGreaterThanOrEqual(LIMITS.transfer.limit);
    expect(answered).toBeLessThanOrEqual(LIMITS.transfer.limit * windowsTouched(started, Date.now(), LIMITS.transfer.periodS));
    expect(await codes()).toEqual(before);
    // The real code still works from elsewhere.
    const redeemed = await call('/api/transfer/redeem', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ code }) });
    expect(redeemed.status).toBe(200);
  });

  it('200 lobby sockets from one address: only the limit opens', async () => {
    const address = '203.0.113.9';
    const open: WebSocket[] = [];
    let refused = 0;
    const started = Date.now();
    for (let i = 0; i < 200; i++) {
      const res = await call('/ws/lobby/elster', { address, headers: { Upgrade: 'websocket', Origin: ORIGIN } });
      if (res.status === 101 && res.webSocket) {
        res.webSocket.accept();
        open.push(res.webSocket);
      } else if (res.status === 429) refused++;
    }
    console.log(`attack.lobby_sockets: 200 tried, ${open.length} opened, ${refused} refused (limit ${LIMITS.sockets.limit}/${LIMITS.sockets.periodS} s per address)`);
    expect(open.length).toBeGreaterThanOrEqual(LIMITS.sockets.limit);
    expect(open.length).toBeLessThanOrEqual(LIMITS.sockets.limit * windowsTouched(started, Date.now(), LIMITS.sockets.periodS));
    expect(refused).toBe(200 - open.length);
    for (const ws of open) ws.close(1000, 'done');
  });

  it('new tables are limited per address and per player', async () => {
    const address = '203.0.113.10';
    const p = await newPlayer();
    let created = 0;
    const started = Date.now();
    for (let i = 0; i < LIMITS.tables.limit + 5; i++) {
      const res = await call('/api/tables', {
        method: 'POST', address, cookie: p.cookie, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ game: 'elster', mode: 'solo' }),
      });
      if (res.status === 201) created++;
      else expect(await res.json()).toMatchObject({ error: 'rate_limited', params: { limit: LIMITS.tables.limit } });
    }
    const windows = windowsTouched(started, Date.now(), LIMITS.tables.periodS);
    expect(created).toBeGreaterThanOrEqual(Math.min(LIMITS.tables.limit, LIMITS.tables.limit + 5));
    expect(created).toBeLessThanOrEqual(LIMITS.tables.limit * windows);
    if (windows === 1) {
      // The same player from another address is still over the per-player limit.
      const other = await postJson('/api/tables', { game: 'elster', mode: 'solo' }, p.cookie);
      expect(other.status).toBe(429);
    }
  });
});
