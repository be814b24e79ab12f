// What an outside attacker's script found at the table (second pass) — one test per finding, each
// refused with a reason and changing nothing.
import { describe, expect, it } from 'vitest';
import { berlinDate } from '../../../worker/time/berlin';
import { call, newPlayer, ORIGIN, postJson, upgrade } from '../api-helpers';
import { Client, computer, createTable, empty, human, makeInit, peek, settings } from '../helpers';

const albumOptions = { onlyNew: false, stockList: false, long: false, start: 'lot' } as const;

describe('attack: the record hunt opponent stays in the record hunt', () => {
  it('refuses the host a table strength of Max at a Speedalbum table with others (bad_level)', async () => {
    const { stub } = await createTable(makeInit({
      game: 'album', settings: settings({ game: albumOptions }), seats: [human('p1'), empty(), empty()],
    }));
    const p1 = await Client.open(stub, 'p1');
    const before = await peek(stub);
    // The socket's settings once took it: the start then filled both free seats with Max.
    await p1.expectError({ t: 'settings', settings: { botLevel: 'max' } }, 'bad_level');
    await p1.expectError({ t: 'seat', seat: 1, kind: 'computer', level: 'max' }, 'bad_level');
    // An empty change is refused; a change to the values the table has changes nothing, not even the version.
    await p1.expectError({ t: 'settings', settings: {} }, 'bad_settings');
    p1.send({ t: 'settings', settings: { botLevel: 'normal' } });
    await p1.expectError({ t: 'seat', seat: 1, kind: 'bogus' }, 'bad_message');
    const after = await peek(stub);
    expect(after.version).toBe(before.version);
    expect(after.info.settings.botLevel).toBe('normal');
    p1.send({ t: 'start' });
    const started = await p1.next((m) => m.t === 'update' && m.table?.status === 'playing');
    expect(started.table.seats.slice(1).map((s: { level: string }) => s.level)).toEqual(['normal', 'normal']);
    p1.close();
  });
});

describe('attack: a seat named in sit is checked as sent', () => {
  it('answers sit at seat −1 or past the last seat bad_seat (−1 was "table_full" at a table with a free seat)', async () => {
    const { stub } = await createTable(makeInit({ seats: [human('p1'), empty(), empty()] }));
    const p1 = await Client.open(stub, 'p1');
    const p2 = await Client.open(stub, 'p2');
    expect(p2.all[0].seat).toBe(1);
    p2.send({ t: 'leave' });
    await p2.next((m) => m.t === 'update' && m.table?.seats[1].kind === 'empty');
    const before = await peek(stub);
    // (The seat bucket allows five: the leave, two refusals and the real sit.)
    for (const seat of [-1, 3]) {
      const refused = await p2.expectError({ t: 'sit', seat }, 'bad_seat');
      expect(refused.params).toEqual({ seat });
    }
    expect((await peek(stub)).version).toBe(before.version);
    p2.send({ t: 'sit', seat: 2 });
    const sat = await p2.next((m) => m.t === 'update' && m.table?.seats[2]?.kind === 'human');
    expect(sat.table.seats[2]).toMatchObject({ name: 'p2' });
    p1.close();
    p2.close();
  });
});

describe('attack: a running daily deal is not shown to someone who has not played it', () => {
  const today = berlinDate(Date.now());

  it('refuses a watcher at a daily table before its Berlin day has ended (403 daily_running); its player gets in', async () => {
    const { stub } = await createTable(makeInit({ mode: 'daily', autoStart: true, dailyDate: today, seats: [human('p1'), computer('stark'), computer('stark')] }));
    const p1 = await Client.open(stub, 'p1');
    const before = await peek(stub);
    // Any identity with the link once watched the day's deal (the open cards, every play) live.
    const res = await stub.fetch('http://table/ws', { headers: { Upgrade: 'websocket', 'X-Player-Id': 'p2', 'X-Player-Name': 'p2' } });
    expect(res.status).toBe(403);
    expect(res.webSocket).toBeNull();
    expect(await res.json()).toMatchObject({ error: 'daily_running', params: { date: today } });
    expect((await peek(stub)).version).toBe(before.version);
    p1.close();
    // The player comes back as ever.
    const again = await Client.open(stub, 'p1');
    expect(again.all[0]).toMatchObject({ t: 'snapshot', seat: 0 });
    again.close();
  });

  it('lets watchers in once the day is over', async () => {
    const { stub } = await createTable(makeInit({ mode: 'daily', autoStart: true, dailyDate: '2026-01-05', seats: [human('p1'), computer('stark'), computer('stark')] }));
    const watcher = await Client.open(stub, 'p2');
    expect(watcher.all[0]).toMatchObject({ t: 'snapshot', seat: null });
    watcher.close();
  });

  it('answers the socket route 403 daily_running for another identity with the link', async () => {
    const anna = await newPlayer();
    const made = await postJson('/api/daily/elster', {}, anna.cookie);
    const { id } = (await made.json()) as { id: string };
    const bert = await newPlayer();
    const res = await upgrade(`/ws/table/${id}`, { Cookie: bert.cookie, Origin: ORIGIN });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: 'daily_running' });
    const own = await upgrade(`/ws/table/${id}`, { Cookie: anna.cookie, Origin: ORIGIN });
    expect(own.status).toBe(101);
    own.webSocket!.accept();
    own.webSocket!.close(1000, 'done');
  });

  it('answers the table look-up the same way, so the page can say why instead of a socket that never opens', async () => {
    const anna = await newPlayer();
    const made = await postJson('/api/daily/elster', {}, anna.cookie);
    const { id } = (await made.json()) as { id: string };
    const bert = await newPlayer();
    for (const cookie of [bert.cookie, undefined]) {
      const res = await call(`/api/tables/${id}`, { cookie });
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ error: 'daily_running', params: { date: berlinDate(Date.now()) } });
    }
    const own = await call(`/api/tables/${id}`, { cookie: anna.cookie });
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({ id, mode: 'daily' });
  });
});
