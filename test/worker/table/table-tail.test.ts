// A person's move writes only its action row (store.ts): the table record is written again every
// MAX_TAIL + 1 moves, and loading it replays the moves after it through the reducer. After an
// eviction mid-match the table is exactly what it was, and play goes on from there.
import { evictDurableObject, runInDurableObject } from 'cloudflare:test';
import { expect, it } from 'vitest';
import { MAX_TAIL } from '../../../worker/table/shell/store';
import type { Table } from '../../../worker/table/reducer/model';
import { bidFirstPebble, Client, startedElsterFour, storedTable, type Stub } from '../helpers';

const players = ['ada', 'bo', 'cem', 'dina'];

/** The table the object holds in memory right now. */
const live = (stub: Stub) => runInDurableObject(stub, (instance) =>
  (instance as unknown as { store: { load(): Table } }).store.load());

/** Every seat bids its first pebble once, in turn. */
async function playRound(clients: Client[], round: number): Promise<void> {
  for (const [seat, c] of clients.entries()) await bidFirstPebble(c, seat, round);
}

it.each([
  ['a few moves after the record', 2],
  ['past a new record (more than MAX_TAIL moves)', 5],
] as const)('an eviction mid-match loses nothing: %s', async (_name, rounds) => {
  expect(rounds * 4 > MAX_TAIL).toBe(rounds === 5);
  const { stub, clients } = await startedElsterFour(30);
  for (let r = 0; r < rounds; r++) await playRound(clients, r);

  const before = await live(stub);
  const tail = await runInDurableObject(stub, (_i, state) => {
    const record = JSON.parse(state.storage.sql.exec<{ json: string }>('SELECT json FROM table_v2').one().json) as Table;
    return { recordSeq: record.match!.seq, stored: storedTable(state.storage.sql) };
  });
  // The record is behind (the moves after it live only in their rows), the replay is not.
  expect(tail.recordSeq).toBeLessThan(before.match!.seq);
  expect(before.match!.seq - tail.recordSeq).toBeLessThanOrEqual(MAX_TAIL);
  expect(tail.stored).toEqual(before);

  await evictDurableObject(stub);
  expect(await live(stub)).toEqual(before);
  // Play goes on from the replayed table: a new socket's snapshot, then the next round.
  for (const c of clients) c.close();
  const again: Client[] = [];
  for (const p of players) again.push(await Client.open(stub, p));
  expect(again[0].latestVersion()).toBe((await live(stub)).version); // the goodbyes and hellos were steps too
  await playRound(again, rounds);
  const after = await live(stub);
  expect(after.match!.seq).toBe(before.match!.seq + 4);
  for (const c of again) c.close();
});
