// Owns the allowances that protect the other people at a table (PLAYER_BUCKETS: chat, seat, host,
// rename): one token bucket per player and kind, in the table's own SQLite. A socket's memory would
// start full again on every reconnect (35 reconnects once pushed 180 chat lines in 5 s); a row here
// outlives the socket, a replacing socket and the object's eviction. A full bucket needs no row, so
// rows that have refilled are deleted now and then: the table holds at most one row per player and
// kind that spent something in the last minute.
import { BUCKETS, refill, type Bucket } from '../../http/socket-limits';

const SCHEMA = `CREATE TABLE IF NOT EXISTS allowances (
  player_id TEXT NOT NULL, bucket TEXT NOT NULL, tokens REAL NOT NULL, at INTEGER NOT NULL,
  PRIMARY KEY (player_id, bucket))`;

/** Longest time any player bucket needs to refill from empty, in ms (rename: 5 at 0.2/s = 25 s). */
export const FULL_AFTER_MS = 60_000;
const PRUNE_EVERY = 32;

export class PlayerAllowances {
  private ready = false;
  private takes = 0;

  constructor(private readonly sql: SqlStorage) {}

  /** Takes one token of the player's bucket; false (nothing stored changes) when it is empty. */
  take(playerId: string, bucket: Bucket, now: number): boolean {
    this.migrate();
    const row = this.sql.exec<{ tokens: number; at: number }>(
      'SELECT tokens, at FROM allowances WHERE player_id = ? AND bucket = ?', playerId, bucket,
    ).toArray()[0];
    const tokens = row ? refill(bucket, row.tokens, row.at, now) : BUCKETS[bucket].burst;
    if (tokens < 1) return false;
    this.sql.exec(
      'INSERT INTO allowances (player_id, bucket, tokens, at) VALUES (?, ?, ?, ?) ' +
        'ON CONFLICT(player_id, bucket) DO UPDATE SET tokens = excluded.tokens, at = excluded.at',
      playerId, bucket, tokens - 1, now,
    );
    if (++this.takes % PRUNE_EVERY === 0) this.sql.exec('DELETE FROM allowances WHERE at < ?', now - FULL_AFTER_MS);
    return true;
  }

  /** After the table's storage was deleted: the schema is made again on the next take. */
  reset(): void {
    this.ready = false;
  }

  private migrate(): void {
    if (this.ready) return;
    this.sql.exec(SCHEMA);
    this.ready = true;
  }
}
