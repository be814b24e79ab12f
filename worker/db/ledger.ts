// The Groschen ledger: every change of a balance is one ledger row with a unique key, written in the
// same D1 batch (one transaction) as the balance update. The update is guarded by "no row with this
// key yet" and runs BEFORE the ledger insert, so a retried or concurrent batch with the same key
// changes nothing: D1 runs batches one after another, and the second one sees the first one's row.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { ledger, players } from '@schema/db';
import type { Db } from './client';

export type LedgerKind = 'start' | 'stake' | 'pot' | 'refund';

export interface LedgerEntry {
  key: string;
  playerId: string;
  /** Positive = credit, negative = debit. */
  amount: number;
  kind: LedgerKind;
  tableId?: string | null;
  matchNo?: number | null;
  createdAt: number;
}

/** Idempotency keys. `round` is the match number, with an attempt suffix after a refunded start. */
export const ledgerKey = {
  start: (playerId: string) => `start:${playerId}`,
  stake: (tableId: string, round: string, playerId: string) => `stake:${tableId}:${round}:${playerId}`,
  refund: (tableId: string, round: string, playerId: string) => `refund:${tableId}:${round}:${playerId}`,
  pot: (tableId: string, matchNo: number, playerId: string) => `pot:${tableId}:${matchNo}:${playerId}`,
};

/**
 * The two statements that move `amount` exactly once for `entry.key`: the guarded balance update
 * and the ledger row. A debit below zero makes the CHECK (balance >= 0) fail the whole batch.
 */
export function ledgerStatements(db: Db, entry: LedgerEntry): [BatchItem<'sqlite'>, BatchItem<'sqlite'>] {
  return [
    creditUnlessKeyed(db, entry.playerId, sql`${entry.amount}`, entry.key),
    db.insert(ledger).values({
      key: entry.key, playerId: entry.playerId, amount: entry.amount, kind: entry.kind,
      tableId: entry.tableId ?? null, matchNo: entry.matchNo ?? null, createdAt: entry.createdAt,
    }).onConflictDoNothing({ target: ledger.key }),
  ];
}

/**
 * `UPDATE players SET balance = balance + amount WHERE id = ? AND no ledger row has `key``.
 * (A query builder, not db.run(sql): drizzle's D1 batch cannot bind parameters of raw statements.)
 */
export function creditUnlessKeyed(db: Db, playerId: string, amount: SQL, key: string): BatchItem<'sqlite'> {
  return db.update(players).set({ balance: sql`${players.balance} + ${amount}` })
    .where(and(eq(players.id, playerId), sql`NOT EXISTS (SELECT 1 FROM ledger WHERE key = ${key})`));
}

/** Whether a D1 error is the balance CHECK failing (someone could not pay). */
export function isOverdraft(error: unknown): boolean {
  const text = String((error as { cause?: unknown })?.cause ?? '') + String((error as Error)?.message ?? error);
  return /CHECK constraint failed/i.test(text);
}

export interface LedgerLine {
  amount: number;
  kind: string;
  tableId: string | null;
  matchNo: number | null;
  createdAt: number;
}

/** The newest ledger rows of a player (balance history for "Meine Partien"). */
export async function ledgerHistory(db: Db, playerId: string, limit = 50): Promise<LedgerLine[]> {
  return db.select({
    amount: ledger.amount, kind: ledger.kind, tableId: ledger.tableId, matchNo: ledger.matchNo, createdAt: ledger.createdAt,
  }).from(ledger).where(eq(ledger.playerId, playerId)).orderBy(desc(ledger.createdAt), desc(ledger.id)).limit(limit).all();
}
