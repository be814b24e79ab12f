// Einsatz at the table: the host's start collects every human's stake first (or is refused and
// charges nobody); a player who cannot pay does not get a seat; the pot is paid by the drain.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { db as drizzleDb } from '../../../worker/db/client';
import { insertPlayer } from '../../../worker/db/players';
import { Client, createTable, empty, eventually, human, makeInit, peek, playToEnd, runAlarm, settings, uniqueId, type Stub } from '../helpers';

const db = drizzleDb(env.DB);

async function player(balance = 100): Promise<string> {
  const id = uniqueId('p');
  await insertPlayer(db, id, id, Date.now());
  await env.DB.prepare('UPDATE players SET balance = ? WHERE id = ?').bind(balance, id).run();
  return id;
}

async function balances(...ids: string[]): Promise<number[]> {
  const out: number[] = [];
  for (const id of ids) out.push((await env.DB.prepare('SELECT balance FROM players WHERE id = ?').bind(id).first<{ balance: number }>())!.balance);
  return out;
}

/** A socket opened as the Worker would for a player with `balance` Groschen; collects messages. */
async function openWithBalance(stub: Stub, playerId: string, balance: number) {
  const res = await stub.fetch('http://table/ws', {
    headers: { Upgrade: 'websocket', 'X-Player-Id': playerId, 'X-Player-Name': playerId, 'X-Player-Balance': String(balance) },
  });
  const ws = res.webSocket!;
  ws.accept();
  const all: any[] = [];
  ws.addEventListener('message', (e) => all.push(JSON.parse(e.data as string)));
  const find = (pred: (m: any) => boolean) => eventually(async () => {
    const m = all.find(pred);
    expect(m).toBeDefined();
    return m;
  });
  return { ws, all, find };
}

describe('staked start', () => {
  it('charges every human once, logs it and starts', async () => {
    const [a, b] = [await player(), await player(50)];
    const { stub } = await createTable(makeInit({ settings: settings({ stake: 30 }), seats: [human(a), empty(), empty()] }));
    const host = await Client.open(stub, a);
    const guest = await Client.open(stub, b);
    expect(guest.all[0].seat).toBe(1);
    host.send({ t: 'start' });
    const started = await guest.next((m) => m.t === 'update' && m.table?.status === 'playing');
    expect(started.log.filter((l: any) => l.code === 'stake_paid').map((l: any) => l.params)).toEqual([
      { name: a, amount: 30 }, { name: b, amount: 30 },
    ]);
    expect(await balances(a, b)).toEqual([70, 20]);
    // A second start is refused and charges nothing more.
    await host.expectError({ t: 'start' }, 'not_waiting');
    expect(await balances(a, b)).toEqual([70, 20]);
    host.close();
    guest.close();
  });

  it('is refused clearly when someone cannot pay; nobody is charged and the table waits', async () => {
    const [a, b] = [await player(), await player(10)];
    const { stub } = await createTable(makeInit({ settings: settings({ stake: 25 }), seats: [human(a), human(b)] }));
    const host = await Client.open(stub, a);
    const error = await host.expectError({ t: 'start' }, 'cannot_pay');
    // Who cannot pay, and the stake — never anyone's balance.
    expect(error.params).toEqual({ name: b, stake: 25 });
    expect(JSON.stringify(host.all)).not.toContain('"balance"');
    const p = await peek(stub);
    expect(p.info.status).toBe('waiting');
    expect(p.table.stakeRound).toBeNull();
    expect(p.log.at(-1)).toMatchObject({ code: 'cannot_pay', params: { name: b, stake: 25 } });
    expect(await balances(a, b)).toEqual([100, 10]);
    const ledger = await env.DB.prepare("SELECT COUNT(*) AS n FROM ledger WHERE kind = 'stake' AND player_id IN (?, ?)").bind(a, b).first<{ n: number }>();
    expect(ledger!.n).toBe(0);
    // The host lowers the stake: the guest, seated for the old stake, stands up with a notice.
    host.send({ t: 'settings', settings: { stake: 10 } });
    const changed = await host.next((m) => m.t === 'update' && m.table?.settings.stake === 10);
    expect(changed.table.seats[1]).toEqual({ kind: 'empty' });
    expect(changed.log.find((l: any) => l.code === 'unseated_stake')).toMatchObject({ seat: 1, params: { name: b, stake: 10 } });
    // The guest comes back and sits for the new stake; now it works.
    const guest = await openWithBalance(stub, b, 10);
    expect(await guest.find((m) => m.t === 'snapshot')).toMatchObject({ seat: 1 });
    host.send({ t: 'start' });
    await host.next((m) => m.t === 'update' && m.table?.status === 'playing');
    expect(await balances(a, b)).toEqual([90, 0]);
    host.close();
    guest.ws.close();
  });

  it('does not seat a newcomer who cannot pay; they watch and cannot sit', async () => {
    const a = await player();
    const poor = await player(5);
    const { stub } = await createTable(makeInit({ settings: settings({ stake: 20 }), seats: [human(a), empty()] }));
    const watcher = await openWithBalance(stub, poor, 5);
    expect(await watcher.find((m) => m.t === 'snapshot')).toMatchObject({ seat: null });
    watcher.ws.send(JSON.stringify({ t: 'sit' }));
    const error = await watcher.find((m) => m.t === 'error');
    expect(error).toMatchObject({ error: 'cannot_pay', params: { stake: 20 } });
    expect((await peek(stub)).info.seats[1]).toEqual({ kind: 'empty' });
    watcher.ws.close();
  });

  it('pays the pot to the winner when the results are drained', async () => {
    const [a, b] = [await player(), await player()];
    const { stub } = await createTable(makeInit({ settings: settings({ stake: 40 }), seats: [human(a), human(b)] }));
    const host = await Client.open(stub, a);
    const guest = await Client.open(stub, b);
    host.send({ t: 'start' });
    await host.next((m) => m.t === 'update' && m.table?.status === 'playing');
    await playToEnd(stub, { 0: host, 1: guest });
    const outcome = (await host.next((m) => m.t === 'result')).outcome as { seats: { seat: number; place: number }[] };
    await runAlarm(stub);
    expect((await peek(stub)).outbox).toEqual([]);
    const [pa, pb] = outcome.seats.map((s) => s.place);
    const expected = pa === pb ? [100, 100] : pa < pb ? [140, 60] : [60, 140];
    expect(await balances(a, b)).toEqual(expected);
    host.close();
    guest.close();
  });

  it('collects the stakes again for a rematch before it starts', async () => {
    const [a, b] = [await player(), await player()];
    const { stub, id } = await createTable(makeInit({ settings: settings({ stake: 15 }), seats: [human(a), human(b)] }));
    const host = await Client.open(stub, a);
    const guest = await Client.open(stub, b);
    host.send({ t: 'start' });
    await host.next((m) => m.t === 'update' && m.table?.status === 'playing');
    await playToEnd(stub, { 0: host, 1: guest });
    host.send({ t: 'rematch' });
    guest.send({ t: 'rematch' });
    await guest.next((m) => m.t === 'update' && m.table?.status === 'playing' && m.table.matchNo === 2);
    const rows = await env.DB.prepare("SELECT key, amount FROM ledger WHERE table_id = ? AND kind = 'stake' ORDER BY key").bind(id).all();
    expect(rows.results).toEqual([
      { key: `stake:${id}:1:${a}`, amount: -15 }, { key: `stake:${id}:1:${b}`, amount: -15 },
      { key: `stake:${id}:2:${a}`, amount: -15 }, { key: `stake:${id}:2:${b}`, amount: -15 },
    ].sort((x, y) => x.key.localeCompare(y.key)));
    host.close();
    guest.close();
  });
});
