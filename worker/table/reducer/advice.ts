// Owns Rat at the table: only for a solo table's one human (never with other people, never in the
// daily or the record hunt), from that seat's own view, with the rng of the next step; computed once
// per version and seat.
import { stepRng } from '@games/core/rng';
import { isRuleError, ruleError, type Advice, type AnyGame, type RuleError } from '@games/core/types';
import type { ServerMessage } from '@schema/protocol';
import { isHuman, seedOf, type Table } from './model';
import { ownSeat } from './reducer';

export function adviceFor(game: AnyGame, t: Table, playerId: string, socketSeat: number | null): Advice | RuleError {
  const humans = t.seats.filter(isHuman).length;
  const seat = ownSeat(t, playerId, socketSeat);
  if (t.mode !== 'solo' || humans !== 1 || typeof seat !== 'number') {
    return ruleError('no_advice', 'Rat is only offered in solo games.');
  }
  const m = t.match;
  if (t.status !== 'playing' || !m) return ruleError(t.status === 'finished' ? 'finished' : 'not_playing', 'No game is running.');
  if (!game.pending(m.state).includes(seat)) return ruleError('not_your_turn', 'It is not your turn.');
  const rng = stepRng(seedOf(t, m), m.seq + 1, `advice:${seat}`);
  return game.advise(game.view(m.state, seat), rng);
}

/** Rat for one table version and seat: asking again (another tab, a double tap) costs nothing. */
export class AdviceMemo {
  private memo: { key: string; msg: ServerMessage } | null = null;

  message(game: AnyGame, t: Table, playerId: string, socketSeat: number | null): ServerMessage | RuleError {
    const key = `${t.version}:${socketSeat}`;
    if (this.memo?.key !== key) {
      const advice = adviceFor(game, t, playerId, socketSeat);
      if (isRuleError(advice)) return advice;
      this.memo = { key, msg: { t: 'advice', v: t.version, move: advice.move, reason: advice.reason } };
    }
    return this.memo.msg;
  }
}
