// Shapes the table host shares with the API (TableInit) and keeps for itself (rows, attachments).
import type { BotLevel, GameId, TableInfo, TableMode, TableSettings } from '@schema/protocol';

export type SeatInit =
  | { kind: 'human'; playerId: string; name: string }
  | { kind: 'computer'; level: BotLevel }
  | { kind: 'empty' };

/** What the API hands to `TableDO.create` once per table. */
export interface TableInit {
  id: string;
  game: GameId;
  mode: TableMode;
  settings: TableSettings;
  seats: SeatInit[];
  host: { playerId: string; name: string };
  seed: string;
  dailyDate?: string;
  /** Daily practice (a later attempt on the same date); only with mode 'daily'. */
  practice?: boolean;
  autoStart: boolean;
}

/** Kept on each hibernating socket (re-serialized after every change). */
export interface Attachment {
  playerId: string;
  name: string;
  /** The seat this socket acts for, or null when watching. The only seat it may ever act for. */
  seat: number | null;
  connId: string;
  /** Groschen when the socket connected (from the Worker), for the stake check when taking a seat. */
  balance?: number;
}

/** Who made a move: the seat's human, a computer seat, the strong computer after a timeout, or
 * the computer standing in for a disconnected / departed human. */
export type ActionBy = 'human' | 'bot' | 'timeout' | 'autopilot';

export interface ActionRecord {
  seq: number;
  seat: number;
  move: unknown;
}

/** 'drain' writes the results outbox to D1 (table/drain.ts); it runs outside the game transaction. */
export type TimerKind = 'bot' | 'clock' | 'grace' | 'disconnect' | 'rematch' | 'drain';

export interface TimerRow {
  id: number;
  kind: TimerKind;
  seat: number | null;
  dueAt: number;
  /** The match the timer belongs to; a timer of an older match is dropped. */
  matchNo: number;
}

/** Host-internal facts of the table (not sent to clients). */
export interface Internal {
  hostName: string;
  createdAt: number;
  /** Parsed game options of the current match. */
  options: unknown;
  /** Actions applied in the current match (the next action gets seq + 1). */
  seq: number;
  /** Per seat: the stream version at which its current decision became owed, or null. */
  owedSince: (number | null)[];
}

/** The whole mutable table, loaded from SQL at the start of each event and saved in one block. */
export interface TableRecord {
  info: TableInfo;
  seed: string;
  version: number;
  /** Game state of the current (or last) match; null before the first start. */
  state: unknown | null;
  internal: Internal;
}

export type { TableSettings };
