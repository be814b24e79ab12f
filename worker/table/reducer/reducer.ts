// Owns the table host's one function: (table, command, now) → (table', effects), or a refusal
// that changes nothing. Pure — no SQL, socket or clock; the Durable Object (table-do.ts) decodes a
// frame into a command, runs this, persists the result and performs the effects.
import { isRuleError, ruleError, type AnyGame, type RuleError } from '@games/core/types';
import type { BotLevel, TableSettings } from '@schema/protocol';
import type { Step, StepResult } from './effects';
import { lobbyEntry } from './lobby-entry';
import { applyMove, finishMatch, log, runGameTimer } from './match';
import { isHuman, RECENT_IDS_KEEP, seatOf, type Table } from './model';
import { connect, disconnect, hostAway, leave, rename, seatsNewcomer } from './people';
import { requestRematch, resolveRematch } from './rematch';
import { retryStake, settleStake, type StakeReport } from './stake-round';
import { backoff, dropTimer, setTimer } from './timers';
import { changeSettings, setSeat, setSeatCount, sit, start } from './waiting';
import { checkChat, freeTextLock } from './chat';

/** A computer decision that failed this often is made by a random legal move instead. */
export const FALLBACK_AFTER = 3;

/** Everything a table can be asked to do. `playerId` is the socket's verified identity. */
export type Command =
  | { t: 'connect'; playerId: string; name: string; balance?: number }
  | { t: 'disconnect'; playerId: string }
  /** `seat`: the seat this socket acts for (its attachment), the only one it may ever act for. */
  | { t: 'move'; playerId: string; seat: number | null; v: number; move: unknown; id?: string }
  | { t: 'settings'; playerId: string; settings: Partial<TableSettings> }
  | { t: 'seat'; playerId: string; seat: number; kind: 'computer' | 'empty'; level?: BotLevel }
  | { t: 'seats'; playerId: string; count: number }
  | { t: 'start'; playerId: string }
  | { t: 'sit'; playerId: string; name: string; balance?: number; seat?: number }
  | { t: 'leave'; playerId: string }
  | { t: 'rematch'; playerId: string; seat: number | null }
  | { t: 'rename'; playerId: string; name: string }
  | { t: 'chat'; playerId: string; name: string; seat: number | null; text: string }
  /** A due timer (the alarm runs them one step each). */
  | { t: 'timer'; id: number }
  /** That timer's step threw: try again later, in the end with a random legal move. */
  | { t: 'timer_failed'; id: number }
  | { t: 'stake'; report: StakeReport }
  /** The shell drained the results outbox (`left`: rows still there after it). */
  | { t: 'drained'; left: number }
  | { t: 'lobby_failed' };

/** A copy the step may change; the input table is never touched (the game state is immutable by contract). */
export function copyTable(t: Table): Table {
  return {
    ...t,
    seats: t.seats.map((x) => ({ ...x })),
    clocks: [...t.clocks],
    timers: t.timers.map((x) => ({ ...x })),
    recentIds: [...t.recentIds],
    match: t.match && { ...t.match, owedSince: [...t.match.owedSince] },
    rematch: t.rematch && { ...t.rematch, requested: [...t.rematch.requested] },
    stakeRound: t.stakeRound && { ...t.stakeRound, payers: [...t.stakeRound.payers] },
  };
}

/** What viewers see of the game: nothing while the table waits (also after a reopened rematch). */
export const visibleState = (t: Table): unknown | null => (t.status === 'waiting' || !t.match ? null : t.match.state);

export function newStep(game: AnyGame, table: Table, now: number): Step {
  const t = copyTable(table);
  return {
    now, game, t, prevState: visibleState(table), tableChanged: false, stateChanged: false,
    events: [], logs: [], result: null, reseated: new Map(), effects: [],
  };
}

/** Closes a step: the version moves on when players can see a change; the foyer hears of changes. */
export function closeStep(s: Step): void {
  const { t } = s;
  if (s.tableChanged || s.stateChanged || s.logs.length > 0) t.version += 1;
  const entry = lobbyEntry(t);
  const json = entry === null ? null : JSON.stringify(entry);
  if (entry !== null && json !== t.lobby) {
    t.lobby = json;
    s.effects.push({ type: 'lobby', entry, version: t.version });
  }
}

export function step(game: AnyGame, table: Table, cmd: Command, now: number): StepResult & { value?: unknown } {
  const s = newStep(game, table, now);
  const out = dispatch(s, cmd);
  if (isRuleError(out)) return { ok: false, error: out };
  closeStep(s);
  return { ok: true, table: s.t, step: s, changed: s.tableChanged || s.stateChanged || s.logs.length > 0, value: out };
}

const notPlaying = (t: Table): RuleError =>
  t.status === 'finished' ? ruleError('finished', 'The game is over.') : ruleError('not_playing', 'The game has not started.');

/** The seat a socket may act for: only its own, and only while it is still theirs. */
export function ownSeat(t: Table, playerId: string, seat: number | null): number | RuleError {
  const x = seat === null ? undefined : t.seats[seat];
  if (seat === null || !isHuman(x) || x.playerId !== playerId || x.left) {
    return ruleError('not_seated', 'You are watching; you have no seat to act for.');
  }
  return seat;
}

/**
 * A human move. Stream versions: a move made at version v is accepted while the seat still owes
 * the same decision it owed at v (owedSince ≤ v ≤ current). Other seats' simultaneous moves bump
 * the version without making this one stale; a move from before the decision was owed is 'stale'.
 */
function move(s: Step, cmd: Extract<Command, { t: 'move' }>): RuleError | void {
  const { t, game } = s;
  const m = t.match;
  if (t.status !== 'playing' || !m) return notPlaying(t);
  const seat = ownSeat(t, cmd.playerId, cmd.seat);
  if (isRuleError(seat)) return seat;
  if (cmd.id !== undefined) {
    // Keyed by seat: a seat has one owner during a match, and the list starts empty with each match.
    const key = `${seat}|${cmd.id}`;
    if (t.recentIds.includes(key)) return ruleError('duplicate', 'This move was already received.');
    t.recentIds.push(key);
    if (t.recentIds.length > RECENT_IDS_KEEP) t.recentIds.shift();
  }
  if (!game.pending(m.state).includes(seat)) {
    // The game's own reason when it has one ("already_bid", "already_ready"), else "not_your_turn".
    const why = game.validate(m.state, seat, cmd.move);
    return isRuleError(why) ? why : ruleError('not_your_turn', 'It is not your turn.');
  }
  const since = m.owedSince[seat] ?? null;
  if (cmd.v > t.version || since === null || cmd.v < since) {
    return ruleError('stale', 'The table has moved on; your view was out of date.', { v: t.version });
  }
  const clock = t.clocks[seat];
  if (clock && s.now > clock.graceDeadline) return ruleError('too_late', 'Your time ran out; the computer decides.');
  const checked = game.validate(m.state, seat, cmd.move);
  if (isRuleError(checked)) return checked;
  t.activeAt = s.now;
  applyMove(s, seat, checked, 'human');
}

function dispatch(s: Step, cmd: Command): RuleError | unknown {
  const { t } = s;
  switch (cmd.t) {
    case 'connect': {
      t.activeAt = s.now;
      return connect(s, cmd.playerId, cmd.name, seatsNewcomer(t, cmd.balance));
    }
    case 'disconnect':
      return disconnect(s, cmd.playerId);
    case 'move':
      return move(s, cmd);
    case 'settings':
      return changeSettings(s, cmd.playerId, cmd.settings);
    case 'seat':
      return setSeat(s, cmd.playerId, cmd.seat, cmd.kind, cmd.level);
    case 'seats':
      return setSeatCount(s, cmd.playerId, cmd.count);
    case 'start':
      return start(s, cmd.playerId);
    case 'sit':
      return sit(s, cmd.playerId, cmd.name, cmd.balance, cmd.seat);
    case 'leave':
      return leave(s, cmd.playerId);
    case 'rematch': {
      const seat = ownSeat(t, cmd.playerId, cmd.seat);
      return isRuleError(seat) ? seat : requestRematch(s, seat);
    }
    case 'rename':
      return freeTextLock(s) ?? rename(s, cmd.playerId, cmd.name);
    case 'chat': {
      const checked = checkChat(s, cmd.text);
      if (isRuleError(checked)) return checked;
      // A seated player speaks under the seat's name: a new name refused during a locked game
      // (people.ts) must not reach the table through the chat afterwards.
      const seat = seatOf(t, cmd.playerId);
      const sat = seat >= 0 ? t.seats[seat] : undefined;
      const name = sat?.kind === 'human' ? sat.name : cmd.name;
      s.effects.push({ type: 'chat', playerId: cmd.playerId, name, seat: seat >= 0 ? seat : null, text: checked, at: s.now });
      return;
    }
    case 'timer':
      return runTimer(s, cmd.id);
    case 'timer_failed': {
      const timer = t.timers.find((x) => x.id === cmd.id);
      if (!timer) return;
      timer.failures = (timer.failures ?? 0) + 1;
      timer.dueAt = s.now + backoff(timer.failures);
      return;
    }
    case 'stake':
      return settleStake(s, cmd.report);
    case 'drained':
      t.drainFailures = cmd.left === 0 ? 0 : t.drainFailures + 1;
      if (cmd.left === 0) t.timers = t.timers.filter((x) => x.kind !== 'drain');
      else setTimer(t, 'drain', s.now + backoff(t.drainFailures));
      return;
    case 'lobby_failed':
      // The foyer missed a change: tell it again from a timer.
      setTimer(t, 'lobby', s.now + backoff(1));
      return;
  }
}

function runTimer(s: Step, id: number): void {
  const { t, now } = s;
  const timer = t.timers.find((x) => x.id === id);
  if (!timer || timer.dueAt > now) return;
  dropTimer(t, id);
  switch (timer.kind) {
    case 'bot': case 'clock': case 'grace':
      return runGameTimer(s, timer, (timer.failures ?? 0) >= FALLBACK_AFTER);
    case 'disconnect':
      if (t.status === 'waiting' && timer.seat !== null) hostAway(s, timer.seat);
      else runGameTimer(s, timer, false);
      return;
    case 'rematch':
      if (t.status === 'finished' && t.rematch) resolveRematch(s, true);
      return;
    case 'stake':
      return retryStake(s);
    case 'lobby':
      // Forget what the foyer was told: closeStep publishes the entry again.
      t.lobby = null;
      return;
    case 'drain':
      // Run by the shell (it awaits D1); keep it until the shell reports.
      t.timers.push(timer);
      return;
    case 'cleanup':
      return cleanup(s);
  }
}

/** An idle table ends: a running one is given up, a waiting or finished one deletes its storage. */
function cleanup(s: Step): void {
  const { t, now } = s;
  if (t.status === 'playing') {
    log(s, null, 'idle_end');
    finishMatch(s, false);
    return;
  }
  if (t.timers.some((x) => x.kind === 'drain') || t.stakeRound) {
    // Results or Groschen still on their way: look again later.
    setTimer(t, 'cleanup', now + backoff(4));
    return;
  }
  s.effects.push({ type: 'delete' });
}
