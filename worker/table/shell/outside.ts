// Owns the effects that leave the Durable Object after a commit: the foyer publication (LobbyDO) and
// a stake round in D1. Each reports back as a reducer command (a failure too), so the table decides
// what follows — a retry timer, a start, a refusal — and nothing here changes the table itself.
import { ruleError, type RuleError } from '@games/core/types';
import type { Env } from '../../env';
import { db } from '../../db/client';
import { payStakes, refundStakes } from '../../db/stake';
import type { Effect } from '../reducer/effects';
import type { StakeRound } from '../reducer/model';
import type { Command } from '../reducer/reducer';
import type { StakeReport } from '../reducer/stake-round';

type Report = (cmd: Command) => Promise<void>;

export async function publishToFoyer(env: Env, game: string, e: Extract<Effect, { type: 'lobby' }>, report: Report): Promise<void> {
  try {
    await env.LOBBY.get(env.LOBBY.idFromName(game)).publish(e.entry, e.version);
  } catch (err) {
    console.warn('table: lobby publish failed', err);
    await report({ t: 'lobby_failed' });
  }
}

/** Charges or refunds a stake round; returns the error the host who pressed start must hear, if any. */
export async function settleStakes(env: Env, round: StakeRound, tableId: string, now: number, report: Report): Promise<RuleError | null> {
  let result: StakeReport;
  const r = { tableId, matchNo: round.matchNo, round: round.key, stake: round.stake, payers: round.payers, now };
  try {
    if (round.status === 'paying') {
      const paid = await payStakes(db(env.DB), r);
      result = paid.ok ? { key: round.key, op: 'paid' } : { key: round.key, op: 'short', name: paid.name };
    } else {
      await refundStakes(db(env.DB), r);
      result = { key: round.key, op: 'refunded' };
    }
  } catch (err) {
    console.error('table: stake round failed, retrying', err);
    result = { key: round.key, op: 'failed' };
  }
  await report({ t: 'stake', report: result });
  if (result.op !== 'short' || !round.askedBy) return null;
  // Why nothing started (never anyone's balance).
  return ruleError('cannot_pay', `${result.name} cannot pay the stake of ${round.stake}.`, { name: result.name, stake: round.stake });
}
