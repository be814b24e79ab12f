// Anonymous identity: made only by an explicit POST, the signed cookie, name changes, security headers and JSON errors.
import { describe, expect, it } from 'vitest';
import { call, cookieFrom, env, newPlayer, postJson } from '../api-helpers';
import { csp } from '../../../worker/http/security-headers';

async function nameInDb(id: string): Promise<string | null> {
  const row = await env.DB.prepare('SELECT name FROM players WHERE id = ?').bind(id).first<{ name: string }>();
  return row?.name ?? null;
}

describe('GET /api/me', () => {
  it('only looks: without a cookie it answers anonymous, sets no cookie and creates nobody', async () => {
    const before = await env.DB.prepare('SELECT COUNT(*) AS n FROM players').first<{ n: number }>();
    const res = await call('/api/me');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ playerId: null, name: null, balance: null });
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    const after = await env.DB.prepare('SELECT COUNT(*) AS n FROM players').first<{ n: number }>();
    expect(after!.n).toBe(before!.n);
  });

  it('recognises a returning player and sets no new cookie', async () => {
    const p = await newPlayer();
    const res = await call('/api/me', { cookie: p.cookie });
    expect(await res.json()).toEqual({ playerId: p.playerId, name: p.name, balance: 100 });
    expect(cookieFrom(res)).toBeNull();
  });

  it('treats a tampered, truncated or unsigned cookie as no identity', async () => {
    const p = await newPlayer();
    const [kid, payload, sig] = p.cookie.slice('sp_id='.length).split('.');
    // Same signature, payload claiming another player.
    const forged = btoa(JSON.stringify({ uid: 'a'.repeat(20), iat: Math.floor(Date.now() / 1000) }))
      .replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    for (const bad of [`sp_id=${kid}.${forged}.${sig}`, `sp_id=${kid}.${payload}.${sig.slice(0, -2)}xx`, 'sp_id=garbage',
      `sp_id=${kid}.${payload}`, `sp_id=${payload}.${sig}`, `sp_id=AAAAAAAA.${payload}.${sig}`]) {
      const res = await call('/api/me', { cookie: bad });
      expect(await res.json()).toEqual({ playerId: null, name: null, balance: null });
      expect(cookieFrom(res)).toBeNull();
    }
  });
});

describe('POST /api/me', () => {
  it('creates a player with a German default name and a signed HttpOnly cookie', async () => {
    const res = await postJson('/api/me', {});
    expect(res.status).toBe(201);
    const me = (await res.json()) as { playerId: string; name: string };
    expect(me.playerId).toMatch(/^[a-z2-9]{20}$/);
    expect(me.name).toMatch(/^Gast \d{4}$/);
    expect(await nameInDb(me.playerId)).toBe(me.name);

    const set = res.headers.getSetCookie().find((c) => c.startsWith('sp_id='))!;
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=Lax/i);
    expect(set).toMatch(/Path=\//);
    expect(set).toMatch(/Max-Age=31536000/);
    expect(set).not.toMatch(/Secure/i); // plain http here
  });

  it('names a player made from an English page "Guest 1234" (X-Lang: en); anything else is German', async () => {
    const made = async (lang: string) => (await (await call('/api/me', {
      method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Lang': lang }, body: '{}',
    })).json()) as { name: string };
    expect((await made('en')).name).toMatch(/^Guest \d{4}$/);
    expect((await made('de')).name).toMatch(/^Gast \d{4}$/);
    expect((await made('fr')).name).toMatch(/^Gast \d{4}$/);
  });

  it('marks the cookie Secure on https', async () => {
    const { exports } = await import('cloudflare:workers');
    const res = await (exports as unknown as { default: Fetcher }).default.fetch('https://speed.test/api/me', {
      method: 'POST', headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': '10.200.0.1' }, body: '{}',
    });
    expect(res.headers.getSetCookie().find((c) => c.startsWith('sp_id='))).toMatch(/Secure/);
  });

  it('creates a player with the chosen name at once', async () => {
    const res = await postJson('/api/me', { name: 'Asta' });
    expect(res.status).toBe(201);
    const me = (await res.json()) as { playerId: string; name: string };
    expect(me.name).toBe('Asta');
    expect(await nameInDb(me.playerId)).toBe('Asta');
  });

  it('changes the name (trimmed) and keeps it', async () => {
    const p = await newPlayer();
    const res = await postJson('/api/me', { name: '  Kiesel-Königin 🐦 ' }, p.cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ playerId: p.playerId, name: "Kiesel-Königin 🐦", balance: 100 });
    const again = await call('/api/me', { cookie: p.cookie });
    expect(((await again.json()) as { name: string }).name).toBe('Kiesel-Königin 🐦');
  });

  it('accepts exactly 24 characters, counted as characters not bytes', async () => {
    const p = await newPlayer();
    const name = 'ä'.repeat(23) + '🐦';
    const res = await postJson('/api/me', { name }, p.cookie);
    expect(res.status).toBe(200);
    expect(await nameInDb(p.playerId)).toBe(name);
  });

  it.each([
    ['empty', ''],
    ['only spaces', '   '],
    ['25 characters', 'x'.repeat(25)],
    ['a newline', 'Elster\nBande'],
    ['a NUL', 'El\u0000ster'],
    ['a bidi override', 'Elster\u202Egnaw'],
    ['a right-to-left mark', 'Elster\u200F'],
    ['an Arabic letter mark', '\u061CElster'],
    ['a lone surrogate', 'El\uD800ster'],
    ['only a zero-width space', '\u200B'],
    ['a zero-width space inside', 'Els\u200Bter'],
    ['only a Hangul filler', '\u3164'],
    ['only blank Braille', '\u2800\u2800'],
    ['only combining marks', '\u0301\u0301'],
    ['a number', 42],
    ['null', null],
  ])('rejects a name with %s (bad_name) and changes nothing', async (_label, name) => {
    const p = await newPlayer();
    const res = await postJson('/api/me', { name }, p.cookie);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe('bad_name');
    expect(await nameInDb(p.playerId)).toBe(p.name);
  });

  it('rejects a body that is not JSON (bad_json)', async () => {
    const p = await newPlayer();
    const res = await postJson('/api/me', '{"name": ', p.cookie);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'bad_json' });
  });

  it('without a cookie and with a bad name creates no player', async () => {
    const before = await env.DB.prepare('SELECT COUNT(*) AS n FROM players').first<{ n: number }>();
    const res = await postJson('/api/me', { name: '' });
    expect(res.status).toBe(400);
    expect(cookieFrom(res)).toBeNull();
    const after = await env.DB.prepare('SELECT COUNT(*) AS n FROM players').first<{ n: number }>();
    expect(after!.n).toBe(before!.n);
  });
});

describe('HTTP basics', () => {
  it('sets the security headers on API responses, errors included', async () => {
    for (const res of [await call('/api/me'), await call('/api/nothing-here'), await call('/ws/table/abcdefgh')]) {
      expect(res.headers.get('Content-Security-Policy')).toBe(csp('http://speed.test/', 'http://allowed.test'));
      expect(res.headers.get('Content-Security-Policy')).toContain("connect-src 'self' ws://speed.test http://allowed.test ws://allowed.test;");
      expect(res.headers.get('Strict-Transport-Security')).toBeNull();
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(res.headers.get('Referrer-Policy')).toBe('same-origin');
      expect(res.headers.get('X-Frame-Options')).toBe('DENY');
    }
  });

  it('hands other paths to the static assets, with the same headers', async () => {
    const res = await call('/t/abcdefgh');
    // web/public/_headers: sockets only to this site ('self' covers its ws/wss origin), never any host.
    expect(res.headers.get('Content-Security-Policy')).toContain("connect-src 'self';");
    expect(res.headers.get('X-Frame-Options')).toBe('DENY');
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await call('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Type')).toMatch(/application\/json/);
    expect(await res.json()).toMatchObject({ error: 'not_found' });
  });
});
