// An identity change closes the old identity's table sockets with 4001 `identity_changed`
// (docs/PROTOCOL.md): a passkey sign-in on a browser that had another player, and a sign-out. The
// other people's sockets at the same table stay open; the browser reconnects as its new identity.
import { describe, expect, it } from 'vitest';
import type { ServerMessage, TableInfo } from '@schema/protocol';
import { CLOSE_IDENTITY_CHANGED } from '@schema/protocol';
import { SoftAuthenticator } from '../../support/soft-authenticator';
import { call, cookieFrom, env, newPlayer, openSocket, ORIGIN, postJson, upgrade } from '../api-helpers';
import { eventually } from '../helpers';

type Json = Record<string, any>;
type Snapshot = Extract<ServerMessage, { t: 'snapshot' }>;

const post = (path: string, body: unknown, cookie?: string) =>
  call(path, { method: 'POST', cookie, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
const optionsOf = async (res: Response) => ((await res.json()) as Json).options;

/** A table socket that remembers how it was closed. */
async function tableSocket(tableId: string, cookie: string) {
  const res = await upgrade(`/ws/table/${tableId}`, { Origin: ORIGIN, Cookie: cookie });
  expect(res.status).toBe(101);
  const sock = openSocket(res);
  const closed: { code: number; reason: string }[] = [];
  sock.ws.addEventListener('close', (e) => { closed.push({ code: e.code, reason: e.reason }); });
  const snap = await sock.next<Snapshot>();
  expect(snap.t).toBe('snapshot');
  return { ...sock, closed, seat: snap.seat };
}

async function newTable(cookie: string): Promise<TableInfo> {
  const res = await postJson('/api/tables', { game: 'elster', mode: 'multi' }, cookie);
  expect(res.status).toBe(201);
  return ((await res.json()) as { table: TableInfo }).table;
}

/** A player secured on "another device": its passkey lives in `auth`. */
async function account() {
  const p = await newPlayer();
  const auth = await SoftAuthenticator.create(ORIGIN);
  const options = await optionsOf(await post('/api/account/register/options', {}, p.cookie));
  expect((await post('/api/account/register', { response: await auth.register(options) }, p.cookie)).status).toBe(201);
  return { ...p, auth };
}

async function signIn(auth: SoftAuthenticator, cookie: string): Promise<Response> {
  const options = await optionsOf(await post('/api/account/login/options', {}));
  const res = await post('/api/account/login', { response: await auth.assert(options) }, cookie);
  expect(res.status).toBe(200);
  return res;
}

const rowsOf = (playerId: string) =>
  env.DB.prepare('SELECT table_id AS tableId FROM table_sockets WHERE player_id = ?1').bind(playerId).all().then((r) => r.results);

describe('identity change closes the old identity\'s table sockets', () => {
  it('closes the anonymous player\'s sockets on sign-in; others stay; the browser reconnects as the account', async () => {
    const host = await newPlayer();
    const table = await newTable(host.cookie);
    const hostSock = await tableSocket(table.id, host.cookie);
    const anon = await newPlayer();
    const anonSock = await tableSocket(table.id, anon.cookie);
    expect(anonSock.seat).toBe(1);
    expect(await rowsOf(anon.playerId)).toEqual([{ tableId: table.id }]);

    const acc = await account();
    const login = await signIn(acc.auth, anon.cookie);
    expect(((await login.json()) as Json).playerId).toBe(acc.playerId);
    await eventually(async () => expect(anonSock.closed.length).toBeGreaterThan(0));
    expect(anonSock.closed).toEqual([{ code: CLOSE_IDENTITY_CHANGED, reason: 'identity_changed' }]);
    expect(hostSock.closed).toEqual([]);
    expect(await rowsOf(anon.playerId)).toEqual([]);

    // The browser's new cookie connects the account: a player of its own, not the anonymous seat.
    const again = await tableSocket(table.id, cookieFrom(login)!);
    expect(again.seat).toBe(2);
    again.close();
    hostSock.close();
  });

  it('closes the account\'s sockets on sign-out', async () => {
    const acc = await account();
    const table = await newTable(acc.cookie);
    const sock = await tableSocket(table.id, acc.cookie);
    expect((await post('/api/account/logout', {}, acc.cookie)).status).toBe(200);
    await eventually(async () => expect(sock.closed.length).toBeGreaterThan(0));
    expect(sock.closed).toEqual([{ code: CLOSE_IDENTITY_CHANGED, reason: 'identity_changed' }]);
  });

  it('closes nothing when the identity stays: signing in as the player the browser already is', async () => {
    const acc = await account();
    const table = await newTable(acc.cookie);
    const sock = await tableSocket(table.id, acc.cookie);
    await signIn(acc.auth, acc.cookie);
    // Another socket event after the sign-in proves the socket still works (no close was on its way).
    sock.send({ t: 'sync' });
    expect((await sock.next<ServerMessage>()).t).toBe('snapshot');
    expect(sock.closed).toEqual([]);
    expect(await rowsOf(acc.playerId)).toEqual([{ tableId: table.id }]);
    sock.close();
  });
});
