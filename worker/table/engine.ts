// The table's rules of procedure, generic over games: seats, matches, moves, clocks, computers,
// leaving and rematches. Every function works on one loaded TableRecord inside one synchronous
// storage transaction (a Tx); the DO shell saves, broadcasts and re-arms the alarm afterwards.
import { isRuleError, ruleError, type AnyGame, type GameEvent, type Outcome, type RuleError, type Seat } from '@games/core/types';
import { DISCONNECT_TAKEOVER_MS, GRACE_MS, type BotLevel, type LogEntry, type SeatInfo, type Tempo } from '@schema/protocol';
import { scheduleDrain } from './drain';
import { applyAction, botChoice, matchSeed, setupMatch } from './replay';
import { staked } from './stake';
import type { TableStore } from './store';
import type { ActionBy, TableRecord, TimerRow } from './types';

/** Time a computer takes per decision, by Tempo. */
export const BOT_PACE_MS: Record<Tempo, number> = { gemuetlich: 2500, normal: 1200, turbo: 300 };
export const REMATCH_WINDOW_MS = 30_000;
/** Level of the computer that decides for a human: after a timeout, and while disconnected. */
export const STAND_IN_LEVEL: BotLevel = 'stark';

/**
 * Without a clock, a disconnected seat is played by the computer after a minute — only where other
 * humans would otherwise wait (a paused solo game harms nobody, and must not be played for you).
 */
const takeoverApplies = (info: TableRecord['info']): boolean => info.mode === 'multi' && info.settings.thinkTime === null;

export interface Tx {
  readonly now: number;
  readonly t: TableRecord;
  readonly game: AnyGame;
  readonly store: TableStore;
  /** Game state when the transaction began (views are diffed against it). */
  readonly prevState: unknown | null;
  tableChanged: boolean;
  stateChanged: boolean;
  events: GameEvent[];
  logs: LogEntry[];
  result: Outcome | null;
  /** Players whose sockets now act for another seat (null = watching). */
  reseated: Map<string, number | null>;
  /** A staked rematch is due: the DO collects the stakes (async), then starts (table-do.ts stakedStart). */
  stakedStart?: boolean;
}

export function newTx(t: TableRecord, game: AnyGame, store: TableStore, now: number): Tx {
  return {
    now, t, game, store, prevState: t.state, tableChanged: false, stateChanged: false,
    events: [], logs: [], result: null, reseated: new Map(),
  };
}

export const txChanged = (tx: Tx): boolean => tx.tableChanged || tx.stateChanged || tx.logs.length > 0;

export function log(tx: Tx, seat: number | null, code: string, params: LogEntry['params'] = {}): void {
  tx.logs.push(tx.store.addLog(tx.now, seat, code, params));
}

export const computerSeat = (level: BotLevel, seat: number): SeatInfo =>
  ({ kind: 'computer', level, name: level === 'max' ? 'Max' : `Computer ${seat + 1}` });

export const humanSeat = (playerId: string, name: string, connected: boolean): SeatInfo =>
  ({ kind: 'human', playerId, name, connected, autopilot: false, left: false });

/** The seat a player holds and still plays (not left), or -1. */
export function seatOf(t: TableRecord, playerId: string): number {
  return t.info.seats.findIndex((s) => s.kind === 'human' && s.playerId === playerId && !s.left);
}

type Controller = { kind: 'human' } | { kind: 'bot'; level: BotLevel; by: ActionBy } | { kind: 'none' };

/** Who decides for a seat right now. */
export function controllerOf(t: TableRecord, seat: Seat): Controller {
  const s = t.info.seats[seat];
  if (!s || s.kind === 'empty') return { kind: 'none' };
  if (s.kind === 'computer') return { kind: 'bot', level: s.level, by: 'bot' };
  if (s.left) return { kind: 'bot', level: t.info.settings.botLevel, by: 'autopilot' };
  if (s.autopilot) return { kind: 'bot', level: STAND_IN_LEVEL, by: 'autopilot' };
  return { kind: 'human' };
}

function setClock(tx: Tx, seat: Seat, clock: TableRecord['info']['clocks'][number]): void {
  const clocks = tx.t.info.clocks;
  if (JSON.stringify(clocks[seat]) === JSON.stringify(clock)) return;
  clocks[seat] = clock;
  tx.tableChanged = true;
}

/**
 * After every change while playing: who owes a decision, and what runs for each seat. A decision
 * is new when the seat was not owing one before, or when it just moved itself (simultaneous bids:
 * the others' running decisions and clocks are untouched by one seat's bid).
 */
export function reschedule(tx: Tx, mover: Seat | null): void {
  const { t, game, store, now } = tx;
  const { info, internal } = t;
  if (info.status !== 'playing' || t.state === null) return;
  const pending = new Set(game.pending(t.state));
  const nextVersion = t.version + 1;
  for (let seat = 0; seat < info.seats.length; seat++) {
    if (!pending.has(seat)) {
      internal.owedSince[seat] = null;
      setClock(tx, seat, null);
      store.deleteTimers(['bot', 'clock', 'grace'], seat);
      continue;
    }
    if (internal.owedSince[seat] === null || seat === mover) {
      internal.owedSince[seat] = nextVersion;
      setClock(tx, seat, null);
      store.deleteTimers(['bot', 'clock', 'grace'], seat);
    }
    const controller = controllerOf(t, seat);
    if (controller.kind === 'bot') {
      setClock(tx, seat, null);
      store.deleteTimers(['clock', 'grace'], seat);
      if (!store.hasTimer('bot', seat)) store.addTimer('bot', seat, now + BOT_PACE_MS[info.settings.tempo], info.matchNo);
    } else if (controller.kind === 'human') {
      store.deleteTimers(['bot'], seat);
      const thinkTime = info.settings.thinkTime;
      if (thinkTime !== null && info.clocks[seat] === null) {
        const deadline = now + thinkTime * 1000;
        setClock(tx, seat, { deadline, graceDeadline: deadline + GRACE_MS });
        store.addTimer('clock', seat, deadline, info.matchNo);
      }
    }
  }
}

export function startMatch(tx: Tx): void {
  const { t, game, store, now } = tx;
  const { info, internal } = t;
  const options = game.parseOptions(info.settings.game);
  if (isRuleError(options)) throw new Error(`stored settings no longer valid: ${options.error}`);
  info.matchNo += 1;
  info.status = 'playing';
  info.rematch = null;
  info.clocks = info.seats.map(() => null);
  internal.options = options;
  internal.seq = 0;
  internal.owedSince = info.seats.map(() => null);
  t.state = setupMatch(game, options, info.seats.length, matchSeed(t.seed, info.matchNo));
  store.deleteTimers(['bot', 'clock', 'grace', 'disconnect', 'rematch']);
  info.seats.forEach((s, seat) => {
    if (s.kind !== 'human') return;
    // A seat whose owner is away without a clock keeps (or will get) its computer stand-in.
    s.autopilot = s.autopilot && !s.connected && takeoverApplies(info);
    if (!s.connected && !s.autopilot && takeoverApplies(info)) {
      store.addTimer('disconnect', seat, now + DISCONNECT_TAKEOVER_MS, info.matchNo);
    }
  });
  tx.tableChanged = true;
  tx.stateChanged = true;
  log(tx, null, 'game_start', { matchNo: info.matchNo });
  reschedule(tx, null);
}

function finishMatch(tx: Tx, scored: boolean): void {
  const { t, game, store, now } = tx;
  const { info, internal } = t;
  info.status = 'finished';
  info.clocks = info.seats.map(() => null);
  internal.owedSince = info.seats.map(() => null);
  store.deleteTimers(['bot', 'clock', 'grace', 'disconnect']);
  tx.tableChanged = true;
  if (!scored || t.state === null) return;
  const outcome = game.outcome(t.state);
  // Drained into D1 later; keyed by (table, match) so the drain is idempotent.
  store.addOutbox(info.matchNo, now, {
    tableId: info.id, game: info.game, mode: info.mode, matchNo: info.matchNo, dailyDate: info.dailyDate ?? null,
    stake: info.settings.stake, seats: info.seats, outcome, ...(info.practice ? { practice: true } : {}),
  });
  scheduleDrain(store, now, info.matchNo);
  tx.result = outcome;
  log(tx, null, 'game_end', { matchNo: info.matchNo });
}

/** Applies an already validated move. */
export function applyMove(tx: Tx, seat: Seat, move: unknown, by: ActionBy): void {
  const { t, game, store, now } = tx;
  const { info, internal } = t;
  const seq = internal.seq + 1;
  const before = t.state;
  const { state, events } = applyAction(game, before, { seq, seat, move }, matchSeed(t.seed, info.matchNo));
  store.addAction(info.matchNo, seq, seat, move, now, by);
  internal.seq = seq;
  t.state = state;
  tx.stateChanged = true;
  tx.events.push(...events);
  const line = game.describeMove?.(before, seat, move);
  if (line) log(tx, seat, line.code, line.params);
  for (const ev of events) {
    const evLine = ev.to === 'all' ? game.describeEvent?.(ev) : null;
    if (evLine) log(tx, null, evLine.code, evLine.params);
  }
  if (game.isOver(state)) finishMatch(tx, true);
  else reschedule(tx, seat);
}

/** The computer decides for `seat` from that seat's view only. */
function botMove(tx: Tx, seat: Seat, level: BotLevel, by: ActionBy): void {
  const { t, game } = tx;
  const choice = botChoice(game, t.state, seat, level, matchSeed(t.seed, t.info.matchNo), t.internal.seq + 1);
  const move = game.validate(t.state, seat, choice);
  if (isRuleError(move)) throw new Error(`computer chose an illegal move for seat ${seat}: ${move.error}`);
  applyMove(tx, seat, move, by);
}

const owes = (tx: Tx, seat: Seat | null): seat is Seat =>
  seat !== null && tx.t.info.status === 'playing' && tx.t.state !== null && tx.game.pending(tx.t.state).includes(seat);

/** Runs one due timer. Idempotent: a timer whose reason has passed does nothing. */
export function runTimer(tx: Tx, timer: TimerRow): void {
  const { t } = tx;
  const { info } = t;
  if (timer.matchNo !== info.matchNo) return;
  const seat = timer.seat;
  switch (timer.kind) {
    case 'bot': {
      if (!owes(tx, seat)) return;
      const c = controllerOf(t, seat);
      if (c.kind === 'bot') botMove(tx, seat, c.level, c.by);
      return;
    }
    case 'clock': {
      const clock = seat === null ? null : info.clocks[seat];
      if (!owes(tx, seat) || controllerOf(t, seat).kind !== 'human' || !clock || clock.deadline > tx.now) return;
      log(tx, seat, 'clock_out', { graceMs: GRACE_MS });
      if (!tx.store.hasTimer('grace', seat)) tx.store.addTimer('grace', seat, clock.graceDeadline, info.matchNo);
      return;
    }
    case 'grace': {
      const clock = seat === null ? null : info.clocks[seat];
      if (!owes(tx, seat) || controllerOf(t, seat).kind !== 'human' || !clock || clock.graceDeadline > tx.now) return;
      log(tx, seat, 'timeout_bot', { level: STAND_IN_LEVEL });
      botMove(tx, seat, STAND_IN_LEVEL, 'timeout');
      return;
    }
    case 'disconnect': {
      const s = seat === null ? null : info.seats[seat];
      if (seat === null || info.status !== 'playing' || s?.kind !== 'human' || s.connected || s.autopilot || s.left) return;
      if (!takeoverApplies(info)) return;
      s.autopilot = true;
      tx.tableChanged = true;
      log(tx, seat, 'autopilot_on', { level: STAND_IN_LEVEL });
      reschedule(tx, null);
      return;
    }
    case 'rematch':
      if (info.status === 'finished' && info.rematch) resolveRematch(tx, true);
      return;
  }
}

// ---- people come and go --------------------------------------------------------------------

/**
 * A socket of `playerId` opened. Returns the seat it acts for (null = watching). `autoSit` false:
 * a newcomer only watches (e.g. cannot pay the stake).
 */
export function connect(tx: Tx, playerId: string, name: string, autoSit = true): number | null {
  const { t, store } = tx;
  const { info } = t;
  const seat = seatOf(t, playerId);
  if (seat >= 0) {
    const s = info.seats[seat] as Extract<SeatInfo, { kind: 'human' }>;
    if (!s.connected || s.name !== name) tx.tableChanged = true;
    s.connected = true;
    s.name = name;
    store.deleteTimers(['disconnect'], seat);
    if (s.autopilot) {
      s.autopilot = false;
      log(tx, seat, 'autopilot_off');
      reschedule(tx, null);
    }
    return seat;
  }
  if (info.status === 'waiting' && info.mode === 'multi' && autoSit) {
    const free = info.seats.findIndex((s) => s.kind === 'empty');
    if (free >= 0) {
      sitDown(tx, free, playerId, name);
      return free;
    }
  }
  return null;
}

/** The player's last socket closed. A closed socket is not leaving: the seat shows "getrennt". */
export function disconnect(tx: Tx, playerId: string): void {
  const { t, store, now } = tx;
  const { info } = t;
  const seat = seatOf(t, playerId);
  if (seat < 0) return;
  const s = info.seats[seat] as Extract<SeatInfo, { kind: 'human' }>;
  if (!s.connected) return;
  s.connected = false;
  tx.tableChanged = true;
  if (info.status === 'playing' && takeoverApplies(info) && !s.autopilot) {
    store.deleteTimers(['disconnect'], seat);
    store.addTimer('disconnect', seat, now + DISCONNECT_TAKEOVER_MS, info.matchNo);
  }
}

export function sitDown(tx: Tx, seat: number, playerId: string, name: string): void {
  tx.t.info.seats[seat] = humanSeat(playerId, name, true);
  tx.tableChanged = true;
  tx.reseated.set(playerId, seat);
  log(tx, seat, 'joined', { name });
}

/** Makes the first remaining human host when the host gives up their seat. */
function passHost(tx: Tx): void {
  const { info, internal } = tx.t;
  if (seatOf(tx.t, info.hostPlayerId) >= 0) return;
  const next = info.seats.find((s) => s.kind === 'human' && !s.left);
  if (next?.kind !== 'human') return;
  info.hostPlayerId = next.playerId;
  internal.hostName = next.name;
  tx.tableChanged = true;
  log(tx, null, 'new_host', { name: next.name });
}

/** "Verlassen". */
export function leave(tx: Tx, playerId: string): RuleError | void {
  const { t } = tx;
  const { info } = t;
  const seat = seatOf(t, playerId);
  if (seat < 0) return ruleError('not_seated', 'You have no seat at this table.');
  const s = info.seats[seat] as Extract<SeatInfo, { kind: 'human' }>;
  tx.reseated.set(playerId, null);
  tx.tableChanged = true;
  if (info.status === 'waiting') {
    info.seats[seat] = { kind: 'empty' };
    log(tx, seat, 'left', { name: s.name });
    passHost(tx);
    return;
  }
  const others = info.seats.some((o, i) => i !== seat && o.kind === 'human' && !o.left);
  if (info.status === 'playing' && (info.mode !== 'multi' || !others)) {
    // Leaving a game without other humans ends it without scoring.
    log(tx, seat, 'abandoned', { name: s.name });
    finishMatch(tx, false);
    return;
  }
  s.left = true;
  s.autopilot = info.status === 'playing';
  log(tx, seat, 'left', { name: s.name, level: info.settings.botLevel });
  passHost(tx);
  if (info.status === 'playing') reschedule(tx, null);
  else if (info.rematch) resolveRematch(tx, false);
}

// ---- rematch -------------------------------------------------------------------------------

/** "Nochmal – gleicher Tisch". */
export function requestRematch(tx: Tx, seat: number): RuleError | void {
  const { t, store, now } = tx;
  const { info } = t;
  if (info.status !== 'finished') return ruleError('not_finished', 'The game is not over yet.');
  if (info.mode === 'daily') return ruleError('no_rematch', 'The daily deal is played once.');
  if (info.mode === 'solo') {
    startMatch(tx);
    return;
  }
  if (!info.rematch) {
    info.rematch = { requested: info.seats.map(() => false), deadline: now + REMATCH_WINDOW_MS };
    store.addTimer('rematch', null, info.rematch.deadline, info.matchNo);
  }
  if (info.rematch.requested[seat]) return ruleError('duplicate', 'You already asked for a rematch.');
  info.rematch.requested[seat] = true;
  tx.tableChanged = true;
  log(tx, seat, 'rematch_requested');
  resolveRematch(tx, false);
}

/**
 * Starts the rematch once every connected human asked, or when the window closes. Humans who did
 * not ask (or left) are replaced by computers or their seats freed (settings.rematchFill); with
 * freed seats the table opens again for new players and the host starts it.
 */
function resolveRematch(tx: Tx, windowOver: boolean): void {
  const { t, store } = tx;
  const { info } = t;
  const rematch = info.rematch;
  if (!rematch) return;
  const humans = info.seats.flatMap((s, i) => (s.kind === 'human' && !s.left ? [i] : []));
  if (!windowOver && humans.some((i) => !rematch.requested[i] && (info.seats[i] as { connected: boolean }).connected)) return;
  info.rematch = null;
  store.deleteTimers(['rematch']);
  tx.tableChanged = true;
  if (!humans.some((i) => rematch.requested[i])) {
    log(tx, null, 'rematch_expired');
    return;
  }
  info.seats.forEach((s, i) => {
    if (s.kind !== 'human' || (!s.left && rematch.requested[i])) return;
    if (!s.left) tx.reseated.set(s.playerId, null);
    info.seats[i] = info.settings.rematchFill === 'computer' ? computerSeat(info.settings.botLevel, i) : { kind: 'empty' };
    log(tx, i, 'replaced', { name: s.name, by: info.settings.rematchFill });
  });
  passHost(tx);
  if (info.seats.some((s) => s.kind === 'empty')) {
    info.status = 'waiting';
    t.state = null;
    tx.stateChanged = true;
    log(tx, null, 'reopened');
    return;
  }
  if (staked(info)) {
    // Everyone pays again first: waiting until the DO has collected the stakes.
    info.status = 'waiting';
    t.state = null;
    tx.stateChanged = true;
    tx.stakedStart = true;
    return;
  }
  startMatch(tx);
}
