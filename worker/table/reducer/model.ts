// Owns the table as data: one plain-JSON record (seats, host, settings, the match, clocks, timers,
// the rematch window, the stake round, the recent log) that the pure reducer turns into the next
// one, and the public facts everyone may see (no player ids ever leave through them).
import type { GameEvent, Outcome, Seat } from '@games/core/types';
import { namedComputer } from '@games/ids';
import type { BotLevel, Clock, GameId, SeatInfo, TableInfo, TableMode, TableSettings, TableStatus } from '@schema/protocol';

export type HumanSeat = {
  kind: 'human';
  playerId: string;
  name: string;
  connected: boolean;
  /** The computer plays this seat: the player left, or is away without a clock. */
  autopilot: boolean;
  /** Pressed "Verlassen": never gets the seat back. */
  left: boolean;
};
export type SeatState = { kind: 'empty' } | { kind: 'computer'; level: BotLevel; name: string } | HumanSeat;

/**
 * Who decided an action: the seat's human, a computer seat, the stand-in after the think time ran
 * out, the stand-in for an absent human — the replay's words (schema/replay.ts ReplayBy) too.
 */
export type ActionBy = 'human' | 'computer' | 'clock_out' | 'autopilot';

/** The words actions were stored with before they were the replay's: read as today's. */
const LEGACY_BY: Record<string, ActionBy> = { bot: 'computer', timeout: 'clock_out' };
export const actionByOf = (stored: string): ActionBy => LEGACY_BY[stored] ?? (stored as ActionBy);

/**
 * Everything that happens later is a timer: a computer's move (bot), a human's think time (clock)
 * and grace, a disconnected seat's takeover, the rematch window, the results drain, a pending stake
 * round, a failed lobby publication, the clean-up of an idle table. The one alarm is set to the
 * earliest.
 */
export type TimerKind = 'bot' | 'clock' | 'grace' | 'disconnect' | 'rematch' | 'drain' | 'stake' | 'lobby' | 'cleanup';

export interface Timer {
  id: number;
  kind: TimerKind;
  seat: number | null;
  dueAt: number;
  /** The match it belongs to; a game timer of another match does nothing. */
  matchNo: number;
  /** Failed runs so far (a throwing step is retried with backoff). */
  failures?: number;
}

/** The current (or last) match. */
export interface Match {
  no: number;
  /** Parsed game options. */
  options: unknown;
  /** The match's seed (`matchSeed`); absent in matches stored before it was kept (`seedOf`). */
  seed?: string;
  /** Seats at the start (the table may reopen and change its seats after the match). */
  seats: number;
  /** Actions applied so far (the next one is seq + 1). */
  seq: number;
  state: unknown;
  /** Per seat: the stream version at which its current decision became owed, or null. */
  owedSince: (number | null)[];
}

/**
 * A staked start: written before any Groschen move, settled by the table (start the match, or
 * refund every payer), retried from the alarm until done — exactly once, also after a crash.
 */
export interface StakeRound {
  /** Ledger key part: the match number, with a suffix for a new attempt after a refunded one. */
  key: string;
  matchNo: number;
  stake: number;
  payers: { playerId: string; name: string }[];
  status: 'paying' | 'refunding';
  /** The start was asked by the host (not a rematch): errors go back to them. */
  askedBy: string | null;
}

export interface Table {
  id: string;
  game: GameId;
  mode: TableMode;
  seed: string;
  createdAt: number;
  dailyDate?: string;
  practice?: boolean;
  status: TableStatus;
  settings: TableSettings;
  seats: SeatState[];
  /** The host's player id; null while no human sits at the table. */
  host: string | null;
  hostName: string;
  /** The stream version: +1 with every change players can see. */
  version: number;
  match: Match | null;
  clocks: (Clock | null)[];
  rematch: { requested: boolean[]; deadline: number } | null;
  stakeRound: StakeRound | null;
  /** Attempts at a start that were refunded, per match (the next attempt gets a new ledger key). */
  stakeAttempts: number;
  timers: Timer[];
  nextTimerId: number;
  /** The next game-log line number (the lines themselves are rows beside the record: store.ts). */
  logSeq: number;
  /** This match's newest client move ids ("seat|id"), to drop a move that arrives twice. */
  recentIds: string[];
  /** The foyer entry last handed to the lobby (JSON), so only changes are published. */
  lobby: string | null;
  /** Consecutive failed drains of the results outbox (backoff). */
  drainFailures: number;
  /** When a person last did anything here (for the clean-up of idle tables). */
  activeAt: number;
}

export const RECENT_IDS_KEEP = 64;

export type { GameEvent, Outcome, Seat };

// ---- queries ---------------------------------------------------------------------------------

/** The seed every random step of the current match derives from. */
/** How matches started before their seed was kept in the match (tables stored before that). */
export function legacyMatchSeed(tableSeed: string, matchNo: number): string {
  return matchNo === 1 ? tableSeed : `${tableSeed}#${matchNo}`;
}

export const seedOf = (t: Table, m: Match): string => m.seed ?? legacyMatchSeed(t.seed, m.no);

export const isHuman = (s: SeatState | undefined): s is HumanSeat => s?.kind === 'human';

/** The seat a player holds and still plays (not left), or -1. */
export function seatOf(t: Table, playerId: string): number {
  return t.seats.findIndex((s) => isHuman(s) && s.playerId === playerId && !s.left);
}

export const connectedHumans = (t: Table): number =>
  t.seats.filter((s) => isHuman(s) && !s.left && s.connected).length;

/** Only tables with other people play for a stake. */
export const staked = (t: Table): boolean => t.mode === 'multi' && t.settings.stake > 0;

export const computerSeat = (level: BotLevel, seat: number): SeatState =>
  ({ kind: 'computer', level, name: namedComputer(level)?.name ?? `Computer ${seat + 1}` });

export const humanSeat = (playerId: string, name: string, connected: boolean): HumanSeat =>
  ({ kind: 'human', playerId, name, connected, autopilot: false, left: false });

// ---- what everyone may see -------------------------------------------------------------------

function publicSeat(s: SeatState): SeatInfo {
  if (s.kind !== 'human') return s;
  return { kind: 'human', name: s.name, connected: s.connected, autopilot: s.autopilot, left: s.left };
}

/** The table facts sent to everyone: seats by number and name, the host as a seat, no player ids. */
export function publicInfo(t: Table): TableInfo {
  const hostSeat = t.host === null ? -1 : t.seats.findIndex((s) => isHuman(s) && s.playerId === t.host && !s.left);
  return {
    id: t.id, game: t.game, mode: t.mode, status: t.status, settings: t.settings,
    seats: t.seats.map(publicSeat), host: hostSeat >= 0 ? hostSeat : null,
    matchNo: t.match?.no ?? 0, clocks: t.clocks, rematch: t.rematch,
    ...(t.stakeRound ? { starting: true } : {}),
    ...(t.dailyDate ? { dailyDate: t.dailyDate } : {}),
    ...(t.practice ? { practice: true } : {}),
  };
}
