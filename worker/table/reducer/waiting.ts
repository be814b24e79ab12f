// Owns the waiting room: what the host may change before the start (settings, seats, their
// number), taking a free seat, and the start itself (at a staked table: after everyone paid).
import { isRuleError, ruleError, type RuleError } from '@games/core/types';
import type { BotLevel, TableSettings } from '@schema/protocol';
import type { Step } from './effects';
import { log, startMatch } from './match';
import { computerSeat, isHuman, seatOf, staked } from './model';
import { watchWaiting } from './host-role';
import { sitDown } from './people';
import { beginStakeRound } from './stake-round';
import { mergeSettings } from './validate';

export function hostWaiting(s: Step, playerId: string): RuleError | null {
  if (playerId !== s.t.host) return ruleError('not_host', 'Only the host can do that.');
  if (s.t.status !== 'waiting') return ruleError('not_waiting', 'Only before the start.');
  if (s.t.stakeRound) return ruleError('starting', 'The game is starting; the stakes are being paid.');
  return null;
}

/** Guests are seated (the stake they sat down for is theirs). */
const guestsSeated = (s: Step): boolean => s.t.seats.some((x) => isHuman(x) && !x.left && x.playerId !== s.t.host);

export function changeSettings(s: Step, playerId: string, change: Partial<TableSettings>): RuleError | void {
  const denied = hostWaiting(s, playerId);
  if (denied) return denied;
  if (Object.keys(change).length === 0) return ruleError('bad_settings', 'Name at least one setting to change.');
  const settings = mergeSettings(s.game, s.t.mode, s.t.settings, change as Record<string, unknown>);
  if (isRuleError(settings)) return settings;
  // A change to the values the table already has changes nothing (no notice, no new version).
  if (JSON.stringify(settings) === JSON.stringify(s.t.settings)) return;
  if (settings.stake !== s.t.settings.stake && guestsSeated(s)) {
    // Guests sat down for the old stake: they stand up (with a notice) and may sit again for the new one.
    s.t.seats.forEach((x, i) => {
      if (!isHuman(x) || x.playerId === s.t.host) return;
      s.t.seats[i] = { kind: 'empty' };
      s.reseated.set(x.playerId, null);
      log(s, i, 'unseated_stake', { name: x.name, stake: settings.stake });
    });
  }
  s.t.settings = settings;
  s.tableChanged = true;
  log(s, null, 'settings');
}

export function setSeat(s: Step, playerId: string, seat: number, kind: 'computer' | 'empty', level?: BotLevel): RuleError | void {
  const denied = hostWaiting(s, playerId);
  if (denied) return denied;
  const { t } = s;
  if (seat < 0 || seat >= t.seats.length) return ruleError('bad_seat', 'No such seat.', { seat });
  const current = t.seats[seat]!;
  if (isHuman(current) && current.playerId === playerId) return ruleError('own_seat', 'You cannot give away your own seat.');
  if (kind === 'empty' && s.game.computerOnlySeats?.includes(seat)) {
    return ruleError('computer_only', 'Only a computer plays this seat.', { seat });
  }
  if (isHuman(current)) {
    s.reseated.set(current.playerId, null);
    log(s, seat, 'removed', { name: current.name });
  }
  t.seats[seat] = kind === 'computer' ? computerSeat(level ?? t.settings.botLevel, seat) : { kind: 'empty' };
  s.tableChanged = true;
  watchWaiting(s);
}

export function setSeatCount(s: Step, playerId: string, count: number): RuleError | void {
  const denied = hostWaiting(s, playerId);
  if (denied) return denied;
  const { t, game } = s;
  if (count < game.minSeats || count > game.maxSeats) {
    return ruleError('bad_seats', `This game seats ${game.minSeats} to ${game.maxSeats}.`, { min: game.minSeats, max: game.maxSeats });
  }
  if (t.seats.slice(count).some(isHuman)) return ruleError('seat_taken', 'A player sits in a seat that would go.');
  while (t.seats.length > count) t.seats.pop();
  while (t.seats.length < count) {
    const seat = t.seats.length;
    t.seats.push(game.computerOnlySeats?.includes(seat) ? computerSeat(t.settings.botLevel, seat) : { kind: 'empty' });
  }
  t.clocks = t.seats.map(() => null);
  s.tableChanged = true;
}

/** Start: free seats are filled with computers of the table's strength; a staked table collects first. */
export function start(s: Step, playerId: string): RuleError | void {
  const denied = hostWaiting(s, playerId);
  if (denied) return denied;
  if (staked(s.t)) {
    beginStakeRound(s, playerId);
    return;
  }
  startNow(s);
}

export function startNow(s: Step): void {
  const { t } = s;
  t.seats.forEach((x, i) => {
    if (x.kind === 'empty') t.seats[i] = computerSeat(t.settings.botLevel, i);
  });
  startMatch(s);
}

/**
 * Take a free seat. `balance`: the player's Groschen when the socket opened; a player who cannot
 * pay the stake cannot take the seat (the payment at the start decides).
 */
export function sit(s: Step, playerId: string, name: string, balance: number | undefined, seat: number | undefined): RuleError | void {
  const { t } = s;
  if (t.status !== 'waiting' || t.stakeRound) return ruleError('not_waiting', 'Seats can be taken only before the start.');
  if (t.mode !== 'multi') return ruleError('not_allowed', 'This table has no free seats.');
  if (seatOf(t, playerId) >= 0) return ruleError('already_seated', 'You already have a seat.');
  // A seat named in the message is checked as sent (−1 is no seat, not a full table).
  if (seat !== undefined && (seat < 0 || seat >= t.seats.length)) return ruleError('bad_seat', 'No such seat.', { seat });
  const target = seat ?? t.seats.findIndex((x) => x.kind === 'empty');
  if (target < 0) return ruleError('table_full', 'Every seat is taken.');
  if (t.seats[target]!.kind !== 'empty') return ruleError('seat_taken', 'That seat is taken.', { seat: target });
  if (staked(t) && balance !== undefined && balance < t.settings.stake) {
    return ruleError('cannot_pay', `You cannot pay the stake of ${t.settings.stake}.`, { stake: t.settings.stake });
  }
  sitDown(s, target, playerId, name);
  watchWaiting(s);
}
