// The table host under faults, in the real runtime: the armed alarm after every change, a computer
// that throws, a crash between the commit and setAlarm, a stake round interrupted after paying, a
// flooding socket, hosts who leave or stay away, and tables that clean themselves up.
import { env } from 'cloudflare:workers';
import { evictDurableObject, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { elster } from '@games/elster';
import { games } from '@games/index';
import type { AnyGame, GameId } from '@games/core/types';
import { DISCONNECT_TAKEOVER_MS } from '@schema/protocol';
import { payStakes } from '../../../worker/db/stake';
import { db } from '../../../worker/db/client';
import { FINISHED_TTL_MS } from '../../../worker/table/reducer/match';
import { WAITING_TTL_MS } from '../../../worker/table/reducer/host-role';
import { FALLBACK_AFTER } from '../../../worker/table/reducer/reducer';
import { CLOSE_FLOODING } from '../../../worker/http/socket-limits';
import { RETRY_BACKOFF_MS } from '../../../worker/table/reducer/timers';
import {
  advance, alarmOf, Client, computer, createTable, empty, eventually, human, makeInit, patchTable, peek, playToEnd, runAlarm, settings, settled, shiftTime, tableStub, uniqueId,
} from '../helpers';
import { players } from '../results-helpers';

/** Speedelster whose computers of level 'normal' always fail (a bug in a computer player). */
const BROKEN = 'brokentest' as GameId;
const broken: AnyGame = {
  ...elster,
  id: BROKEN,
  choose: (view, level, rng) => {
    if (level === 'normal') throw new Error('this computer is broken');
    return elster.choose(view, level, rng);
  },
};
beforeAll(() => {
  games[BROKEN] = broken;
});
afterAll(() => {
  delete games[BROKEN];
});

describe('the alarm', () => {
  it('is armed for exactly the earliest timer after every change', async () => {
    const { stub } = await createTable(makeInit({ seats: [human('p1'), human('p2'), computer()], settings: settings({ thinkTime: 30 }) }));
    const p1 = await Client.open(stub, 'p1');
    const p2 = await Client.open(stub, 'p2');
    await settled(stub);
    p1.send({ t: 'start' });
    await p1.next((m) => m.t === 'update' && m.table?.status === 'playing');
    await settled(stub);
    const { want, alarm } = await alarmOf(stub);
    const p = await peek(stub);
    expect(alarm).toBe(want);
    expect(want! - Number(env.TEST_ALARM_DELAY_MS)).toBe(Math.min(...p.timers.map((t) => t.due_at)));
    p1.send({ t: 'move', v: p.version, move: { type: 'bid', pebble: 7 } });
    await p1.next((m) => m.t === 'update' && m.v > p.version);
    await settled(stub);
    p2.close();
    await p1.next((m) => m.t === 'update' && m.table?.seats[1].connected === false);
    await settled(stub);
    p1.close();
  });

  it('heals on the next wake-up after a crash between the commit and setAlarm', async () => {
    const { stub } = await createTable(makeInit({ mode: 'solo', autoStart: true, seats: [human('p1'), computer()] }));
    await settled(stub);
    // The crash: the table (with its timers) is committed, the alarm never set; then the object dies.
    await runInDurableObject(stub, async (_i, state) => state.storage.deleteAlarm());
    await evictDurableObject(stub);
    expect((await alarmOf(stub)).alarm).toBeNull();
    // Any event wakes it: the alarm is armed again from the timers.
    await stub.info();
    const { want, alarm } = await alarmOf(stub);
    expect(want).not.toBeNull();
    expect(alarm).toBe(want);
  });
});

describe('a computer that throws', () => {
  it('is retried with backoff, then plays a random legal move — the table never stalls', async () => {
    const { stub } = await createTable(makeInit({ game: BROKEN, mode: 'solo', autoStart: true, seats: [human('p1'), computer('normal')], settings: settings({ game: { games: 1, houseRule: 'topf' } }) }));
    const p1 = await Client.open(stub, 'p1');
    p1.send({ t: 'move', v: p1.latestVersion(), move: { type: 'bid', pebble: 15 } });
    await p1.next((m) => m.t === 'update' && m.view?.hasBid?.[0]);
    for (let failure = 1; failure <= FALLBACK_AFTER; failure++) {
      const before = Date.now();
      expect(await advance(stub, failure === 1 ? 2500 : RETRY_BACKOFF_MS[failure - 2]!)).toBe(true);
      const p = await peek(stub);
      const bot = p.table.timers.find((t) => t.kind === 'bot')!;
      // Nothing was played; the timer is still there, later each time.
      expect(p.actions.filter((a) => a.seat === 1)).toEqual([]);
      expect(bot.failures).toBe(failure);
      // Set when the alarm ran, which was after `before` (no wall-clock margin to outrun).
      expect(bot.dueAt).toBeGreaterThanOrEqual(before + RETRY_BACKOFF_MS[failure - 1]!);
      expect((await alarmOf(stub)).alarm).toBe((await alarmOf(stub)).want);
    }
    // The last resort: a random legal pebble, and the round goes on.
    expect(await advance(stub, RETRY_BACKOFF_MS[FALLBACK_AFTER - 1]!)).toBe(true);
    const after = await peek(stub);
    expect(after.actions.filter((a) => a.seat === 1)).toHaveLength(1);
    expect(after.state.rounds).toHaveLength(1);
    p1.close();
  });
});

describe('a stake round, durably', () => {
  it('after a crash between paying and starting, the alarm settles it: started, charged exactly once', async () => {
    const [a, b] = await players('anna', 'bert');
    await env.DB.batch([a!, b!].map((id) => env.DB.prepare('UPDATE players SET balance = 100 WHERE id = ?').bind(id)));
    const { stub, id } = await createTable(makeInit({ settings: settings({ stake: 20 }), seats: [human(a!, 'Anna'), human(b!, 'Bert')] }));
    // The round was written and the payment went through — then the object died before it heard so.
    await patchTable(stub, (t) => {
      t.stakeRound = { key: '1', matchNo: 1, stake: 20, payers: [{ playerId: a!, name: 'Anna' }, { playerId: b!, name: 'Bert' }], status: 'paying', askedBy: a! };
      t.timers.push({ id: t.nextTimerId++, kind: 'stake', seat: null, dueAt: Date.now() + 15_000, matchNo: 0 });
    });
    expect(await payStakes(db(env.DB), { tableId: id, matchNo: 1, round: '1', stake: 20, payers: [{ playerId: a!, name: 'Anna' }, { playerId: b!, name: 'Bert' }], now: Date.now() })).toEqual({ ok: true });
    await evictDurableObject(stub);
    await stub.info();
    expect(await advance(stub, 15_000)).toBe(true);
    await settled(stub);
    const p = await peek(stub);
    expect(p.info.status).toBe('playing');
    expect(p.table.stakeRound).toBeNull();
    const ledger = await env.DB.prepare("SELECT player_id, amount FROM ledger WHERE table_id = ? AND kind = 'stake' ORDER BY player_id").bind(id).all();
    expect(ledger.results).toHaveLength(2);
    const balances = await env.DB.prepare('SELECT balance FROM players WHERE id IN (?, ?)').bind(a, b).all<{ balance: number }>();
    expect(balances.results.map((r) => r.balance)).toEqual([80, 80]);
  });

  it('a guest who leaves while the stakes are paid: everybody gets the stake back, nothing starts', async () => {
    const [a, b] = await players('carl', 'dana');
    const { stub, id } = await createTable(makeInit({ settings: settings({ stake: 10 }), seats: [human(a!, 'Carl'), empty()] }));
    const host = await Client.open(stub, a!, 'Carl');
    const guest = await Client.open(stub, b!, 'Dana');
    // The guest leaves between the start and the report of the payment.
    await patchTable(stub, (t) => {
      t.stakeRound = { key: '1', matchNo: 1, stake: 10, payers: [{ playerId: a!, name: 'Carl' }, { playerId: b!, name: 'Dana' }], status: 'paying', askedBy: a! };
      t.timers.push({ id: t.nextTimerId++, kind: 'stake', seat: null, dueAt: Date.now(), matchNo: 0 });
      t.seats[1] = { kind: 'empty' };
    });
    await payStakes(db(env.DB), { tableId: id, matchNo: 1, round: '1', stake: 10, payers: [{ playerId: a!, name: 'Carl' }, { playerId: b!, name: 'Dana' }], now: Date.now() });
    await stub.info();
    await runAlarm(stub); // pays again (a no-op), sees the changed table, refunds
    await runAlarm(stub);
    const p = await peek(stub);
    expect(p.table.stakeRound).toBeNull();
    expect(p.info.status).toBe('waiting');
    expect(p.log.map((l) => l.code)).toEqual(expect.arrayContaining(['stake_changed', 'stake_refunded']));
    const net = await env.DB.prepare('SELECT player_id, SUM(amount) AS n FROM ledger WHERE table_id = ? GROUP BY player_id').bind(id).all<{ n: number }>();
    expect(net.results.map((r) => r.n)).toEqual([0, 0]);
    host.close();
    guest.close();
  });
});

describe('a flooding socket', () => {
  it('1,000 frames in a burst: a bounded few are handled, the rest refused, then the socket is closed; the table is unharmed', async () => {
    const { stub } = await createTable(makeInit({ mode: 'solo', autoStart: true, seats: [human('p1'), computer()] }));
    const p1 = await Client.open(stub, 'p1');
    const before = await peek(stub);
    for (let i = 0; i < 1000; i++) p1.send({ t: 'sync' });
    expect(await p1.waitClosed()).toBe(CLOSE_FLOODING);
    const snapshots = p1.all.filter((m) => m.t === 'snapshot').length - 1;
    const refused = p1.all.filter((m) => m.t === 'error' && m.error === 'rate_limited').length;
    console.log(`attack.frames: 1000 sent, ${snapshots} handled, ${refused} refused, then closed ${CLOSE_FLOODING}`);
    expect(snapshots).toBeLessThanOrEqual(5);
    expect(snapshots + refused).toBeLessThan(1000);
    const after = await peek(stub);
    expect(after.version).toBe(before.version);
    // The player comes back and plays on.
    const again = await Client.open(stub, 'p1');
    expect(again.all[0]).toMatchObject({ t: 'snapshot', seat: 0 });
    again.close();
  });
});

describe('hosts and idle tables', () => {
  it('a host alone at a waiting table who leaves hands it to whoever sits next', async () => {
    const { stub } = await createTable(makeInit({ seats: [human('h1', 'Hana'), empty(), empty()] }));
    const hana = await Client.open(stub, 'h1', 'Hana');
    hana.send({ t: 'leave' });
    await hana.next((m) => m.t === 'update' && m.table?.host === null);
    const otto = await Client.open(stub, 'o1', 'Otto');
    expect(otto.all[0].table.host).toBe(otto.all[0].seat);
    otto.send({ t: 'start' });
    await otto.next((m) => m.t === 'update' && m.table?.status === 'playing');
    hana.close();
    otto.close();
  });

  it('a host who stays away from a waiting table hands it to a connected guest after the takeover time', async () => {
    const { stub } = await createTable(makeInit({ seats: [human('h2', 'Hilde'), empty(), empty()] }));
    const hilde = await Client.open(stub, 'h2', 'Hilde');
    const gus = await Client.open(stub, 'g2', 'Gus');
    hilde.close();
    await gus.next((m) => m.t === 'update' && m.table?.seats[0].connected === false);
    await advance(stub, DISCONNECT_TAKEOVER_MS);
    const p = await peek(stub);
    expect(p.info.host).toBe(1);
    gus.send({ t: 'start' });
    await gus.next((m) => m.t === 'update' && m.table?.status === 'playing');
    gus.close();
  });

  it('a waiting table nobody is at leaves the foyer at once and is closed after a while', async () => {
    const id = uniqueId('idle');
    const { stub } = await createTable(makeInit({ id, seats: [human('h3', 'Ida'), empty()] }));
    const ida = await Client.open(stub, 'h3', 'Ida');
    const listed = async () => (await env.LOBBY.get(env.LOBBY.idFromName('elster')).list()).some((t) => t.id === id);
    await eventually(async () => expect(await listed()).toBe(true));
    ida.close();
    await eventually(async () => expect(await listed()).toBe(false));
    expect((await peek(stub)).table.lobby).toBe(JSON.stringify({ id, removed: true }));
    expect(await advance(stub, WAITING_TTL_MS)).toBe(true);
    expect(await tableStub(id).info()).toBeNull();
    expect(await runInDurableObject(stub, (_i, state) => state.storage.sql.exec("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '_cf%' AND name != 'sqlite_sequence'").toArray())).toEqual([]);
  });

  it('a finished table deletes its storage once idle for days (its results stay in D1)', async () => {
    const [p] = await players('fin');
    const { stub, id } = await createTable(makeInit({ mode: 'solo', autoStart: true, seats: [human(p!, 'Fin'), computer()] }));
    const c = await Client.open(stub, p!, 'Fin');
    await playToEnd(stub, { 0: c });
    c.close();
    await runAlarm(stub); // the results drain
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM results WHERE table_id = ?').bind(id).first<{ n: number }>())!.n).toBe(1);
    await shiftTime(stub, FINISHED_TTL_MS);
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await tableStub(id).info()).toBeNull();
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM results WHERE table_id = ?').bind(id).first<{ n: number }>())!.n).toBe(1);
  });
});
