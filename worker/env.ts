// Bindings of the Worker (wrangler.toml) and their types.
import type { TableDO } from './table/shell/table-do';
import type { LobbyDO } from './lobby/lobby-do';
import type { FoyerShard } from './lobby/foyer-shard';

export interface Env {
  DB: D1Database;
  TABLE: DurableObjectNamespace<TableDO>;
  LOBBY: DurableObjectNamespace<LobbyDO>;
  /** A game's foyer sockets, spread over FOYER_SHARDS objects (lobby/foyer-shard.ts). */
  FOYER: DurableObjectNamespace<FoyerShard>;
  /** Foyer shards per game (default 1; about one per 2,000 viewers, docs/PERFORMANCE.md). */
  FOYER_SHARDS?: string;
  ASSETS: Fetcher;
  /** HMAC key that signs identity cookies. Required: without it the Worker refuses to serve. */
  COOKIE_SECRET?: string;
  /** Older cookie secrets still accepted (comma-separated), so COOKIE_SECRET can rotate. */
  COOKIE_SECRETS_RETIRED?: string;
  /** HMAC key for daily seeds. Required: without it the Worker refuses to serve. */
  DAILY_SECRET?: string;
  /** Rate limits shared by all isolates (worker/http/limits.ts, [[ratelimits]] in wrangler.toml). */
  LIMIT_IDENTITY?: RateLimit;
  LIMIT_TABLES?: RateLimit;
  LIMIT_TRANSFER?: RateLimit;
  LIMIT_SOCKETS?: RateLimit;
  LIMIT_LOOKUPS?: RateLimit;
  LIMIT_PASSKEY?: RateLimit;
  LIMIT_COMPARE?: RateLimit;
  /** Extra origins allowed to open WebSockets, comma-separated. */
  ALLOWED_ORIGINS?: string;
  /**
   * Worker tests only (vitest.config.ts sets it; production never does): every Durable Object
   * alarm is armed this many ms after its earliest timer, so no timer fires by wall-clock time
   * while a test runs — tests run alarms themselves (runDurableObjectAlarm).
   */
  TEST_ALARM_DELAY_MS?: string;
  /**
   * Browser tests only: '1' when `scripts/start.mjs --test-hooks` started wrangler dev (test/e2e's
   * global setup; production and `npm start` never set it). Then a new table takes its seed from
   * the `X-Test-Seed` request header (test-hooks.ts), so a browser test can replay a deal.
   */
  E2E_HOOKS?: string;
}

/** The test-only alarm delay (see Env.TEST_ALARM_DELAY_MS); 0 everywhere else. */
export function alarmDelay(env: Env): number {
  const ms = Number(env.TEST_ALARM_DELAY_MS ?? 0);
  return Number.isFinite(ms) && ms > 0 ? ms : 0;
}
