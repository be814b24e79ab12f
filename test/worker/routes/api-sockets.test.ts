// WebSocket upgrades: 426 / 403 / 401 / 404 before any Durable Object, then a real table socket.
import { describe, expect, it } from 'vitest';
import type { ServerMessage, TableInfo } from '@schema/protocol';
import { newPlayer, openSocket, ORIGIN, postJson, upgrade } from '../api-helpers';

async function errorOf(res: Response): Promise<string> {
  return ((await res.json()) as { error: string }).error;
}

async function newTable(cookie: string): Promise<TableInfo> {
  const res = await postJson('/api/tables', { game: 'elster', mode: 'multi' }, cookie);
  expect(res.status).toBe(201);
  return ((await res.json()) as { table: TableInfo }).table;
}

describe('socket gates', () => {
  it('426 without an upgrade', async () => {
    const { call } = await import('../api-helpers');
    const res = await call('/ws/table/abcdefgh', { headers: { Origin: ORIGIN } });
    expect(res.status).toBe(426);
    expect(res.headers.get('Upgrade')).toBe('websocket');
    expect(await errorOf(res)).toBe('upgrade_required');
  });

  it('403 for a foreign origin, even with a valid cookie', async () => {
    const p = await newPlayer();
    for (const path of ['/ws/table/abcdefgh', '/ws/lobby/elster']) {
      const res = await upgrade(path, { Origin: 'https://evil.example', Cookie: p.cookie });
      expect(res.status).toBe(403);
      expect(await errorOf(res)).toBe('forbidden_origin');
    }
  });

  it('403 without Origin and without identity; 401 with an allowed origin but no cookie', async () => {
    const noOrigin = await upgrade('/ws/table/abcdefgh');
    expect(noOrigin.status).toBe(403);
    const noCookie = await upgrade('/ws/table/abcdefgh', { Origin: ORIGIN });
    expect(noCookie.status).toBe(401);
    expect(await errorOf(noCookie)).toBe('no_identity');
    const tampered = await upgrade('/ws/table/abcdefgh', { Origin: ORIGIN, Cookie: 'sp_id=abc.def' });
    expect(tampered.status).toBe(401);
  });

  it('404 for a malformed table id or an unknown game', async () => {
    const p = await newPlayer();
    expect((await upgrade('/ws/table/NOPE', { Origin: ORIGIN, Cookie: p.cookie })).status).toBe(404);
    expect((await upgrade('/ws/lobby/skat', { Origin: ORIGIN })).status).toBe(404);
  });

  it('404 JSON not_found for a well-formed id of a table that does not exist (PROTOCOL §2: every response is JSON)', async () => {
    const p = await newPlayer();
    const res = await upgrade('/ws/table/abcdefghjk', { Origin: ORIGIN, Cookie: p.cookie });
    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Type')).toContain('application/json');
    expect(await res.json()).toEqual({ error: 'not_found', message: 'No such table.' });
  });
});

describe('table socket', () => {
  it('connects the host (own origin) and sends a snapshot for their seat, ignoring forged identity headers', async () => {
    const host = await newPlayer();
    const table = await newTable(host.cookie);
    const res = await upgrade(`/ws/table/${table.id}`, {
      Origin: ORIGIN,
      Cookie: host.cookie,
      'X-Player-Id': 'someone-else',
      'X-Player-Name': 'Forged',
    });
    expect(res.status).toBe(101);
    const sock = openSocket(res);
    const snap = await sock.next<ServerMessage>();
    // The host's own seat and name — never the forged one, and no player id on the wire.
    expect(snap).toMatchObject({ t: 'snapshot', seat: 0, table: { host: 0 } });
    expect((snap as Extract<ServerMessage, { t: 'snapshot' }>).table.seats[0]).toMatchObject({ kind: 'human', name: host.name });
    expect(JSON.stringify(snap)).not.toContain('someone-else');
    expect(JSON.stringify(snap)).not.toContain(host.playerId);
    sock.close();
  });

  it('lets a client without Origin in when it has a cookie (bots), and one from ALLOWED_ORIGINS', async () => {
    const host = await newPlayer();
    const table = await newTable(host.cookie);
    const bot = await newPlayer();
    const botRes = await upgrade(`/ws/table/${table.id}`, { Cookie: bot.cookie });
    expect(botRes.status).toBe(101);
    const botSock = openSocket(botRes);
    // The bot is seated at the waiting table (seat 1), as a browser would be.
    expect(await botSock.next()).toMatchObject({ t: 'snapshot', seat: 1 });
    botSock.close();

    const friend = await newPlayer();
    const name = 'Kiesel-Königin 🐦';
    expect((await postJson('/api/me', { name }, friend.cookie)).status).toBe(200);
    const res = await upgrade(`/ws/table/${table.id}`, { Origin: 'http://allowed.test', Cookie: friend.cookie });
    expect(res.status).toBe(101);
    const sock = openSocket(res);
    const snap = await sock.next<Extract<ServerMessage, { t: 'snapshot' }>>();
    expect(snap).toMatchObject({ t: 'snapshot' });
    // The name travels URI-encoded in a header (headers are bytes) and arrives intact.
    expect(snap.table.seats[snap.seat!]).toMatchObject({ kind: 'human', name });
    sock.close();
  });
});
