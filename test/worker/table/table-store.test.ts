// The table's own storage stays bounded: the chat keeps what a snapshot carries, old matches'
// action logs go once their results are in D1, and the duplicate-move memory is a short list.
import { runInDurableObject } from 'cloudflare:test';
import { expect, it } from 'vitest';
import { CHAT_KEEP, KEEP_MATCH_LOGS, TableStore } from '../../../worker/table/shell/store';
import { RECENT_IDS_KEEP } from '../../../worker/table/reducer/model';
import { Client, computer, createTable, human, makeInit, peek } from '../helpers';

it('trims the chat and old matches\' actions', async () => {
  const { stub } = await createTable(makeInit({ seats: [human('p1'), computer()] }));
  await runInDurableObject(stub, (_i, state) => {
    const store = new TableStore(state.storage.sql);
    for (let i = 0; i < 500; i++) store.addChat(i, 'p1', 'P', 0, `line ${i}`);
    const rows = state.storage.sql.exec<{ n: number }>('SELECT COUNT(*) AS n FROM chat').one().n;
    expect(rows).toBeLessThanOrEqual(CHAT_KEEP + 16);
    expect(store.recentChat(CHAT_KEEP).map((c) => c.text).at(-1)).toBe('line 499');
    for (let m = 1; m <= 20; m++) store.addAction({ matchNo: m, seq: 1, seat: 0, move: {}, at: 0, by: 'human' });
    store.trimActions(20 - KEEP_MATCH_LOGS + 1);
    expect(state.storage.sql.exec<{ n: number }>('SELECT COUNT(*) AS n FROM actions').one().n).toBe(KEEP_MATCH_LOGS);
  });
});

it('refuses a move that arrives twice (the same client id), also after an eviction', async () => {
  const { stub } = await createTable(makeInit({ mode: 'solo', autoStart: true, seats: [human('p1'), computer()] }));
  const p1 = await Client.open(stub, 'p1');
  const v = p1.latestVersion();
  p1.send({ t: 'move', v, move: { type: 'bid', pebble: 3 }, id: 'once' });
  await p1.next((m) => m.t === 'update' && m.v > v);
  await p1.expectError({ t: 'move', v: p1.latestVersion(), move: { type: 'bid', pebble: 4 }, id: 'once' }, 'duplicate');
  const p = await peek(stub);
  expect(p.table.recentIds).toEqual(['0|once']);
  expect(RECENT_IDS_KEEP).toBeGreaterThanOrEqual(32);
  p1.close();
});

it("reads actions stored with the old words for who decided ('bot', 'timeout') as today's", async () => {
  const { stub } = await createTable(makeInit({ seats: [human('p1'), computer()] }));
  await runInDurableObject(stub, (_i, state) => {
    const store = new TableStore(state.storage.sql);
    state.storage.sql.exec("INSERT INTO actions (match_no, seq, seat, move, at, by) VALUES (90, 1, 1, '{}', 0, 'bot'), (90, 2, 0, '{}', 0, 'timeout'), (90, 3, 0, '{}', 0, 'human')");
    store.addAction({ matchNo: 90, seq: 4, seat: 1, move: {}, at: 0, by: 'computer' });
    expect(store.actions(90).map((a) => a.by)).toEqual(['computer', 'clock_out', 'human', 'computer']);
  });
});
