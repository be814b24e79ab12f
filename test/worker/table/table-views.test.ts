// Reconnects restore seat and view; spectators and other seats never see a hidden bid.
import { describe, expect, it } from 'vitest';
import { elster } from '@games/elster';
import { advance, Client, computer, createTable, human, makeInit, peek } from '../helpers';

describe('reconnect', () => {
  it('restores the same seat and the full view, and replaces the older socket', async () => {
    const { stub } = await createTable(makeInit({ seats: [human('p1'), human('p2'), computer()] }));
    const p1 = await Client.open(stub, 'p1');
    const p2 = await Client.open(stub, 'p2');
    p1.send({ t: 'start' });
    const started = await p1.next((m) => m.t === 'update' && m.table?.status === 'playing');
    p1.send({ t: 'move', v: started.v, move: { type: 'bid', pebble: 11 } });
    await p1.next((m) => m.t === 'update' && m.v === started.v + 1);

    // Same player opens a second socket: the old one is closed, the new one gets everything.
    const again = await Client.open(stub, 'p1');
    expect(await p1.waitClosed()).toBe(4000);
    const snap = again.all[0];
    expect(snap).toMatchObject({ t: 'snapshot', seat: 0 });
    expect(snap.v).toBe((await peek(stub)).version);
    expect(snap.view).toEqual(elster.view((await peek(stub)).state, 0));
    expect(snap.view.ownBid).toBe(11);
    expect(snap.table.seats[0]).toMatchObject({ kind: 'human', name: 'p1', connected: true });
    expect(snap.log.length).toBeGreaterThan(0);
    // The replaced socket's close does not mark the seat disconnected.
    expect((await peek(stub)).info.seats[0]).toMatchObject({ connected: true });
    // After a gap, a client asks for a snapshot and gets the full current picture.
    again.send({ t: 'sync' });
    const synced = await again.next((m) => m.t === 'snapshot');
    expect(synced).toMatchObject({ v: snap.v, seat: 0, view: snap.view, table: snap.table });
    again.close();
    p2.close();
  });
});

describe('hidden information', () => {
  it('never sends a seat\'s secret bid to a spectator or another seat before the reveal', async () => {
    const { stub } = await createTable(makeInit({ seats: [human('p1'), human('p2'), computer()] }));
    const p1 = await Client.open(stub, 'p1');
    const p2 = await Client.open(stub, 'p2');
    p1.send({ t: 'start' });
    const started = await p1.next((m) => m.t === 'update' && m.table?.status === 'playing');
    const watcher = await Client.open(stub, 'zoe');
    expect(watcher.all[0]).toMatchObject({ t: 'snapshot', seat: null });
    expect(watcher.all[0].view.you).toBeNull();

    p1.send({ t: 'move', v: started.v, move: { type: 'bid', pebble: 13 } });
    await watcher.next((m) => m.t === 'update' && m.v === started.v + 1);
    await p2.next((m) => m.t === 'update' && m.v === started.v + 1);

    const p = await peek(stub);
    expect(p.state.bids[0]).toBe(13);
    // What they were sent equals what they would be sent had p1 bid anything else.
    const other = { ...p.state, bids: [2, null, null] };
    expect(watcher.latestView()).toEqual(elster.view(other, 'spectator'));
    expect(p2.latestView()).toEqual(elster.view(other, 1));
    expect(watcher.latestView().hasBid).toEqual([true, false, false]);
    for (const c of [watcher, p2]) {
      for (const m of c.all) {
        // Neither has bid yet: no view they received carries any bid.
        expect(m.view?.ownBid ?? null).toBeNull();
        for (const e of m.events ?? []) expect(e).not.toHaveProperty('pebble');
        expect(JSON.stringify(m)).not.toMatch(/"bids":\[13/);
      }
    }
    // p2 bids, the computer bids: then everything is revealed to everybody.
    p2.send({ t: 'move', v: p.version, move: { type: 'bid', pebble: 5 } });
    await p2.next((m) => m.t === 'update' && m.v === p.version + 1);
    await advance(stub, 3000);
    const reveal = await watcher.next((m) => m.t === 'update' && m.events?.some((e: any) => e.type === 'reveal'));
    expect(reveal.events.find((e: any) => e.type === 'reveal').round.bids.slice(0, 2)).toEqual([13, 5]);
    for (const c of [p1, p2, watcher]) c.close();
  });
});
