// Helpers for the results tests: players in D1, outbox entries scored by Speedelster's own rules,
// and the drain run by a real TableDO (outbox row → alarm → D1).
import { env } from 'cloudflare:workers';
import { runInDurableObject } from 'cloudflare:test';
import { leaderboardPoints, places } from '@games/elster/rules/scoring';
import { db as drizzle } from '../../worker/db/client';
import type { OutboxEntry, OutboxSeat } from '../../worker/db/entry';
import { TableStore } from '../../worker/table/shell/store';
import { setTimer } from '../../worker/table/reducer/timers';
import { computer, createTable, human as humanInit, makeInit, patchTable, runAlarm, tableStub, uniqueId } from './helpers';

export const db = () => drizzle(env.DB);

/** Creates players (unique ids) in D1 and returns their ids. */
export async function players(...names: string[]): Promise<string[]> {
  const ids = names.map((n) => uniqueId(`p-${n}-`));
  await env.DB.batch(ids.map((id, i) => env.DB.prepare('INSERT INTO players (id, name, created_at) VALUES (?, ?, 0)').bind(id, names[i])));
  return ids;
}

export type SeatSpec = { human: string; left?: boolean } | 'computer';

export interface EntrySpec {
  seats: SeatSpec[];
  /** Loot points per seat, summed over the match (one number) or per game (an array). */
  scores: (number | number[])[];
  mode?: OutboxEntry['mode'];
  practice?: boolean;
  achievements?: string[][];
  tableId?: string;
  matchNo?: number;
}

/** An outbox entry exactly as engine.ts writes it, with the outcome computed by Speedelster's rules. */
export function entry(spec: EntrySpec): OutboxEntry {
  const perGame = spec.scores.map((s) => (Array.isArray(s) ? s : [s]));
  const totals = perGame.map((g) => g.reduce((a, b) => a + b, 0));
  const placeOf = places(totals);
  const n = spec.seats.length;
  const seats: OutboxSeat[] = spec.seats.map((s, i) => (s === 'computer'
    ? { kind: 'computer', level: 'normal', name: `Computer ${i + 1}` }
    : { kind: 'human', playerId: s.human, name: s.human, left: !!s.left }));
  const games = perGame[0]!.length;
  return {
    tableId: spec.tableId ?? uniqueId('res-'),
    game: 'elster',
    mode: spec.mode ?? 'multi',
    matchNo: spec.matchNo ?? 1,
    dailyDate: spec.mode === 'daily' ? '2026-03-29' : null,
    ...(spec.practice ? { practice: true } : {}),
    stake: 0,
    seats,
    outcome: {
      seats: totals.map((points, seat) => ({
        seat, points, place: placeOf[seat]!, leaderboard: leaderboardPoints(perGame[seat]!, placeOf[seat]!, n),
        achievements: spec.achievements?.[seat] ?? [],
        record: { score: Math.max(...perGame[seat]!) },
      })),
      detail: { results: Array.from({ length: games }, (_, g) => ({ scores: perGame.map((p) => p[g]) })) },
    },
  };
}

/** The table's stub, created once per table id. */
async function tableFor(tableId: string) {
  const stub = tableStub(tableId);
  const exists = await runInDurableObject(stub, (_i, state) =>
    state.storage.sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'table_v2'").toArray().length > 0);
  if (!exists) await createTable(makeInit({ id: tableId, mode: 'solo', seats: [humanInit('someone'), computer()] }));
  return stub;
}

/** Puts the entry into the table's outbox as finishMatch does (finished at `finishedAt`). */
export async function putOutbox(e: OutboxEntry, finishedAt: number) {
  const stub = await tableFor(e.tableId);
  await runInDurableObject(stub, (_i, state) => new TableStore(state.storage.sql).addOutbox(e.matchNo, finishedAt, e));
  await patchTable(stub, (t) => setTimer(t, 'drain', Date.now()));
  // Any event heals the alarm to the table's timers (the drain, due now).
  await stub.info();
  return stub;
}

/** Outbox rows left in the table. */
export async function outboxCount(tableId: string): Promise<number> {
  return runInDurableObject(tableStub(tableId), (_i, state) => new TableStore(state.storage.sql).outbox().length);
}

/** The whole path: outbox row → the table's alarm → drain → D1. Fails unless the outbox is empty after. */
export async function drain(e: OutboxEntry, finishedAt = Date.now()): Promise<void> {
  const stub = await putOutbox(e, finishedAt);
  await runAlarm(stub);
  const left = await outboxCount(e.tableId);
  if (left !== 0) throw new Error(`outbox not drained: ${left} row(s) left`);
}

export interface Totals { points: number; games: number; wins: number }

export async function totals(playerId: string, period: string, game = 'elster'): Promise<Totals | null> {
  return env.DB.prepare('SELECT points, games, wins FROM leaderboard_totals WHERE game = ? AND period = ? AND player_id = ?')
    .bind(game, period, playerId).first<Totals>();
}

export async function allTotals(playerId: string): Promise<Record<string, Totals>> {
  const { results } = await env.DB.prepare('SELECT period, points, games, wins FROM leaderboard_totals WHERE game = ? AND player_id = ?')
    .bind('elster', playerId).all<Totals & { period: string }>();
  return Object.fromEntries(results.map(({ period, ...t }) => [period, t]));
}

export async function resultRows(playerId: string) {
  const { results } = await env.DB.prepare('SELECT * FROM results WHERE player_id = ? ORDER BY id').bind(playerId).all<Record<string, unknown>>();
  return results;
}
