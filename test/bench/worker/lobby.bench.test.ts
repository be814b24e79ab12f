// The foyer's LobbyDO at a scaled-down size, inside the Workers runtime (docs/PERFORMANCE.md "The
// foyer at scale"): one game's object holding OPEN_TABLES waiting tables, timed inside the object
// (performance.now advances during CPU work in the local runtime): a publication (a table joined or
// changed), a foyer connect (the list message), and one batched change sent to SOCKETS foyer
// sockets held by one FoyerShard and by four (the busiest shard's time per message, and per socket).
// Bounded by counts, never by time. Prints one `BENCH_JSON {...}` line for
// test/bench/lobby.bench.ts.
import { env, runInDurableObject } from 'cloudflare:test';
import { expect, it } from 'vitest';
import type { LobbyTable } from '@schema/protocol';
import type { LobbyDO } from '../../../worker/lobby/lobby-do';
import { FOYER_LOBBY_HEADER, foyerShard, type FoyerShard } from '../../../worker/lobby/foyer-shard';

const OPEN_TABLES = Number(process.env.LOBBY_TABLES ?? 10_000);
const TIMED = 500;
const SOCKETS = 1200;

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
  // Foyer sockets spread over S shards (S = 1 and 4), then one batched change of 60 tables handed to
  // every shard: each shard's time for the message, timed inside the shard. The busiest object's
  // time per message is what bounds the foyer's viewers.
  const shardFigures: Record<number, { maxMs: number; perSocketUs: number }> = {};
  for (const shards of [1, 4]) {
    const lobbyId = env.LOBBY.idFromName(`bench-foyer-${shards}`).toString();
    const clients: WebSocket[] = [];
    for (let i = 0; i < SOCKETS; i++) {
      const res = await foyerShard(env, lobbyId, i % shards).fetch('http://foyer/', { headers: { Upgrade: 'websocket', [FOYER_LOBBY_HEADER]: lobbyId } });
      const ws = res.webSocket!;
      ws.accept();
      ws.addEventListener('message', () => {}); // read and dropped, so nothing piles up in the pipe
      clients.push(ws);
    }
    const message = JSON.stringify({ t: 'changes', changes: Array.from({ length: 60 }, (_, i) => entry(i)) });
    const perShard: number[] = [];
    for (let k = 0; k < shards; k++) {
      perShard.push(await runInDurableObject(foyerShard(env, lobbyId, k), async (shard: FoyerShard) => {
        const times: number[] = [];
        for (let round = 0; round < 10; round++) {
          const t0 = performance.now();
          await shard.fanOut(message);
          times.push(performance.now() - t0);
          await new Promise((r) => setTimeout(r, 20)); // the clients read what was sent
        }
        return mean(times);
      }));
    }
    for (const ws of clients) ws.close();
    const maxMs = Math.max(...perShard);
    shardFigures[shards] = { maxMs, perSocketUs: (maxMs * 1000) / Math.ceil(SOCKETS / shards) };
  }
  const result = {
    'lobby.open_tables': OPEN_TABLES,
    'lobby.publish_ms.mean': mean(figures.publish),
    'lobby.publish_ms.p95': p95(figures.publish),
    'lobby.connect_list_ms.mean': mean(figures.connect),
    'lobby.fanout_us_per_socket': shardFigures[1]!.perSocketUs,
    'lobby.fanout_ms_per_message.1_shard': shardFigures[1]!.maxMs,
    'lobby.fanout_ms_per_message.4_shards': shardFigures[4]!.maxMs,
  };
  console.log(`BENCH_JSON ${JSON.stringify(result)}`);
  expect(result['lobby.publish_ms.mean']).toBeGreaterThanOrEqual(0);
});
