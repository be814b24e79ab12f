// The foyer's LobbyDO at a scaled-down size, inside the Workers runtime (docs/PERFORMANCE.md "The
// foyer at scale"): one game's object holding OPEN_TABLES waiting tables, timed inside the object
// (performance.now advances during CPU work in the local runtime): a publication (a table joined or
// changed), a foyer connect (the list message), and one batched change sent to SOCKETS foyer
// sockets (per socket). Bounded by counts, never by time. Prints one `BENCH_JSON {...}` line for
// test/bench/lobby.bench.ts.
import { env, runInDurableObject } from 'cloudflare:test';
import { expect, it } from 'vitest';
import type { LobbyTable } from '@schema/protocol';
import type { LobbyDO } from '../../../worker/lobby/lobby-do';

const OPEN_TABLES = Number(process.env.LOBBY_TABLES ?? 10_000);
const TIMED = 500;
const SOCKETS = 200;

const entry = (i: number): LobbyTable => ({
  id: `t${String(i).padStart(9, '0')}`,
  game: 'elster',
  hostName: `Gast ${1000 + (i % 9000)}`,
  seatsTotal: 5,
  seatsTaken: 1 + (i % 4),
  settings: { thinkTime: 60, tempo: 'normal', botLevel: 'normal', stake: 0, game: { games: 1, houseRule: 'topf' } },
  status: 'waiting',
  createdAt: 1_700_000_000_000 + i,
});

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)]!;

it('times the foyer object at scale', async () => {
  const stub = env.LOBBY.get(env.LOBBY.idFromName('bench-lobby'));
  const figures = await runInDurableObject(stub, async (lobby: LobbyDO) => {
    for (let i = 0; i < OPEN_TABLES; i++) await lobby.publish(entry(i), 1);
    const publish: number[] = [];
    for (let i = 0; i < TIMED; i++) {
      const t0 = performance.now();
      await lobby.publish({ ...entry(i * 7), seatsTaken: 2 }, 2 + i);
      publish.push(performance.now() - t0);
    }
    const connect: number[] = [];
    for (let i = 0; i < 50; i++) {
      const t0 = performance.now();
      await lobby.list();
      connect.push(performance.now() - t0);
    }
    return { publish, connect };
  });
  // Foyer sockets, then one batched change of 60 tables sent to all of them.
  const clients: WebSocket[] = [];
  for (let i = 0; i < SOCKETS; i++) {
    const res = await stub.fetch('http://lobby/', { headers: { Upgrade: 'websocket' } });
    const ws = res.webSocket!;
    ws.accept();
    clients.push(ws);
  }
  const fanout = await runInDurableObject(stub, async (lobby: LobbyDO) => {
    const inner = lobby as unknown as { change(c: unknown): void; flush(): void };
    const times: number[] = [];
    for (let round = 0; round < 10; round++) {
      for (let i = 0; i < 60; i++) inner.change(entry(round * 60 + i));
      const t0 = performance.now();
      inner.flush();
      times.push(performance.now() - t0);
    }
    return times;
  });
  for (const ws of clients) ws.close();
  const result = {
    'lobby.open_tables': OPEN_TABLES,
    'lobby.publish_ms.mean': mean(figures.publish),
    'lobby.publish_ms.p95': p95(figures.publish),
    'lobby.connect_list_ms.mean': mean(figures.connect),
    'lobby.fanout_us_per_socket': (mean(fanout) * 1000) / SOCKETS,
  };
  console.log(`BENCH_JSON ${JSON.stringify(result)}`);
  expect(result['lobby.publish_ms.mean']).toBeGreaterThanOrEqual(0);
});
