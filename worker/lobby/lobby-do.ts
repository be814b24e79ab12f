// LobbyDO: one per game (idFromName(game)). Keeps the game's open tables in its SQLite and pushes
// the list to every foyer socket on each change and on connect. Sockets hibernate; the TableDO
// calls publish() whenever a multiplayer table's public facts change.
import { DurableObject } from 'cloudflare:workers';
import type { LobbyMessage, LobbyTable } from '@schema/protocol';
import { alarmDelay, type Env } from '../env';

export type LobbyUpdate = LobbyTable | { id: string; removed: true };

/** An entry not refreshed for this long is dropped (abandoned tables). */
export const LOBBY_TTL_MS = 2 * 60 * 60_000;
/** The foyer shows at most this many tables. */
export const LOBBY_MAX = 100;

export class LobbyDO extends DurableObject<Env> {
  private readonly sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.sql.exec(
      'CREATE TABLE IF NOT EXISTS tables (id TEXT PRIMARY KEY, entry TEXT NOT NULL, updated_at INTEGER NOT NULL)',
    );
    // Browsers cannot send protocol pings; answer a text "ping" without waking the object.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'));
  }

  /** Add, update or remove one table; tables that are no longer open (finished) are removed. */
  async publish(update: LobbyUpdate): Promise<void> {
    if (typeof update?.id !== 'string' || update.id === '') throw new Error('publish: entry without id');
    const now = Date.now();
    if ('removed' in update || update.status === 'finished') {
      this.sql.exec('DELETE FROM tables WHERE id = ?', update.id);
    } else {
      this.sql.exec(
        'INSERT INTO tables (id, entry, updated_at) VALUES (?, ?, ?) ' +
          'ON CONFLICT(id) DO UPDATE SET entry = excluded.entry, updated_at = excluded.updated_at',
        update.id,
        JSON.stringify(update),
        now,
      );
    }
    this.prune(now);
    await this.armAlarm();
    this.broadcast();
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
    server.send(this.message());
    return new Response(null, { status: 101, webSocket: client });
  }

  /** The foyer only listens; anything but "ping" (auto-answered) gets the list again. */
  override async webSocketMessage(ws: WebSocket): Promise<void> {
    try {
      ws.send(this.message());
    } catch {
      // closing socket
    }
  }

  override async webSocketClose(): Promise<void> {}

  override async webSocketError(): Promise<void> {}

  /** Drops expired entries and tells the foyer. */
  override async alarm(): Promise<void> {
    if (this.prune(Date.now()) > 0) this.broadcast();
    await this.armAlarm();
  }

  /** Deletes entries older than the TTL; returns how many went. */
  private prune(now: number): number {
    return this.sql.exec('DELETE FROM tables WHERE updated_at < ?', now - LOBBY_TTL_MS).rowsWritten;
  }

  private async armAlarm(): Promise<void> {
    const oldest = this.sql.exec<{ t: number | null }>('SELECT MIN(updated_at) AS t FROM tables').one().t;
    if (oldest === null) {
      await this.ctx.storage.deleteAlarm();
      return;
    }
    const due = oldest + LOBBY_TTL_MS + 1000 + alarmDelay(this.env);
    if ((await this.ctx.storage.getAlarm()) !== due) await this.ctx.storage.setAlarm(due);
  }

  /** Waiting tables first, newest first within each status. */
  private tables(): LobbyTable[] {
    const rows = this.sql.exec<{ entry: string }>('SELECT entry FROM tables').toArray();
    return rows
      .map((r) => JSON.parse(r.entry) as LobbyTable)
      .sort((a, b) => Number(a.status !== 'waiting') - Number(b.status !== 'waiting') || b.createdAt - a.createdAt)
      .slice(0, LOBBY_MAX);
  }

  private message(): string {
    return JSON.stringify({ t: 'tables', tables: this.tables() } satisfies LobbyMessage);
  }

  private broadcast(): void {
    const text = this.message();
    for (const ws of this.ctx.getWebSockets()) {
      try {
        ws.send(text);
      } catch {
        // getWebSockets() may return sockets that are closing
      }
    }
  }
}
