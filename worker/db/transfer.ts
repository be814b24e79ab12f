// One-time transfer codes ("Gerät wechseln"): a short code made in one browser links a second
// browser to the same player. Short-lived, single use; redeeming is one conditional UPDATE, so two
// browsers racing for the same code cannot both win. Every function takes `now` (epoch ms).
import { and, eq, gt, isNull } from 'drizzle-orm';
import { transferCodes } from '@schema/db';
import { randomId } from './ids';
import type { Db } from './client';

export const TRANSFER_TTL_MS = 10 * 60_000;
export const CODE_LENGTH = 8;

/** 'K7QX-M2PA' → 'K7QXM2PA'; null unless it is 8 symbols of the code alphabet (spaces and dashes allowed). */
export function normalizeCode(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > 32) return null;
  const code = raw.replace(/[\s-]/g, '').toUpperCase();
  return /^[A-KMNP-Z2-9]{8}$/.test(code) ? code : null;
}

/** The code as shown and typed: two groups of four. */
export const formatCode = (code: string): string => `${code.slice(0, 4)}-${code.slice(4)}`;

/** A new code for `playerId`; the player's older unused codes stop working. */
export async function createTransferCode(db: Db, playerId: string, now: number): Promise<{ code: string; expiresAt: number }> {
  const code = randomId(CODE_LENGTH).toUpperCase();
  const expiresAt = now + TRANSFER_TTL_MS;
  await db.batch([
    db.update(transferCodes).set({ usedAt: now }).where(and(eq(transferCodes.playerId, playerId), isNull(transferCodes.usedAt))),
    db.insert(transferCodes).values({ code, playerId, createdAt: now, expiresAt }),
  ]);
  return { code: formatCode(code), expiresAt };
}

export type Redeemed = { ok: true; playerId: string } | { ok: false; error: 'bad_code' | 'code_expired' | 'code_used' };

/**
 * Uses the code once: the player it links to, or why not. A guess is read first, so a wrong code
 * writes nothing; a valid one is taken by one conditional UPDATE (two racing browsers: one wins).
 */
export async function redeemTransferCode(db: Db, raw: unknown, now: number): Promise<Redeemed> {
  const code = normalizeCode(raw);
  if (code === null) return { ok: false, error: 'bad_code' };
  const row = await db.select().from(transferCodes).where(eq(transferCodes.code, code)).get();
  if (!row) return { ok: false, error: 'bad_code' };
  if (row.usedAt !== null) return { ok: false, error: 'code_used' };
  if (row.expiresAt <= now) return { ok: false, error: 'code_expired' };
  const used = await db.update(transferCodes).set({ usedAt: now })
    .where(and(eq(transferCodes.code, code), isNull(transferCodes.usedAt), gt(transferCodes.expiresAt, now)))
    .returning({ playerId: transferCodes.playerId });
  return used.length === 1 ? { ok: true, playerId: used[0].playerId } : { ok: false, error: 'code_used' };
}
