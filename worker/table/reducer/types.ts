// Owns the shapes the table host shares with the API (TableInit) and keeps per socket (Attachment).
import type { BotLevel, GameId, TableMode, TableSettings } from '@schema/protocol';

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

export interface ActionRecord {
  seq: number;
  seat: number;
  move: unknown;
}

export type { ActionBy } from './model';
export type { TableSettings };
