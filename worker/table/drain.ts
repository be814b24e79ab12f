// The results outbox drain: each finished match's outbox row goes to D1 in one idempotent batch
// (worker/db/outcome.ts); the row is deleted only after the batch succeeded. A failure leaves the
// row for the next try, with backoff; a crash between batch and delete just repeats the batch,
// which then changes nothing.
import type { Db } from '../db/client';
import { writeOutcome, type OutboxEntry } from '../db/outcome';
import type { TableStore } from './store';

/** Wait before the n-th retry (n = failures so far, from 1); the last step repeats. */
export const DRAIN_BACKOFF_MS = [1_000, 5_000, 30_000, 120_000, 600_000, 3_600_000];
const FAILURES_KEY = 'drain_failures';

export const drainBackoff = (failures: number): number =>
  DRAIN_BACKOFF_MS[Math.min(failures, DRAIN_BACKOFF_MS.length) - 1] ?? DRAIN_BACKOFF_MS[0]!;

/** Schedules a drain now unless one is pending (called in the block that writes the outbox row). */
export function scheduleDrain(store: TableStore, now: number, matchNo: number): void {
  if (!store.hasTimer('drain', null)) store.addTimer('drain', null, now, matchNo);
}

/**
 * Drains every outbox row. On success the drain timer goes (or stays due, when a match ended while
 * the batch was in flight); on failure it is re-armed with backoff. Never throws.
 */
export async function drainOutbox(store: TableStore, db: Db, now: number): Promise<void> {
  try {
    for (const row of store.outbox()) {
      await writeOutcome(db, row.payload as OutboxEntry, row.createdAt);
      store.deleteOutbox(row.matchNo);
    }
    store.setValue(FAILURES_KEY, null);
    store.deleteTimers(['drain']);
    if (store.outbox().length > 0) store.addTimer('drain', null, now, 0);
  } catch (e) {
    const failures = Number(store.getValue(FAILURES_KEY) ?? 0) + 1;
    console.error(`table: results drain failed (${failures}×), retrying`, e);
    store.setValue(FAILURES_KEY, String(failures));
    store.deleteTimers(['drain']);
    store.addTimer('drain', null, now + drainBackoff(failures), 0);
  }
}
