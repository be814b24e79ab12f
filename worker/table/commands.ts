// What a connected player may ask of the table, each checked before anything changes.
// Every function returns a RuleError (and the caller rolls the transaction back) or mutates the Tx.
import { isRuleError, ruleError, type RuleError } from '@games/core/types';
import type { BotLevel, TableSettings } from '@schema/protocol';
import { applyMove, computerSeat, log, seatOf, sitDown, startMatch, type Tx } from './engine';
import type { Attachment, TableRecord } from './types';
import { cannotPay, staked } from './stake';
import { cleanName, mergeSettings } from './validate';

const notPlaying = (tx: Tx): RuleError =>
  tx.t.info.status === 'finished'
    ? ruleError('finished', 'The game is over.')
    : ruleError('not_playing', 'The game has not started.');

/** The seat this socket may act for: only the one in its attachment, and only while it is still theirs. */
export function ownSeat(t: TableRecord, att: Attachment): number | RuleError {
  const s = att.seat === null ? undefined : t.info.seats[att.seat];
  if (att.seat === null || s?.kind !== 'human' || s.playerId !== att.playerId || s.left) {
    return ruleError('not_seated', 'You are watching; you have no seat to act for.');
  }
  return att.seat;
}

/**
 * A human move. Stream versions: a move made at version v is accepted while the seat still owes
 * the same decision it owed at v (owedSince ≤ v ≤ current). Other seats' simultaneous moves bump
 * the version without making this one stale; a move from before the decision was owed is 'stale'.
 */
export function move(tx: Tx, att: Attachment, msg: { v: number; move: unknown; id?: string }): RuleError | void {
  const { t, game, store } = tx;
  if (t.info.status !== 'playing' || t.state === null) return notPlaying(tx);
  const seat = ownSeat(t, att);
  if (isRuleError(seat)) return seat;
  if (msg.id !== undefined && !store.claimClientId(att.playerId, msg.id, tx.now)) {
    return ruleError('duplicate', 'This move was already received.');
  }
  if (!game.pending(t.state).includes(seat)) return ruleError('not_your_turn', 'It is not your turn.');
  const since = t.internal.owedSince[seat];
  if (msg.v > t.version || since === null || msg.v < since) {
    return ruleError('stale', 'The table has moved on; your view was out of date.', { v: t.version });
  }
  const clock = t.info.clocks[seat];
  if (clock && tx.now > clock.graceDeadline) return ruleError('too_late', 'Your time ran out; the computer decides.');
  const checked = game.validate(t.state, seat, msg.move);
  if (isRuleError(checked)) return checked;
  applyMove(tx, seat, checked, 'human');
}

export function hostWaiting(tx: Tx, att: Attachment): RuleError | null {
  if (att.playerId !== tx.t.info.hostPlayerId) return ruleError('not_host', 'Only the host can do that.');
  if (tx.t.info.status !== 'waiting') return ruleError('not_waiting', 'Only before the start.');
  return null;
}

export function changeSettings(tx: Tx, att: Attachment, change: Partial<TableSettings>): RuleError | void {
  const denied = hostWaiting(tx, att);
  if (denied) return denied;
  const settings = mergeSettings(tx.game, tx.t.info.settings, change as Record<string, unknown>);
  if (isRuleError(settings)) return settings;
  tx.t.info.settings = settings;
  tx.tableChanged = true;
  log(tx, null, 'settings');
}

export function setSeat(tx: Tx, att: Attachment, seat: number, kind: 'computer' | 'empty', level?: BotLevel): RuleError | void {
  const denied = hostWaiting(tx, att);
  if (denied) return denied;
  const { info } = tx.t;
  if (seat < 0 || seat >= info.seats.length) return ruleError('bad_seat', 'No such seat.', { seat });
  const current = info.seats[seat];
  if (current.kind === 'human' && current.playerId === att.playerId) return ruleError('own_seat', 'You cannot give away your own seat.');
  if (current.kind === 'human') {
    tx.reseated.set(current.playerId, null);
    log(tx, seat, 'removed', { name: current.name });
  }
  if (kind === 'empty' && tx.game.computerOnlySeats?.includes(seat)) {
    return ruleError('computer_only', 'Only a computer plays this seat.', { seat });
  }
  info.seats[seat] = kind === 'computer' ? computerSeat(level ?? info.settings.botLevel, seat) : { kind: 'empty' };
  tx.tableChanged = true;
}

export function setSeatCount(tx: Tx, att: Attachment, count: number): RuleError | void {
  const denied = hostWaiting(tx, att);
  if (denied) return denied;
  const { info } = tx.t;
  if (count < tx.game.minSeats || count > tx.game.maxSeats) {
    return ruleError('bad_seats', `This game seats ${tx.game.minSeats} to ${tx.game.maxSeats}.`, { min: tx.game.minSeats, max: tx.game.maxSeats });
  }
  if (info.seats.slice(count).some((s) => s.kind === 'human')) return ruleError('seat_taken', 'A player sits in a seat that would go.');
  while (info.seats.length > count) info.seats.pop();
  while (info.seats.length < count) {
    const seat = info.seats.length;
    info.seats.push(tx.game.computerOnlySeats?.includes(seat) ? computerSeat(info.settings.botLevel, seat) : { kind: 'empty' });
  }
  info.clocks = info.seats.map(() => null);
  tx.tableChanged = true;
}

/** Start: free seats are filled with computers of the table's strength. */
export function start(tx: Tx, att: Attachment): RuleError | void {
  const denied = hostWaiting(tx, att);
  if (denied) return denied;
  startNow(tx);
}

/** The start itself (a staked table's stakes are already paid: table-do.ts stakedStart). */
export function startNow(tx: Tx): void {
  const { info } = tx.t;
  info.seats.forEach((s, i) => {
    if (s.kind === 'empty') info.seats[i] = computerSeat(info.settings.botLevel, i);
  });
  startMatch(tx);
}

export function sit(tx: Tx, att: Attachment, seat: number | undefined): RuleError | void {
  const { info } = tx.t;
  if (info.status !== 'waiting') return ruleError('not_waiting', 'Seats can be taken only before the start.');
  if (info.mode !== 'multi') return ruleError('not_allowed', 'This table has no free seats.');
  if (seatOf(tx.t, att.playerId) >= 0) return ruleError('already_seated', 'You already have a seat.');
  const target = seat ?? info.seats.findIndex((s) => s.kind === 'empty');
  if (target < 0) return ruleError('table_full', 'Every seat is taken.');
  if (target >= info.seats.length) return ruleError('bad_seat', 'No such seat.', { seat: target });
  if (info.seats[target].kind !== 'empty') return ruleError('seat_taken', 'That seat is taken.', { seat: target });
  // A player who cannot pay the stake cannot take the seat (the payment at the start decides).
  if (staked(info) && att.balance !== undefined && att.balance < info.settings.stake) return cannotPay(att.name, info.settings.stake, att.balance);
  sitDown(tx, target, att.playerId, att.name);
}

export function rename(tx: Tx, att: Attachment, raw: string): RuleError | string {
  const name = cleanName(raw);
  if (isRuleError(name)) return name;
  const { info, internal } = tx.t;
  const seat = seatOf(tx.t, att.playerId);
  if (seat >= 0) {
    (info.seats[seat] as { name: string }).name = name;
    tx.tableChanged = true;
  }
  if (info.hostPlayerId === att.playerId && internal.hostName !== name) {
    internal.hostName = name;
    tx.tableChanged = true;
  }
  return name;
}
