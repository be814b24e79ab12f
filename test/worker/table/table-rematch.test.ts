// "Verlassen" and "Nochmal – gleicher Tisch".
import { describe, expect, it } from 'vitest';
import { advance, Client, computer, createTable, human, makeInit, peek, playToEnd, settings } from '../helpers';

describe('leave', () => {
  it('in a game with other humans: the seat is marked left and the computer plays it', async () => {
    const { stub } = await createTable(makeInit({ seats: [human('p1'), human('p2'), computer()], settings: settings({ botLevel: 'leicht' }) }));
    const p1 = await Client.open(stub, 'p1');
    const p2 = await Client.open(stub, 'p2');
    p1.send({ t: 'start' });
    const started = await p1.next((m) => m.t === 'update' && m.table?.status === 'playing');
    p2.send({ t: 'leave' });
    const left = await p1.next((m) => m.t === 'update' && m.log?.some((l: any) => l.code === 'left'));
    expect(left.table.seats[1]).toMatchObject({ kind: 'human', name: 'p2', left: true, autopilot: true });
    expect(left.log.find((l: any) => l.code === 'left')).toMatchObject({ seat: 1, params: { level: 'leicht' } });
    // The leaver now watches: the spectator view, and no more moves for that seat.
    const theirs = await p2.next((m) => m.t === 'update' && m.v === left.v);
    expect(theirs.view.you).toBeNull();
    await p2.expectError({ t: 'move', v: left.v, move: { type: 'bid', pebble: 1 } }, 'not_seated');
    // A reconnect does not give the seat back.
    const p2again = await Client.open(stub, 'p2');
    expect(p2again.all[0].seat).toBeNull();

    p1.send({ t: 'move', v: started.v, move: { type: 'bid', pebble: 15 } });
    await p1.next((m) => m.t === 'update' && m.v > left.v);
    await advance(stub, 3000);
    const p = await peek(stub);
    expect(p.actions.map((a) => [a.seat, a.by]).sort()).toEqual([[0, 'human'], [1, 'autopilot'], [2, 'computer']]);
    for (const c of [p1, p2, p2again]) c.close();
  });

  it('in a solo game: the game ends without scoring', async () => {
    const { stub } = await createTable(makeInit({ mode: 'solo', autoStart: true, seats: [human('p1'), computer()] }));
    const p1 = await Client.open(stub, 'p1');
    p1.send({ t: 'leave' });
    const ended = await p1.next((m) => m.t === 'update' && m.table?.status === 'finished');
    expect(ended.log.map((l: any) => l.code)).toEqual(['abandoned']);
    expect(p1.all.some((m) => m.t === 'result')).toBe(false);
    const p = await peek(stub);
    expect(p.outbox).toEqual([]);
    // Only the clean-up of the finished table is planned.
    expect(p.timers.map((t) => t.kind)).toEqual(['cleanup']);
    p1.close();
  });

  it('in a solo game: the leaver keeps the seat of the finished table, so "Nochmal" starts the next match on the same socket', async () => {
    const { stub } = await createTable(makeInit({ mode: 'solo', autoStart: true, seats: [human('p1'), computer()] }));
    const p1 = await Client.open(stub, 'p1');
    p1.send({ t: 'leave' });
    const ended = await p1.next((m) => m.t === 'update' && m.table?.status === 'finished');
    expect(ended.table.seats[0]).toMatchObject({ kind: 'human', name: 'p1', left: false });
    // A bot writer's finding: this socket was made a watcher (not_seated), while a reconnect got the seat back.
    p1.send({ t: 'rematch' });
    const next = await p1.next((m) => (m.t === 'update' && m.table?.status === 'playing') || m.t === 'error');
    expect(next).toMatchObject({ t: 'update', table: { matchNo: 2, status: 'playing' } });
    expect(next.view.you).toBe(0);
    const again = await Client.open(stub, 'p1');
    expect(again.all[0].seat).toBe(0);
    p1.close();
    again.close();
  });
});

describe('rematch', () => {
  it('starts again once every connected human asked; after the window, missing humans are replaced', async () => {
    const { stub } = await createTable(makeInit({ seats: [human('p1'), human('p2'), computer()] }));
    const p1 = await Client.open(stub, 'p1');
    const p2 = await Client.open(stub, 'p2');
    p1.send({ t: 'start' });
    await p1.next((m) => m.t === 'update' && m.table?.status === 'playing');
    const first = await playToEnd(stub, { 0: p1, 1: p2 });
    expect(first.info.status).toBe('finished');
    expect(first.log.filter((l) => l.code === 'game_end').map((l) => l.params.matchNo)).toEqual([1]);

    p1.send({ t: 'rematch' });
    const asked = await p2.next((m) => m.t === 'update' && m.table?.rematch);
    expect(asked.table.rematch.requested).toEqual([true, false, false]);
    expect(asked.table.rematch.deadline - asked.now).toBe(30_000);
    await p1.expectError({ t: 'rematch' }, 'duplicate');
    p2.send({ t: 'rematch' });
    const again = await p1.next((m) => m.t === 'update' && m.table?.status === 'playing');
    expect(again.table).toMatchObject({ matchNo: 2, rematch: null });
    expect(again.view).toMatchObject({ phase: 'bidding', rounds: [] });
    // A new deal for the new match.
    expect((await peek(stub)).state.pile).not.toEqual(first.state.pile);

    const second = await playToEnd(stub, { 0: p1, 1: p2 });
    expect(second.log.filter((l) => l.code === 'game_end').map((l) => l.params.matchNo)).toEqual([1, 2]);
    p1.send({ t: 'rematch' });
    await p1.next((m) => m.t === 'update' && m.table?.rematch);
    await advance(stub, 29_000);
    expect((await peek(stub)).info.status).toBe('finished');
    await advance(stub, 1_000);
    const third = await p2.next((m) => m.t === 'update' && m.table?.status === 'playing');
    expect(third.table.matchNo).toBe(3);
    expect(third.table.seats[1]).toMatchObject({ kind: 'computer', level: 'normal' });
    expect(third.view.you).toBeNull();
    expect(third.log.map((l: any) => l.code)).toContain('replaced');
    p1.close();
    p2.close();
  });

  it('with rematchFill "empty" reopens the table for new players', async () => {
    const { stub } = await createTable(makeInit({ seats: [human('p1'), human('p2'), computer()], settings: settings({ rematchFill: 'empty' }) }));
    const p1 = await Client.open(stub, 'p1');
    const p2 = await Client.open(stub, 'p2');
    p1.send({ t: 'start' });
    await p1.next((m) => m.t === 'update' && m.table?.status === 'playing');
    await playToEnd(stub, { 0: p1, 1: p2 });
    p2.send({ t: 'leave' });
    p1.send({ t: 'rematch' });
    const reopened = await p1.next((m) => m.t === 'update' && m.table?.status === 'waiting');
    expect(reopened.table.seats.map((s: any) => s.kind)).toEqual(['human', 'empty', 'computer']);
    expect(reopened.view).toBeNull();
    const p3 = await Client.open(stub, 'p3', 'Paula');
    expect(p3.all[0].seat).toBe(1);
    // The log keeps the names of its time: seat 1 was p2's when the first game was played.
    const lines = (await peek(stub)).log;
    expect(lines.find((l) => l.code === 'game_start')!.names[1]).toBe('p2');
    expect(lines.at(-1)).toMatchObject({ code: 'joined', seat: 1, names: ['p1', 'Paula', 'Computer 3'] });
    for (const c of [p1, p2, p3]) c.close();
  });

  it('restarts a solo table at once, and a daily table never', async () => {
    const solo = await createTable(makeInit({ mode: 'solo', autoStart: true, seats: [human('p1'), computer()] }));
    const p1 = await Client.open(solo.stub, 'p1');
    await playToEnd(solo.stub, { 0: p1 });
    p1.send({ t: 'rematch' });
    const again = await p1.next((m) => m.t === 'update' && m.table?.status === 'playing');
    expect(again.table.matchNo).toBe(2);

    const daily = await createTable(makeInit({ mode: 'daily', autoStart: true, dailyDate: '2026-11-30', seats: [human('p1'), computer()] }));
    const d1 = await Client.open(daily.stub, 'p1');
    await playToEnd(daily.stub, { 0: d1 });
    await d1.expectError({ t: 'rematch' }, 'no_rematch');
    expect((await peek(daily.stub)).info).toMatchObject({ mode: 'daily', dailyDate: '2026-11-30', status: 'finished' });
    p1.close();
    d1.close();
  });
});
