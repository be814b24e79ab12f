// Owns the table's sockets as the Durable Object keeps them: each socket's attachment (who, which
// seat; serialized so it survives hibernation, memoized per object life), its rate limits (per
// socket in memory; those that protect other people per player in storage, allowances.ts), and
// sending frames that never throw (a closing socket is cleaned up by its own close handler).
import { isRuleError, type RuleError } from '@games/core/types';
import type { ServerMessage } from '@schema/protocol';
import { PlayerAllowances } from './allowances';
import { CLOSE_FLOODING, PLAYER_BUCKETS, SocketLimits, type Bucket } from '../../http/socket-limits';
import type { Attachment } from '../reducer/types';
import { cleanName } from '../reducer/validate';

const WS_OPEN = 1;

export class TableSockets {
  private readonly attachments = new WeakMap<WebSocket, Attachment>();
  private readonly limits = new Map<string, SocketLimits>();
  private readonly allowances: PlayerAllowances;

  constructor(private readonly ctx: DurableObjectState) {
    this.allowances = new PlayerAllowances(ctx.storage.sql);
  }

  all(): WebSocket[] {
    return this.ctx.getWebSockets();
  }

  ofPlayer(playerId: string): WebSocket[] {
    return this.ctx.getWebSockets(`player:${playerId}`);
  }

  accept(ws: WebSocket, att: Attachment): void {
    this.ctx.acceptWebSocket(ws, [`player:${att.playerId}`]);
    this.set(ws, att);
  }

  /** Open sockets that watch (hold no seat), other than `playerId`'s. */
  watchers(playerId: string): number {
    return this.all().filter((ws) => {
      const att = this.attachmentOf(ws);
      return att !== null && att.seat === null && att.playerId !== playerId;
    }).length;
  }

  attachmentOf(ws: WebSocket): Attachment | null {
    const known = this.attachments.get(ws);
    if (known) return known;
    const att = ws.deserializeAttachment() as Attachment | null;
    if (att) this.attachments.set(ws, att);
    return att;
  }

  /** Changes every socket of a player (a new seat, a new name). */
  patchPlayer(playerId: string, patch: Partial<Attachment>): void {
    for (const ws of this.ofPlayer(playerId)) {
      const att = this.attachmentOf(ws);
      if (att) this.set(ws, { ...att, ...patch });
    }
  }

  /** Whether the player has another open socket than `ws` (a closed socket is not leaving). */
  stillThere(ws: WebSocket, att: Attachment): boolean {
    return this.ofPlayer(att.playerId).some((other) =>
      other !== ws && other.readyState === WS_OPEN && this.attachmentOf(other)?.connId !== att.connId);
  }

  private limitsOf(att: Attachment): SocketLimits {
    let l = this.limits.get(att.connId);
    if (!l) {
      l = new SocketLimits();
      this.limits.set(att.connId, l);
    }
    return l;
  }

  /**
   * Takes a token for one frame: from the player's stored allowance for the buckets that protect
   * other people, else from this socket's own. A refusal counts against the socket (flooding()).
   */
  take(att: Attachment, bucket: Bucket, now: number): { ok: boolean; flooding: boolean } {
    const limits = this.limitsOf(att);
    if (!PLAYER_BUCKETS.has(bucket)) return { ok: limits.take(bucket, now), flooding: limits.flooding() };
    if (this.allowances.take(att.playerId, bucket, now)) return { ok: true, flooding: false };
    return { ok: false, flooding: limits.strike(now) };
  }

  /** The table's storage was deleted. */
  reset(): void {
    this.allowances.reset();
  }

  forgetLimits(att: Attachment): void {
    this.limits.delete(att.connId);
  }

  closeAll(code: number, reason: string): void {
    for (const ws of this.all()) close(ws, code, reason);
  }

  private set(ws: WebSocket, att: Attachment): void {
    ws.serializeAttachment(att);
    this.attachments.set(ws, att);
  }
}

export function send(ws: WebSocket, msg: ServerMessage): void {
  sendText(ws, JSON.stringify(msg));
}

export function sendText(ws: WebSocket, text: string): void {
  try {
    ws.send(text);
  } catch {
    // The socket is closing; its close handler cleans up.
  }
}

export function sendError(ws: WebSocket, error: RuleError, id?: string): void {
  send(ws, { t: 'error', error: error.error, message: error.message, ...(error.params ? { params: error.params } : {}), ...(id ? { id } : {}) });
}

export function close(ws: WebSocket, code: number, reason: string): void {
  try {
    ws.close(code, reason);
  } catch { /* already closing */ }
}

/** A socket that kept flooding is closed with its own code (docs/PROTOCOL.md). */
export function closeFlooding(ws: WebSocket): void {
  close(ws, CLOSE_FLOODING, 'rate_limited');
}

/** The Worker URI-encodes the name (headers are bytes); fall back to a neutral name. */
export function headerName(raw: string | null): string {
  let decoded = '';
  try {
    decoded = decodeURIComponent(raw ?? '');
  } catch { /* not encoded */ }
  const name = cleanName(decoded);
  return isRuleError(name) ? 'Gast' : name;
}
