// A simulated world around the pure table host: people who connect, sit, move, leave and chat, a
// clock that jumps to the next timer, and the shell's answers (drains, stake payments) — all as
// commands to the reducer, with the invariants checked after every step.
import { createRng, type Rng } from '@games/core/rng';
import type { AnyGame } from '@games/core/types';
import type { TableSettings } from '@schema/protocol';
import { createStep } from '../../worker/table/reducer/create';
import type { Effect } from '../../worker/table/reducer/effects';
import { isHuman, seatOf, type Table } from '../../worker/table/reducer/model';
import { step, visibleState, type Command } from '../../worker/table/reducer/reducer';
import { matchSeed, replay } from '../../worker/table/reducer/replay';
import { dueTimers, nextDue } from '../../worker/table/reducer/timers';
import type { TableInit } from '../../worker/table/reducer/types';

export const PEOPLE = ['anna', 'bert', 'cara', 'dora', 'emil'];

/** The game with cheap computers: the host's lifecycle is under test, not the computers' strength. */
export function quickComputers(game: AnyGame): AnyGame {
  return {
    ...game,
    choose: (view, _level, rng) => {
      const moves = game.legalMoves!(view);
      if (moves.length === 0) throw new Error('a computer owes a decision but has no legal move');
      return rng.pick(moves);
    },
  };
}

export interface World {
  game: AnyGame;
  table: Table;
  now: number;
  /** Actions recorded per match (the shell's action log). */
  actions: Map<number, { seq: number; seat: number; move: unknown }[]>;
  /** Stake rounds handed to the shell and not answered yet. */
  stakes: Extract<Effect, { type: 'stake' }>[];
  /** People who left a running game (never seated again in that match). */
  leavers: Set<string>;
  /** Commands run, for a failure report. */
  trace: string[];
}

export function newWorld(game: AnyGame, init: TableInit, now: number): World {
  const done = createStep(game, init, now);
  const w: World = { game, table: done.table, now, actions: new Map(), stakes: [], leavers: new Set(), trace: ['create'] };
  record(w, done.step.effects);
  return w;
}

function record(w: World, effects: Effect[]): void {
  for (const e of effects) {
    if (e.type === 'action') {
      const list = w.actions.get(e.matchNo) ?? [];
      list.push({ seq: e.seq, seat: e.seat, move: e.move });
      w.actions.set(e.matchNo, list);
    } else if (e.type === 'stake') w.stakes.push(e);
  }
}

/** Deep-freezes a value, so a step that writes to its input throws. */
function freeze<X>(x: X): X {
  if (typeof x === 'object' && x !== null && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) freeze(v);
  }
  return x;
}

/** Runs one command; returns whether it was taken. Checks the invariants. */
export function run(w: World, cmd: Command): boolean {
  w.trace.push(JSON.stringify(cmd).slice(0, 160));
  const before = w.table;
  // Frozen input: a step that writes to it throws (ES modules are strict).
  freeze(before);
  const out = step(w.game, before, cmd, w.now);
  if (!out.ok) return false;
  if (out.table.version < before.version) throw new Error('the version went back');
  if (out.changed !== (out.table.version === before.version + 1)) throw new Error('a visible change without a new version (or the other way round)');
  if (cmd.t === 'leave' && before.status === 'playing' && before.mode === 'multi' && out.table.status === 'playing') w.leavers.add(cmd.playerId);
  // A new match, or the table open again for newcomers: the leavers of the last match may sit again.
  if (out.table.match?.no !== before.match?.no || out.table.status === 'waiting') w.leavers.clear();
  // A person's move is stored as its command and replayed from the stored record on load (shell/store.ts):
  // the same step on the JSON of both must give the same table.
  if (cmd.t === 'move') {
    const again = step(w.game, JSON.parse(JSON.stringify(before)), JSON.parse(JSON.stringify(cmd)), w.now);
    if (!again.ok || JSON.stringify(again.table) !== JSON.stringify(out.table)) throw new Error('a stored move does not replay to the same table');
  }
  w.table = out.table;
  record(w, out.step.effects);
  checkInvariants(w);
  return true;
}

/** Lets time pass to the next timer and runs what is due, as the alarm would (the drain included). */
export function tick(w: World): boolean {
  const due = nextDue(w.table);
  if (due === null) return false;
  w.now = Math.max(w.now, due);
  for (const timer of dueTimers(w.table, w.now)) {
    if (timer.kind === 'drain') run(w, { t: 'drained', left: 0 });
    else run(w, { t: 'timer', id: timer.id });
  }
  return true;
}

/** The shell answers one pending stake round: paid, someone short, or a D1 failure. */
export function answerStake(w: World, rng: Rng): boolean {
  const e = w.stakes.shift();
  if (!e) return false;
  const r = e.round;
  const roll = rng.int(10);
  const report = r.status === 'refunding' ? { key: r.key, op: 'refunded' as const }
    : roll < 6 ? { key: r.key, op: 'paid' as const }
      : roll < 8 ? { key: r.key, op: 'short' as const, name: r.payers[0]?.name ?? '?' }
        : { key: r.key, op: 'failed' as const };
  run(w, { t: 'stake', report });
  return true;
}

/** The replay of the recorded actions reproduces the match (checked when a sequence ends). */
export function checkReplay(w: World): void {
  const m = w.table.match;
  if (!m) return;
  const actions = w.actions.get(m.no) ?? [];
  const replayed = replay(w.game, m.options, m.seats, matchSeed(w.table.seed, m.no), actions);
  if (JSON.stringify(replayed) !== JSON.stringify(m.state)) throw new Error('the recorded actions do not replay to the match');
}

export function checkInvariants(w: World): void {
  const { table: t, game } = w;
  const fail = (why: string) => { throw new Error(`${why}\n  table: ${JSON.stringify({ status: t.status, seats: t.seats, host: t.host, timers: t.timers, clocks: t.clocks, stake: t.stakeRound })}`); };
  // A table with a seated human always has a host who can start it.
  if (t.seats.some((x) => isHuman(x) && !x.left) && (t.host === null || seatOf(t, t.host) < 0)) fail('a seated human but no host who can start');
  // The stake round is either unpaid (none), running (paying or refunding), or settled (gone).
  if (t.stakeRound && !['paying', 'refunding'].includes(t.stakeRound.status)) fail('a stake round in an unknown state');
  if (t.stakeRound && t.status !== 'waiting') fail('a stake round while the table does not wait');
  if (t.stakeRound && !t.timers.some((x) => x.kind === 'stake')) fail('a stake round nothing will settle');
  // A leaver never gets a seat back, and his seat is played.
  for (const p of w.leavers) {
    if (seatOf(t, p) >= 0) fail(`${p} left but sits again`);
  }
  const pending = t.status === 'playing' && t.match ? game.pending(t.match.state) : [];
  for (let seat = 0; seat < t.seats.length; seat++) {
    const timers = t.timers.filter((x) => x.seat === seat && (x.kind === 'bot' || x.kind === 'clock' || x.kind === 'grace'));
    const x = t.seats[seat]!;
    if (!pending.includes(seat)) {
      // No timer exists for a seat that owes nothing.
      if (timers.length > 0) fail(`seat ${seat} owes nothing but has ${timers.map((y) => y.kind)}`);
      if (t.clocks[seat]) fail(`seat ${seat} owes nothing but its clock runs`);
      continue;
    }
    // Every pending seat has exactly one way to be decided.
    const byComputer = x.kind === 'computer' || (isHuman(x) && (x.left || x.autopilot));
    if (x.kind === 'empty') fail(`empty seat ${seat} owes a decision`);
    if (byComputer) {
      if (timers.length !== 1 || timers[0]!.kind !== 'bot') fail(`computer seat ${seat} has ${timers.map((y) => y.kind)} instead of one bot timer`);
    } else if (t.settings.thinkTime !== null) {
      if (!t.clocks[seat] || timers.length !== 1 || timers[0]!.kind === 'bot') fail(`human seat ${seat} with a clock has ${timers.map((y) => y.kind)}`);
    } else if (timers.length !== 0) fail(`human seat ${seat} without a clock has ${timers.map((y) => y.kind)}`);
  }
  // The chat of a locked game is refused.
  if (t.status === 'playing' && t.match && game.chatLocked?.(t.match.state)) {
    const out = step(game, t, { t: 'chat', playerId: PEOPLE[0]!, name: 'x', seat: null, text: 'psst' }, w.now);
    if (out.ok) fail('chat accepted while the game locks it');
  }
  // A seated person speaks under the seat's name, whatever name the socket carries (a new name
  // refused while the game locked free text must not reach the table through the chat later).
  if (!(t.status === 'playing' && t.match && game.chatLocked?.(t.match.state))) {
    for (const x of t.seats) {
      if (!isHuman(x) || x.left) continue;
      const out = step(game, t, { t: 'chat', playerId: x.playerId, name: 'Anderer Name', seat: null, text: 'Hallo' }, w.now);
      const line = out.ok ? out.step.effects.find((e) => e.type === 'chat') : undefined;
      if (line?.type === 'chat' && line.name !== x.name) fail(`seat of ${x.playerId} chats as ${line.name}, not as ${x.name}`);
    }
  }
  if (visibleState(t) === null && t.status === 'playing') fail('a running table shows no game');
}

/** A random person's random intention (most of them legal, some not). */
export function randomCommand(w: World, rng: Rng, settingsChange: () => Partial<TableSettings>): Command {
  const { table: t, game } = w;
  const playerId = rng.pick(PEOPLE);
  const seat = seatOf(t, playerId);
  const mySeat = seat >= 0 ? seat : null;
  const roll = rng.int(100);
  if (roll < 45 && t.status === 'playing' && t.match && mySeat !== null) {
    const owes = game.pending(t.match.state).includes(mySeat);
    const moves = owes ? game.legalMoves!(game.view(t.match.state, mySeat)) : [];
    const v = t.match.owedSince[mySeat] ?? t.version;
    if (moves.length > 0 && rng.int(10) > 0) return { t: 'move', playerId, seat: mySeat, v: rng.int(10) === 0 ? v - 1 : t.version, move: rng.pick(moves) };
    return { t: 'move', playerId, seat: mySeat, v: t.version, move: { type: 'nonsense' } };
  }
  if (roll < 55) return { t: 'connect', playerId, name: playerId, balance: rng.int(3) === 0 ? 5 : 100 };
  if (roll < 62) return { t: 'disconnect', playerId };
  if (roll < 67) return { t: 'sit', playerId, name: playerId, ...(rng.int(2) ? { seat: rng.int(t.seats.length + 1) } : {}) };
  if (roll < 71) return { t: 'leave', playerId };
  if (roll < 76) return { t: 'start', playerId: rng.int(3) ? (t.host ?? playerId) : playerId };
  if (roll < 80) return { t: 'settings', playerId: t.host ?? playerId, settings: settingsChange() };
  if (roll < 84) return { t: 'seat', playerId: t.host ?? playerId, seat: rng.int(t.seats.length), kind: rng.int(2) ? 'computer' : 'empty' };
  if (roll < 86) return { t: 'seats', playerId: t.host ?? playerId, count: game.minSeats + rng.int(game.maxSeats - game.minSeats + 2) };
  if (roll < 91) return { t: 'rematch', playerId, seat: mySeat };
  if (roll < 94) return { t: 'chat', playerId, name: playerId, seat: mySeat, text: rng.int(5) ? 'Hallo' : '' };
  return { t: 'rename', playerId, name: `${playerId}-${rng.int(9)}` };
}

export const worldRng = (label: string): Rng => createRng(`host-props|${label}`);
