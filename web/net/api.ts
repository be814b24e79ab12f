// HTTP calls to the Worker API. Errors arrive as JSON {error, message} and are thrown as ApiError.
import type { GameId, LobbyTable, TableInfo, TableSettings, BotLevel } from '@schema/protocol';
import type { ComputerComparison, ReplayRecord } from '@schema/replay';
import type { AccountInfo, LoginAnswer, PasskeyInfo } from '@schema/account';
import type {
  AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { lang } from '../i18n';

export class ApiError extends Error {
  constructor(public code: string, message: string, public status: number, public params?: Record<string, string | number>) {
    super(message);
  }
}

async function request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'same-origin',
      // Every POST carries JSON (the server refuses anything else as a possible cross-site form).
      // X-Lang: a player made by this request gets a default name in the page's language.
      headers: method === 'GET' ? { accept: 'application/json' } : { 'content-type': 'application/json', accept: 'application/json', 'x-lang': lang.value },
      body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
    });
  } catch {
    throw new ApiError('network', 'Network error', 0);
  }
  let data: unknown = null;
  try {
    data = await res.json();
  } catch {
    // Non-JSON answer (e.g. a proxy error page): handled below.
  }
  if (!res.ok) {
    const err = (data ?? {}) as { error?: string; message?: string; params?: Record<string, string | number> };
    throw new ApiError(err.error ?? `http_${res.status}`, err.message ?? res.statusText, res.status, err.params);
  }
  if (data === null) throw new ApiError('bad_response', 'Unexpected answer from the server', res.status);
  return data as T;
}

export interface Me {
  playerId: string;
  name: string;
  /** Groschen. */
  balance: number;
}

/** GET /api/me without an identity: looking creates nobody. */
export interface Anonymous {
  playerId: null;
  name: null;
  balance: null;
}

export const api = {
  me: () => request<Me | Anonymous>('GET', '/api/me'),
  /** The explicit way to become a player (creates the identity cookie when there is none). */
  join: () => request<Me>('POST', '/api/me', {}),
  rename: (name: string) => request<Me>('POST', '/api/me', { name }),
  createTable: (body: {
    game: GameId;
    mode: 'solo' | 'multi' | 'record';
    settings?: Partial<TableSettings>;
    seats?: number;
    computers?: { count?: number; level: BotLevel };
  }) => request<{ id: string; url: string; table: TableInfo }>('POST', '/api/tables', body),
  table: (id: string) => request<TableInfo>('GET', `/api/tables/${encodeURIComponent(id)}`),
  replay: (table: string, match: number) => request<ReplayRecord>('GET', `/api/replays/${encodeURIComponent(table)}/${match}`),
  computer: (table: string, match: number) => request<ComputerComparison>('GET', `/api/replays/${encodeURIComponent(table)}/${match}/computer`),
  lobby: (game: GameId) => request<{ tables: LobbyTable[] }>('GET', `/api/lobby/${game}`),
};

/** ws:// or wss:// URL on this origin. */
export function wsUrl(path: string): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${path}`;
}

// ---- Tagesnest (daily challenge) -----------------------------------------------------------------

export interface DailyRow {
  rank: number; name: string; points: number; streak: number;
  /** The replay's page, once the day has ended. */
  replay?: string;
}

export interface DailyYou {
  /** 'none': not played today; 'started': the first attempt began (maybe quit); 'finished'. */
  status: 'none' | 'started' | 'finished';
  points: number | null;
  place: number | null;
  rank: number | null;
  streak: number;
  bestStreak: number;
}

export interface DailyListResponse {
  game: GameId;
  date: string;
  /** Today's Berlin date (the server's calendar). */
  today: string;
  previous: string;
  /** The following date, or null when `date` is today. */
  next: string | null;
  rows: DailyRow[];
  total: number;
  /** The day's par: the strong computer's points (and place) on the deal; only for a day that has ended. */
  par?: { points: number; place: number };
  /** Epoch ms of the next deal (Berlin midnight). */
  nextDealAt: number;
  /** Only on /today for a known player. */
  you?: DailyYou;
}

export interface DailyStart { id: string; url: string; practice: boolean; resumed?: boolean; table: TableInfo }

export const dailyApi = {
  start: (game: GameId) => request<DailyStart>('POST', `/api/daily/${game}`, {}),
  today: (game: GameId) => request<DailyListResponse>('GET', `/api/daily/${game}/today`),
  list: (game: GameId, date: string) => request<DailyListResponse>('GET', `/api/daily/${game}/${encodeURIComponent(date)}`),
};

// ---- Bestenliste and "Meine Partien" (results) ------------------------------------------------

export type LeaderboardPeriod = 'week' | 'month' | 'all' | 'rating';

export interface LeaderboardRow {
  rank: number;
  /** Only on your own row. */
  playerId?: string;
  name: string;
  /** Bestenliste periods. */
  points?: number;
  wins?: number;
  /** "Wertung": the skill rating, provisional ("?") for the first games. */
  rating?: number;
  provisional?: boolean;
  games: number;
}

export interface LeaderboardResponse {
  game: GameId;
  period: LeaderboardPeriod;
  key?: string;
  /** First Berlin day of the week or month (YYYY-MM-DD); absent for all time. */
  from?: string;
  rows: LeaderboardRow[];
  you?: LeaderboardRow;
}

export interface GameStats {
  played: number;
  wins: number;
  best: number | null;
  achievements: Record<string, number>;
  streak: { current: number; best: number };
  rating?: { rating: number; games: number; provisional: boolean };
  /** Your latest matches of the game, newest first; each replay is /r/<tableId>/<matchNo>. */
  recent?: { tableId: string; matchNo: number; mode: string; finishedAt: number; points: number; place: number }[];
}

/** Your result of one match, once it is in the database (the end screen's rating line). */
export interface MyResult {
  game: GameId;
  /** The result mode ('solo', 'multi', 'daily', 'practice', 'record'). */
  mode: string;
  points: number;
  place: number;
  rating: { before: number; after: number; provisional: boolean } | null;
  /** Your records of this game after this match, by setting (e.g. 'solo:3p'). */
  records: Record<string, number>;
  /** Your achievements of this game after this match, with their streak in a row. */
  achievements: Record<string, { count: number; streak: number; bestStreak: number }>;
}

export interface LedgerLine { amount: number; kind: string; tableId: string | null; matchNo: number | null; at: number }

export interface MyStats {
  /** false: this browser has never played (no identity): no games, no Groschen yet. */
  known: boolean;
  games: Partial<Record<GameId, GameStats>>;
  balance: number;
  ledger: LedgerLine[];
}

export const resultsApi = {
  leaderboard: (game: GameId, period: LeaderboardPeriod) =>
    request<LeaderboardResponse>('GET', `/api/leaderboard/${game}?period=${period}`),
  myStats: () => request<MyStats>('GET', '/api/me/stats'),
  myResult: (table: string, match: number) => request<MyResult>('GET', `/api/me/result/${encodeURIComponent(table)}/${match}`),
};

// ---- Konto (passkeys, /api/account) ----------------------------------------------------------------

export const accountApi = {
  info: () => request<AccountInfo>('GET', '/api/account'),
  registerOptions: () => request<{ options: PublicKeyCredentialCreationOptionsJSON; expiresAt: number }>('POST', '/api/account/register/options', {}),
  register: (response: RegistrationResponseJSON) => request<{ passkey: PasskeyInfo }>('POST', '/api/account/register', { response }),
  loginOptions: () => request<{ options: PublicKeyCredentialRequestOptionsJSON; expiresAt: number }>('POST', '/api/account/login/options', {}),
  login: (response: AuthenticationResponseJSON) => request<LoginAnswer>('POST', '/api/account/login', { response }),
  label: (id: string, label: string) => request<{ passkey: PasskeyInfo }>('POST', `/api/account/passkeys/${encodeURIComponent(id)}/label`, { label }),
  remove: (id: string) => request<AccountInfo>('POST', `/api/account/passkeys/${encodeURIComponent(id)}/remove`, {}),
  logout: () => request<Anonymous>('POST', '/api/account/logout', {}),
  /** The one-time "Konto sichern" offer was shown (never again for this player). */
  offered: () => request<AccountInfo>('POST', '/api/account/offer', {}),
};

// ---- Gerät wechseln (transfer code) ----------------------------------------------------------------

export interface TransferCode {
  /** 'K7QX-M2PA': single use. */
  code: string;
  expiresAt: number;
  /** Server time, for the countdown. */
  now: number;
}

export const transferApi = {
  create: () => request<TransferCode>('POST', '/api/transfer', {}),
  redeem: (code: string) => request<Me>('POST', '/api/transfer/redeem', { code }),
};
