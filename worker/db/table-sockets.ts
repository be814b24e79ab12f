// Which tables a player recently opened a socket to (table_sockets): the way to find the sockets of
// an identity a browser no longer holds. Every function takes `now` (epoch ms).
import type { Db } from './client';

/** A row older than this is swept: a socket open a week without a reconnect is not worth a look. */
export const TABLE_SOCKET_KEEP_MS = 7 * 24 * 3600_000;
/** At most this many tables are asked per identity change (the most recent ones). */
export const MAX_TABLES_ASKED = 30;

/** Notes a socket upgrade (one upsert). */
export async function noteTableSocket(db: Db, playerId: string, tableId: string, now: number): Promise<void> {
  await db.$client.prepare(`INSERT INTO table_sockets (player_id, table_id, opened_at) VALUES (?1, ?2, ?3)
    ON CONFLICT (player_id, table_id) DO UPDATE SET opened_at = excluded.opened_at`).bind(playerId, tableId, now).run();
}

/** Takes the player's recent tables (and forgets them): the tables to ask to close its sockets. */
export async function takeTablesOf(db: Db, playerId: string, now: number): Promise<string[]> {
  const d1 = db.$client;
  const [rows] = await d1.batch([
    d1.prepare(`SELECT table_id AS tableId FROM table_sockets WHERE player_id = ?1 AND opened_at >= ?2
      ORDER BY opened_at DESC LIMIT ?3`).bind(playerId, now - TABLE_SOCKET_KEEP_MS, MAX_TABLES_ASKED),
    d1.prepare('DELETE FROM table_sockets WHERE player_id = ?1').bind(playerId),
    // Anybody's rows too old to matter go as well (identity changes are rare enough to carry the sweep).
    d1.prepare('DELETE FROM table_sockets WHERE opened_at < ?1').bind(now - TABLE_SOCKET_KEEP_MS),
  ]);
  return (rows.results as { tableId: string }[]).map((r) => r.tableId);
}
