// Never trust the client: every bad message is answered with a reason and changes nothing.
import { describe, expect, it } from 'vitest';
import { advance, Client, computer, createTable, human, makeInit, peek, type Stub } from '../helpers';

async function unchanged(stub: Stub, act: () => Promise<unknown>): Promise<void> {
  const before = await peek(stub);
  await act();
  const after = await peek(stub);
  expect({ v: after.version, state: after.state, info: after.info, actions: after.actions.length })
    .toEqual({ v: before.version, state: before.state, info: before.info, actions: before.actions.length });
}

async function startedTable() {
  const { stub } = await createTable(makeInit({ seats: [human('p1'), human('p2'), computer()] }));
  const p1 = await Client.open(stub, 'p1');
  const p2 = await Client.open(stub, 'p2');
  p1.send({ t: 'start' });
  const started = await p1.next((m) => m.t === 'update' && m.table?.status === 'playing');
  return { stub, p1, p2, v: started.v as number };
}

describe('bad input', () => {
  it('rejects malformed, oversized and misshapen messages', async () => {
    const { stub, p1, p2 } = await startedTable();
    await unchanged(stub, async () => {
      await p1.expectError('{"t":"move",', 'bad_json');
      await p1.expectError([1, 2], 'bad_message');
      await p1.expectError({ t: 'dance' }, 'bad_message');
      await p1.expectError({ t: 'move', move: { type: 'bid', pebble: 3 } }, 'bad_message');
      await p1.expectError({ t: 'move', v: -1, move: { type: 'bid', pebble: 3 } }, 'bad_message');
      await p1.expectError({ t: 'move', v: 3 }, 'bad_message');
      await p1.expectError({ t: 'seat', seat: 'one', kind: 'computer' }, 'bad_message');
      await p1.expectError({ t: 'chat', text: 42 }, 'bad_message');
    });
    p1.close();
    p2.close();
  });

  it('answers an oversized frame too_large and closes the socket (1009), checked before parsing', async () => {
    const { stub, p1, p2 } = await startedTable();
    const before = await peek(stub);
    {
      await p1.expectError(JSON.stringify({ t: 'chat', text: 'x'.repeat(5000) }), 'too_large');
      expect(await p1.waitClosed()).toBe(1009);
      // Size is checked before parsing: an oversized non-JSON frame is 'too_large', not 'bad_json'.
      const again = await Client.open(stub, 'p1');
      const answer = await again.expectError('{'.repeat(4097), 'too_large');
      expect(answer.params).toEqual({ max: 4096 });
      expect(await again.waitClosed()).toBe(1009);
      // A frame of exactly the limit is read (and refused only for what it says).
      const third = await Client.open(stub, 'p1');
      await third.expectError(JSON.stringify({ t: 'chat', text: 'x'.repeat(4096 - 22) }).padEnd(4096, ' '), 'chat_too_long');
      expect(third.closed).toBe(false);
      third.close();
    }
    // The closes only marked the seat away and back (the stream moved); the game did not change.
    const after = await peek(stub);
    expect({ state: after.state, actions: after.actions.length, chat: p2.all.filter((m) => m.t === 'chat').length })
      .toEqual({ state: before.state, actions: before.actions.length, chat: 0 });
    p2.close();
  });

  it('rejects out-of-turn, illegal, stale and duplicate moves', async () => {
    const { stub, p1, p2, v } = await startedTable();
    await unchanged(stub, async () => {
      const illegal = await p1.expectError({ t: 'move', v, move: { type: 'bid', pebble: 99 }, id: 'x1' }, 'bad_pebble');
      expect(illegal).toMatchObject({ t: 'error', id: 'x1', message: expect.any(String) });
      await p1.expectError({ t: 'move', v, move: { type: 'continue' } }, 'not_between');
      await p1.expectError({ t: 'move', v: v + 5, move: { type: 'bid', pebble: 3 } }, 'stale');
    });

    p1.send({ t: 'move', v, move: { type: 'bid', pebble: 3 }, id: 'a' });
    // The update a move plays is its acknowledgement: the mover's socket gets the move's `id` as
    // `ack`, the other sockets the same update without it.
    expect(await p1.next((m) => m.t === 'update' && m.v === v + 1)).toMatchObject({ ack: 'a' });
    expect(await p2.next((m) => m.t === 'update' && m.v === v + 1)).not.toHaveProperty('ack');
    await unchanged(stub, async () => {
      // A second pebble in the same round: the game's own reason.
      await p1.expectError({ t: 'move', v: v + 1, move: { type: 'bid', pebble: 4 }, id: 'b' }, 'already_bid');
      await p1.expectError({ t: 'move', v: v + 1, move: { type: 'bid', pebble: 4 }, id: 'a' }, 'duplicate');
    });
    // p2 acts on the version from before p1's bid: still the same decision, so accepted.
    p2.send({ t: 'move', v, move: { type: 'bid', pebble: 9 } });
    // A move without an `id`: its update carries no `ack`.
    expect(await p2.next((m) => m.t === 'update' && m.v === v + 2)).not.toHaveProperty('ack');
    await advance(stub, 3000); // the computer bids, the round is revealed, a new decision is owed
    const p = await peek(stub);
    expect(p.state.rounds).toHaveLength(1);
    await unchanged(stub, async () => {
      // A move made at a version from before the current decision is stale.
      await p1.expectError({ t: 'move', v, move: { type: 'bid', pebble: 5 } }, 'stale');
      await p1.expectError({ t: 'move', v: p.version, move: { type: 'bid', pebble: 3 } }, 'pebble_played');
      await p1.expectError({ t: 'move', v: p.version, move: { type: 'bid', pebble: 5 }, id: 'a' }, 'duplicate');
    });
    p1.close();
    p2.close();
  });

  it('never lets a player act for another seat', async () => {
    const { stub, p1, p2, v } = await startedTable();
    const watcher = await Client.open(stub, 'zoe');
    await unchanged(stub, async () => {
      await watcher.expectError({ t: 'move', v, move: { type: 'bid', pebble: 3 } }, 'not_seated');
      await watcher.expectError({ t: 'rematch' }, 'not_seated');
      await watcher.expectError({ t: 'leave' }, 'not_seated');
    });
    // A seat named in the message is refused (unknown keys are never ignored); the socket's own seat is the only one.
    await unchanged(stub, async () => {
      const refused = await p1.expectError({ t: 'move', v, move: { type: 'bid', pebble: 7 }, seat: 1 }, 'bad_message');
      expect(refused.params).toEqual({ key: 'seat' });
    });
    p1.send({ t: 'move', v, move: { type: 'bid', pebble: 7 } });
    await p1.next((m) => m.t === 'update' && m.v === v + 1);
    const p = await peek(stub);
    expect(p.state.bids).toEqual([7, null, null]);
    expect(p.actions).toMatchObject([{ seat: 0, by: 'human' }]);
    for (const c of [p1, p2, watcher]) c.close();
  });

  it('rejects host actions from guests and state-dependent actions at the wrong time', async () => {
    const { stub } = await createTable(makeInit({ seats: [human('p1'), { kind: 'empty' }, computer()] }));
    const p1 = await Client.open(stub, 'p1');
    const p2 = await Client.open(stub, 'p2');
    expect(p2.all[0].seat).toBe(1);
    const { version } = await peek(stub);
    await unchanged(stub, async () => {
      await p2.expectError({ t: 'start' }, 'not_host');
      await p2.expectError({ t: 'settings', settings: { tempo: 'turbo' } }, 'not_host');
      await p2.expectError({ t: 'seat', seat: 2, kind: 'empty' }, 'not_host');
      await p2.expectError({ t: 'seats', count: 2 }, 'not_host');
      await p1.expectError({ t: 'move', v: version, move: { type: 'bid', pebble: 1 } }, 'not_playing');
      await p1.expectError({ t: 'rematch' }, 'not_finished');
      await p1.expectError({ t: 'advice' }, 'no_advice');
    });
    // A key that names a member of Object.prototype is an unknown setting: refused, the settings kept
    // (it once replaced them with {}: the table started with computers of no level).
    await unchanged(stub, async () => {
      for (const key of ['toString', 'hasOwnProperty', 'valueOf']) {
        const refused = await p1.expectError({ t: 'settings', settings: { [key]: 1 } }, 'bad_settings');
        expect(refused.params).toEqual({ key });
      }
      const proto = await p1.expectError(JSON.parse('{"t":"settings","settings":{"__proto__":1}}'), 'bad_settings');
      expect(proto.params).toEqual({ key: '__proto__' });
      const option = await p1.expectError(JSON.parse('{"t":"settings","settings":{"game":{"__proto__":3}}}'), 'bad_options');
      expect(option.params).toEqual({ option: '__proto__' });
    });
    p1.send({ t: 'start' });
    await p1.next((m) => m.t === 'update' && m.table?.status === 'playing');
    await unchanged(stub, async () => {
      await p1.expectError({ t: 'settings', settings: { tempo: 'turbo' } }, 'not_waiting');
      await p1.expectError({ t: 'start' }, 'not_waiting');
      await p2.expectError({ t: 'sit' }, 'not_waiting');
    });
    p1.close();
    p2.close();
  });
});
