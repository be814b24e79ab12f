// Owns the table's SQLite (ctx.storage.sql): the table record as one JSON row, the action log, the
// game log's last lines, the chat, the results outbox. Every function is synchronous, so one step's
// writes commit together. The record is kept in memory between events: this object is the only
// writer of its storage. The game log lives beside the record, not in it (it was four fifths of
// the row, written again with every move): a move's lines ride in its action row, other steps'
// lines get rows of their own; a snapshot reads the last lines of both.
// A plain move does not write the record at all: its action row carries the command (`replay`), and
// loading the record replays the rows after it (the record's match.seq) through the same reducer —
// the record is written again at least every MAX_TAIL moves and by every other step.
import type { ChatMessage, LogEntry } from '@schema/protocol';
import type { Effect } from '../reducer/effects';
import { actionByOf, type ActionBy, type Table } from '../reducer/model';
import { replayStep, type ReplayStep } from './replay';

const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS table_v2 (id INTEGER PRIMARY KEY CHECK (id = 1), json TEXT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS actions (
     match_no INTEGER NOT NULL, seq INTEGER NOT NULL, seat INTEGER NOT NULL,
     move TEXT NOT NULL, at INTEGER NOT NULL, by TEXT NOT NULL, log TEXT, replay TEXT,
     PRIMARY KEY (match_no, seq))`,
  `CREATE TABLE IF NOT EXISTS log (seq INTEGER PRIMARY KEY, json TEXT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS chat (
     id INTEGER PRIMARY KEY AUTOINCREMENT, at INTEGER NOT NULL, player_id TEXT NOT NULL,
     name TEXT NOT NULL, seat INTEGER, text TEXT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS results_outbox (
     match_no INTEGER PRIMARY KEY, created_at INTEGER NOT NULL, payload TEXT NOT NULL)`,
];

/** Chat lines kept (what a snapshot carries); trimmed every few inserts. */
export const CHAT_KEEP = 50;
const CHAT_TRIM_EVERY = 16;
/** Matches whose action logs stay at the table (older ones only live on in D1). */
export const KEEP_MATCH_LOGS = 5;
/** Game-log lines a snapshot carries (older rows of their own are deleted as new ones come). */
export const LOG_KEEP = 100;
/** Moves kept only as action rows before the record is written again (what a load may replay). */
export const MAX_TAIL = 16;

export interface StoredAction {
  matchNo: number;
  seq: number;
  seat: number;
  move: unknown;
  at: number;
  by: ActionBy;
}

export class TableStore {
  private migrated = false;
  /** The stored record and its JSON, as last loaded or saved; undefined = not read yet. */
  private memo: { table: Table; json: string } | null | undefined;
  /** Moves after the stored record (their action rows carry them); the memo holds their result. */
  private tail = 0;

  constructor(private readonly sql: SqlStorage) {}

  /** The stored table, or null if none was ever created (asking creates no storage). */
  load(): Table | null {
    if (this.memo !== undefined) return this.memo?.table ?? null;
    if (!this.migrated) {
      const exists = this.sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'table_v2'").toArray().length > 0;
      if (!exists) return null;
      this.migrate();
    }
    const row = this.sql.exec<{ json: string }>('SELECT json FROM table_v2 WHERE id = 1').toArray()[0];
    this.memo = row ? { table: JSON.parse(row.json) as Table, json: row.json } : null;
    this.tail = 0;
    if (this.memo) {
      this.moveOldLog(this.memo.table);
      this.replayTail(this.memo);
    }
    return this.memo?.table ?? null;
  }

  /** The moves stored after the record, applied again in order (the reducer is deterministic). */
  private replayTail(memo: { table: Table; json: string }): void {
    const m = memo.table.match;
    if (!m) return;
    const rows = this.sql.exec<{ seq: number; replay: string }>(
      'SELECT seq, replay FROM actions WHERE match_no = ? AND seq > ? AND replay IS NOT NULL ORDER BY seq', m.no, m.seq,
    ).toArray();
    let table = memo.table;
    for (const row of rows) {
      try {
        table = replayStep(table, JSON.parse(row.replay) as ReplayStep);
      } catch (e) {
        // Never expected (a deploy that changed the rules mid-match): keep what replayed, drop the rest.
        console.error(`table: the stored move ${m.no}/${row.seq} no longer replays; later moves dropped`, e);
        this.sql.exec('DELETE FROM actions WHERE match_no = ? AND seq >= ?', m.no, row.seq);
        break;
      }
      this.tail++;
    }
    memo.table = table;
  }

  /** Brings a table stored by an older version up to this schema (once per object life). */
  private migrate(): void {
    for (const statement of SCHEMA) this.sql.exec(statement);
    const columns = this.sql.exec<{ name: string }>('PRAGMA table_info(actions)').toArray();
    if (!columns.some((c) => c.name === 'log')) this.sql.exec('ALTER TABLE actions ADD COLUMN log TEXT');
    if (!columns.some((c) => c.name === 'replay')) this.sql.exec('ALTER TABLE actions ADD COLUMN replay TEXT');
    this.migrated = true;
  }

  /** A record written before the log moved out still carries its lines: they become rows. */
  private moveOldLog(t: Table): void {
    const old = (t as { log?: LogEntry[] }).log;
    if (!old) return;
    if (old.length > 0) this.addLog(old);
    delete (t as { log?: LogEntry[] }).log;
  }

  /** Writes the table (nothing when it is unchanged). */
  save(table: Table): void {
    if (!this.migrated) this.migrate();
    const json = JSON.stringify(table);
    if (this.memo && this.tail === 0 && this.memo.json === json) {
      this.memo = { table, json };
      return;
    }
    this.sql.exec('INSERT INTO table_v2 (id, json) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET json = excluded.json', json);
    this.memo = { table, json };
    this.tail = 0;
  }

  /**
   * One step's rows: the record, its action rows (the step's log lines in the last one, else rows
   * of their own) and its outbox row. `replay` (a person's move): when the step stored nothing but
   * one action and the tail has room, only that action row is written, carrying the command.
   */
  commit(table: Table, effects: readonly Effect[], logs: readonly LogEntry[], replay?: ReplayStep): void {
    const only = effects.length === 1 ? effects[0] : undefined;
    if (replay && only?.type === 'action' && this.memo && this.tail < MAX_TAIL) {
      this.addAction(only, logs, replay);
      this.memo = { table, json: this.memo.json };
      this.tail++;
      return;
    }
    this.save(table);
    const last = effects.findLast((e) => e.type === 'action');
    for (const e of effects) {
      if (e.type === 'action') this.addAction(e, e === last ? logs : []);
      else if (e.type === 'outbox') this.addOutbox(e.matchNo, e.at, e.entry);
    }
    if (!last) this.addLog(logs);
  }

  /** Reads the stored row again on next use (after a rolled-back transaction, or a test's edit). */
  forget(): void {
    this.memo = undefined;
    this.tail = 0;
  }

  /** After the whole storage was deleted: nothing is known, not even the schema. */
  reset(): void {
    this.memo = undefined;
    this.tail = 0;
    this.migrated = false;
  }

  /** An action row; `log`: the step's log lines, carried in the same row (one statement). */
  addAction(a: StoredAction, log: readonly LogEntry[] = [], replay?: ReplayStep): void {
    this.sql.exec('INSERT INTO actions (match_no, seq, seat, move, at, by, log, replay) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      a.matchNo, a.seq, a.seat, JSON.stringify(a.move), a.at, a.by, log.length > 0 ? JSON.stringify(log) : null,
      replay ? JSON.stringify(replay) : null);
  }

  /** Log lines of a step without an action, in one statement. */
  addLog(lines: readonly LogEntry[]): void {
    if (lines.length === 0) return;
    this.sql.exec("INSERT OR REPLACE INTO log (seq, json) SELECT value ->> '$.seq', value FROM json_each(?)", JSON.stringify(lines));
    this.sql.exec('DELETE FROM log WHERE seq <= ?', lines[lines.length - 1]!.seq - LOG_KEEP);
  }

  /** The last `limit` log lines, wherever they are kept (own rows, or in the actions of the kept matches). */
  recentLog(limit: number): LogEntry[] {
    if (!this.migrated && this.load() === null) return [];
    const own = this.sql.exec<{ json: string }>('SELECT json FROM log ORDER BY seq DESC LIMIT ?', limit)
      .toArray().map((r) => JSON.parse(r.json) as LogEntry);
    const inActions = this.sql.exec<{ log: string }>(
      'SELECT log FROM actions WHERE log IS NOT NULL ORDER BY match_no DESC, seq DESC LIMIT ?', limit,
    ).toArray().flatMap((r) => JSON.parse(r.log) as LogEntry[]);
    return [...own, ...inActions].sort((a, b) => a.seq - b.seq).slice(-limit);
  }

  actions(matchNo: number): StoredAction[] {
    return this.sql.exec<{ seq: number; seat: number; move: string; at: number; by: string }>(
      'SELECT seq, seat, move, at, by FROM actions WHERE match_no = ? ORDER BY seq', matchNo,
    ).toArray().map((r) => ({ matchNo, seq: r.seq, seat: r.seat, move: JSON.parse(r.move), at: r.at, by: actionByOf(r.by) }));
  }

  /** Drops the action logs of matches before `matchNo` (their results are in D1 already). */
  trimActions(beforeMatch: number): void {
    this.sql.exec('DELETE FROM actions WHERE match_no < ?', beforeMatch);
  }

  addChat(at: number, playerId: string, name: string, seat: number | null, text: string): ChatMessage {
    const { id } = this.sql.exec<{ id: number }>(
      'INSERT INTO chat (at, player_id, name, seat, text) VALUES (?, ?, ?, ?, ?) RETURNING id', at, playerId, name, seat, text,
    ).one();
    if (id % CHAT_TRIM_EVERY === 0) this.sql.exec('DELETE FROM chat WHERE id <= ?', id - CHAT_KEEP);
    return { id, at, name, seat, text };
  }

  recentChat(limit: number): ChatMessage[] {
    if (!this.migrated && this.load() === null) return [];
    return this.sql.exec<{ id: number; at: number; name: string; seat: number | null; text: string }>(
      'SELECT id, at, name, seat, text FROM chat ORDER BY id DESC LIMIT ?', limit,
    ).toArray().reverse();
  }

  addOutbox(matchNo: number, at: number, payload: unknown): void {
    this.sql.exec('INSERT OR REPLACE INTO results_outbox (match_no, created_at, payload) VALUES (?, ?, ?)',
      matchNo, at, JSON.stringify(payload));
  }

  outbox(): { matchNo: number; createdAt: number; payload: unknown }[] {
    return this.sql.exec<{ match_no: number; created_at: number; payload: string }>(
      'SELECT match_no, created_at, payload FROM results_outbox ORDER BY match_no',
    ).toArray().map((r) => ({ matchNo: r.match_no, createdAt: r.created_at, payload: JSON.parse(r.payload) }));
  }

  deleteOutbox(matchNo: number): void {
    this.sql.exec('DELETE FROM results_outbox WHERE match_no = ?', matchNo);
  }
}
