// Replays: the record of each finished match (schema/replay.ts), inserted in the results batch of
// its drain, and who may read it: once the match has ended; a daily deal's only after its Berlin
// day has ended, before that only the humans who played that very match.
import { and, eq } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { replays } from '@schema/db';
import type { ReplayBy, ReplayRecord, ReplaySeat } from '@schema/replay';
import { dailyDayOver } from '../time/berlin';
import type { Db } from './client';
import type { OutboxEntry, OutboxSeat } from './entry';
import { rawStatement, type Statement } from './statements';

/** An action as the table stored it (worker/table/shell/store.ts). */
export interface StoredMove {
  seq: number;
  seat: number;
  move: unknown;
  at: number;
  /** The table's ActionBy: 'human' | 'computer' | 'clock_out' | 'autopilot' ('bot', 'timeout' in actions stored before). */
  by: string;
}

const BY: Record<string, ReplayBy> = { human: 'human', computer: 'computer', clock_out: 'clock_out', autopilot: 'autopilot', bot: 'computer', timeout: 'clock_out' };

function publicSeat(s: OutboxSeat): ReplaySeat {
  if (s.kind === 'human') return s.left ? { kind: 'human', name: s.name, left: true } : { kind: 'human', name: s.name };
  if (s.kind === 'computer') return { kind: 'computer', level: s.level, name: s.name };
  return { kind: 'empty' };
}

/** The public record, or null when the row cannot rebuild the match (written before replays, or actions missing). */
export function replayRecord(entry: OutboxEntry, finishedAt: number, actions: readonly StoredMove[]): ReplayRecord | null {
  if (!entry.replay) return null;
  const sorted = [...actions].sort((a, b) => a.seq - b.seq);
  if (sorted.some((a, i) => a.seq !== i + 1)) return null;
  return {
    v: 1, table: entry.tableId, match: entry.matchNo, game: entry.game, mode: entry.mode, dailyDate: entry.dailyDate,
    ...(entry.practice ? { practice: true as const } : {}),
    options: entry.replay.options, seats: entry.seats.map(publicSeat), seed: entry.replay.seed,
    ...(entry.outcome === null ? { abandoned: true as const } : {}),
    finishedAt,
    actions: sorted.map((a) => ({ seat: a.seat, move: a.move, by: BY[a.by] ?? 'human', at: a.at })),
  };
}

/** The replay's insert (idempotent: a repeated drain changes nothing). */
export function replayStatements(db: Db, entry: OutboxEntry, finishedAt: number, actions: readonly StoredMove[]): Statement[] {
  const record = replayRecord(entry, finishedAt, actions);
  if (!record) return [];
  const players = entry.seats.flatMap((s) => (s.kind === 'human' ? [s.playerId] : []));
  return [rawStatement(db, sql`INSERT INTO replays (table_id, match_no, game, mode, daily_date, finished_at, players, record)
    VALUES (${entry.tableId}, ${entry.matchNo}, ${entry.game}, ${entry.mode}, ${entry.dailyDate}, ${finishedAt},
      ${JSON.stringify(players)}, ${JSON.stringify(record)})
    ON CONFLICT (table_id, match_no) DO NOTHING`)];
}

export type ReplayRead =
  | { ok: true; json: string; dailyDate: string | null }
  /** 'not_found': no such finished match (or not drained yet); 'daily_running': a daily deal whose day has not ended, asked by someone who did not play it to its end. */
  | { ok: false; reason: 'not_found' | 'daily_running'; dailyDate?: string };

/** The replay's JSON for `playerId` (null: anonymous) at `now`, or why not. */
export async function readReplay(db: Db, tableId: string, matchNo: number, playerId: string | null, now: number): Promise<ReplayRead> {
  const row = (await db.select({ dailyDate: replays.dailyDate, players: replays.players, record: replays.record })
    .from(replays).where(and(eq(replays.tableId, tableId), eq(replays.matchNo, matchNo))).limit(1))[0];
  if (!row) return { ok: false, reason: 'not_found' };
  if (row.dailyDate !== null && !dailyDayOver(row.dailyDate, now)) {
    const played = playerId !== null && (JSON.parse(row.players) as string[]).includes(playerId);
    // An attempt given up is closed to its player too: the record carries the day's seed, and an
    // identity that starts the daily and quits at once would otherwise learn the whole deal (every
    // hidden card, how the computers play it) for another identity's attempt the same day.
    if (!played || (JSON.parse(row.record) as { abandoned?: true }).abandoned) return { ok: false, reason: 'daily_running', dailyDate: row.dailyDate };
  }
  return { ok: true, json: row.record, dailyDate: row.dailyDate };
}
