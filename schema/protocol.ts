// The wire protocol between browser (or bot client) and TableDO / LobbyDO. JSON text frames.
// docs/PROTOCOL.md describes every message with examples and errors; keep both in sync.
// This file is imported by worker and web alike: types and constants only.

import type { BotLevelSchema, ClientMessage, GameIdSchema, TableModeSchema, TempoSchema, ThinkTimeSchema, v } from './wire';

export type { ClientMessage };
export type GameId = v.InferOutput<typeof GameIdSchema>;
/** Computer strengths, and the named computers a game's record hunt seats (worker/games/ids.ts). */
export type BotLevel = v.InferOutput<typeof BotLevelSchema>;
/** 'record' is the record hunt (Rekordjagd): solo against computers of one strength, best total kept. */
export type TableMode = v.InferOutput<typeof TableModeSchema>;
/** The records list of a record hunt, one per strength (GET /api/records/:game?setting=…). */
export type RecordSetting = `rekordjagd:${BotLevel}`;
export type TableStatus = 'waiting' | 'playing' | 'finished';
/** Bedenkzeit in seconds; null = no clock. */
export type ThinkTime = v.InferOutput<typeof ThinkTimeSchema>;
/** Computer pacing ('turbo': computers answer at once). */
export type Tempo = v.InferOutput<typeof TempoSchema>;

export const MAX_MESSAGE_BYTES = 4096;
/** Table close code: this browser now holds another identity (passkey sign-in or sign-out); reload it and reconnect. */
export const CLOSE_IDENTITY_CHANGED = 4001;
export const MAX_CHAT_CHARS = 200;
export const GRACE_MS = 10_000;
export const DISCONNECT_TAKEOVER_MS = 60_000;

export interface TableSettings {
  thinkTime: ThinkTime;
  tempo: Tempo;
  /** Level of computers that fill seats and take over for leavers / timeouts of disconnected seats. */
  botLevel: BotLevel;
  /** Groschen each human pays at the start (0 = none). */
  stake: number;
  /** Game-specific options, checked by the game's parseOptions (e.g. { games, houseRule }). */
  game: Record<string, string | number | boolean | null>;
  /** What happens on rematch to humans who do not rejoin in time. */
  rematchFill: 'computer' | 'empty';
}

export type SeatInfo =
  | { kind: 'empty' }
  | { kind: 'computer'; level: BotLevel; name: string }
  | {
      /** A person, named — never by their player id, which stays on the server. */
      kind: 'human';
      name: string;
      connected: boolean;
      /** The computer is playing this seat (left, or disconnected without clock for 60 s). */
      autopilot: boolean;
      /** Pressed "Verlassen". */
      left: boolean;
    };

/** Public table facts, identical for everyone. */
export interface TableInfo {
  id: string;
  game: GameId;
  mode: TableMode;
  status: TableStatus;
  settings: TableSettings;
  seats: SeatInfo[];
  /** The host's seat (who may change settings and start), or null while no human sits here. */
  host: number | null;
  /** Match number at this table (rematches count up). */
  matchNo: number;
  /** Deadlines per seat in epoch ms for the current decision, or null. */
  clocks: (Clock | null)[];
  /** Daily date (YYYY-MM-DD, Berlin) for daily tables. */
  dailyDate?: string;
  /** A later daily attempt on the same date: practice, not on the daily list nor the leaderboard. */
  practice?: boolean;
  /** Rematch window: humans who asked for "Nochmal". */
  rematch?: { requested: boolean[]; deadline: number } | null;
  /** A staked start is collecting the stakes. */
  starting?: boolean;
}

export interface Clock {
  /** When the think time runs out (epoch ms). */
  deadline: number;
  /** When the grace ends and the computer decides (deadline + 10 s). */
  graceDeadline: number;
}

/** One line of the game log. Public; never carries hidden information. */
export interface LogEntry {
  seq: number;
  at: number;
  seat: number | null;
  /** i18n code, e.g. 'bid', 'timeout_bot', 'left', 'joined', 'reveal', 'game_start', 'game_end'. */
  code: string;
  params: Record<string, string | number>;
  /** Every seat's name when the line was written ('' for an empty seat): a later rematch or seat change never rewrites the log. */
  names: string[];
}

export interface ChatMessage {
  id: number;
  at: number;
  name: string;
  seat: number | null;
  text: string;
}

// ---- client → server: ClientMessage (schema/wire.ts, one schema for the table and the web) ------

// ---- server → client -------------------------------------------------------------------------

export type ServerMessage =
  | {
      t: 'snapshot';
      v: number;
      table: TableInfo;
      /** Your seat, or null if watching. */
      seat: number | null;
      /** The game view for your seat (or the spectator view). null before the first start. */
      view: unknown;
      log: LogEntry[];
      chat: ChatMessage[];
      /** Server time, so clients can correct clock skew for countdowns. */
      now: number;
    }
  | {
      t: 'update';
      v: number;
      /** Present when table facts changed. */
      table?: TableInfo;
      /** Present when this socket's seat changed with this update: the new seat, null = watching. */
      seat?: number | null;
      /** Present when the view changed. */
      view?: unknown;
      /** Events addressed to you (animations). */
      events?: unknown[];
      log?: LogEntry[];
      now: number;
      /** Only on the socket that sent the move this update plays: that move's `id`. */
      ack?: string;
    }
  | { t: 'chat'; msg: ChatMessage }
  | { t: 'advice'; v: number; move: unknown; reason: { code: string; params: Record<string, string | number> } }
  | {
      t: 'error';
      /** Stable code, e.g. 'bad_json', 'too_large', 'not_your_turn', 'stale', 'illegal', 'not_host'. */
      error: string;
      message: string;
      params?: Record<string, string | number>;
      /** The client message id this answers, if it had one. */
      id?: string;
    }
  | { t: 'result'; outcome: unknown };

/** Lobby stream (foyer): open tables of one game, pushed live. */
export interface LobbyTable {
  id: string;
  game: GameId;
  hostName: string;
  seatsTotal: number;
  seatsTaken: number;
  settings: Pick<TableSettings, 'thinkTime' | 'tempo' | 'botLevel' | 'stake' | 'game'>;
  status: TableStatus;
  createdAt: number;
}

/** One change of the foyer list: a table added or updated, or gone (started, closed, empty). */
export type LobbyChange = LobbyTable | { id: string; removed: true };

/** On connect (and on request) the whole list; then only the changes, gathered for a moment. */
export type LobbyMessage = { t: 'tables'; tables: LobbyTable[] } | { t: 'changes'; changes: LobbyChange[] };
