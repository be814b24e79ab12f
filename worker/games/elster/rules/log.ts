// Game-log lines in codes (the web words them): the reveal with every bid, and game starts and ends.
// A bid's line says who bid, never which pebble.
import type { GameEvent, LogLine, Seat } from '../../core/types';
import type { ElsterMove, ElsterState, RoundRecord } from '../types';

export function describeEvent(ev: GameEvent): LogLine | null {
  if (ev.type === 'reveal') {
    const r = ev.round as RoundRecord;
    return { code: 'elster_reveal', params: { bids: r.bids.join(','), cancelled: r.cancelled.join(','), cards: r.cards.join(','), winner: r.winner ?? -1, fate: r.fate } };
  }
  if (ev.type === 'game_start' || ev.type === 'game_end') return { code: `elster_${ev.type}`, params: { gameNo: ev.gameNo as number } };
  return null;
}

export function describeMove(_state: ElsterState, seat: Seat, move: ElsterMove): LogLine | null {
  return move.type === 'bid' ? { code: 'elster_bid', params: { seat } } : null;
}
