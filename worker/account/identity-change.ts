// When a browser's identity changes (passkey sign-in, sign-out), the sockets it still has open to
// tables as the old identity are closed with 4001 `identity_changed` (docs/PROTOCOL.md): the tables
// it recently connected to (table_sockets) are each asked to close that player's sockets. The table
// host learns only a player id; it knows nothing of accounts.
import type { Env } from '../env';
import { db } from '../db/client';
import { takeTablesOf } from '../db/table-sockets';

/** Closes the old identity's table sockets; resolves to how many were closed. */
export async function closeSocketsOf(env: Env, playerId: string, now: number): Promise<number> {
  const tables = await takeTablesOf(db(env.DB), playerId, now);
  const closed = await Promise.all(tables.map(async (tableId) => {
    try {
      return await env.TABLE.get(env.TABLE.idFromName(tableId)).closePlayer(playerId);
    } catch (e) {
      console.error(`account: closing sockets at ${tableId} failed`, e);
      return 0;
    }
  }));
  return closed.reduce((a, b) => a + b, 0);
}

/**
 * After the response that changes the identity: its Set-Cookie reaches the browser before the close
 * is likely to, so the reconnect that follows already carries the new cookie (the client retries once
 * more if it did not).
 */
export function closeSocketsLater(ctx: { waitUntil(p: Promise<unknown>): void }, env: Env, playerId: string): void {
  ctx.waitUntil(closeSocketsOf(env, playerId, Date.now()));
}
