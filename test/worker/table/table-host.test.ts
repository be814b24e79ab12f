// Creating tables, joining, host controls, chat, Rat and the lobby entry.
import { describe, expect, it } from 'vitest';
import { MAX_CHAT_CHARS } from '@schema/protocol';
import { Client, computer, createTable, empty, eventually, human, makeInit, peek, settings, tableStub, uniqueId } from '../helpers';

describe('create', () => {
  it('validates the init and refuses a second create', async () => {
    const init = makeInit({ seats: [human('p1', 'Paula'), computer()] });
    const stub = tableStub(init.id);
    expect(await stub.info()).toBeNull();
    expect(await stub.create({ ...init, game: 'nope' as never })).toMatchObject({ error: 'unknown_game' });
    expect(await stub.create({ ...init, seats: [human('p1')] })).toMatchObject({ error: 'bad_seats' });
    expect(await stub.create({ ...init, seats: Array.from({ length: 6 }, () => computer()) })).toMatchObject({ error: 'bad_seats' });
    expect(await stub.create({ ...init, settings: settings({ thinkTime: 45 as never }) })).toMatchObject({ error: 'bad_think_time' });
    expect(await stub.create({ ...init, settings: settings({ game: { games: 2 } }) })).toMatchObject({ error: 'bad_options' });
    expect(await stub.create({ ...init, mode: 'solo', seats: [human('p1'), human('p2')] })).toMatchObject({ error: 'bad_seats' });
    expect(await stub.create({ ...init, autoStart: true, seats: [human('p1'), empty()] })).toMatchObject({ error: 'bad_seats' });
    expect(await stub.info()).toBeNull();

    const info = await stub.create(init);
    expect(info).toMatchObject({ id: init.id, status: 'waiting', matchNo: 0, host: 0 });
    // Player ids stay on the server: the public facts name seats only.
    expect(JSON.stringify(info)).not.toContain('playerId');
    expect(JSON.stringify(info)).not.toContain('"p1"');
    expect(await stub.create(init)).toMatchObject({ error: 'exists' });
    expect(await stub.info()).toEqual(info);
  });

  it('starts a solo table at once and answers only WebSocket upgrades', async () => {
    const { stub, info } = await createTable(makeInit({ mode: 'solo', autoStart: true, seats: [human('p1'), computer(), computer()] }));
    expect(info).toMatchObject({ status: 'playing', matchNo: 1 });
    expect((await stub.fetch('http://table/ws')).status).toBe(426);
    const p1 = await Client.open(stub, 'p1');
    expect(p1.all[0]).toMatchObject({ seat: 0, view: { you: 0, phase: 'bidding' } });
    // A second person only watches a solo table.
    const other = await Client.open(stub, 'p2');
    expect(other.all[0].seat).toBeNull();
    p1.close();
    other.close();
  });
});

describe('host controls', () => {
  it('seats newcomers, changes settings and seats, then starts with computers in free seats', async () => {
    const { stub } = await createTable(makeInit({ seats: [human('host', 'Hanna'), empty(), empty(), computer()] }));
    const host = await Client.open(stub, 'host', 'Hanna');
    const bert = await Client.open(stub, 'bert', 'Bärbel');
    const cara = await Client.open(stub, 'cara');
    const dora = await Client.open(stub, 'dora');
    expect([bert.all[0].seat, cara.all[0].seat, dora.all[0].seat]).toEqual([1, 2, null]);
    expect(bert.all[0].table.seats[1]).toMatchObject({ kind: 'human', name: 'Bärbel', connected: true });
    await host.next((m) => m.t === 'update' && m.log?.some((l: any) => l.code === 'joined' && l.seat === 2));

    host.send({ t: 'settings', settings: { thinkTime: 90, tempo: 'turbo', game: { houseRule: 'weg' } } });
    const changed = await bert.next((m) => m.t === 'update' && m.table?.settings.thinkTime === 90);
    expect(changed.table.settings).toMatchObject({ tempo: 'turbo', game: { games: 1, houseRule: 'weg' } });
    // PROTOCOL §3: only the keys sent change, and `game` is merged key by key with the table's options.
    host.send({ t: 'settings', settings: { game: { games: 3 } } });
    const merged = await bert.next((m) => m.t === 'update' && m.table?.settings.game.games === 3);
    expect(merged.table.settings).toMatchObject({ thinkTime: 90, tempo: 'turbo', game: { games: 3, houseRule: 'weg' } });
    await host.expectError({ t: 'settings', settings: { thinkTime: 45 } }, 'bad_think_time');
    await host.expectError({ t: 'settings', settings: { colour: 'red' } }, 'bad_settings');
    await host.expectError({ t: 'settings', settings: { game: { houseRule: 'never' } } }, 'bad_options');

    // Cara's seat goes to a computer: she now watches, and her socket gets the spectator view.
    host.send({ t: 'seat', seat: 2, kind: 'computer', level: 'stark' });
    const moved = await cara.next((m) => m.t === 'update' && m.table?.seats[2].kind === 'computer');
    expect(moved.table.seats[2]).toMatchObject({ kind: 'computer', level: 'stark' });
    // PROTOCOL §3: before the first start the view is null, so the update names the new seat.
    expect(moved).toMatchObject({ seat: null, view: null });
    expect(changed).not.toHaveProperty('seat');
    await cara.expectError({ t: 'leave' }, 'not_seated');
    await host.expectError({ t: 'seat', seat: 0, kind: 'empty' }, 'own_seat');
    await host.expectError({ t: 'seat', seat: 9, kind: 'empty' }, 'bad_seat');
    // PROTOCOL §3: a level the table does not know is bad_level (as in settings), a kind bad_message naming it.
    await host.expectError({ t: 'seat', seat: 1, kind: 'computer', level: 'max' }, 'bad_level');
    expect((await host.expectError({ t: 'seat', seat: 1, kind: 'human' }, 'bad_message')).params).toEqual({ key: 'kind' });

    host.send({ t: 'seats', count: 5 });
    const five = await host.next((m) => m.t === 'update' && m.table?.seats.length === 5);
    // The fifth magpie is always a computer.
    expect(five.table.seats[4]).toMatchObject({ kind: 'computer' });
    await dora.expectError({ t: 'sit', seat: 4 }, 'seat_taken');
    host.send({ t: 'seat', seat: 3, kind: 'empty' });
    await host.next((m) => m.t === 'update' && m.table?.seats[3].kind === 'empty');
    dora.send({ t: 'sit', seat: 3 });
    const sat = await dora.next((m) => m.t === 'update' && m.table?.seats[3]?.kind === 'human');
    expect(sat.table.seats[3]).toMatchObject({ kind: 'human', name: 'dora' });
    expect(sat.seat).toBe(3);
    expect(JSON.stringify(sat)).not.toContain('playerId');
    await cara.expectError({ t: 'sit', seat: 3 }, 'seat_taken');
    await host.expectError({ t: 'seats', count: 1 }, 'bad_seats');
    await host.expectError({ t: 'seats', count: 6 }, 'bad_seats');
    await host.expectError({ t: 'seats', count: 3 }, 'seat_taken');

    host.send({ t: 'start' });
    const started = await dora.next((m) => m.t === 'update' && m.table?.status === 'playing');
    expect(started.table.seats.map((s: any) => s.kind)).toEqual(['human', 'human', 'computer', 'human', 'computer']);
    expect(started.table.seats[4]).toMatchObject({ level: 'normal' });
    expect(started.view).toMatchObject({ you: 3, phase: 'bidding', seats: 5 });
    // 90 s think time: every human owes a bid and has a clock; computers do not.
    expect(started.table.clocks.map((c: any) => c !== null)).toEqual([true, true, false, true, false]);
    for (const c of [host, bert, cara, dora]) c.close();
  });

  it("keeps Speedelster's fifth seat for a computer", async () => {
    const { stub } = await createTable(makeInit({ seats: [human('host'), empty(), empty(), empty(), computer()] }));
    const host = await Client.open(stub, 'host');
    await host.expectError({ t: 'seat', seat: 4, kind: 'empty' }, 'computer_only');
    host.send({ t: 'seats', count: 4 });
    await host.next((m) => m.t === 'update' && m.table?.seats.length === 4);
    host.send({ t: 'seats', count: 5 });
    const grown = await host.next((m) => m.t === 'update' && m.table?.seats.length === 5);
    expect(grown.table.seats[4]).toMatchObject({ kind: 'computer' });
    host.close();
  });

  it('lets a departing host pass the table on while waiting', async () => {
    const { stub } = await createTable(makeInit({ seats: [human('host'), empty(), computer()] }));
    const host = await Client.open(stub, 'host');
    const bert = await Client.open(stub, 'bert');
    host.send({ t: 'leave' });
    const passed = await bert.next((m) => m.t === 'update' && m.table?.host === 1);
    expect(passed.table.seats[0]).toEqual({ kind: 'empty' });
    bert.send({ t: 'start' });
    await bert.next((m) => m.t === 'update' && m.table?.status === 'playing');
    host.close();
    bert.close();
  });

  it('renames a player at the table', async () => {
    const { stub } = await createTable(makeInit({ seats: [human('host', 'Hanna'), empty(), computer()] }));
    const host = await Client.open(stub, 'host', 'Hanna');
    const watcher = await Client.open(stub, 'zoe');
    await host.expectError({ t: 'rename', name: '   ' }, 'bad_name');
    await host.expectError({ t: 'rename', name: 'x'.repeat(25) }, 'bad_name');
    await host.expectError({ t: 'rename', name: 'A\u0007B' }, 'bad_name');
    host.send({ t: 'rename', name: '  Hanna Ö.  ' });
    const renamed = await watcher.next((m) => m.t === 'update' && m.table?.seats[0].name === 'Hanna Ö.');
    expect(renamed.table.seats[0]).toMatchObject({ kind: 'human', connected: true });
    expect(renamed.table.host).toBe(0);
    host.send({ t: 'chat', text: 'Hallo' });
    expect((await watcher.next((m) => m.t === 'chat')).msg.name).toBe('Hanna Ö.');
    host.close();
    watcher.close();
  });

  it('publishes a multiplayer table to the lobby while it is waiting', async () => {
    const { stub, id } = await createTable(makeInit({ seats: [human('host', 'Hanna'), empty(), computer()] }));
    // What the table last told the foyer: nobody is there yet, so it is not listed.
    const lobby = async () => JSON.parse((await peek(stub)).table.lobby ?? 'null');
    expect(await lobby()).toEqual({ id, removed: true });
    const host = await Client.open(stub, 'host', 'Hanna');
    await eventually(async () => expect(await lobby()).toMatchObject({ id, game: 'elster', hostName: 'Hanna', seatsTotal: 3, seatsTaken: 2, status: 'waiting' }));
    const bert = await Client.open(stub, 'bert');
    await host.next((m) => m.t === 'update' && m.table?.seats[1].kind === 'human');
    await eventually(async () => expect(await lobby()).toMatchObject({ seatsTaken: 3 }));
    host.send({ t: 'start' });
    await host.next((m) => m.t === 'update' && m.table?.status === 'playing');
    await eventually(async () => expect(await lobby()).toEqual({ id, removed: true }));
    host.close();
    bert.close();
  });
});

describe('chat', () => {
  it('trims, limits length and rate, and reaches everyone', async () => {
    const { stub } = await createTable(makeInit({ seats: [human('p1', 'Anna'), human('p2'), computer()] }));
    const p1 = await Client.open(stub, 'p1', 'Anna');
    const p2 = await Client.open(stub, 'p2');
    const watcher = await Client.open(stub, 'zoe', 'Zoë');
    await p1.expectError({ t: 'chat', text: '   ' }, 'chat_empty');
    await p1.expectError({ t: 'chat', text: 'x'.repeat(MAX_CHAT_CHARS + 1) }, 'chat_too_long');
    p1.send({ t: 'chat', text: `  ${'ü'.repeat(MAX_CHAT_CHARS)}  ` });
    const got = await p2.next((m) => m.t === 'chat');
    expect(got.msg).toMatchObject({ name: 'Anna', seat: 0, text: 'ü'.repeat(MAX_CHAT_CHARS) });
    // Bidi marks (RLM, LRM) go like every bidi control: they could reorder the line around them.
    watcher.send({ t: 'chat', text: '\u200FHallo!\u200E' });
    expect((await p1.next((m) => m.t === 'chat' && m.msg.text === 'Hallo!')).msg).toMatchObject({ name: 'Zoë', seat: null });
    // Five chat frames in a burst per player (the refused ones count too), then one every two seconds.
    for (let i = 2; i <= 3; i++) p1.send({ t: 'chat', text: `Nachricht ${i}` });
    await p2.next((m) => m.t === 'chat' && m.msg.text === 'Nachricht 3');
    await p1.expectError({ t: 'chat', text: 'zu viel' }, 'rate_limited');
    // Chat is not part of the versioned game stream, and it is in the next snapshot.
    const late = await Client.open(stub, 'late');
    expect(late.all[0].chat.map((c: any) => c.text)).toContain('Hallo!');
    expect(late.all[0].chat.map((c: any) => c.text)).not.toContain('zu viel');
    for (const c of [p1, p2, watcher, late]) c.close();
  });
});

describe('Rat', () => {
  it('advises the solo player from their own view, and nobody else', async () => {
    const { stub } = await createTable(makeInit({ mode: 'solo', autoStart: true, seats: [human('p1'), computer(), computer()] }));
    const p1 = await Client.open(stub, 'p1');
    p1.send({ t: 'advice' });
    const advice = await p1.next((m) => m.t === 'advice');
    expect(advice.v).toBe((await peek(stub)).version);
    expect(advice.move).toMatchObject({ type: 'bid', pebble: expect.any(Number) });
    expect(advice.reason).toMatchObject({ code: expect.any(String), params: expect.any(Object) });
    const watcher = await Client.open(stub, 'zoe');
    await watcher.expectError({ t: 'advice' }, 'no_advice');
    p1.send({ t: 'move', v: advice.v, move: advice.move });
    await p1.next((m) => m.t === 'update' && m.v === advice.v + 1);
    await p1.expectError({ t: 'advice' }, 'not_your_turn');

    const multi = await createTable(makeInit({ id: uniqueId(), seats: [human('p1'), computer()] }));
    const m1 = await Client.open(multi.stub, 'p1');
    m1.send({ t: 'start' });
    await m1.next((m) => m.t === 'update' && m.table?.status === 'playing');
    await m1.expectError({ t: 'advice' }, 'no_advice');
    for (const c of [p1, watcher, m1]) c.close();
  });
});
