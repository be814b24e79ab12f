// Owns the Einsatz at the start of a staked match, durably: the round is written into the table
// before any Groschen move; the shell then charges every payer in one all-or-nothing D1 batch and
// reports back. The round is settled exactly once — the match starts, or every payer is refunded —
// and the 'stake' timer repeats the (idempotent) payment or refund until it is, so a crash between
// paying and starting heals on the next wake-up.
import type { Step } from './effects';
import { log, startMatch } from './match';
import { computerSeat, isHuman, type StakeRound, type Table } from './model';
import { dropTimers, setTimer } from './timers';

/** The safety net: a payment not settled by then is repeated from the alarm. */
export const STAKE_RETRY_MS = 15_000;

/** The result of charging or refunding a round, as the shell reports it. */
export type StakeReport =
  | { key: string; op: 'paid' }
  /** Nothing was charged: `name` cannot pay. Never carries anyone's balance. */
  | { key: string; op: 'short'; name: string }
  | { key: string; op: 'refunded' }
  /** D1 failed; the timer will try again. */
  | { key: string; op: 'failed' };

export const stakeKey = (t: Table, matchNo: number): string => (t.stakeAttempts > 0 ? `${matchNo}.${t.stakeAttempts}` : String(matchNo));

/** The humans who pay at the start, in seat order. */
const payersOf = (t: Table) => t.seats.flatMap((x) => (isHuman(x) && !x.left ? [{ playerId: x.playerId, name: x.name }] : []));

/** Starts collecting the stakes for the next match (`askedBy`: the host's player id, or null for a rematch). */
export function beginStakeRound(s: Step, askedBy: string | null): void {
  const { t, now } = s;
  const matchNo = (t.match?.no ?? 0) + 1;
  const round: StakeRound = { key: stakeKey(t, matchNo), matchNo, stake: t.settings.stake, payers: payersOf(t), status: 'paying', askedBy };
  t.stakeRound = round;
  s.tableChanged = true;
  setTimer(t, 'stake', now + STAKE_RETRY_MS);
  s.effects.push({ type: 'stake', round, tableId: t.id });
}

/** Did the table change while the stakes were being paid (someone left, a seat changed)? */
function sameTable(t: Table, round: StakeRound): boolean {
  const now = payersOf(t);
  return t.status === 'waiting' && now.length === round.payers.length && now.every((p, i) => p.playerId === round.payers[i]!.playerId);
}

export function settleStake(s: Step, report: StakeReport): void {
  const { t, now } = s;
  const round = t.stakeRound;
  if (!round || round.key !== report.key) return;
  if (report.op === 'failed') {
    setTimer(t, 'stake', now + STAKE_RETRY_MS);
    return;
  }
  if (round.status === 'paying' && report.op === 'paid') {
    if (!sameTable(t, round)) {
      // Paid, but the table is no longer what was paid for: everyone gets the stake back.
      t.stakeRound = { ...round, status: 'refunding' };
      setTimer(t, 'stake', now + STAKE_RETRY_MS);
      s.effects.push({ type: 'stake', round: t.stakeRound, tableId: t.id });
      log(s, null, 'stake_changed');
      return;
    }
    end(s);
    t.stakeAttempts = 0;
    for (const p of round.payers) log(s, t.seats.findIndex((x) => isHuman(x) && x.playerId === p.playerId), 'stake_paid', { name: p.name, amount: round.stake });
    t.seats.forEach((x, i) => {
      if (x.kind === 'empty') t.seats[i] = computerSeat(t.settings.botLevel, i);
    });
    startMatch(s);
    return;
  }
  if (round.status === 'paying' && report.op === 'short') {
    // The batch is all or nothing: nobody paid.
    end(s);
    log(s, null, 'cannot_pay', { name: report.name, stake: round.stake });
    return;
  }
  if (round.status === 'refunding' && report.op === 'refunded') {
    end(s);
    t.stakeAttempts += 1;
    log(s, null, 'stake_refunded', { amount: round.stake });
  }
}

/** The alarm found the round still open: repeat what it was doing. */
export function retryStake(s: Step): void {
  const { t, now } = s;
  if (!t.stakeRound) return;
  setTimer(t, 'stake', now + STAKE_RETRY_MS);
  s.effects.push({ type: 'stake', round: t.stakeRound, tableId: t.id });
}

function end(s: Step): void {
  s.t.stakeRound = null;
  s.tableChanged = true;
  dropTimers(s.t, ['stake']);
}
