// Owns a match's course, generic over games: start and finish, applying a move, who decides each
// owed decision (a human with or without a clock, a computer on a timer), and the game timers
// (computer pacing, think time, grace, a disconnected seat's stand-in). Pure: works on the step's
// copy of the table.
import { stepRng } from '@games/core/rng';
import { isRuleError, type Seat } from '@games/core/types';
import { DISCONNECT_TAKEOVER_MS, GRACE_MS, type BotLevel, type LogEntry, type Tempo } from '@schema/protocol';
import type { OutboxEntry } from '../../db/outcome';
import type { Step } from './effects';
import { isHuman, seedOf, type ActionBy, type Table, type Timer } from './model';
import { applyAction, botChoice, matchSeed, setupMatch } from './replay';
import { addTimer, DRAIN_FALLBACK_MS, dropTimers, hasTimer, setTimer } from './timers';

/** Time a computer takes per decision, by Tempo. */
export const BOT_PACE_MS: Record<Tempo, number> = { gemuetlich: 2500, normal: 1200, turbo: 300 };
/** Level of the computer that decides for a human: after a timeout, and while disconnected. */
export const STAND_IN_LEVEL: BotLevel = 'stark';
/** A finished table is deleted after this long without anyone there (D1 keeps the results). */
export const FINISHED_TTL_MS = 7 * 24 * 3600_000;
/** A running table nobody touched for this long is given up (a daily first attempt: abandoned). */
export const PLAYING_TTL_MS = 3 * 24 * 3600_000;

export function log(s: Step, seat: number | null, code: string, params: LogEntry['params'] = {}): void {
  const names = s.t.seats.map((x) => (x.kind === 'empty' ? '' : x.name));
  const entry: LogEntry = { seq: s.t.logSeq++, at: s.now, seat, code, params, names };
  s.logs.push(entry);
}

/**
 * Without a clock, a disconnected seat is played by the computer after a minute — only where other
 * humans would otherwise wait (a paused solo game harms nobody, and must not be played for you).
 */
export const takeoverApplies = (t: Table): boolean => t.mode === 'multi' && t.settings.thinkTime === null;

type Controller = { kind: 'human' } | { kind: 'bot'; level: BotLevel; by: ActionBy } | { kind: 'none' };

/** Who decides for a seat right now. */
export function controllerOf(t: Table, seat: Seat): Controller {
  const s = t.seats[seat];
  if (!s || s.kind === 'empty') return { kind: 'none' };
  if (s.kind === 'computer') return { kind: 'bot', level: s.level, by: 'computer' };
  if (s.left) return { kind: 'bot', level: t.settings.botLevel, by: 'autopilot' };
  if (s.autopilot) return { kind: 'bot', level: STAND_IN_LEVEL, by: 'autopilot' };
  return { kind: 'human' };
}

function setClock(s: Step, seat: Seat, clock: Table['clocks'][number]): void {
  const clocks = s.t.clocks;
  const old = clocks[seat] ?? null;
  if (old === clock || (old && clock && old.deadline === clock.deadline && old.graceDeadline === clock.graceDeadline)) return;
  clocks[seat] = clock;
  s.tableChanged = true;
}

export const pendingSeats = (s: Step): Seat[] =>
  s.t.status === 'playing' && s.t.match ? s.game.pending(s.t.match.state) : [];

/**
 * After every change while playing: who owes a decision, and what runs for each seat. A decision
 * is new when the seat was not owing one before, or when it just moved itself (simultaneous bids:
 * the others' running decisions and clocks are untouched by one seat's bid).
 */
export function reschedule(s: Step, mover: Seat | null): void {
  const { t, now } = s;
  const m = t.match;
  if (t.status !== 'playing' || !m) return;
  const pending = new Set(s.game.pending(m.state));
  const nextVersion = t.version + 1;
  for (let seat = 0; seat < t.seats.length; seat++) {
    if (!pending.has(seat)) {
      m.owedSince[seat] = null;
      setClock(s, seat, null);
      dropTimers(t, ['bot', 'clock', 'grace'], seat);
      continue;
    }
    if (m.owedSince[seat] === null || seat === mover) {
      m.owedSince[seat] = nextVersion;
      setClock(s, seat, null);
      dropTimers(t, ['bot', 'clock', 'grace'], seat);
    }
    const c = controllerOf(t, seat);
    if (c.kind === 'bot') {
      setClock(s, seat, null);
      dropTimers(t, ['clock', 'grace'], seat);
      if (!hasTimer(t, 'bot', seat)) addTimer(t, 'bot', seat, now + BOT_PACE_MS[t.settings.tempo]);
    } else if (c.kind === 'human') {
      dropTimers(t, ['bot'], seat);
      const thinkTime = t.settings.thinkTime;
      if (thinkTime !== null && t.clocks[seat] === null) {
        const deadline = now + (s.game.readingTimeMs?.(m.state) ?? 0) + thinkTime * 1000;
        setClock(s, seat, { deadline, graceDeadline: deadline + GRACE_MS });
        addTimer(t, 'clock', seat, deadline);
      }
    }
  }
}

export function startMatch(s: Step): void {
  const { t, game, now } = s;
  const options = game.parseOptions(t.settings.game);
  if (isRuleError(options)) throw new Error(`stored settings no longer valid: ${options.error}`);
  const no = (t.match?.no ?? 0) + 1;
  t.status = 'playing';
  t.rematch = null;
  t.clocks = t.seats.map(() => null);
  t.recentIds = []; // a move of an earlier match is stale anyway
  const seed = matchSeed(t.seed, no);
  t.match = {
    no, options, seed, seats: t.seats.length, seq: 0, owedSince: t.seats.map(() => null),
    state: setupMatch(game, options, t.seats.length, seed),
  };
  dropTimers(t, ['bot', 'clock', 'grace', 'disconnect', 'rematch', 'cleanup']);
  setTimer(t, 'cleanup', now + PLAYING_TTL_MS, no);
  t.seats.forEach((seat, i) => {
    if (!isHuman(seat)) return;
    // A seat whose owner is away without a clock keeps (or will get) its computer stand-in.
    seat.autopilot = seat.autopilot && !seat.connected && takeoverApplies(t);
    if (!seat.connected && !seat.autopilot && takeoverApplies(t)) addTimer(t, 'disconnect', i, now + DISCONNECT_TAKEOVER_MS);
  });
  s.tableChanged = true;
  s.stateChanged = true;
  log(s, null, 'game_start', { matchNo: no });
  reschedule(s, null);
}

/** Ends the match. Scored: the outcome goes to everyone and into the outbox. Unscored: abandoned. */
export function finishMatch(s: Step, scored: boolean): void {
  const { t, game, now } = s;
  const m = t.match;
  t.status = 'finished';
  t.clocks = t.seats.map(() => null);
  if (m) m.owedSince = t.seats.map(() => null);
  dropTimers(t, ['bot', 'clock', 'grace', 'disconnect']);
  setTimer(t, 'cleanup', now + FINISHED_TTL_MS);
  s.tableChanged = true;
  if (!m) return;
  const base = {
    tableId: t.id, game: t.game, mode: t.mode, matchNo: m.no, dailyDate: t.dailyDate ?? null,
    stake: t.settings.stake, seats: t.seats, ...(t.practice ? { practice: true } : {}),
    ...(game.recordHunt?.leaderboard === 'points' ? { recordLeaderboard: 'points' as const } : {}),
    replay: { seed: seedOf(t, m), options: m.options },
  };
  if (!scored) {
    // A daily first attempt that ends without scoring is recorded as abandoned.
    if (t.mode === 'daily' && !t.practice) {
      s.effects.push({ type: 'outbox', matchNo: m.no, at: now, entry: { ...base, outcome: null, abandoned: true } as OutboxEntry });
      setTimer(t, 'drain', now + DRAIN_FALLBACK_MS);
    }
    return;
  }
  const outcome = game.outcome(m.state);
  s.effects.push({ type: 'outbox', matchNo: m.no, at: now, entry: { ...base, outcome } as OutboxEntry });
  setTimer(t, 'drain', now + DRAIN_FALLBACK_MS);
  s.result = outcome;
  log(s, null, 'game_end', { matchNo: m.no });
}

/** Applies an already validated move of `seat`. */
export function applyMove(s: Step, seat: Seat, move: unknown, by: ActionBy): void {
  const { t, game, now } = s;
  const m = t.match!;
  const seq = m.seq + 1;
  const before = m.state;
  const { state, events } = applyAction(game, before, { seq, seat, move }, seedOf(t, m));
  s.effects.push({ type: 'action', matchNo: m.no, seq, seat, move, by, at: now });
  m.seq = seq;
  m.state = state;
  s.stateChanged = true;
  s.events.push(...events);
  const line = game.describeMove(before, seat, move);
  if (line) log(s, seat, line.code, line.params);
  for (const ev of events) {
    const evLine = ev.to === 'all' ? game.describeEvent(ev) : null;
    if (evLine) log(s, null, evLine.code, evLine.params);
  }
  if (game.isOver(state)) finishMatch(s, true);
  else reschedule(s, seat);
}

/**
 * The computer decides for `seat` from that seat's view only. `fallback`: a random legal move
 * (after the computer kept failing), so a broken computer never stalls the table.
 */
export function botMove(s: Step, seat: Seat, level: BotLevel, by: ActionBy, fallback = false): void {
  const { t, game } = s;
  const m = t.match!;
  const seq = m.seq + 1;
  const seed = seedOf(t, m);
  let choice: unknown;
  if (fallback) {
    const moves = game.legalMoves(game.view(m.state, seat));
    if (moves.length === 0) throw new Error(`no legal move known for seat ${seat}`);
    choice = stepRng(seed, seq, `fallback:${seat}`).pick(moves);
  } else {
    choice = botChoice(game, m.state, seat, level, seed, seq);
  }
  const move = game.validate(m.state, seat, choice);
  if (isRuleError(move)) throw new Error(`computer chose an illegal move for seat ${seat}: ${move.error}`);
  applyMove(s, seat, move, by);
}

const owes = (s: Step, seat: Seat | null): seat is Seat => seat !== null && pendingSeats(s).includes(seat);

/** Runs one due game timer. Idempotent: a timer whose reason has passed does nothing. */
export function runGameTimer(s: Step, timer: Timer, fallback: boolean): void {
  const { t } = s;
  if (timer.matchNo !== (t.match?.no ?? 0)) return;
  const seat = timer.seat;
  switch (timer.kind) {
    case 'bot': {
      if (!owes(s, seat)) return;
      const c = controllerOf(t, seat);
      if (c.kind === 'bot') botMove(s, seat, c.level, c.by, fallback);
      return;
    }
    case 'clock': {
      const clock = seat === null ? null : t.clocks[seat];
      if (!owes(s, seat) || controllerOf(t, seat).kind !== 'human' || !clock || clock.deadline > s.now) return;
      log(s, seat, 'clock_out', { graceMs: GRACE_MS });
      if (!hasTimer(t, 'grace', seat)) addTimer(t, 'grace', seat, clock.graceDeadline);
      return;
    }
    case 'grace': {
      const clock = seat === null ? null : t.clocks[seat];
      if (!owes(s, seat) || controllerOf(t, seat).kind !== 'human' || !clock || clock.graceDeadline > s.now) return;
      log(s, seat, 'timeout_bot', { level: STAND_IN_LEVEL });
      botMove(s, seat, STAND_IN_LEVEL, 'clock_out', fallback);
      return;
    }
    case 'disconnect': {
      const h = seat === null ? undefined : t.seats[seat];
      if (seat === null || t.status !== 'playing' || !isHuman(h) || h.connected || h.autopilot || h.left) return;
      if (!takeoverApplies(t)) return;
      h.autopilot = true;
      s.tableChanged = true;
      log(s, seat, 'autopilot_on', { level: STAND_IN_LEVEL });
      reschedule(s, null);
      return;
    }
    default:
      return;
  }
}
