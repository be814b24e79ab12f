// Owns how much one socket may send: a token bucket per kind of message (kept in memory per
// connection; a flooding socket keeps its object awake, so the buckets stay). Over a bucket the
// frame is answered `rate_limited` and changes nothing; a socket that keeps flooding is closed.
// The buckets that protect other people (chat, seat changes, host actions, renames) are not kept
// here but per player at the table, in its storage (worker/table/shell/allowances.ts), so a reconnect starts no fresh.
// Every socket (table and foyer) refuses a frame over MAX_MESSAGE_BYTES and closes (tooLarge).
import { MAX_MESSAGE_BYTES } from '@schema/protocol';

export type Bucket = 'move' | 'sync' | 'chat' | 'advice' | 'host' | 'seat' | 'rename' | 'invalid' | 'lobby';

/** burst: tokens when full; perS: tokens refilled per second. */
export const BUCKETS: Record<Bucket, { burst: number; perS: number }> = {
  // A socket only has moves it owes: a table of four bots plays as fast as the game goes (about 40 a
  // second each at 25 busy tables on one machine); a flood beyond that is refused and closed.
  move: { burst: 60, perS: 50 },
  sync: { burst: 3, perS: 0.5 },
  chat: { burst: 5, perS: 0.5 },
  // Rat is computed at most once per version (table-do.ts), so a player asking every turn costs no
  // more than the turn; 0.5/s refused a player following Rat through a fast solo game.
  advice: { burst: 10, perS: 2 },
  host: { burst: 20, perS: 4 },
  seat: { burst: 5, perS: 1 },
  rename: { burst: 5, perS: 0.2 },
  invalid: { burst: 10, perS: 1 },
  lobby: { burst: 3, perS: 0.2 },
};

/**
 * The buckets that protect the other people at the table: what they see (chat lines, seats taken and
 * left, settings changed, names). Counted per player per table and kept in the table's storage
 * (allowances.ts), so closing the socket, opening a new one or the object's eviction refills nothing.
 */
export const PLAYER_BUCKETS: ReadonlySet<Bucket> = new Set<Bucket>(['chat', 'seat', 'host', 'rename']);

/** A bucket `at` ms after it held `tokens`, refilled to `now` (never above its burst). */
export function refill(bucket: Bucket, tokens: number, at: number, now: number): number {
  const { burst, perS } = BUCKETS[bucket];
  return Math.min(burst, tokens + (Math.max(0, now - at) / 1000) * perS);
}

/** Refused frames a socket may pile up (one forgiven per second) before it is closed. */
export const FLOOD_STRIKES = 50;
/** Close code for a socket that kept flooding (documented in docs/PROTOCOL.md). */
export const CLOSE_FLOODING = 4008;
/** Close code for a socket that sent a frame over MAX_MESSAGE_BYTES (RFC 6455 "message too big"). */
export const CLOSE_TOO_LARGE = 1009;

/** A frame's size in UTF-8 bytes; a short text is not encoded (a UTF-16 unit is at most 3 bytes). */
export function frameBytes(data: string | ArrayBuffer): number {
  if (typeof data !== 'string') return data.byteLength;
  return data.length * 3 <= MAX_MESSAGE_BYTES ? data.length : new TextEncoder().encode(data).byteLength;
}

/** The error frame for an oversized frame (the same on every socket). */
export const TOO_LARGE_FRAME = JSON.stringify({
  t: 'error', error: 'too_large', message: `Messages are limited to ${MAX_MESSAGE_BYTES} bytes.`, params: { max: MAX_MESSAGE_BYTES },
});

/**
 * Every socket's first check, before any parsing or bucket: a frame over MAX_MESSAGE_BYTES is
 * answered `too_large` and the socket is closed with 1009 (a client of ours never sends one, so
 * this is somebody testing the server: no second frame is read). True when it was refused.
 */
export function refuseTooLarge(ws: WebSocket, data: string | ArrayBuffer): boolean {
  if (frameBytes(data) <= MAX_MESSAGE_BYTES) return false;
  try {
    ws.send(TOO_LARGE_FRAME);
  } catch { /* closing */ }
  try {
    ws.close(CLOSE_TOO_LARGE, 'too_large');
  } catch { /* already closed */ }
  return true;
}

/** Watchers one table accepts at once; its players (seated, or sitting down) always get in besides. */
export const MAX_SOCKETS_PER_TABLE = 100;

/** The bucket a client message type draws from. */
export function bucketOf(type: string): Bucket {
  switch (type) {
    case 'move': return 'move';
    case 'sync': return 'sync';
    case 'chat': return 'chat';
    case 'advice': return 'advice';
    case 'settings': case 'seat': case 'seats': case 'start': return 'host';
    case 'sit': case 'leave': case 'rematch': return 'seat';
    case 'rename': return 'rename';
    default: return 'invalid';
  }
}

export class SocketLimits {
  private readonly tokens = new Map<Bucket, { n: number; at: number }>();
  private strikes = 0;
  private strikesAt = 0;

  /** Takes a token; false when the bucket is empty (the frame is refused). */
  take(bucket: Bucket, now: number): boolean {
    const b = this.tokens.get(bucket) ?? { n: BUCKETS[bucket].burst, at: now };
    b.n = refill(bucket, b.n, b.at, now);
    b.at = now;
    this.tokens.set(bucket, b);
    if (b.n < 1) {
      this.strike(now);
      return false;
    }
    b.n -= 1;
    return true;
  }

  /** Counts a refused frame; true when the socket has flooded long enough to be closed. */
  strike(now: number): boolean {
    this.strikes = Math.max(0, this.strikes - (now - this.strikesAt) / 1000) + 1;
    this.strikesAt = now;
    return this.flooding();
  }

  flooding(): boolean {
    return this.strikes > FLOOD_STRIKES;
  }
}

/** Close codes that only report a state and can never be sent in a Close frame (RFC 6455 §7.4.1). */
const UNSENDABLE_CLOSE = new Set([1004, 1005, 1006, 1015]);

/**
 * Answers a client's Close frame with the same code and reason, so the client sees a clean close at
 * once instead of waiting for its own timeout. A code that cannot be sent (no code given: 1005; an
 * abnormal end: 1006) is answered with 1000.
 */
export function answerClose(ws: WebSocket, code: number, reason: string): void {
  const sendable = code >= 1000 && code <= 4999 && !UNSENDABLE_CLOSE.has(code);
  try {
    ws.close(sendable ? code : 1000, sendable ? reason : 'bye');
  } catch {
    try {
      ws.close(1000, 'bye');
    } catch { /* already closed */ }
  }
}
