// The one place where a finished match's D1 batch is composed. Each module's statements are
// idempotent on their own (unique keys / NOT EXISTS guards), so the whole batch may run any number
// of times — alarms are at-least-once, and a drain may crash between the batch and the outbox delete.
import type { Db } from './client';
import { dailyStatements } from './daily';
import type { OutboxEntry } from './entry';
import { resultStatements } from './results';
import { payoutStatements } from './stake';
import type { Statement } from './statements';

export type { OutboxEntry } from './entry';

/** Every D1 write for one finished match, in order: results and lists, daily, stake payout. */
export function outcomeStatements(db: Db, entry: OutboxEntry, finishedAt: number): Statement[] {
  return [
    ...resultStatements(db, entry, finishedAt),
    ...dailyStatements(db, entry, finishedAt),
    ...payoutStatements(db, entry, finishedAt),
  ];
}

/** Runs the batch (D1 runs a batch as one transaction: all or nothing). */
export async function writeOutcome(db: Db, entry: OutboxEntry, finishedAt: number): Promise<void> {
  const [first, ...rest] = outcomeStatements(db, entry, finishedAt);
  if (first) await db.batch([first, ...rest]);
}
