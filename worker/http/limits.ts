// Rate limits that hold across isolates: keyed by the client's address (and the player where there
// is one), counted by Cloudflare's Rate Limiting binding — shared by every isolate of a location,
// and simulated by Miniflare in `wrangler dev` and the tests, so all three behave the same. Each
// limit is one binding in wrangler.toml ([[ratelimits]]); the numbers here must match it. Should a
// binding be missing (a misconfigured deploy), an in-isolate window with the same numbers stands in
// rather than no limit at all.
import type { Context } from 'hono';
import type { Env } from '../env';
import type { AppEnv } from './app-env';
import { apiError } from './errors';

export interface Limit {
  /** The wrangler.toml binding. */
  binding: 'LIMIT_IDENTITY' | 'LIMIT_TABLES' | 'LIMIT_TRANSFER' | 'LIMIT_SOCKETS' | 'LIMIT_LOOKUPS' | 'LIMIT_PASSKEY' | 'LIMIT_COMPARE';
  /** Requests per key and period (Cloudflare allows periods of 10 or 60 s). */
  limit: number;
  periodS: 10 | 60;
  /** What the player is told (429 `rate_limited`). */
  message: string;
}

export const LIMITS = {
  /** New identities (cookies) per address. */
  identity: { binding: 'LIMIT_IDENTITY', limit: 10, periodS: 60, message: 'Too many new players from here; wait a minute.' },
  /** New tables — solo, with others, record hunts and daily starts — per address and per player. */
  tables: { binding: 'LIMIT_TABLES', limit: 20, periodS: 60, message: 'Too many new tables; wait a minute.' },
  /** Transfer codes made (per player) and guessed (per address). */
  transfer: { binding: 'LIMIT_TRANSFER', limit: 10, periodS: 60, message: 'Too many attempts; wait a minute.' },
  /** Passkey requests (options, registrations, sign-ins) per address and per player. */
  passkey: { binding: 'LIMIT_PASSKEY', limit: 20, periodS: 60, message: 'Too many passkey attempts; wait a minute.' },
  /** Table and lobby sockets opened per address. */
  sockets: { binding: 'LIMIT_SOCKETS', limit: 60, periodS: 60, message: 'Too many connections; wait a minute.' },
  /**
   * Table ids looked up per address (GET /api/tables/:id and /ws/table/:id): a hit costs 1, a miss
   * MISS_COST, so one address guesses at most limit / MISS_COST ids a minute (docs/DECISIONS.md).
   */
  lookups: { binding: 'LIMIT_LOOKUPS', limit: 120, periodS: 60, message: 'Too many table look-ups; wait a minute.' },
  /**
   * Computer comparisons computed (GET /api/replays/:table/:match/computer before one is stored) per
   * address and per player: each plays a match and up to 48 strong decisions; a stored one is free.
   */
  compare: { binding: 'LIMIT_COMPARE', limit: 10, periodS: 60, message: 'Too many comparisons computed; wait a minute.' },
} as const satisfies Record<string, Limit>;

/** What looking up a well-formed table id that does not exist costs, in look-ups (a hit costs 1). */
export const MISS_COST = 12;

export type LimitName = keyof typeof LIMITS;

/** The stand-in when a binding is missing: a fixed window per key, in this isolate only. */
const fallback = new Map<string, { start: number; count: number }>();

function fallbackAllows(limit: Limit, key: string, now: number): boolean {
  const k = `${limit.binding}|${key}`;
  const w = fallback.get(k);
  if (!w || now - w.start >= limit.periodS * 1000) {
    if (fallback.size > 10_000) fallback.clear();
    fallback.set(k, { start: now, count: 1 });
    return true;
  }
  w.count++;
  return w.count <= limit.limit;
}

/** The client's address as Cloudflare reports it (set by the edge; a client cannot forge it there). */
export function clientAddress(c: Context<AppEnv>): string {
  return c.req.header('CF-Connecting-IP') ?? 'local';
}

/** Counts one hit for each key; false when any key is over its limit. */
export async function allows(env: Env, name: LimitName, keys: readonly string[]): Promise<boolean> {
  const limit: Limit = LIMITS[name];
  const binding = env[limit.binding] as RateLimit | undefined;
  let ok = true;
  for (const key of keys) {
    const hit = binding ? (await binding.limit({ key: `${name}:${key}` })).success : fallbackAllows(limit, `${name}:${key}`, Date.now());
    ok &&= hit;
  }
  return ok;
}

/**
 * A miss: a table id of the right form that names no table. The look-up itself was counted once
 * (limited); the miss adds MISS_COST - 1 more for this address, so guessing uses the allowance up
 * MISS_COST times faster than opening links that work. The binding counts one per call.
 */
export async function chargeMiss(c: Context<AppEnv>): Promise<void> {
  const keys = Array.from({ length: MISS_COST - 1 }, () => `ip:${clientAddress(c)}`);
  const limit: Limit = LIMITS.lookups;
  const binding = c.env[limit.binding] as RateLimit | undefined;
  if (binding) await Promise.all(keys.map((key) => binding.limit({ key: `lookups:${key}` })));
  else for (const key of keys) fallbackAllows(limit, `lookups:${key}`, Date.now());
}

/** Checks `name` for this request's address (and `playerId`); a 429 response when over the limit. */
export async function limited(c: Context<AppEnv>, name: LimitName, playerId?: string): Promise<Response | null> {
  const keys = [`ip:${clientAddress(c)}`, ...(playerId ? [`player:${playerId}`] : [])];
  if (await allows(c.env, name, keys)) return null;
  const limit = LIMITS[name];
  c.header('Retry-After', String(limit.periodS));
  return apiError(c, 429, 'rate_limited', limit.message, { limit: limit.limit, periodS: limit.periodS });
}
