// What the replay page derives from a record: the table facts the game's components expect, and
// the log of a position as log entries (the names as they were).
import type { LogEntry, SeatInfo, TableInfo } from '@schema/protocol';
import type { ReplayRecord } from '@schema/replay';
import type { ReplayReader } from '@games/core/replay';
import { asReplayTable } from '../../games/levels';

export function replayTable(record: ReplayRecord, over: boolean): TableInfo {
  const seats: SeatInfo[] = record.seats.map((s) =>
    s.kind === 'human' ? { kind: 'human', name: s.name, connected: true, autopilot: false, left: !!s.left } : s);
  return asReplayTable({
    id: record.table, game: record.game, mode: record.mode, status: over ? 'finished' : 'playing',
    settings: {
      thinkTime: null, tempo: 'normal', botLevel: 'stark', stake: 0, rematchFill: 'computer',
      game: (record.options ?? {}) as TableInfo['settings']['game'],
    },
    seats, host: null, matchNo: record.match, clocks: record.seats.map(() => null), rematch: null,
    ...(record.dailyDate ? { dailyDate: record.dailyDate } : {}),
  });
}

export const seatNames = (record: ReplayRecord): string[] => record.seats.map((s) => (s.kind === 'empty' ? '' : s.name));

/** The log up to `position`, each line with the action it belongs to (its seq is that action's number). */
export function replayLog(record: ReplayRecord, reader: ReplayReader, position: number): (LogEntry & { position: number })[] {
  const names = seatNames(record);
  return reader.logUpTo(position).map((l, i) => ({
    seq: i, at: record.actions[l.position - 1]?.at ?? record.finishedAt, seat: l.seat, code: l.code, params: l.params, names,
    position: l.position,
  }));
}

/** Milliseconds between steps at each offered speed. */
export const SPEEDS = [{ label: '½×', ms: 2400 }, { label: '1×', ms: 1200 }, { label: '2×', ms: 600 }, { label: '4×', ms: 300 }] as const;
