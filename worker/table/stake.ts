// The table host's side of the Einsatz: who pays, and the key part of a start attempt. The payment
// itself is one D1 batch (worker/db/stake.ts) awaited before the synchronous start step.
import { ruleError, type RuleError } from '@games/core/types';
import type { SeatInfo, TableInfo } from '@schema/protocol';
import type { Payer } from '../db/stake';
import type { TableStore } from './store';

/** Only tables with other people play for a stake. */
export const staked = (info: TableInfo): boolean => info.mode === 'multi' && info.settings.stake > 0;

/** The humans who pay at the start, in seat order. */
export function stakePayers(info: TableInfo): Payer[] {
  return info.seats.flatMap((s) => (s.kind === 'human' && !s.left ? [{ playerId: s.playerId, name: s.name }] : []));
}

/** A fingerprint of who sits where, to see whether the table changed while the payment ran. */
export const seatsKey = (seats: SeatInfo[]): string =>
  seats.map((s) => (s.kind === 'human' ? `h:${s.playerId}:${s.left}` : s.kind)).join('|');

/**
 * The ledger key part of the current start attempt for `matchNo`: the match number, and after a
 * refunded attempt a counter, so a new attempt is charged anew while a retried one is not.
 */
export function stakeRound(store: TableStore, matchNo: number): string {
  const [match, attempt] = (store.getValue('stake_round') ?? '0:0').split(':').map(Number);
  return match === matchNo && attempt > 0 ? `${matchNo}.${attempt}` : String(matchNo);
}

/** After a refund: the next attempt for `matchNo` gets new keys. */
export function nextStakeRound(store: TableStore, matchNo: number): void {
  const [match, attempt] = (store.getValue('stake_round') ?? '0:0').split(':').map(Number);
  store.setValue('stake_round', `${matchNo}:${match === matchNo ? attempt + 1 : 1}`);
}

export function cannotPay(name: string, stake: number, balance: number): RuleError {
  return ruleError('cannot_pay', `${name} has ${balance} Groschen and cannot pay the stake of ${stake}.`, { name, stake, balance });
}
