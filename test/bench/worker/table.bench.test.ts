// Table benchmark inside the Workers runtime: a 'multi' Speedelster table with 4 human seats (no
// computers, so no bot time), many one-game matches of random legal bids played one move at a
// time (a round at least ROUND_MIN_MS long, within each socket's move limit). Each move is timed from send to the first update on the mover's socket; every update frame
// any seat receives is weighed; the SQL statements each move runs are counted (test/worker/sql-count.ts;
// between matches the results drain — an alarm — is awaited, so it never falls into a move).
// Prints one `BENCH_JSON {...}` line for test/bench/table.bench.ts.
import { env, runInDurableObject } from 'cloudflare:test';
import { expect, it } from 'vitest';
import type { ServerMessage, TableInfo } from '@schema/protocol';
import type { ElsterView } from '@games/elster/types';
import type { Env } from '../../../worker/env';
import type { TableInit } from '../../../worker/table/reducer/types';
import type { Table } from '../../../worker/table/reducer/model';
import { countStatements } from '../../worker/sql-count';

const MATCHES = 20;
const SEATS = 4;
const WAIT_MS = 10_000;
/**
 * A round takes at least this long: a socket may send 50 moves a second for long (burst 60,
 * worker/http/socket-limits.ts), and each seat bids once a round. The pause is not timed.
 */
const ROUND_MIN_MS = 25;
/** Rematches at least this far apart (a player's seat allowance refills one a second). */
const REMATCH_MIN_MS = 1_100;

/** Does this view show the seat's bid placed, or its round already resolved? */
const resultOf = (v: ElsterView, seat: number, round: number) =>
  v.hasBid[seat] || v.rounds.length !== round || v.phase !== 'bidding';

/** One seat's socket: keeps the latest version, table and view; lets the driver await a condition. */
class Seat {
  v = 0;
  seatNo: number | null = null;
  table: TableInfo | null = null;
  view: ElsterView | null = null;
  private failure: Error | null = null;
  private waiters: { test: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void; reject: (e: Error) => void }[] = [];

  constructor(
    readonly name: string,
    private readonly ws: WebSocket,
    private readonly onUpdateBytes: (bytes: number) => void,
  ) {
    ws.addEventListener('message', (e) => this.receive(e.data as string));
  }

  private receive(data: string): void {
    const msg = JSON.parse(data) as ServerMessage;
    if (msg.t === 'snapshot') {
      this.v = msg.v;
      this.seatNo = msg.seat;
      this.table = msg.table;
      this.view = msg.view as ElsterView | null;
    } else if (msg.t === 'update') {
      this.onUpdateBytes(new TextEncoder().encode(data).length);
      this.v = msg.v;
      if (msg.table) this.table = msg.table;
      if (msg.view) this.view = msg.view as ElsterView;
    } else if (msg.t === 'error') {
      this.failure = new Error(`${this.name}: server error ${msg.error}: ${msg.message}`);
      for (const w of this.waiters) w.reject(this.failure);
      this.waiters = [];
      return;
    }
    this.waiters = this.waiters.filter((w) => {
      if (!w.test(msg)) return true;
      w.resolve(msg);
      return false;
    });
  }

  send(msg: unknown): void {
    this.ws.send(JSON.stringify(msg));
  }

  /** The next message that passes `test`. */
  next(test: (m: ServerMessage) => boolean, what: string): Promise<ServerMessage> {
    return new Promise((resolve, reject) => {
      if (this.failure) return reject(this.failure);
      const timer = setTimeout(() => reject(new Error(`${this.name}: no ${what} within ${WAIT_MS} ms`)), WAIT_MS);
      this.waiters.push({
        test,
        resolve: (m) => (clearTimeout(timer), resolve(m)),
        reject: (e) => (clearTimeout(timer), reject(e)),
      });
    });
  }

  /** Resolves once this seat's latest state satisfies `cond` (at once if it already does). */
  async until(cond: () => boolean, what: string): Promise<void> {
    while (!cond()) await this.next(() => true, what);
  }

  close(): void {
    this.ws.close(1000, 'bench done');
  }
}

function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length))) - 1];
}

/** A small seeded generator for the bench's own choices (reproducible, not the table's rng). */
function mulberry32(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function connect(stub: { fetch: Fetcher['fetch'] }, playerId: string, name: string, onBytes: (n: number) => void): Promise<Seat> {
  const res = await stub.fetch('https://table.bench/ws', {
    headers: { Upgrade: 'websocket', 'X-Player-Id': playerId, 'X-Player-Name': encodeURIComponent(name) },
  });
  const ws = res.webSocket;
  if (!ws) throw new Error(`${name}: upgrade failed with HTTP ${res.status} ${await res.text()}`);
  ws.accept();
  const seat = new Seat(name, ws, onBytes);
  await seat.next((m) => m.t === 'snapshot', 'snapshot');
  return seat;
}

it('measures move handling and update size of a 4-player table', async () => {
  const random = mulberry32(20550);
  const players = Array.from({ length: SEATS }, (_, i) => ({ playerId: `benchseat${'abcd'[i]}`.padEnd(20, 'z'), name: `Elster ${i + 1}` }));
  const id = 'benchtab';
  const init: TableInit = {
    id,
    game: 'elster',
    mode: 'multi',
    settings: {
      thinkTime: null,
      tempo: 'turbo',
      botLevel: 'normal',
      stake: 0,
      game: { games: 1, houseRule: 'topf' },
      rematchFill: 'computer',
    },
    seats: [{ kind: 'human', ...players[0] }, ...Array.from({ length: SEATS - 1 }, () => ({ kind: 'empty' as const }))],
    host: players[0],
    seed: '0123456789abcdef0123456789abcdef',
    autoStart: false,
  };
  const { TABLE, DB } = env as unknown as Env;
  // The players exist in D1, as they would after their first visit: the results drain refers to them.
  await DB.batch(players.map((p) => DB.prepare('INSERT OR IGNORE INTO players (id, name, created_at) VALUES (?, ?, 0)').bind(p.playerId, p.name)));
  const stub = TABLE.get(TABLE.idFromName(id));
  const created = await stub.create(init);
  expect(created).toMatchObject({ id, status: 'waiting' });

  const sizes: number[] = [];
  let counting = false;
  const onBytes = (n: number) => {
    if (counting) sizes.push(n);
  };
  const seats: Seat[] = [];
  for (const p of players) seats.push(await connect(stub, p.playerId, p.name, onBytes));
  expect(seats.map((s) => s.seatNo)).toEqual([0, 1, 2, 3]);
  await seats[0].until(() => seats[0].table!.seats.every((s) => s.kind === 'human'), 'all seats taken');

  const moveMs: number[] = [];
  const statements: string[] = [];
  const statementsPerMove: number[] = [];
  await countStatements(stub, statements);
  /** The finished match's results are drained (the alarm ran, its 'drained' step included). */
  const drained = () => runInDurableObject(stub, (_i, state) => {
    const t = JSON.parse(state.storage.sql.exec<{ json: string }>('SELECT json FROM table_v2 WHERE id = 1').one().json) as Table;
    return state.storage.sql.exec('SELECT 1 FROM results_outbox').toArray().length === 0 && !t.timers.some((x) => x.kind === 'drain');
  });
  const bidding = (s: Seat, matchNo: number) => () =>
    s.table!.status === 'playing' && s.table!.matchNo === matchNo && s.view?.phase === 'bidding';

  counting = true;
  seats[0].send({ t: 'start' });
  let matchNo = 0;
  let lastRematch = performance.now();
  for (let match = 0; match < MATCHES; match++) {
    await seats[0].until(() => seats[0].table!.status === 'playing', 'the match to start');
    matchNo = seats[0].table!.matchNo;
    for (let round = 0; round < 15; round++) {
      const roundStarted = performance.now();
      for (const s of seats) {
        const me = s.seatNo!;
        // Act on this seat's own latest view, as a client would: it owes a bid in this round.
        await s.until(() => bidding(s, matchNo)() && s.view!.rounds.length === round && !s.view!.hasBid[me], 'its turn to bid');
        const hand = s.view!.hands[me];
        const pebble = hand[Math.floor(random() * hand.length)];
        // The first update that results from this bid (a late copy of an earlier seat's bid does not count).
        const answered = s.next(
          (m) => m.t === 'update' && !!m.view && resultOf(m.view as ElsterView, me, round),
          'update after its bid',
        );
        statements.length = 0;
        const sentAt = performance.now();
        s.send({ t: 'move', v: s.v, move: { type: 'bid', pebble }, id: `m${match}-${round}-${me}` });
        await answered;
        moveMs.push(performance.now() - sentAt);
        statementsPerMove.push(statements.length); // the step commits before its updates go out
      }
      const left = ROUND_MIN_MS - (performance.now() - roundStarted);
      if (left > 0) await new Promise((r) => setTimeout(r, left));
    }
    for (const s of seats) await s.until(() => s.table!.status === 'finished' && s.table!.matchNo === matchNo, 'the match end');
    for (let tries = 0; !(await drained()); tries++) {
      if (tries > 1000) throw new Error(`match ${matchNo}: results not drained`);
      await new Promise((r) => setTimeout(r, 5));
    }
    if (match < MATCHES - 1) {
      // "Nochmal" counts against a player's seat allowance (1 a second, worker/http/socket-limits.ts):
      // a match shorter than that waits (untimed), as no person rematches faster.
      const left = REMATCH_MIN_MS - (performance.now() - lastRematch);
      if (left > 0) await new Promise((r) => setTimeout(r, left));
      lastRematch = performance.now();
      for (const s of seats) s.send({ t: 'rematch' });
    }
  }
  counting = false;
  for (const s of seats) s.close();
  // What each move writes: the table record (one JSON row) and its action row (move and log lines).
  const written = await runInDurableObject(stub, (_i, state) => ({
    record: state.storage.sql.exec<{ n: number }>('SELECT length(json) AS n FROM table_v2 WHERE id = 1').one().n,
    action: state.storage.sql.exec<{ n: number }>("SELECT AVG(length(move) + length(by) + COALESCE(length(log), 0) + 24) AS n FROM actions").one().n,
  }));

  expect(moveMs.length).toBe(MATCHES * 15 * SEATS);
  expect(sizes.length).toBeGreaterThan(moveMs.length);
  const sorted = moveMs.slice().sort((a, b) => a - b);
  const round2 = (x: number) => Math.round(x * 1000) / 1000;
  const figures = {
    'table.move_ms.p50': round2(percentile(sorted, 0.5)),
    'table.move_ms.p99': round2(percentile(sorted, 0.99)),
    'table.update_bytes.mean': Math.round(sizes.reduce((a, b) => a + b, 0) / sizes.length),
    'table.sql_statements_per_move.mean': round2(statementsPerMove.reduce((a, b) => a + b, 0) / statementsPerMove.length),
    'table.sql_statements_per_move.max': Math.max(...statementsPerMove),
    // Every update frame the four sockets received, per move, and their bytes (all updates of a move).
    'table.update_frames_per_move.mean': round2(sizes.length / moveMs.length),
    'table.update_bytes_per_move.mean': Math.round(sizes.reduce((a, b) => a + b, 0) / moveMs.length),
    'table.record_bytes': written.record,
    'table.action_row_bytes.mean': Math.round(written.action),
  };
  console.log(`BENCH_JSON ${JSON.stringify(figures)}`);
});
