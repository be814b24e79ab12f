// The table's own storage: duplicate detection stays bounded and still catches recent repeats.
import { runInDurableObject } from 'cloudflare:test';
import { expect, it } from 'vitest';
import { TableStore } from '../../worker/table/store';
import { computer, createTable, human, makeInit } from './helpers';

it('keeps the client-id memory bounded and still rejects a recent duplicate', async () => {
  const { stub } = await createTable(makeInit({ seats: [human('p1'), computer()] }));
  await runInDurableObject(stub, (_i, state) => {
    const store = new TableStore(state.storage.sql);
    for (let i = 0; i < 1_000; i++) expect(store.claimClientId('p1', `m-${i}`, 1_000 + i)).toBe(true);
    const rows = state.storage.sql.exec<{ n: number }>('SELECT COUNT(*) AS n FROM client_ids').one().n;
    expect(rows).toBeLessThanOrEqual(564);
    expect(rows).toBeGreaterThanOrEqual(500);
    // The newest ids are remembered; another player may reuse the same id.
    expect(store.claimClientId('p1', 'm-999', 3_000)).toBe(false);
    expect(store.claimClientId('p1', 'm-600', 3_000)).toBe(false);
    expect(store.claimClientId('p2', 'm-999', 3_000)).toBe(true);
  });
});
