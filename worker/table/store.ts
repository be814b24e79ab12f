// The table's SQLite (ctx.storage.sql): schema and row access. Every function is synchronous, so
// a handler's writes with no await between them commit together.
import type { ChatMessage, LogEntry } from '@schema/protocol';
import type { ActionBy, ActionRecord, TableRecord, TimerKind, TimerRow } from './types';

const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS tbl (
     id INTEGER PRIMARY KEY CHECK (id = 1),
     info TEXT NOT NULL, seed TEXT NOT NULL, version INTEGER NOT NULL,
     state TEXT, internal TEXT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS actions (
     match_no INTEGER NOT NULL, seq INTEGER NOT NULL, seat INTEGER NOT NULL,
     move TEXT NOT NULL, at INTEGER NOT NULL, by TEXT NOT NULL,
     PRIMARY KEY (match_no, seq))`,
  `CREATE TABLE IF NOT EXISTS log (
     seq INTEGER PRIMARY KEY AUTOINCREMENT, at INTEGER NOT NULL, seat INTEGER,
     code TEXT NOT NULL, params TEXT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS chat (
     id INTEGER PRIMARY KEY AUTOINCREMENT, at INTEGER NOT NULL, player_id TEXT NOT NULL,
     name TEXT NOT NULL, seat INTEGER, text TEXT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS timers (
     id INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, seat INTEGER,
     due_at INTEGER NOT NULL, payload TEXT NOT NULL)`,
  `CREATE INDEX IF NOT EXISTS timers_due ON timers (due_at)`,
  `CREATE TABLE IF NOT EXISTS results_outbox (
     match_no INTEGER PRIMARY KEY, created_at INTEGER NOT NULL, payload TEXT NOT NULL)`,
  // Client message ids already handled, per player (duplicate detection).
  `CREATE TABLE IF NOT EXISTS client_ids (
     player_id TEXT NOT NULL, client_id TEXT NOT NULL, at INTEGER NOT NULL,
     PRIMARY KEY (player_id, client_id))`,
  `CREATE TABLE IF NOT EXISTS kv (key TEXT PRIMARY KEY, value TEXT NOT NULL)`,
];

const KEEP_CLIENT_IDS = 500;
const TRIM_CLIENT_IDS_EVERY = 64;

/** The tbl row as stored. */
type StoredRow = {
  info: string;
  seed: string;
  version: number;
  state: string | null;
  internal: string;
};

/** A timer as kept in memory (its payload is only needed when it runs). */
interface MemoTimer {
  id: number;
  kind: TimerKind;
  seat: number | null;
  dueAt: number;
}

export class TableStore {
  constructor(private readonly sql: SqlStorage) {}

  private migrated = false;
  /** The last loaded or saved row and its parsed record, reused while the stored row is unchanged. */
  private cached: { row: StoredRow; record: TableRecord } | null = null;
  /**
   * The timers table, kept in step with every write made through this store, so that the checks
   * after each move run no statement; null = read it on next use.
   */
  private timers: MemoTimer[] | null = null;

  /** Creates (or extends) the schema; idempotent, once per instance. */
  migrate(): void {
    if (this.migrated) return;
    for (const statement of SCHEMA) this.sql.exec(statement);
    this.migrated = true;
  }

  /** The stored table, or null if `create` never ran (asking does not create any storage). */
  load(): TableRecord | null {
    if (!this.migrated) {
      const exists = this.sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'tbl'").toArray().length > 0;
      if (!exists) return null;
      this.migrate();
    }
    const row = this.sql.exec<StoredRow>('SELECT info, seed, version, state, internal FROM tbl WHERE id = 1').toArray()[0];
    if (!row) {
      this.cached = null;
      return null;
    }
    const c = this.cached;
    // The row is still read on every load, so a change made behind this object's back (a test
    // shifting time through SQL) is seen; only the JSON parsing is saved.
    if (c && c.row.version === row.version && c.row.info === row.info && c.row.state === row.state &&
      c.row.internal === row.internal && c.row.seed === row.seed) return c.record;
    const record: TableRecord = {
      info: JSON.parse(row.info),
      seed: row.seed,
      version: row.version,
      state: row.state === null ? null : JSON.parse(row.state),
      internal: JSON.parse(row.internal),
    };
    this.cached = { row, record };
    return record;
  }

  save(t: TableRecord): void {
    const row: StoredRow = {
      info: JSON.stringify(t.info), seed: t.seed, version: t.version,
      state: t.state === null ? null : JSON.stringify(t.state), internal: JSON.stringify(t.internal),
    };
    this.sql.exec(
      `INSERT INTO tbl (id, info, seed, version, state, internal) VALUES (1, ?, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET info = excluded.info, seed = excluded.seed,
         version = excluded.version, state = excluded.state, internal = excluded.internal`,
      row.info, row.seed, row.version, row.state, row.internal,
    );
    this.cached = { row, record: t };
  }

  /** The stored JSON of the table info as last saved or loaded (for building messages without re-encoding). */
  infoJson(t: TableRecord): string | null {
    return this.cached?.record === t ? this.cached.row.info : null;
  }

  /**
   * Drops what is kept in memory (the parsed table, the timers). Must be called whenever a loaded
   * record may have been changed without being saved, or a transaction was rolled back.
   */
  forget(): void {
    this.cached = null;
    this.timers = null;
  }

  addAction(matchNo: number, seq: number, seat: number, move: unknown, at: number, by: ActionBy): void {
    this.sql.exec('INSERT INTO actions (match_no, seq, seat, move, at, by) VALUES (?, ?, ?, ?, ?, ?)',
      matchNo, seq, seat, JSON.stringify(move), at, by);
  }

  actions(matchNo: number): (ActionRecord & { at: number; by: ActionBy })[] {
    return this.sql.exec<{ seq: number; seat: number; move: string; at: number; by: string }>(
      'SELECT seq, seat, move, at, by FROM actions WHERE match_no = ? ORDER BY seq', matchNo,
    ).toArray().map((r) => ({ seq: r.seq, seat: r.seat, move: JSON.parse(r.move), at: r.at, by: r.by as ActionBy }));
  }

  addLog(at: number, seat: number | null, code: string, params: LogEntry['params']): LogEntry {
    const row = this.sql.exec<{ seq: number }>(
      'INSERT INTO log (at, seat, code, params) VALUES (?, ?, ?, ?) RETURNING seq', at, seat, code, JSON.stringify(params),
    ).one();
    return { seq: row.seq, at, seat, code, params };
  }

  recentLog(limit: number): LogEntry[] {
    return this.sql.exec<{ seq: number; at: number; seat: number | null; code: string; params: string }>(
      'SELECT seq, at, seat, code, params FROM log ORDER BY seq DESC LIMIT ?', limit,
    ).toArray().reverse().map((r) => ({ seq: r.seq, at: r.at, seat: r.seat, code: r.code, params: JSON.parse(r.params) }));
  }

  addChat(at: number, playerId: string, name: string, seat: number | null, text: string): ChatMessage {
    const row = this.sql.exec<{ id: number }>(
      'INSERT INTO chat (at, player_id, name, seat, text) VALUES (?, ?, ?, ?, ?) RETURNING id', at, playerId, name, seat, text,
    ).one();
    return { id: row.id, at, name, seat, text };
  }

  recentChat(limit: number): ChatMessage[] {
    return this.sql.exec<{ id: number; at: number; name: string; seat: number | null; text: string }>(
      'SELECT id, at, name, seat, text FROM chat ORDER BY id DESC LIMIT ?', limit,
    ).toArray().reverse().map((r) => ({ id: r.id, at: r.at, name: r.name, seat: r.seat, text: r.text }));
  }

  /** Records a client message id; false if this player already used it. */
  claimClientId(playerId: string, clientId: string, at: number): boolean {
    const inserted = this.sql.exec<{ id: number }>(
      'INSERT OR IGNORE INTO client_ids (player_id, client_id, at) VALUES (?, ?, ?) RETURNING rowid AS id', playerId, clientId, at,
    ).toArray()[0];
    if (!inserted) return false;
    // Trimming sorts the whole table, so it runs only every TRIM_CLIENT_IDS_EVERY inserts (at most
    // KEEP_CLIENT_IDS + TRIM_CLIENT_IDS_EVERY rows are kept; at least the newest KEEP_CLIENT_IDS).
    if (inserted.id % TRIM_CLIENT_IDS_EVERY === 0) {
      this.sql.exec(
        `DELETE FROM client_ids WHERE rowid NOT IN (SELECT rowid FROM client_ids ORDER BY at DESC, rowid DESC LIMIT ?)`,
        KEEP_CLIENT_IDS,
      );
    }
    return true;
  }

  // ---- timers -------------------------------------------------------------------------------

  addTimer(kind: TimerKind, seat: number | null, dueAt: number, matchNo: number): void {
    const { id } = this.sql.exec<{ id: number }>('INSERT INTO timers (kind, seat, due_at, payload) VALUES (?, ?, ?, ?) RETURNING id',
      kind, seat, dueAt, JSON.stringify({ matchNo })).one();
    this.timers?.push({ id, kind, seat, dueAt });
  }

  hasTimer(kind: TimerKind, seat: number | null): boolean {
    return this.timerMemo().some((t) => t.kind === kind && t.seat === seat);
  }

  /** Deletes the timers of these kinds (of one seat, if given); no statement runs when there are none. */
  deleteTimers(kinds: readonly TimerKind[], seat?: number | null): void {
    const hit = (t: MemoTimer) => kinds.includes(t.kind) && (seat === undefined || t.seat === seat);
    const memo = this.timerMemo();
    if (!memo.some(hit)) return;
    const marks = kinds.map(() => '?').join(', ');
    if (seat === undefined) this.sql.exec(`DELETE FROM timers WHERE kind IN (${marks})`, ...kinds);
    else this.sql.exec(`DELETE FROM timers WHERE kind IN (${marks}) AND seat IS ?`, ...kinds, seat);
    this.timers = memo.filter((t) => !hit(t));
  }

  deleteTimer(id: number): void {
    this.sql.exec('DELETE FROM timers WHERE id = ?', id);
    if (this.timers) this.timers = this.timers.filter((t) => t.id !== id);
  }

  dueTimers(now: number, limit: number): TimerRow[] {
    return this.sql.exec<{ id: number; kind: string; seat: number | null; due_at: number; payload: string }>(
      'SELECT id, kind, seat, due_at, payload FROM timers WHERE due_at <= ? ORDER BY due_at, id LIMIT ?', now, limit,
    ).toArray().map((r) => ({
      id: r.id, kind: r.kind as TimerKind, seat: r.seat, dueAt: r.due_at, matchNo: JSON.parse(r.payload).matchNo,
    }));
  }

  timerExists(id: number): boolean {
    return this.sql.exec('SELECT 1 FROM timers WHERE id = ?', id).toArray().length > 0;
  }

  earliestTimer(): number | null {
    let due: number | null = null;
    for (const t of this.timerMemo()) if (due === null || t.dueAt < due) due = t.dueAt;
    return due;
  }

  /** Reads the timers again on next use (the alarm does, as timers are its input). */
  refreshTimers(): void {
    this.timers = null;
  }

  private timerMemo(): MemoTimer[] {
    this.timers ??= this.sql.exec<{ id: number; kind: string; seat: number | null; due_at: number }>(
      'SELECT id, kind, seat, due_at FROM timers',
    ).toArray().map((r) => ({ id: r.id, kind: r.kind as TimerKind, seat: r.seat, dueAt: r.due_at }));
    return this.timers;
  }

  // ---- outbox and small values ----------------------------------------------------------------

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

  getValue(key: string): string | null {
    return this.sql.exec<{ value: string }>('SELECT value FROM kv WHERE key = ?', key).toArray()[0]?.value ?? null;
  }

  setValue(key: string, value: string | null): void {
    if (value === null) this.sql.exec('DELETE FROM kv WHERE key = ?', key);
    else this.sql.exec('INSERT INTO kv (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value', key, value);
  }
}
