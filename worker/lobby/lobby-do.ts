// LobbyDO: one per game (idFromName(game)). Keeps the game's open tables in its SQLite and sends
// foyer sockets the whole list once, then only the changes — gathered for a moment and sent as one
// message. Every publication carries the table's stream version, so a late, older publication
// (out of order) is dropped. Sockets hibernate; the TableDO publishes whenever its entry changes.
import { DurableObject } from 'cloudflare:workers';
import type { LobbyChange, LobbyMessage, LobbyTable } from '@schema/protocol';
import { alarmDelay, type Env } from '../env';
import { answerClose, CLOSE_FLOODING, refuseTooLarge, SocketLimits } from '../table/socket-limits';

export type LobbyUpdate = LobbyTable | { id: string; removed: true };

/** An entry not refreshed for this long is dropped (abandoned tables). */
export const LOBBY_TTL_MS = 2 * 60 * 60_000;
/** The foyer shows at most this many tables. */
export const LOBBY_MAX = 100;
/** Changes within this window go out as one message. */
export const LOBBY_DEBOUNCE_MS = 200;

export class LobbyDO extends DurableObject<Env> {
  private readonly sql: SqlStorage;
  private pending = new Map<string, LobbyChange>();
  /** The list message as last sent, until the next change (every connect between reuses it). */
  private cachedList: string | null = null;
  private flushing: ReturnType<typeof setTimeout> | null = null;
  private readonly limits = new WeakMap<WebSocket, SocketLimits>();

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
    // Browsers cannot send protocol pings; answer a text "ping" without waking the object.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'));
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

  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') {
      return new Response('Expected a WebSocket upgrade', { status: 426 });
    }
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server);
    this.prune(Date.now());
    server.send(this.listMessage());
    return new Response(null, { status: 101, webSocket: client });
  }

  /**
   * The foyer only listens; anything but "ping" (auto-answered) gets the list again — within limits.
   * A frame over the size limit is refused and closes the socket, as at a table.
   */
  override async webSocketMessage(ws: WebSocket, data: string | ArrayBuffer): Promise<void> {
    if (refuseTooLarge(ws, data)) return;
    let limits = this.limits.get(ws);
    if (!limits) {
      limits = new SocketLimits();
      this.limits.set(ws, limits);
    }
    if (!limits.take('lobby', Date.now())) {
      if (limits.flooding()) ws.close(CLOSE_FLOODING, 'rate_limited');
      return;
    }
    try {
      ws.send(this.listMessage());
    } catch {
      // closing socket
    }
  }

  override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    answerClose(ws, code, reason);
  }

  override async webSocketError(): Promise<void> {}

  /** Drops expired entries and tells the foyer. */
  override async alarm(): Promise<void> {
    this.prune(Date.now());
    await this.armAlarm();
  }

  /** Queues a change for the foyer; the queue goes out once the window closes. */
  private change(c: LobbyChange): void {
    this.cachedList = null;
    this.pending.set(c.id, c);
    this.flushing ??= setTimeout(() => this.flush(), LOBBY_DEBOUNCE_MS);
  }

  private flush(): void {
    this.flushing = null;
    if (this.pending.size === 0) return;
    const msg = JSON.stringify({ t: 'changes', changes: [...this.pending.values()] } satisfies LobbyMessage);
    this.pending.clear();
    for (const ws of this.ctx.getWebSockets()) {
      try {
        ws.send(msg);
      } catch { /* closing */ }
    }
  }

  /** Deletes entries and tombstones older than the TTL; open ones that went are told to the foyer. */
  private prune(now: number): void {
    const gone = this.sql.exec<{ id: string; entry: string | null }>('DELETE FROM entries WHERE updated_at < ? RETURNING id, entry', now - LOBBY_TTL_MS).toArray();
    for (const g of gone) if (g.entry !== null) this.change({ id: g.id, removed: true });
  }

  private async armAlarm(): Promise<void> {
    const oldest = this.sql.exec<{ t: number | null }>('SELECT MIN(updated_at) AS t FROM entries').one().t;
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

  private listMessage(): string {
    return (this.cachedList ??= JSON.stringify({ t: 'tables', tables: this.tables() } satisfies LobbyMessage));
  }
}
