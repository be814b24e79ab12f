// LobbyDO: one per game (idFromName(game)). Keeps the game's open tables in its SQLite; the foyer
// sockets live in its FoyerShards (foyer-shard.ts), which send each the whole list once, then only
// the changes — gathered here for a moment and handed to every shard as one message. Every
// publication carries the table's stream version, so a late, older publication (out of order) is
// dropped. The TableDO publishes whenever its entry changes.
import { DurableObject } from 'cloudflare:workers';
import type { LobbyChange, LobbyMessage, LobbyTable } from '@schema/protocol';
import { alarmDelay, type Env } from '../env';
import { foyerShard, foyerShards } from './foyer-shard';

export type LobbyUpdate = LobbyTable | { id: string; removed: true };

/** An entry not refreshed for this long is dropped (abandoned tables). */
export const LOBBY_TTL_MS = 2 * 60 * 60_000;
/** The foyer shows at most this many tables. */
export const LOBBY_MAX = 100;
/** Changes within this window go out as one message. */
export const LOBBY_DEBOUNCE_MS = 200;
/**
 * Open tables one address may have in the foyer at once, so that one address cannot push every
 * other table out of the newest LOBBY_MAX (a table is listed while somebody waits at it).
 */
export const LOBBY_PER_SOURCE = 10;
/** A table admitted but not listed yet (nobody has connected) counts this long. */
const ADMITTED_MS = 10 * 60_000;

export class LobbyDO extends DurableObject<Env> {
  private readonly sql: SqlStorage;
  private pending = new Map<string, LobbyChange>();
  /** The list message as last sent, until the next change (every connect between reuses it). */
  private cachedList: string | null = null;
  private flushing: ReturnType<typeof setTimeout> | null = null;
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    // Removed tables keep a row without entry (a tombstone with its version) until the TTL.
    this.sql.exec(
      'CREATE TABLE IF NOT EXISTS entries (id TEXT PRIMARY KEY, entry TEXT, version INTEGER NOT NULL, updated_at INTEGER NOT NULL)',
    );
    // Expiry and the alarm read the oldest rows, the foyer the newest open ones: both by index, so
    // neither a publication nor a connect reads every row (10,000 tables: 10 ms and 121 ms before).
    this.sql.exec('CREATE INDEX IF NOT EXISTS entries_updated ON entries (updated_at)');
    this.sql.exec("CREATE INDEX IF NOT EXISTS entries_newest ON entries (json_extract(entry, '$.createdAt')) WHERE entry IS NOT NULL");
    // Which address opened each table with others (admit): never sent anywhere.
    this.sql.exec('CREATE TABLE IF NOT EXISTS sources (id TEXT PRIMARY KEY, source TEXT NOT NULL, at INTEGER NOT NULL)');
    this.sql.exec('CREATE INDEX IF NOT EXISTS sources_source ON sources (source)');
    this.sql.exec('CREATE INDEX IF NOT EXISTS sources_at ON sources (at)');
  }

  /**
   * Whether `source` (the creating address) may open table `id` with others: false when it already
   * has LOBBY_PER_SOURCE tables listed or just admitted; else the table counts for it from now on.
   */
  async admit(source: string, id: string): Promise<boolean> {
    const now = Date.now();
    const open = this.sql.exec<{ n: number }>(
      'SELECT COUNT(*) AS n FROM sources s LEFT JOIN entries e ON e.id = s.id ' +
        'WHERE s.source = ? AND (e.entry IS NOT NULL OR (e.id IS NULL AND s.at > ?))',
      source, now - ADMITTED_MS,
    ).one().n;
    if (open >= LOBBY_PER_SOURCE) return false;
    this.sql.exec('INSERT OR REPLACE INTO sources (id, source, at) VALUES (?, ?, ?)', id, source, now);
    await this.armAlarm();
    return true;
  }

  /**
   * Add, update or remove one table (a table that is no longer open is removed). `version`: the
   * table's stream version; a publication older than the one stored is dropped. Returns whether it
   * was taken.
   */
  async publish(update: LobbyUpdate, version = 0): Promise<boolean> {
    if (typeof update?.id !== 'string' || update.id === '') throw new Error('publish: entry without id');
    const now = Date.now();
    const stored = this.sql.exec<{ version: number }>('SELECT version FROM entries WHERE id = ?', update.id).toArray()[0];
    if (stored && stored.version > version) return false;
    const open = !('removed' in update) && update.status === 'waiting';
    this.sql.exec(
      'INSERT INTO entries (id, entry, version, updated_at) VALUES (?, ?, ?, ?) ' +
        'ON CONFLICT(id) DO UPDATE SET entry = excluded.entry, version = excluded.version, updated_at = excluded.updated_at',
      update.id, open ? JSON.stringify(update) : null, version, now,
    );
    this.change(open ? (update as LobbyTable) : { id: update.id, removed: true });
    this.prune(now);
    await this.armAlarm();
    return true;
  }

  async list(): Promise<LobbyTable[]> {
    this.prune(Date.now());
    return this.tables();
  }

  /** The list message for a foyer socket's connect (kept until the next change). */
  async listMessage(): Promise<string> {
    this.prune(Date.now());
    return this.listText();
  }

  /** Drops expired entries and tells the foyer. */
  override async alarm(): Promise<void> {
    this.prune(Date.now());
    await this.armAlarm();
  }

  /** Queues a change for the foyer; the queue goes out once the window closes. */
  private change(c: LobbyChange): void {
    this.cachedList = null;
    this.pending.set(c.id, c);
    this.flushing ??= setTimeout(() => void this.flush(), LOBBY_DEBOUNCE_MS);
  }

  /** The window's changes, one message to every shard (a shard without sockets answers at once). */
  private async flush(): Promise<void> {
    this.flushing = null;
    if (this.pending.size === 0) return;
    const msg = JSON.stringify({ t: 'changes', changes: [...this.pending.values()] } satisfies LobbyMessage);
    this.pending.clear();
    const lobby = this.ctx.id.toString();
    const sent = await Promise.allSettled(Array.from({ length: foyerShards(this.env) }, (_, k) => foyerShard(this.env, lobby, k).fanOut(msg)));
    // A shard that missed a change shows it on its sockets' next list; not worth holding the window for.
    for (const r of sent) if (r.status === 'rejected') console.warn('lobby: fan-out to a foyer shard failed', r.reason);
  }

  /** Deletes entries and tombstones older than the TTL; open ones that went are told to the foyer. */
  private prune(now: number): void {
    const gone = this.sql.exec<{ id: string; entry: string | null }>('DELETE FROM entries WHERE updated_at < ? RETURNING id, entry', now - LOBBY_TTL_MS).toArray();
    for (const g of gone) if (g.entry !== null) this.change({ id: g.id, removed: true });
    this.sql.exec('DELETE FROM sources WHERE at < ? AND id NOT IN (SELECT id FROM entries WHERE entry IS NOT NULL)', now - LOBBY_TTL_MS);
  }

  private async armAlarm(): Promise<void> {
    const oldest = this.sql.exec<{ t: number | null }>('SELECT MIN(t) AS t FROM (SELECT MIN(updated_at) AS t FROM entries UNION ALL SELECT MIN(at) FROM sources)').one().t;
    if (oldest === null) {
      await this.ctx.storage.deleteAlarm();
      return;
    }
    const due = oldest + LOBBY_TTL_MS + 1000 + alarmDelay(this.env);
    if ((await this.ctx.storage.getAlarm()) !== due) await this.ctx.storage.setAlarm(due);
  }

  /** Waiting tables, newest first. */
  private tables(): LobbyTable[] {
    const rows = this.sql.exec<{ entry: string }>(
      "SELECT entry FROM entries WHERE entry IS NOT NULL ORDER BY json_extract(entry, '$.createdAt') DESC LIMIT ?",
      LOBBY_MAX,
    ).toArray();
    return rows.map((r) => JSON.parse(r.entry) as LobbyTable);
  }

  private listText(): string {
    return (this.cachedList ??= JSON.stringify({ t: 'tables', tables: this.tables() } satisfies LobbyMessage));
  }
}
