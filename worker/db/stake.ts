// Einsatz (stake) in Groschen: every human pays it when a 'multi' match starts, the pot goes to the
// best-placed human who did not leave (split on a tie, the remainder to the earliest seat).
// Every movement is a ledger row with an idempotency key (see ledger.ts), so retries count once.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { ledger, players } from '@schema/db';
import type { Db } from './client';
import type { OutboxEntry, OutboxSeat } from './entry';
import { creditUnlessKeyed, isOverdraft, ledgerKey, ledgerStatements } from './ledger';

export interface Payer {
  playerId: string;
  name: string;
}

export interface StakeRound {
  tableId: string;
  /** The match the stake is for (the one about to start). */
  matchNo: number;
  /** Key part: the match number, with a suffix for a new attempt after a refunded one. */
  round: string;
  stake: number;
  payers: Payer[];
  now: number;
}

export type StakeResult =
  | { ok: true }
  /** Nothing was charged: `name` has only `balance` Groschen. */
  | { ok: false; name: string; stake: number; balance: number };

/**
 * Charges every payer the stake in ONE batch: either all pay or nobody does (the balance CHECK
 * fails the whole batch). Payers whose ledger row for this round exists already paid: a retried
 * payment is a no-op.
 */
export async function payStakes(db: Db, r: StakeRound): Promise<StakeResult> {
  if (r.stake <= 0 || r.payers.length === 0) return { ok: true };
  const keys = r.payers.map((p) => ledgerKey.stake(r.tableId, r.round, p.playerId));
  const paid = new Set((await db.select({ key: ledger.key }).from(ledger).where(inArray(ledger.key, keys)).all()).map((row) => row.key));
  const due = r.payers.filter((_, i) => !paid.has(keys[i]));
  if (due.length === 0) return { ok: true };
  // A friendly early answer; the batch below is the authority (another table may charge meanwhile).
  const short = await firstShort(db, due, r.stake);
  if (short) return short;
  const [first, ...rest] = due.flatMap((p) => ledgerStatements(db, {
    key: ledgerKey.stake(r.tableId, r.round, p.playerId), playerId: p.playerId, amount: -r.stake, kind: 'stake',
    tableId: r.tableId, matchNo: r.matchNo, createdAt: r.now,
  }));
  try {
    await db.batch([first, ...rest]);
  } catch (e) {
    if (!isOverdraft(e)) throw e;
    return (await firstShort(db, due, r.stake)) ?? { ok: false, name: due[0].name, stake: r.stake, balance: 0 };
  }
  return { ok: true };
}

/** The first payer (seat order) whose balance is below the stake; an unknown player has 0. */
async function firstShort(db: Db, payers: Payer[], stake: number): Promise<StakeResult | null> {
  const rows = await db.select({ id: players.id, balance: players.balance }).from(players)
    .where(inArray(players.id, payers.map((p) => p.playerId))).all();
  const balances = new Map(rows.map((row) => [row.id, row.balance]));
  for (const p of payers) {
    const balance = balances.get(p.playerId) ?? 0;
    if (balance < stake || !balances.has(p.playerId)) return { ok: false, name: p.name, stake, balance };
  }
  return null;
}

/**
 * Gives back a round's stakes (the start did not happen after all). Only rows that were charged are
 * refunded, each once.
 */
export async function refundStakes(db: Db, r: Omit<StakeRound, 'stake'>): Promise<void> {
  const charged = await db.select({ playerId: ledger.playerId, amount: ledger.amount }).from(ledger)
    .where(and(inArray(ledger.key, r.payers.map((p) => ledgerKey.stake(r.tableId, r.round, p.playerId))), eq(ledger.kind, 'stake')))
    .all();
  const statements = charged.flatMap((row) => ledgerStatements(db, {
    key: ledgerKey.refund(r.tableId, r.round, row.playerId), playerId: row.playerId, amount: -row.amount, kind: 'refund',
    tableId: r.tableId, matchNo: r.matchNo, createdAt: r.now,
  }));
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}

/** What the payout needs of a table's outbox entry. */
export type PayoutEntry = Pick<OutboxEntry, 'tableId' | 'mode' | 'matchNo' | 'stake' | 'seats' | 'outcome'>;

/**
 * The seats that share the pot, earliest seat first: the best-placed humans who did not leave.
 * Empty when no human stayed (the pot is lost with the leavers' stakes).
 */
export function potWinners(entry: Pick<PayoutEntry, 'seats' | 'outcome'>): number[] {
  if (!entry.outcome) return [];
  const stayed = entry.outcome.seats.filter((o) => {
    const s = entry.seats[o.seat];
    return s?.kind === 'human' && !s.left;
  });
  if (stayed.length === 0) return [];
  const best = Math.min(...stayed.map((o) => o.place));
  return stayed.filter((o) => o.place === best).map((o) => o.seat).sort((a, b) => a - b);
}

/**
 * The payout statements for a finished match (part of the outbox drain batch). The pot is what was
 * really paid into this match (stakes minus refunds, read from the ledger inside the batch), so the
 * payout never creates Groschen. Idempotent: each winner's row is keyed 'pot:<table>:<match>:<player>'
 * and the balance update runs only while that row does not exist.
 */
export function payoutStatements(db: Db, entry: PayoutEntry, finishedAt: number): BatchItem<'sqlite'>[] {
  if (entry.mode !== 'multi' || !(entry.stake > 0) || !entry.outcome) return [];
  const winners = potWinners(entry);
  const pot = sql`(SELECT -COALESCE(SUM(amount), 0) FROM ledger
    WHERE table_id = ${entry.tableId} AND match_no = ${entry.matchNo} AND kind IN ('stake', 'refund'))`;
  // A literal: D1 binds JS numbers as REAL, and the division must be an integer one.
  const n = sql.raw(String(winners.length));
  return winners.flatMap((seat, i) => {
    const playerId = (entry.seats[seat] as Extract<OutboxSeat, { kind: 'human' }>).playerId;
    const key = ledgerKey.pot(entry.tableId, entry.matchNo, playerId);
    const share = i === 0 ? sql`(${pot} / ${n} + ${pot} % ${n})` : sql`(${pot} / ${n})`;
    return [
      creditUnlessKeyed(db, playerId, share, key),
      // Columns in table order (id first: NULL = the next rowid).
      db.insert(ledger).select(sql`SELECT NULL, ${key}, ${playerId}, ${share}, 'pot', ${entry.tableId}, ${entry.matchNo}, ${finishedAt}
        WHERE ${share} > 0`).onConflictDoNothing({ target: ledger.key }),
    ];
  });
}
