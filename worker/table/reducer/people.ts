// Owns people coming and going: connecting (a seat comes back, a newcomer sits down), closing the
// last socket (not leaving), "Verlassen", names (kept while the game locks free text), and the
// host role — which always rests with a seated human who can start the table.
import { ruleError, type RuleError } from '@games/core/types';
import { DISCONNECT_TAKEOVER_MS } from '@schema/protocol';
import type { Step } from './effects';
import { finishMatch, log, reschedule, takeoverApplies } from './match';
import { humanSeat, isHuman, seatOf, type HumanSeat, type Table } from './model';
import { passHost, watchWaiting } from './host-role';
import { resolveRematch } from './rematch';
import { addTimer, dropTimers } from './timers';
import { freeTextLock } from './chat';
import { dailyDayOver } from '../../time/berlin';

export function sitDown(s: Step, seat: number, playerId: string, name: string): void {
  s.t.seats[seat] = humanSeat(playerId, name, true);
  s.tableChanged = true;
  s.reseated.set(playerId, seat);
  log(s, seat, 'joined', { name });
  // A table without a host (its last human left) gets one again.
  if (s.t.host === null || seatOf(s.t, s.t.host) < 0) passHost(s);
}

/**
 * Whether a newcomer's socket sits down on connect: a waiting table with others, not collecting
 * stakes, with a free seat, and a stake the newcomer can pay (`balance` unknown: assumed able).
 */
export function seatsNewcomer(t: Table, balance: number | undefined): boolean {
  const canPay = !(t.mode === 'multi' && t.settings.stake > 0 && balance !== undefined && balance < t.settings.stake);
  return canPay && t.status === 'waiting' && t.mode === 'multi' && !t.stakeRound && t.seats.some((x) => x.kind === 'empty');
}

/** Why a daily table turns others away (socket and GET /api/tables/:id). */
export const DAILY_CLOSED_MESSAGE = 'This daily deal is still being played; watching opens after the day.';

/**
 * Whether a daily table is closed to `playerId`: its deal is everyone's deal of the day, so until
 * that Berlin day has ended only the player who plays it may watch it (as its replay, PROTOCOL §12).
 */
export function dailyClosedTo(t: Table, playerId: string, now: number): boolean {
  if (t.mode !== 'daily' || t.dailyDate === undefined || dailyDayOver(t.dailyDate, now)) return false;
  return !t.seats.some((x) => isHuman(x) && x.playerId === playerId);
}

/**
 * A socket of `playerId` opened. Returns the seat it acts for (null = watching). `canSit` false:
 * a newcomer only watches (e.g. cannot pay the stake).
 */
export function connect(s: Step, playerId: string, name: string, canSit: boolean): number | null {
  const { t } = s;
  const seat = seatOf(t, playerId);
  if (seat >= 0) {
    const h = t.seats[seat] as HumanSeat;
    // Kein Wort: while the game locks free text, a name changed elsewhere (POST /api/me) does not
    // reach the table by reconnecting; the seat keeps the name it had (chat.ts).
    const keep = freeTextLock(s) !== null;
    if (!h.connected || (!keep && h.name !== name)) s.tableChanged = true;
    h.connected = true;
    if (!keep) {
      h.name = name;
      if (t.host === playerId) t.hostName = name;
    }
    dropTimers(t, ['disconnect'], seat);
    if (h.autopilot) {
      h.autopilot = false;
      log(s, seat, 'autopilot_off');
      reschedule(s, null);
    }
    watchWaiting(s);
    return seat;
  }
  if (t.status === 'waiting' && t.mode === 'multi' && canSit && !t.stakeRound) {
    const free = t.seats.findIndex((x) => x.kind === 'empty');
    if (free >= 0) {
      sitDown(s, free, playerId, name);
      watchWaiting(s);
      return free;
    }
  }
  return null;
}

/** The player's last socket closed. A closed socket is not leaving: the seat shows "getrennt". */
export function disconnect(s: Step, playerId: string): void {
  const { t, now } = s;
  const seat = seatOf(t, playerId);
  if (seat < 0) return;
  const h = t.seats[seat] as HumanSeat;
  if (!h.connected) return;
  h.connected = false;
  s.tableChanged = true;
  dropTimers(t, ['disconnect'], seat);
  // Playing without a clock: the computer takes over after a minute. Waiting: an away host hands
  // the table on after the same minute, so nobody is trapped at a table that never starts.
  if ((t.status === 'playing' && takeoverApplies(t) && !h.autopilot) || (t.status === 'waiting' && t.host === playerId)) {
    addTimer(t, 'disconnect', seat, now + DISCONNECT_TAKEOVER_MS);
  }
  watchWaiting(s);
}

/** The waiting table's host stayed away: the next connected human hosts it. */
export function hostAway(s: Step, seat: number): void {
  const { t } = s;
  const h = t.seats[seat];
  if (t.status !== 'waiting' || !isHuman(h) || h.connected || h.playerId !== t.host) return;
  if (!t.seats.some((x) => isHuman(x) && !x.left && x.connected)) return;
  passHost(s, true);
}

/** "Verlassen". */
export function leave(s: Step, playerId: string): RuleError | void {
  const { t } = s;
  const seat = seatOf(t, playerId);
  if (seat < 0) return ruleError('not_seated', 'You have no seat at this table.');
  const h = t.seats[seat] as HumanSeat;
  s.tableChanged = true;
  const others = t.seats.some((o, i) => i !== seat && isHuman(o) && !o.left);
  if (t.status === 'playing' && (t.mode !== 'multi' || !others)) {
    // Leaving a game without other humans ends it without scoring. The seat stays the player's, as
    // at any finished table (a reconnect gets it back): this socket stays seated too, so "Nochmal"
    // at a solo table starts the next match (it was not_seated here, yet worked after a reconnect).
    log(s, seat, 'abandoned', { name: h.name });
    finishMatch(s, false);
    return;
  }
  s.reseated.set(playerId, null);
  if (t.status === 'waiting') {
    t.seats[seat] = { kind: 'empty' };
    log(s, seat, 'left', { name: h.name });
    passHost(s);
    watchWaiting(s);
    return;
  }
  h.left = true;
  h.autopilot = t.status === 'playing';
  log(s, seat, 'left', { name: h.name, level: t.settings.botLevel });
  passHost(s);
  if (t.status === 'playing') reschedule(s, null);
  else if (t.rematch) resolveRematch(s, false);
}

/** A new display name (already checked) for this player's seat and host entry. */
export function rename(s: Step, playerId: string, name: string): void {
  const { t } = s;
  const seat = seatOf(t, playerId);
  if (seat >= 0 && (t.seats[seat] as HumanSeat).name !== name) {
    (t.seats[seat] as HumanSeat).name = name;
    s.tableChanged = true;
  }
  if (t.host === playerId && t.hostName !== name) {
    t.hostName = name;
    s.tableChanged = true;
  }
}

export type { Table };
