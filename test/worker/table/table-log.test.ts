// The game log beside the table record (store.ts): a move's lines ride in its action row, other
// steps' lines get rows of their own, and a snapshot — also after an eviction — carries the last
// 100 lines in order, exactly as the clients received them. A record stored before the log moved
// out (lines inside the JSON, an action table without a log column) is brought over on first read.
import { evictDurableObject, runInDurableObject } from 'cloudflare:test';
import { expect, it } from 'vitest';
import type { LogEntry } from '@schema/protocol';
import { LOG_KEEP } from '../../../worker/table/shell/store';
import { Client, computer, createTable, eventually, human, makeInit, peek, playToEnd, receivedLog, settings } from '../helpers';

const strip = (l: LogEntry) => ({ seq: l.seq, code: l.code, seat: l.seat, params: l.params, names: l.names });

it('a snapshot after an eviction carries the last 100 log lines, in order, as they were received', async () => {
  const { stub } = await createTable(makeInit({
    seats: [human('ada'), computer('leicht'), computer('leicht')],
    settings: settings({ thinkTime: null, tempo: 'turbo', game: { games: 3, houseRule: 'topf' } }),
  }));
  const ada = await Client.open(stub, 'ada');
  ada.send({ t: 'start' });
  await ada.next((m) => m.t === 'update' && m.table?.status === 'playing');
  const end = await playToEnd(stub, { 0: ada });
  expect(end.info.status).toBe('finished');
  const received = receivedLog(ada);
  expect(received.length).toBeGreaterThan(LOG_KEEP); // three games of bids and pots
  // Lines came from both places: move steps (in their action rows) and others (own rows).
  const counts = await runInDurableObject(stub, (_i, state) => ({
    inActions: state.storage.sql.exec('SELECT COUNT(*) AS n FROM actions WHERE log IS NOT NULL').one().n as number,
    own: state.storage.sql.exec('SELECT COUNT(*) AS n FROM log').one().n as number,
  }));
  expect(counts.inActions).toBeGreaterThan(0);
  expect(counts.own).toBeGreaterThan(0);
  expect(counts.own).toBeLessThanOrEqual(LOG_KEEP);
  ada.close();

  await evictDurableObject(stub);
  const again = await Client.open(stub, 'ada');
  const snap = again.all[0];
  expect(snap.log.map(strip)).toEqual(received.slice(-LOG_KEEP).map(strip));
  expect(snap.log.map((l: LogEntry) => l.seq)).toEqual(received.slice(-LOG_KEEP).map((l) => l.seq));
  again.close();
});

it('a record stored with its log inside (before the log moved out) keeps its lines', async () => {
  const { stub } = await createTable(makeInit({ seats: [human('bo'), human('cem')] }));
  const bo = await Client.open(stub, 'bo');
  const cem = await Client.open(stub, 'cem');
  bo.send({ t: 'start' });
  await cem.next((m) => m.t === 'update' && m.table?.status === 'playing');
  const lines = receivedLog(cem);
  expect(lines.length).toBeGreaterThan(0);
  bo.close();
  cem.close();
  // Both goodbyes handled first (they write the record), then the storage as the older version kept it.
  await eventually(async () => expect((await peek(stub)).table.seats.map((x) => x.kind === 'human' && x.connected)).toEqual([false, false]));
  await evictDurableObject(stub);
  await runInDurableObject(stub, (_i, state) => {
    const sql = state.storage.sql;
    const t = JSON.parse(sql.exec<{ json: string }>('SELECT json FROM table_v2 WHERE id = 1').one().json);
    t.log = lines;
    sql.exec('UPDATE table_v2 SET json = ? WHERE id = 1', JSON.stringify(t));
    sql.exec('DROP TABLE log');
    sql.exec('CREATE TABLE actions_old AS SELECT match_no, seq, seat, move, at, by FROM actions');
    sql.exec('DROP TABLE actions');
    sql.exec('ALTER TABLE actions_old RENAME TO actions');
  });
  await evictDurableObject(stub);
  const back = await Client.open(stub, 'cem');
  expect(back.all[0].log.map(strip)).toEqual(lines.map(strip));
  // The record no longer carries the lines once written again (any step writes it).
  back.send({ t: 'chat', text: 'weiter' });
  await back.next((m) => m.t === 'chat');
  const p = await peek(stub);
  expect('log' in p.table).toBe(false);
  expect(p.log.map(strip)).toEqual(lines.map(strip));
  back.close();
});
