// Bindings of the Worker (wrangler.toml) and their types.
import type { TableDO } from './table/table-do';
import type { LobbyDO } from './lobby/lobby-do';

export interface Env {
  DB: D1Database;
  TABLE: DurableObjectNamespace<TableDO>;
  LOBBY: DurableObjectNamespace<LobbyDO>;
  ASSETS: Fetcher;
  /** HMAC key for identity cookies. Secret in production; a dev default applies locally. */
  COOKIE_SECRET?: string;
  /** HMAC key for daily seeds (issue 3). */
  DAILY_SECRET?: string;
  /** Extra origins allowed to open WebSockets, comma-separated. */
  ALLOWED_ORIGINS?: string;
}
