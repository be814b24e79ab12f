// The one place where a finished match's D1 batch is composed. Each module's statements are
// idempotent on their own (unique keys / NOT EXISTS guards), so the whole batch may run any number
// of times — alarms are at-least-once, and a drain may crash between the batch and the outbox delete.
import type { SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Outcome } from '@games/core/types';
import type { GameId, SeatInfo, TableMode } from '@schema/protocol';
import type { Db } from './client';
import { dailyStatements } from './daily';
import { resultStatements } from './results';
import { payoutStatements } from './stake';

/** What the TableDO writes to its outbox in the step that ends a scored match (engine.ts finishMatch). */
export interface OutboxEntry {
  tableId: string;
  game: GameId;
  mode: TableMode;
  matchNo: number;
  /** The Berlin date of a daily table's deal, else null. */
  dailyDate: string | null;
  /** Set on a daily table that is not the player's first attempt: results count as 'practice'. */
  practice?: boolean;
  stake: number;
  /** The seats as they were when the match ended (a human who left has `left: true`). */
  seats: SeatInfo[];
  outcome: Outcome;
}

export type Statement = BatchItem<'sqlite'>;

interface D1Internals {
  session: { prepareQuery(query: unknown, fields: undefined, method: 'run', arrayMode: boolean): unknown };
  dialect: { sqlToQuery(query: SQL): unknown };
}

/**
 * A raw SQL write usable in `db.batch`. drizzle-orm 0.45's `db.run(sql)` breaks there as soon as the
 * query has parameters (its `_prepare()` returns an object without the D1 statement: "reading
 * 'bind'"), so this hands the batch a properly prepared D1 query instead.
 */
export function rawStatement(db: Db, query: SQL): Statement {
  const { session, dialect } = db as unknown as D1Internals;
  const prepared = session.prepareQuery(dialect.sqlToQuery(query), undefined, 'run', false);
  return Object.assign(db.run(query), { _prepare: () => prepared });
}

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
