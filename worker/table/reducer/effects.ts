// Owns the effects of one reducer step: what the Durable Object shell must do after it saved the
// new table — store actions and outbox rows, send each viewer its update, publish the foyer entry,
// move Groschen, delete an idle table. Effects are data; the shell performs them.
import type { AnyGame, GameEvent, Outcome, RuleError } from '@games/core/types';
import type { LobbyTable, LogEntry } from '@schema/protocol';
import type { OutboxEntry } from '../../db/outcome';
import type { ActionBy, StakeRound, Table } from './model';

export type Effect =
  /** Append to the action log (in the same transaction as the table). */
  | { type: 'action'; matchNo: number; seq: number; seat: number; move: unknown; by: ActionBy; at: number }
  /** A finished match's results, for the drain into D1 (same transaction). */
  | { type: 'outbox'; matchNo: number; entry: OutboxEntry; at: number }
  /** The foyer entry changed (after the commit; a failure is retried from a timer). */
  | { type: 'lobby'; entry: LobbyTable | { id: string; removed: true }; version: number }
  /** Charge or refund a stake round in D1 (after the commit; the result comes back as a command). */
  | { type: 'stake'; round: StakeRound; tableId: string }
  /** A chat line was accepted: store it, send it to every socket. */
  | { type: 'chat'; playerId: string; name: string; seat: number | null; text: string; at: number }
  /** The table is over and idle: delete its storage (D1 keeps the results). */
  | { type: 'delete' };

/** What one step changed and must do; built up by the reducer's helpers, then returned. */
export interface Step {
  readonly now: number;
  readonly game: AnyGame;
  /** The table being changed (a copy of the input; the input is never touched). */
  readonly t: Table;
  /** The game state before the step (views are diffed against it). */
  readonly prevState: unknown | null;
  tableChanged: boolean;
  stateChanged: boolean;
  events: GameEvent[];
  logs: LogEntry[];
  result: Outcome | null;
  /** Players whose sockets now act for another seat (null = watching). */
  reseated: Map<string, number | null>;
  effects: Effect[];
}

/** A step's outcome: the next table and its effects, or a refusal that changed nothing. */
export type StepResult =
  | { ok: true; table: Table; step: Step; changed: boolean }
  | { ok: false; error: RuleError };
