// Clocks, grace and disconnect takeover, all on the one alarm. Time is moved by shifting the
// stored due times and deadlines (helpers.shiftTime), then running the alarm.
import { evictDurableObject, runDurableObjectAlarm } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { GRACE_MS } from '@schema/protocol';
import { advance, Client, computer, createTable, human, makeInit, peek, settings, shiftTime } from '../helpers';

describe('think time', () => {
  it('runs out → 10 s grace → the strong computer decides, and the log says so', async () => {
    const { stub } = await createTable(makeInit({
      seats: [human('p1'), human('p2')], settings: settings({ thinkTime: 30 }),
    }));
    const p1 = await Client.open(stub, 'p1');
    const p2 = await Client.open(stub, 'p2');
    p1.send({ t: 'start' });
    const started = await p1.next((m) => m.t === 'update' && m.table?.status === 'playing');
    const clock = started.table.clocks[1];
    expect(clock.deadline - started.now).toBe(30_000);
    expect(clock.graceDeadline - clock.deadline).toBe(GRACE_MS);

    p1.send({ t: 'move', v: started.v, move: { type: 'bid', pebble: 8 } });
    const afterBid = await p2.next((m) => m.t === 'update' && m.v === started.v + 1);
    // p1 owes nothing now; p2's clock keeps running unchanged.
    expect(afterBid.table.clocks[0]).toBeNull();
    expect(afterBid.table.clocks[1]).toEqual(clock);

    // Alarms are set only to the earliest timer and survive eviction.
    await evictDurableObject(stub);
    expect((await peek(stub)).timers.map((t) => [t.kind, t.seat])).toEqual([['clock', 1], ['cleanup', null]]);
    await advance(stub, 30_000);
    const out = await p2.next((m) => m.t === 'update' && m.log?.some((l: any) => l.code === 'clock_out'));
    expect(out.log[0]).toMatchObject({ seat: 1, code: 'clock_out', params: { graceMs: GRACE_MS } });
    expect((await peek(stub)).timers.map((t) => t.kind)).toEqual(['grace', 'cleanup']);

    // Past the grace deadline a human move is too late, even before the alarm has run.
    await shiftTime(stub, GRACE_MS + 1);
    const before = await peek(stub);
    await p2.expectError({ t: 'move', v: before.version, move: { type: 'bid', pebble: 3 } }, 'too_late');
    const unchanged = await peek(stub);
    expect([unchanged.version, unchanged.state]).toEqual([before.version, before.state]);

    expect(await runDurableObjectAlarm(stub)).toBe(true);
    const timeout = await p1.next((m) => m.t === 'update' && m.log?.some((l: any) => l.code === 'timeout_bot'));
    expect(timeout.log.find((l: any) => l.code === 'timeout_bot')).toMatchObject({ seat: 1, params: { level: 'stark' } });
    const after = await peek(stub);
    expect(after.actions.at(-1)).toMatchObject({ seat: 1, by: 'clock_out' });
    // The round was revealed and a new decision is owed by both, each with a fresh clock.
    expect(after.state.rounds).toHaveLength(1);
    expect(after.info.clocks[0]?.deadline).toBeGreaterThan(clock.deadline);
    expect(after.info.clocks[1]?.deadline).toBe(after.info.clocks[0]?.deadline);
    p1.close();
    p2.close();
  });
});

describe('disconnect takeover', () => {
  it('plays a disconnected seat without clock after 60 s until its owner returns', async () => {
    const { stub } = await createTable(makeInit({ seats: [human('p1'), human('p2'), computer()] }));
    const p1 = await Client.open(stub, 'p1');
    let p2 = await Client.open(stub, 'p2');
    p1.send({ t: 'start' });
    await p1.next((m) => m.t === 'update' && m.table?.status === 'playing');

    p2.close();
    const gone = await p1.next((m) => m.t === 'update' && m.table?.seats[1].connected === false);
    expect(gone.table.seats[1]).toMatchObject({ connected: false, autopilot: false, left: false });

    await advance(stub, 59_000);
    expect((await peek(stub)).info.seats[1]).toMatchObject({ autopilot: false });
    await advance(stub, 1_000);
    const taken = await p1.next((m) => m.t === 'update' && m.log?.some((l: any) => l.code === 'autopilot_on'));
    expect(taken.table.seats[1]).toMatchObject({ connected: false, autopilot: true });

    await advance(stub, 3_000); // computer pacing (gemütlich)
    const p = await peek(stub);
    expect(p.actions.filter((a) => a.seat === 1).map((a) => a.by)).toEqual(['autopilot']);

    // The owner returns: same seat, full view, the computer stops.
    p2 = await Client.open(stub, 'p2');
    const snap = p2.all[0];
    expect(snap).toMatchObject({ t: 'snapshot', seat: 1 });
    expect(snap.view.you).toBe(1);
    expect(snap.table.seats[1]).toMatchObject({ connected: true, autopilot: false });
    const back = await p1.next((m) => m.t === 'update' && m.log?.some((l: any) => l.code === 'autopilot_off'));
    expect(back.log.find((l: any) => l.code === 'autopilot_off').seat).toBe(1);
    expect((await peek(stub)).timers.some((t) => t.seat === 1)).toBe(false);
    p1.close();
    p2.close();
  });
});
