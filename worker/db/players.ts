// Queries on `players`.
import { eq } from 'drizzle-orm';
import { ledger, players, revokedSessions, START_BALANCE, type PlayerRow } from '@schema/db';
import type { Db } from './client';
import { ledgerKey } from './ledger';

// Read on every request and socket connect: a prepared statement, without building Drizzle's query
// each time (issue 27). The columns are the schema's (`players` in schema/db.ts), named as PlayerRow.
// A signed-out cookie session (revoked_sessions) finds nobody, in the same query.
const FIND_PLAYER = `SELECT id, name, created_at AS createdAt, last_seen_at AS lastSeenAt, balance,
  secure_offered_at AS secureOfferedAt FROM players WHERE id = ?1
  AND NOT EXISTS (SELECT 1 FROM revoked_sessions WHERE sid = ?2)`;

/** The player `id`, unless the cookie session `sid` was signed out. */
export async function findPlayer(db: Db, id: string, sid = ''): Promise<PlayerRow | undefined> {
  return (await db.$client.prepare(FIND_PLAYER).bind(id, sid).first<PlayerRow>()) ?? undefined;
}

/** Signs a cookie session out: every copy of that cookie is nobody from now on. */
export async function revokeSession(db: Db, sid: string, now: number): Promise<void> {
  await db.insert(revokedSessions).values({ sid, revokedAt: now }).onConflictDoNothing().run();
}

export async function insertPlayer(db: Db, id: string, name: string, now: number): Promise<PlayerRow> {
  const row: PlayerRow = { id, name, createdAt: now, lastSeenAt: now, balance: START_BALANCE, secureOfferedAt: null };
  // The starting Groschen are recorded in the ledger too, so the history adds up to the balance.
  await db.batch([
    db.insert(players).values(row),
    db.insert(ledger).values({ key: ledgerKey.start(id), playerId: id, amount: START_BALANCE, kind: 'start', createdAt: now }),
  ]);
  return row;
}

/** Returns false when no such player exists. */
export async function renamePlayer(db: Db, id: string, name: string): Promise<boolean> {
  const res = await db.update(players).set({ name }).where(eq(players.id, id)).run();
  return res.meta.changes > 0;
}

export async function touchPlayer(db: Db, id: string, now: number): Promise<void> {
  await db.update(players).set({ lastSeenAt: now }).where(eq(players.id, id)).run();
}
