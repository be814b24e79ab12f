// Game-log lines in codes (the web words them): the reveal with every bid, and game starts and ends.
// A bid itself writes no line: "X hat gelegt" three to five times a round pushed the rounds out of
// the table's log (it shows the last 50 lines), while the magpies' status already says who has laid
// and the reveal line names every bid. One line a round keeps a whole game in the log.
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

export function describeMove(_state: ElsterState, _seat: Seat, _move: ElsterMove): LogLine | null {
  return null;
}
