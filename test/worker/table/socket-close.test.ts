// The server answers a client's Close frame on table and foyer sockets: the client sees a clean
// close with its own code at once (not a 1006 after its own timeout).
import { describe, expect, it } from 'vitest';
import type { TableInfo } from '@schema/protocol';
import { newPlayer, openSocket, ORIGIN, postJson, upgrade } from '../api-helpers';

interface Closed { code: number; reason: string; wasClean: boolean }

function closedOf(ws: WebSocket): Promise<Closed> {
  return new Promise((resolve) => {
    ws.addEventListener('close', (e) => resolve({ code: e.code, reason: e.reason, wasClean: e.wasClean }));
  });
}

async function openTableSocket(): Promise<ReturnType<typeof openSocket>> {
  const host = await newPlayer();
  const res = await postJson('/api/tables', { game: 'elster', mode: 'multi' }, host.cookie);
  const table = ((await res.json()) as { table: TableInfo }).table;
  const sock = openSocket(await upgrade(`/ws/table/${table.id}`, { Origin: ORIGIN, Cookie: host.cookie }));
  expect(await sock.next()).toMatchObject({ t: 'snapshot' });
  return sock;
}

async function openLobbySocket(): Promise<ReturnType<typeof openSocket>> {
  const sock = openSocket(await upgrade('/ws/lobby/elster', { Origin: ORIGIN }));
  expect(await sock.next()).toMatchObject({ t: 'tables' });
  return sock;
}

describe('closing from the client', () => {
  for (const [name, open] of [['table', openTableSocket], ['foyer', openLobbySocket]] as const) {
    it(`${name} socket: the server echoes the code and reason`, async () => {
      const sock = await open();
      const closed = closedOf(sock.ws);
      sock.ws.close(4321, 'fertig');
      expect(await closed).toEqual({ code: 4321, reason: 'fertig', wasClean: true });
    });

    it(`${name} socket: a plain 1000 comes back as 1000`, async () => {
      const sock = await open();
      const closed = closedOf(sock.ws);
      sock.ws.close(1000, 'bye');
      expect(await closed).toEqual({ code: 1000, reason: 'bye', wasClean: true });
    });

    it(`${name} socket: a Close frame without a code (1005) is answered, cleanly`, async () => {
      const sock = await open();
      const closed = closedOf(sock.ws);
      sock.ws.close();
      const got = await closed;
      expect(got.wasClean).toBe(true);
      expect(got.code).not.toBe(1006);
    });
  }
});
