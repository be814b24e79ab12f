// Owns a table's birth: the checked TableInit becomes the first table record (and, for tables that
// start at once — solo, daily, record hunt — its first match).
import type { AnyGame } from '@games/core/types';
import type { StepResult } from './effects';
import { unlisted } from './lobby-entry';
import { log } from './match';
import { computerSeat, humanSeat, type Table } from './model';
import { watchWaiting } from './host-role';
import { closeStep, newStep } from './reducer';
import type { TableInit } from './types';
import { startNow } from './waiting';

export function initialTable(init: TableInit, now: number): Table {
  return {
    id: init.id, game: init.game, mode: init.mode, seed: init.seed, createdAt: now,
    ...(init.dailyDate ? { dailyDate: init.dailyDate } : {}),
    ...(init.practice ? { practice: true } : {}),
    status: 'waiting', settings: init.settings,
    seats: init.seats.map((x, seat) =>
      x.kind === 'human' ? { ...humanSeat(x.playerId, x.name, false) } : x.kind === 'computer' ? computerSeat(x.level, seat) : { kind: 'empty' }),
    host: init.host.playerId, hostName: init.host.name, version: 0,
    match: null, clocks: init.seats.map(() => null), rematch: null, stakeRound: null, stakeAttempts: 0,
    timers: [], nextTimerId: 1, logSeq: 1, recentIds: [], lobby: unlisted(init.id), drainFailures: 0, activeAt: now,
  };
}

/** The first step of a new table (from an already checked init). */
export function createStep(game: AnyGame, init: TableInit, now: number): Extract<StepResult, { ok: true }> {
  const s = newStep(game, initialTable(init, now), now);
  log(s, null, 'created', { name: init.host.name });
  s.tableChanged = true;
  if (init.autoStart) startNow(s);
  else watchWaiting(s);
  closeStep(s);
  return { ok: true, table: s.t, step: s, changed: true };
}
