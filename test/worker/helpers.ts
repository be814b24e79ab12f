// Helpers for TableDO tests: a socket client with a message queue, table creation, a peek at the
// stored table, and time control (timers and deadlines are moved back, then the alarm runs).
import { env } from 'cloudflare:workers';
import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { expect } from 'vitest';
import { createRng } from '@games/core/rng';
import { elster } from '@games/elster';
import type { BotLevel, LogEntry, ServerMessage, TableInfo, TableSettings } from '@schema/protocol';
import { alarmDelay } from '../../worker/env';
import { publicInfo, seedOf, type Table } from '../../worker/table/reducer/model';
import { LOG_KEEP, TableStore } from '../../worker/table/shell/store';
import { nextDue } from '../../worker/table/reducer/timers';
import type { AnyGame } from '@games/core/types';
import { applyAction, replay, setupMatch } from '../../worker/table/reducer/replay';
import type { TableDO } from '../../worker/table/shell/table-do';
import type { SeatInit, TableInit } from '../../worker/table/reducer/types';

export type Stub = DurableObjectStub<TableDO>;
/** A received server message (ServerMessage), loosely typed for assertions. */
type Msg = { t: ServerMessage['t'] } & Record<string, any>;

/**
 * One generous timeout for any single step a test waits on (a message, a settled table). Passing
 * tests never wait it out; it only bounds how long a broken one hangs on a busy machine.
 */
export const STEP_TIMEOUT_MS = 20_000;

let counter = 0;
export const uniqueId = (prefix = 't'): string => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;

export function tableStub(id: string): Stub {
  return env.TABLE.get(env.TABLE.idFromName(id));
}

export const settings = (over: Partial<TableSettings> = {}): TableSettings => ({
  thinkTime: null, tempo: 'gemuetlich', botLevel: 'normal', stake: 0,
  game: { games: 1, houseRule: 'topf' }, rematchFill: 'computer', ...over,
});

export const human = (playerId: string, name = playerId): SeatInit => ({ kind: 'human', playerId, name });
export const computer = (level: BotLevel = 'normal'): SeatInit => ({ kind: 'computer', level });
export const empty = (): SeatInit => ({ kind: 'empty' });

export function makeInit(over: Partial<TableInit> & { seats: SeatInit[] }): TableInit {
  const id = over.id ?? uniqueId();
  const host = over.seats.find((s) => s.kind === 'human') as { playerId: string; name: string } | undefined;
  return {
    id, game: 'elster', mode: 'multi', settings: settings(), seed: `seed-${id}`, autoStart: false,
    host: { playerId: host?.playerId ?? 'host', name: host?.name ?? 'Host' }, ...over,
  };
}

/** Creates a table; returns its stub and info (fails the test on a RuleError). */
export async function createTable(init: TableInit): Promise<{ stub: Stub; info: TableInfo; id: string }> {
  const stub = tableStub(init.id);
  const info = await stub.create(init);
  if (!info || 'error' in info) throw new Error(`create failed: ${JSON.stringify(info)}`);
  return { stub, info: info as TableInfo, id: init.id };
}

/** A test WebSocket client: every message is kept (for leak checks) and queued (for `next`). */
export class Client {
  readonly all: Msg[] = [];
  private queue: Msg[] = [];
  private wake: (() => void) | null = null;
  closed = false;
  closeCode: number | null = null;

  private constructor(readonly ws: WebSocket, readonly playerId: string) {
    ws.addEventListener('message', (e) => {
      const msg = JSON.parse(e.data as string) as Msg;
      this.all.push(msg);
      this.queue.push(msg);
      this.wake?.();
    });
    ws.addEventListener('close', (e) => {
      this.closed = true;
      this.closeCode = e.code;
      this.wake?.();
    });
  }

  static async open(stub: Stub, playerId: string, name = playerId): Promise<Client> {
    const res = await stub.fetch('http://table/ws', {
      headers: { Upgrade: 'websocket', 'X-Player-Id': playerId, 'X-Player-Name': encodeURIComponent(name) },
    });
    if (!res.webSocket) throw new Error(`upgrade failed: ${res.status}`);
    res.webSocket.accept();
    const client = new Client(res.webSocket, playerId);
    await client.next((m) => m.t === 'snapshot');
    return client;
  }

  send(msg: unknown): void {
    this.ws.send(typeof msg === 'string' ? msg : JSON.stringify(msg));
  }

  /** The first queued message matching `pred`; it and everything before it leave the queue. */
  async next(pred: (m: Msg) => unknown = () => true, timeoutMs = STEP_TIMEOUT_MS): Promise<Msg> {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const i = this.queue.findIndex(pred);
      if (i >= 0) {
        const msg = this.queue[i];
        this.queue = this.queue.slice(i + 1);
        return msg;
      }
      const left = end - Date.now();
      if (left <= 0 || this.closed) {
        throw new Error(`no matching message for ${this.playerId}${this.closed ? ` (closed: ${this.closeCode})` : ''}; got ${JSON.stringify(this.queue).slice(0, 800)}`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
    }
  }

  /** Sends and waits for the error answering it. */
  async expectError(msg: unknown, error: string): Promise<Msg> {
    this.send(msg);
    const answer = await this.next((m) => m.t === 'error');
    if (answer.error !== error) throw new Error(`expected error ${error}, got ${JSON.stringify(answer)}`);
    return answer;
  }

  /** The latest view this client received (snapshot or update). */
  latestView(): any {
    for (let i = this.all.length - 1; i >= 0; i--) {
      const m = this.all[i];
      if ((m.t === 'snapshot' || m.t === 'update') && 'view' in m) return m.view;
    }
    return undefined;
  }

  latestVersion(): number {
    for (let i = this.all.length - 1; i >= 0; i--) {
      const m = this.all[i];
      if (m.t === 'snapshot' || m.t === 'update') return m.v;
    }
    return -1;
  }

  /** Resolves with the close code once the server closed this socket. */
  async waitClosed(timeoutMs = STEP_TIMEOUT_MS): Promise<number | null> {
    const end = Date.now() + timeoutMs;
    while (!this.closed && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
    return this.closeCode;
  }

  close(): void {
    try {
      this.ws.close(1000, 'done');
    } catch { /* already closed */ }
  }
}

/** Retries `check` until it passes (for effects that follow the update, e.g. the lobby publish). */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = STEP_TIMEOUT_MS): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (e) {
      if (Date.now() > end) throw e;
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}

export interface Peek {
  /** The raw table record (player ids included). */
  table: Table;
  /** Table facts as players see them, but with the seats as stored (player ids included). */
  info: Omit<TableInfo, 'seats'> & { seats: Table['seats'] };
  version: number;
  state: any;
  /** The table's secret seed. */
  seed: string;
  /** The current match's seed (what its replay publishes). */
  matchSeed: string;
  internal: { seq: number; options: unknown };
  actions: { seq: number; seat: number; move: unknown; by: string; match_no: number }[];
  /** The table's recent log (the last lines, as a snapshot carries them). */
  log: LogEntry[];
  timers: { kind: string; seat: number | null; due_at: number }[];
  outbox: { match_no: number; payload: string }[];
}

/** The table as its storage holds it (a fresh store: the record, then the moves stored after it). */
export function storedTable(sql: SqlStorage): Table {
  const t = new TableStore(sql).load();
  if (!t) throw new Error('no table stored');
  return t;
}

/** A Speedelster table of four humans (ada, bo, cem, dina), started; each one's client connected. */
export async function startedElsterFour(thinkTime: 30 | null): Promise<{ stub: Stub; clients: Client[] }> {
  const players = ['ada', 'bo', 'cem', 'dina'];
  const { stub } = await createTable(makeInit({ seats: players.map((p) => human(p)), settings: settings({ thinkTime }) }));
  const clients: Client[] = [];
  for (const p of players) clients.push(await Client.open(stub, p));
  clients[0].send({ t: 'start' });
  for (const c of clients) await c.next((m) => m.t === 'update' && m.table?.status === 'playing');
  return { stub, clients };
}

/**
 * Speedelster: `seat` bids its first pebble in `round`, acting on its own latest view once that shows
 * the round; `before` runs just before the send. Resolves when the mover hears of its bid.
 */
export async function bidFirstPebble(c: Client, seat: number, round: number, before: () => void = () => {}): Promise<void> {
  const view = await eventually(async () => {
    const latest = c.latestView();
    expect(latest).toMatchObject({ phase: 'bidding', you: seat });
    expect(latest.rounds).toHaveLength(round);
    return latest;
  });
  const v = c.latestVersion();
  before();
  c.send({ t: 'move', v, move: { type: 'bid', pebble: view.hands[seat][0] }, id: `r${round}s${seat}` });
  await c.next((m) => m.t === 'update' && m.v > v);
}

/** Reads the stored table straight from the object's SQLite. */
export async function peek(stub: Stub): Promise<Peek> {
  return runInDurableObject(stub, (_instance, state) => {
    const sql = state.storage.sql;
    const t = storedTable(sql);
    return {
      table: t,
      info: { ...publicInfo(t), seats: t.seats },
      version: t.version,
      state: t.match?.state ?? null,
      seed: t.seed,
      matchSeed: t.match ? seedOf(t, t.match) : '',
      internal: { seq: t.match?.seq ?? 0, options: t.match?.options ?? null },
      actions: sql.exec('SELECT match_no, seq, seat, move, by FROM actions ORDER BY match_no, seq').toArray()
        .map((r: any) => ({ ...r, move: JSON.parse(r.move) })),
      log: new TableStore(sql).recentLog(LOG_KEEP),
      timers: [...t.timers].sort((x, y) => x.dueAt - y.dueAt).map((x) => ({ kind: x.kind, seat: x.seat, due_at: x.dueAt })),
      outbox: sql.exec('SELECT match_no, payload FROM results_outbox').toArray() as Peek['outbox'],
    };
  });
}

/** The log lines written after `before` was read (by line number: the stored log keeps only the last lines). */
export function logSince(after: Peek, before: Peek): { code: string; seat: number | null; params: Record<string, unknown> }[] {
  const last = before.log.at(-1)?.seq ?? 0;
  return after.log.filter((l) => l.seq > last).map(({ code, seat, params }) => ({ code, seat, params }));
}

/** Every log line one client received (snapshots and updates), once each, in order. */
export function receivedLog(client: Client): LogEntry[] {
  const seen = new Map<number, LogEntry>();
  for (const m of client.all) for (const l of (m.log ?? []) as LogEntry[]) seen.set(l.seq, l);
  return [...seen.values()].sort((a, b) => a.seq - b.seq);
}

/** Changes the stored table as a test needs (the object reads it afresh on its next event). */
export async function patchTable(stub: Stub, patch: (t: Table) => void): Promise<void> {
  await runInDurableObject(stub, async (instance, state) => {
    const sql = state.storage.sql;
    const t = storedTable(sql); // the record and the moves after it: written back, nothing is left to replay
    patch(t);
    sql.exec('UPDATE table_v2 SET json = ? WHERE id = 1', JSON.stringify(t));
    // As after a wake-up: the object reads the table again and heals its alarm on its next event.
    const shell = instance as unknown as { store: { forget(): void }; alarmClock: { forget(): void } };
    shell.store.forget();
    shell.alarmClock.forget();
  });
}

/**
 * Moves every due time and deadline `ms` into the past (as if `ms` had passed); the armed alarm
 * moves along, so the table stays settled.
 */
export async function shiftTime(stub: Stub, ms: number): Promise<void> {
  await patchTable(stub, (t) => {
    for (const x of t.timers) x.dueAt -= ms;
    t.clocks = t.clocks.map((c) => (c ? { deadline: c.deadline - ms, graceDeadline: c.graceDeadline - ms } : null));
    if (t.rematch) t.rematch = { ...t.rematch, deadline: t.rematch.deadline - ms };
  });
  await runInDurableObject(stub, async (_instance, state) => {
    const alarm = await state.storage.getAlarm();
    if (alarm !== null) await state.storage.setAlarm(alarm - ms);
  });
}

/** What the table has armed: the alarm it wants (its earliest timer + the test delay) and the real one. */
export async function alarmOf(stub: Stub): Promise<{ want: number | null; alarm: number | null }> {
  return runInDurableObject(stub, async (_instance, state) => {
    const t = new TableStore(state.storage.sql).load();
    const due = t ? nextDue(t) : null;
    return { want: due === null ? null : due + alarmDelay(env as never), alarm: await state.storage.getAlarm() };
  });
}

/**
 * Waits for the table's explicit signal that its last step is complete: the alarm is armed for
 * exactly its earliest timer (or deleted when it has none). A table answers a socket before it
 * re-arms its alarm (after an await), so a test must not act on the alarm before this.
 */
export async function settled(stub: Stub, timeoutMs = STEP_TIMEOUT_MS): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const a = await alarmOf(stub);
    if (a.want === a.alarm) return;
    if (Date.now() > end) throw new Error(`table never settled: ${JSON.stringify(a)}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/**
 * Lets `ms` pass, then runs the alarm as it would have fired by then. Returns whether it ran.
 * Alarms never fire by wall-clock time under the tests (TEST_ALARM_DELAY_MS), so nothing races this.
 */
export async function advance(stub: Stub, ms: number): Promise<boolean> {
  await settled(stub);
  await shiftTime(stub, ms);
  return runDurableObjectAlarm(stub);
}

/** Runs the table's alarm now (whatever is due, e.g. the results drain), once the table has settled. */
export async function runAlarm(stub: Stub): Promise<boolean> {
  await settled(stub);
  return runDurableObjectAlarm(stub);
}

/**
 * Plays the current match to its end: each pending human (clients by seat) bids from its own
 * view; computers are run by letting their pacing pass.
 */
export async function playToEnd(stub: Stub, clients: Record<number, Client>): Promise<Peek> {
  for (let step = 0; step < 400; step++) {
    const p = await peek(stub);
    if (p.info.status !== 'playing') return p;
    const pending = elster.pending(p.state);
    const seat = pending.find((s) => clients[s] !== undefined && p.info.seats[s].kind === 'human' && !(p.info.seats[s] as { autopilot: boolean }).autopilot);
    if (seat === undefined) {
      await advance(stub, 3000);
      continue;
    }
    const move = elster.choose(elster.view(p.state, seat), 'leicht', createRng(`human:${seat}:${p.internal.seq}`));
    clients[seat].send({ t: 'move', v: p.version, move });
    const answer = await clients[seat].next((m) => (m.t === 'update' && m.v > p.version) || m.t === 'error');
    // A socket may send only so fast: wait as a client should; any other refusal is a failure.
    if (answer.t === 'error' && answer.error === 'rate_limited') await new Promise((r) => setTimeout(r, 250));
    else if (answer.t === 'error') throw new Error(`move refused: ${JSON.stringify(answer)}`);
  }
  throw new Error('match did not end');
}

/** Waits until `client` has received stream version `v` (updates arrive after the call that made them). */
export async function caughtUp(client: Client, v: number, timeoutMs = STEP_TIMEOUT_MS): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (client.latestVersion() < v) {
    if (Date.now() > end) throw new Error(`${client.playerId} stuck at version ${client.latestVersion()}, expected ${v}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** Every array inside a received message (at any depth), for leak checks against hidden lists. */
export function arraysIn(value: unknown, out: unknown[][] = []): unknown[][] {
  if (Array.isArray(value)) {
    out.push(value);
    for (const x of value) arraysIn(x, out);
  } else if (typeof value === 'object' && value !== null) {
    for (const x of Object.values(value)) arraysIn(x, out);
  }
  return out;
}

/** Every state of the stored match in order: after setup, then after each stored action. */
export function matchStates(game: AnyGame, p: Peek): unknown[] {
  const seed = p.matchSeed;
  let state = setupMatch(game, p.internal.options, p.info.seats.length, seed);
  const out = [state];
  for (const action of p.actions.filter((a) => a.match_no === p.info.matchNo)) {
    state = applyAction(game, state, action, seed).state;
    out.push(state);
  }
  return out;
}

/**
 * Walks every message `client` (seat `seat`) received: each view must be exactly the game's view of
 * one of the match's states, in order (so nothing else ever reaches the seat). `check` gets each
 * message with the state it was sent for (null before the first view). Returns how many views came.
 */
export function checkStream(
  client: Client, seat: number, game: AnyGame, states: readonly unknown[], check: (msg: Msg, state: unknown) => void,
): number {
  let k = 0;
  let views = 0;
  let current: unknown = null;
  for (const m of client.all) {
    if ((m.t === 'snapshot' || m.t === 'update') && m.view) {
      const sent = JSON.stringify(m.view);
      while (k < states.length && JSON.stringify(game.view(states[k], seat)) !== sent) k++;
      if (k === states.length) throw new Error(`${client.playerId}: view of v${m.v} is no view of seat ${seat} of any later state`);
      current = states[k];
      views++;
    }
    check(m, m.t === 'result' ? states.at(-1) : current);
  }
  return views;
}

/**
 * After a match: the results drain moves the outcome into D1 — one row per person (computers are
 * never recorded) — and the stored actions (people, computers and timeouts alike) replay to the
 * stored state.
 */
export async function expectDrainedAndReplayable(stub: Stub, game: AnyGame, final: Peek, people: readonly number[], ids: Record<number, string>): Promise<void> {
  const outcome = game.outcome(final.state);
  await runAlarm(stub);
  expect((await peek(stub)).outbox).toEqual([]);
  const { results } = await env.DB.prepare('SELECT seat, player_id, game, points, place FROM results WHERE table_id = ? ORDER BY seat')
    .bind(final.info.id).all();
  expect(results).toEqual(people.map((seat) => ({
    seat, player_id: ids[seat], game: game.id, points: outcome.seats[seat].points, place: outcome.seats[seat].place,
  })));
  expect(replay(game, final.internal.options, final.info.seats.length, final.matchSeed, final.actions)).toEqual(final.state);
}
