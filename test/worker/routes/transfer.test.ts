// Gerät wechseln: a one-time transfer code links a second browser to the same player.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { db as drizzleDb } from '../../../worker/db/client';
import { createTransferCode, normalizeCode, redeemTransferCode, TRANSFER_TTL_MS } from '../../../worker/db/transfer';
import { call, cookieFrom, newPlayer, postJson } from '../api-helpers';

const db = drizzleDb(env.DB);
let ips = 0;

/** A redeem request from its own address (the limiter also counts per address). */
function redeem(body: unknown, cookie?: string, ip = `10.0.0.${++ips}`): Promise<Response> {
  return call('/api/transfer/redeem', {
    method: 'POST', cookie, headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': ip },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('POST /api/transfer and /api/transfer/redeem', () => {
  it('makes the second browser the same player, once', async () => {
    const first = await newPlayer();
    const made = await postJson('/api/transfer', {}, first.cookie);
    expect(made.status).toBe(201);
    const { code, expiresAt } = (await made.json()) as { code: string; expiresAt: number };
    expect(code).toMatch(/^[A-KMNP-Z2-9]{4}-[A-KMNP-Z2-9]{4}$/);
    expect(expiresAt - Date.now()).toBeGreaterThan(TRANSFER_TTL_MS - 60_000);

    // The second browser already has an identity of its own; it is replaced. Typing in lower case works.
    const second = await newPlayer();
    const redeemed = await redeem({ code: ` ${code.toLowerCase()} ` }, second.cookie);
    expect(redeemed.status).toBe(200);
    expect(await redeemed.json()).toEqual({ playerId: first.playerId, name: first.name, balance: 100 });
    const cookie = cookieFrom(redeemed)!;
    const me = await (await call('/api/me', { cookie })).json();
    expect(me).toMatchObject({ playerId: first.playerId, name: first.name });

    const again = await redeem({ code }, (await newPlayer()).cookie);
    expect(again.status).toBe(410);
    expect(await again.json()).toMatchObject({ error: 'code_used' });
  });

  it('rejects wrong codes and bad bodies, and needs an identity to make one', async () => {
    const p = await newPlayer();
    for (const code of ['AAAA-AAAA', 'K7QX-M2PA']) {
      const res = await redeem({ code }, p.cookie);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: 'bad_code' });
    }
    for (const code of ['', 'O0O0-1111', 'ABC', 42, null]) {
      expect(await (await redeem({ code }, p.cookie)).json()).toMatchObject({ error: 'bad_code' });
    }
    expect((await redeem('nope', p.cookie)).status).toBe(400);
    const anonymous = await postJson('/api/transfer', {});
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: 'no_identity' });
  });

  it('makes a code only from the body {}: an unknown key or no object is refused and the live code keeps working', async () => {
    const p = await newPlayer();
    const live = ((await (await postJson('/api/transfer', {}, p.cookie)).json()) as { code: string }).code;
    // Making a code retires the older ones: a body the route does not know once did that too.
    const extra = await postJson('/api/transfer', { device: 'x' }, p.cookie);
    expect(extra.status).toBe(400);
    expect(await extra.json()).toMatchObject({ error: 'bad_request', params: { key: 'device' } });
    for (const body of ['[]', '42', 'null', '{']) {
      const res = await call('/api/transfer', { method: 'POST', cookie: p.cookie, headers: { 'Content-Type': 'application/json' }, body });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'bad_json' });
    }
    const redeemed = await redeem({ code: live }, (await newPlayer()).cookie);
    expect(redeemed.status).toBe(200);
  });
  // Guessing is limited per address: test/worker/http/trust-boundary.test.ts (the attacker test).
});

describe('transfer codes (injected clock)', () => {
  it('expire after ten minutes', async () => {
    const { playerId } = await newPlayer();
    const now = Date.UTC(2026, 2, 29, 0, 55);
    const { code, expiresAt } = await createTransferCode(db, playerId, now);
    expect(expiresAt).toBe(now + TRANSFER_TTL_MS);
    expect(await redeemTransferCode(db, code, expiresAt)).toEqual({ ok: false, error: 'code_expired' });
    expect(await redeemTransferCode(db, code, expiresAt - 1)).toEqual({ ok: true, playerId });
    expect(await redeemTransferCode(db, code, expiresAt - 1)).toEqual({ ok: false, error: 'code_used' });
  });

  it('a new code retires the older unused one; two browsers racing for one code: one wins', async () => {
    const { playerId } = await newPlayer();
    const now = Date.now();
    const old = await createTransferCode(db, playerId, now);
    const fresh = await createTransferCode(db, playerId, now + 1);
    expect(await redeemTransferCode(db, old.code, now + 2)).toEqual({ ok: false, error: 'code_used' });
    const race = await Promise.all([redeemTransferCode(db, fresh.code, now + 3), redeemTransferCode(db, fresh.code, now + 3)]);
    expect(race.filter((r) => r.ok)).toEqual([{ ok: true, playerId }]);
  });

  it('normalizes what people type', () => {
    expect(normalizeCode('k7qx m2pa')).toBe('K7QXM2PA');
    expect(normalizeCode('K7QX-M2PA')).toBe('K7QXM2PA');
    expect(normalizeCode('K7QL-M2PA')).toBeNull();
    expect(normalizeCode('K7QX-M2P')).toBeNull();
  });
});
