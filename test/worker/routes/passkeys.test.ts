// Passkeys (/api/account): register, sign in elsewhere, list, label, remove, sign out, and every
// refusal — with real WebAuthn structures from a software authenticator, verified by the Worker.
import { describe, expect, it } from 'vitest';
import { SoftAuthenticator } from '../../support/soft-authenticator';
import { call, cookieFrom, env, newPlayer, ORIGIN } from '../api-helpers';

type Json = Record<string, any>;
const json = async (res: Response) => (await res.json()) as Json;

/** A request from one client address (the limiter counts per address). */
function post(path: string, body: unknown, cookie?: string, address?: string): Promise<Response> {
  return call(path, {
    method: 'POST', cookie, address, headers: { 'Content-Type': 'application/json', 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function registerOptions(cookie: string): Promise<Json> {
  const res = await post('/api/account/register/options', {}, cookie);
  expect(res.status).toBe(200);
  return (await json(res)).options;
}

async function loginOptions(): Promise<Json> {
  const res = await post('/api/account/login/options', {});
  expect(res.status).toBe(200);
  return (await json(res)).options;
}

/** A player secured with a fresh passkey. */
async function securedPlayer() {
  const p = await newPlayer();
  const auth = await SoftAuthenticator.create(ORIGIN);
  const res = await post('/api/account/register', { response: await auth.register(await registerOptions(p.cookie) as never) }, p.cookie);
  expect(res.status).toBe(201);
  return { ...p, auth };
}

async function expectError(res: Response, status: number, error: string): Promise<void> {
  expect({ status: res.status, body: await json(res) }).toMatchObject({ status, body: { error } });
}

describe('passkeys: secure here, sign in elsewhere', () => {
  it('registers a passkey and signs the same player in on a fresh browser', async () => {
    const p = await newPlayer();
    expect(await json(await call('/api/account', { cookie: p.cookie }))).toEqual({ secured: false, passkeys: [], offered: false });
    const options = await registerOptions(p.cookie);
    expect(options).toMatchObject({ rp: { id: 'speed.test', name: 'Speedspiele' }, attestation: 'none', authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' } });
    const auth = await SoftAuthenticator.create(ORIGIN, { synced: true });
    const reg = await post('/api/account/register', { response: await auth.register(options as never) }, p.cookie);
    expect(reg.status).toBe(201);
    expect((await json(reg)).passkey).toMatchObject({ id: auth.id, label: 'Chrome · Linux', backedUp: true, lastUsedAt: null });
    const stored = await env.DB.prepare('SELECT player_id, counter, transports, device_type, backed_up FROM passkeys WHERE id = ?').bind(auth.id).first();
    expect(stored).toEqual({ player_id: p.playerId, counter: 0, transports: '["internal"]', device_type: 'multiDevice', backed_up: 1 });

    // A fresh browser: no cookie. Its sign-in issues the identity cookie of the same player.
    const login = await post('/api/account/login', { response: await auth.assert(await loginOptions() as never) });
    expect(login.status).toBe(200);
    expect(await json(login)).toEqual({ playerId: p.playerId, name: p.name, balance: 100 });
    const cookie = cookieFrom(login)!;
    expect(await json(await call('/api/me', { cookie }))).toMatchObject({ playerId: p.playerId, name: p.name });
    const listed = await json(await call('/api/account', { cookie }));
    expect(listed.secured).toBe(true);
    expect(listed.passkeys).toHaveLength(1);
    expect(listed.passkeys[0].lastUsedAt).toBeGreaterThan(0);
    const counter = await env.DB.prepare('SELECT counter FROM passkeys WHERE id = ?').bind(auth.id).first('counter');
    expect(counter).toBe(1);
  });

  it('adds a second device, relabels and removes one, never the last', async () => {
    const p = await securedPlayer();
    const second = await SoftAuthenticator.create(ORIGIN);
    const options = await registerOptions(p.cookie);
    expect(options.excludeCredentials).toEqual([{ id: p.auth.id, type: 'public-key', transports: ['internal'] }]);
    expect((await post('/api/account/register', { response: await second.register(options as never), label: 'Handy' }, p.cookie)).status).toBe(201);
    const relabel = await post(`/api/account/passkeys/${p.auth.id}/label`, { label: '  Laptop  ' }, p.cookie);
    expect((await json(relabel)).passkey).toMatchObject({ id: p.auth.id, label: 'Laptop' });
    const list = await json(await call('/api/account', { cookie: p.cookie }));
    expect(list.passkeys.map((k: Json) => k.label).sort()).toEqual(['Handy', 'Laptop']);

    const removed = await post(`/api/account/passkeys/${second.id}/remove`, {}, p.cookie);
    expect(removed.status).toBe(200);
    expect((await json(removed)).passkeys.map((k: Json) => k.id)).toEqual([p.auth.id]);
    await expectError(await post(`/api/account/passkeys/${p.auth.id}/remove`, {}, p.cookie), 409, 'last_passkey');
    await expectError(await post(`/api/account/passkeys/${second.id}/remove`, {}, p.cookie), 410, 'passkey_removed');
    // The removed passkey no longer signs in, with its own code.
    await expectError(await post('/api/account/login', { response: await second.assert(await loginOptions() as never) }), 410, 'passkey_removed');
    // And can never be registered again.
    const again = await post('/api/account/register', { response: await second.register(await registerOptions(p.cookie) as never) }, p.cookie);
    await expectError(again, 409, 'credential_taken');
  });

  it('remembers the one-time "Konto sichern" offer for the player, on every device', async () => {
    const p = await newPlayer();
    await expectError(await post('/api/account/offer', { extra: 1 }, p.cookie), 400, 'bad_request');
    expect((await json(await call('/api/account', { cookie: p.cookie }))).offered).toBe(false);
    const first = await post('/api/account/offer', {}, p.cookie);
    expect(await json(first)).toEqual({ secured: false, passkeys: [], offered: true });
    const at = await env.DB.prepare('SELECT secure_offered_at AS at FROM players WHERE id = ?').bind(p.playerId).first<number>('at');
    expect(at).toBeGreaterThan(0);
    // Shown again (another tab): the first time stays.
    expect((await post('/api/account/offer', {}, p.cookie)).status).toBe(200);
    expect(await env.DB.prepare('SELECT secure_offered_at AS at FROM players WHERE id = ?').bind(p.playerId).first<number>('at')).toBe(at);
    // Secured and signed in elsewhere: the same player record, so no offer there either.
    const auth = await SoftAuthenticator.create(ORIGIN);
    expect((await post('/api/account/register', { response: await auth.register(await registerOptions(p.cookie) as never) }, p.cookie)).status).toBe(201);
    const login = await post('/api/account/login', { response: await auth.assert(await loginOptions() as never) });
    expect(await json(await call('/api/account', { cookie: cookieFrom(login)! }))).toMatchObject({ secured: true, offered: true });
  });

  it('signs out a secured browser only; the account stays', async () => {
    const anon = await newPlayer();
    await expectError(await post('/api/account/logout', {}, anon.cookie), 409, 'not_secured');
    const p = await securedPlayer();
    const out = await post('/api/account/logout', {}, p.cookie);
    expect(out.status).toBe(200);
    expect(await json(out)).toEqual({ playerId: null, name: null, balance: null });
    expect(out.headers.getSetCookie().find((c) => c.startsWith('sp_id='))).toMatch(/Max-Age=0/);
    const back = await post('/api/account/login', { response: await p.auth.assert(await loginOptions() as never) });
    expect((await json(back)).playerId).toBe(p.playerId);
  });

  it('signing out revokes the session: a copy of the old cookie is nobody; the other sessions stay', async () => {
    const p = await securedPlayer();
    // A second browser signed in to the same account: its own session.
    const other = cookieFrom(await post('/api/account/login', { response: await p.auth.assert(await loginOptions() as never) }))!;
    expect(other).not.toBe(p.cookie);
    const copy = p.cookie;
    expect((await post('/api/account/logout', {}, p.cookie)).status).toBe(200);
    // The copied cookie: anonymous for a look, no identity where one is needed, and no new player made from it silently.
    expect(await json(await call('/api/me', { cookie: copy }))).toMatchObject({ playerId: null });
    await expectError(await call('/api/account', { cookie: copy }), 401, 'no_identity');
    await expectError(await post('/api/account/logout', {}, copy), 401, 'no_identity');
    const made = await post('/api/tables', { game: 'elster', mode: 'solo' }, copy);
    expect(made.status).toBe(201);
    expect((await json(await call('/api/me', { cookie: cookieFrom(made)! }))).playerId).not.toBe(p.playerId);
    // The other browser is still signed in.
    expect((await json(await call('/api/me', { cookie: other }))).playerId).toBe(p.playerId);
  });

  it('a secured account makes no device code: a copied cookie cannot mint a session that outlives "Abmelden"', async () => {
    const p = await securedPlayer();
    const copy = p.cookie;
    await expectError(await post('/api/transfer', {}, copy), 409, 'secured_use_passkey');
    expect((await post('/api/account/logout', {}, p.cookie)).status).toBe(200);
    // After the owner signed out, the copy is nobody and gets nothing either.
    await expectError(await post('/api/transfer', {}, copy), 401, 'no_identity');
  });
});

describe('passkeys: refusals change nothing', () => {
  it('needs an identity where one is needed', async () => {
    await expectError(await post('/api/account/register/options', {}), 401, 'no_identity');
    await expectError(await post('/api/account/register', {}), 401, 'no_identity');
    await expectError(await call('/api/account'), 401, 'no_identity');
    await expectError(await post('/api/account/passkeys/abc/remove', {}), 401, 'no_identity');
    await expectError(await post('/api/account/passkeys/abc/label', { label: 'x' }), 401, 'no_identity');
    await expectError(await post('/api/account/logout', {}), 401, 'no_identity');
    await expectError(await post('/api/account/offer', {}), 401, 'no_identity');
  });

  it('refuses malformed bodies and labels', async () => {
    const p = await securedPlayer();
    await expectError(await post('/api/account/login', 'nope'), 400, 'bad_json');
    await expectError(await post('/api/account/login', { response: { id: 'x' } }), 400, 'bad_request');
    await expectError(await post('/api/account/login/options', { extra: 1 }), 400, 'bad_request');
    await expectError(await post('/api/account/register/options', [], p.cookie), 400, 'bad_request');
    const reg = await p.auth.register(await registerOptions(p.cookie) as never);
    await expectError(await post('/api/account/register', { response: reg, label: '\u0007' }, p.cookie), 400, 'bad_label');
    await expectError(await post('/api/account/register', { response: reg, label: 'x'.repeat(41) }, p.cookie), 400, 'bad_label');
    await expectError(await post(`/api/account/passkeys/${p.auth.id}/label`, { label: '' }, p.cookie), 400, 'bad_label');
    const bad = await p.auth.assert(await loginOptions() as never);
    bad.response.clientDataJSON = 'bm90LWpzb24';
    await expectError(await post('/api/account/login', { response: bad }), 400, 'bad_response');
    // Same-origin, JSON and size rules hold as for every POST.
    const cross = await call('/api/account/login/options', { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' }, body: '{}' });
    await expectError(cross, 403, 'cross_site');
    const big = await post('/api/account/login', { response: 'x'.repeat(5000) });
    await expectError(big, 413, 'too_large');
  });

  it('refuses another site: origin and RP ID', async () => {
    const p = await newPlayer();
    const auth = await SoftAuthenticator.create(ORIGIN);
    await expectError(await post('/api/account/register', { response: await auth.register(await registerOptions(p.cookie) as never, { origin: 'https://evil.example' }) }, p.cookie), 403, 'wrong_origin');
    await expectError(await post('/api/account/register', { response: await auth.register(await registerOptions(p.cookie) as never, { rpId: 'evil.example' }) }, p.cookie), 403, 'wrong_rp_id');
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM passkeys WHERE player_id = ?').bind(p.playerId).first('n')).toBe(0);
    const s = await securedPlayer();
    await expectError(await post('/api/account/login', { response: await s.auth.assert(await loginOptions() as never, { origin: 'https://evil.example' }) }), 403, 'wrong_origin');
    await expectError(await post('/api/account/login', { response: await s.auth.assert(await loginOptions() as never, { rpId: 'evil.example' }) }), 403, 'wrong_rp_id');
  });

  it('refuses unknown, used, replayed and expired challenges', async () => {
    const s = await securedPlayer();
    // A challenge this server never issued.
    await expectError(await post('/api/account/login', { response: await s.auth.assert({ challenge: 'bm90LWlzc3VlZA' }) }), 400, 'challenge_unknown');
    // A registration challenge is no sign-in challenge.
    await expectError(await post('/api/account/login', { response: await s.auth.assert(await registerOptions(s.cookie) as never) }), 400, 'challenge_unknown');
    // The same response twice: replayed. Another response to a used challenge: challenge_used.
    const options = await loginOptions();
    const first = await s.auth.assert(options as never);
    expect((await post('/api/account/login', { response: first })).status).toBe(200);
    await expectError(await post('/api/account/login', { response: first }), 409, 'replayed');
    await expectError(await post('/api/account/login', { response: await s.auth.assert(options as never) }), 409, 'challenge_used');
    // Expired: the row's time has run out.
    const late = await loginOptions();
    await env.DB.prepare('UPDATE webauthn_challenges SET expires_at = ? WHERE challenge = ?').bind(Date.now() - 1, late.challenge).run();
    await expectError(await post('/api/account/login', { response: await s.auth.assert(late as never) }), 410, 'challenge_expired');
    // A registration challenge of another player.
    const other = await newPlayer();
    const auth = await SoftAuthenticator.create(ORIGIN);
    await expectError(await post('/api/account/register', { response: await auth.register(await registerOptions(s.cookie) as never) }, other.cookie), 403, 'challenge_other_player');
  });

  it('refuses a counter that went back, a bad signature, and foreign or unknown credentials', async () => {
    const s = await securedPlayer();
    expect((await post('/api/account/login', { response: await s.auth.assert(await loginOptions() as never, { counter: 5 }) })).status).toBe(200);
    await expectError(await post('/api/account/login', { response: await s.auth.assert(await loginOptions() as never, { counter: 3 }) }), 409, 'counter_replay');
    await expectError(await post('/api/account/login', { response: await s.auth.assert(await loginOptions() as never, { counter: 9, badSignature: true }) }), 400, 'verification_failed');
    expect(await env.DB.prepare('SELECT counter FROM passkeys WHERE id = ?').bind(s.auth.id).first('counter')).toBe(5);
    // A passkey claiming another player's user handle.
    const t = await securedPlayer();
    await expectError(await post('/api/account/login', { response: await s.auth.assert(await loginOptions() as never, { userHandle: t.auth.userHandle }) }), 403, 'credential_mismatch');
    // A passkey nobody registered.
    const stranger = await SoftAuthenticator.create(ORIGIN);
    await expectError(await post('/api/account/login', { response: await stranger.assert(await loginOptions() as never) }), 404, 'unknown_passkey');
    // Another player's passkey cannot be relabelled or removed; an unknown one is unknown.
    await expectError(await post(`/api/account/passkeys/${t.auth.id}/remove`, {}, s.cookie), 403, 'not_your_passkey');
    await expectError(await post(`/api/account/passkeys/${t.auth.id}/label`, { label: 'Meins' }, s.cookie), 403, 'not_your_passkey');
    await expectError(await post(`/api/account/passkeys/${stranger.id}/remove`, {}, s.cookie), 404, 'unknown_passkey');
    // The same credential registered to a second player.
    await expectError(await post('/api/account/register', { response: await s.auth.register(await registerOptions(t.cookie) as never) }, t.cookie), 409, 'credential_taken');
  });

  it('limits passkey requests per address', async () => {
    const address = '10.99.0.1';
    let last: Response | undefined;
    // 41 requests: past the limit of 20 a minute even when a minute's end falls among them.
    for (let i = 0; i < 41 && last?.status !== 429; i++) last = await post('/api/account/login/options', {}, undefined, address);
    await expectError(last!, 429, 'rate_limited');
    // Another address is not affected.
    expect((await post('/api/account/login/options', {}, undefined, '10.99.0.2')).status).toBe(200);
  });

  it('limits passkey requests per player, from whatever address', async () => {
    const p = await newPlayer();
    let last: Response | undefined;
    for (let i = 0; i < 41 && last?.status !== 429; i++) last = await post('/api/account/register/options', {}, p.cookie, `10.98.0.${i + 1}`);
    await expectError(last!, 429, 'rate_limited');
    // Another player on one of those addresses is not affected.
    const q = await newPlayer();
    expect((await post('/api/account/register/options', {}, q.cookie, '10.98.0.1')).status).toBe(200);
  });
});
