// FoyerShard: holds a share of one game's foyer sockets, so the foyer's viewers are not bound to
// what one object can send (LobbyDO at scale, docs/PERFORMANCE.md). The game's LobbyDO stays the one
// truth of the open tables; once per batching window it hands its changes to each of its shards
// (`fanOut`), and a shard sends them to its own sockets. A socket's first list comes from the
// shard's copy of the LobbyDO's list, kept until the next change. The foyer protocol is the same.
import { DurableObject } from 'cloudflare:workers';
import type { Env } from '../env';
import { answerClose, CLOSE_FLOODING, refuseTooLarge, SocketLimits } from '../http/socket-limits';

/** The header that names the shard's LobbyDO (its id); the socket route sets it, client copies are replaced. */
export const FOYER_LOBBY_HEADER = 'X-Foyer-Lobby';
/** Shards per game when FOYER_SHARDS is not set. */
export const DEFAULT_FOYER_SHARDS = 1;

/** How many shards each game's foyer has (FOYER_SHARDS; one is enough below a few thousand viewers). */
export function foyerShards(env: Env): number {
  const n = Number(env.FOYER_SHARDS ?? DEFAULT_FOYER_SHARDS);
  return Number.isInteger(n) && n >= 1 && n <= 1000 ? n : DEFAULT_FOYER_SHARDS;
}

/** The shard object `k` of the LobbyDO with id `lobbyId`. */
export function foyerShard(env: Env, lobbyId: string, k: number): DurableObjectStub<FoyerShard> {
  return env.FOYER.get(env.FOYER.idFromName(`${lobbyId}#${k}`));
}

interface ShardAttachment { lobby: string }

export class FoyerShard extends DurableObject<Env> {
  /** The list message as the LobbyDO last gave it, until the next change reaches this shard. */
  private cachedList: string | null = null;
  /** Counts the changes that reached this shard: a list asked for before one of them is not kept. */
  private changes = 0;
  private readonly limits = new WeakMap<WebSocket, SocketLimits>();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'));
  }

  override async fetch(request: Request): Promise<Response> {
    const lobby = request.headers.get(FOYER_LOBBY_HEADER);
    if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') return new Response('Expected a WebSocket upgrade', { status: 426 });
    if (!lobby) return new Response('Missing foyer', { status: 400 });
    const list = await this.listOf(lobby);
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server);
    server.serializeAttachment({ lobby } satisfies ShardAttachment);
    server.send(list);
    return new Response(null, { status: 101, webSocket: client });
  }

  /** The LobbyDO's batched changes (one `changes` message), for every socket here. Returns how many got it. */
  async fanOut(message: string): Promise<number> {
    this.cachedList = null;
    this.changes++;
    let sent = 0;
    for (const ws of this.ctx.getWebSockets()) {
      try {
        ws.send(message);
        sent++;
      } catch { /* closing */ }
    }
    return sent;
  }

  /** As at the LobbyDO: anything but "ping" (auto-answered) gets the list again, within limits. */
  override async webSocketMessage(ws: WebSocket, data: string | ArrayBuffer): Promise<void> {
    if (refuseTooLarge(ws, data)) return;
    let limits = this.limits.get(ws);
    if (!limits) this.limits.set(ws, (limits = new SocketLimits()));
    if (!limits.take('lobby', Date.now())) {
      if (limits.flooding()) ws.close(CLOSE_FLOODING, 'rate_limited');
      return;
    }
    const att = ws.deserializeAttachment() as ShardAttachment | null;
    if (!att) return;
    const list = await this.listOf(att.lobby);
    try {
      ws.send(list);
    } catch { /* closing */ }
  }

  override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    answerClose(ws, code, reason);
  }

  override async webSocketError(): Promise<void> {}

  private async listOf(lobby: string): Promise<string> {
    let list = '';
    for (let tries = 0; tries < 3; tries++) {
      if (this.cachedList !== null) return this.cachedList;
      const before = this.changes;
      list = await this.env.LOBBY.get(this.env.LOBBY.idFromString(lobby)).listMessage();
      if (this.changes === before) return (this.cachedList = list);
      // A change reached this shard while the list was on its way: the list may be older than the
      // change, which a socket accepted after it never gets; ask again.
    }
    return list;
  }
}
