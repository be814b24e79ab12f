// A table's socket cap is on watchers: however many watch, a player who holds a seat gets back in,
// and a newcomer who takes a free seat gets in (the link of a table with others is public in the foyer).
import { describe, expect, it } from 'vitest';
import { MAX_SOCKETS_PER_TABLE } from '../../../worker/http/socket-limits';
import { Client, computer, createTable, human, makeInit, peek, type Stub } from '../helpers';

async function upgradeStatus(stub: Stub, playerId: string): Promise<number> {
  const res = await stub.fetch('http://table/ws', { headers: { Upgrade: 'websocket', 'X-Player-Id': playerId, 'X-Player-Name': playerId } });
  if (res.webSocket) {
    res.webSocket.accept();
    res.webSocket.close(1000, 'done');
  }
  return res.status;
}

describe('watchers filling a table', () => {
  it('never keep its players out: a seated player reconnects and a newcomer takes a free seat', async () => {
    const { stub } = await createTable(makeInit({ seats: [human('p1'), human('p2'), computer()] }));
    const p1 = await Client.open(stub, 'p1');
    let p2 = await Client.open(stub, 'p2');
    const watchers: Client[] = [];
    for (let i = 0; i < MAX_SOCKETS_PER_TABLE; i++) watchers.push(await Client.open(stub, `w${i}`));
    expect(watchers.every((w) => w.all[0].seat === null)).toBe(true);
    // The cap is reached: one more watcher is refused.
    expect(await upgradeStatus(stub, 'w-extra')).toBe(429);

    // p2's connection drops; a watcher racing for the freed socket is still refused, p2 gets back in.
    p2.close();
    await p2.waitClosed();
    expect(await upgradeStatus(stub, 'w-racer')).toBe(429);
    p2 = await Client.open(stub, 'p2');
    expect(p2.all[0].seat).toBe(1);

    // The host frees a seat: a newcomer with the link sits down; the next one only watches, and is refused.
    p1.send({ t: 'seat', seat: 2, kind: 'empty' });
    await p1.next((m) => m.t === 'update' && m.table?.seats[2].kind === 'empty');
    const friend = await Client.open(stub, 'friend');
    expect(friend.all[0].seat).toBe(2);
    expect(await upgradeStatus(stub, 'w-late')).toBe(429);
    expect((await peek(stub)).info.seats.map((s) => s.kind)).toEqual(['human', 'human', 'human']);
    for (const c of [p1, p2, friend, ...watchers]) c.close();
  });
});
