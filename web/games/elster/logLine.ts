// Game log wording for Speedelster's log codes. The rules' describeMove gives 'elster_bid' with the
// seat; reveal / game lines are worded here too should the host log them from the events.
import type { LogEntry } from '@schema/protocol';
import { tx, type Lang } from './i18n';

export function logLine(entry: LogEntry, lang: Lang, seatName: (seat: number) => string): string | null {
  const p = entry.params;
  const seat = typeof p.seat === 'number' ? p.seat : entry.seat;
  const name = seat === null || seat === undefined ? '' : seatName(seat);
  switch (entry.code) {
    case 'elster_bid':
    case 'bid':
      return tx('log.bid', { name }, lang);
    case 'elster_ready':
    case 'ready':
      return tx('log.ready', { name }, lang);
    case 'elster_reveal':
    case 'reveal':
      return typeof p.bids === 'string' ? tx('log.reveal', { bids: p.bids }, lang) : null;
    case 'elster_game_start':
      return typeof p.gameNo === 'number' ? tx('log.gameStart', { n: p.gameNo + 1 }, lang) : null;
    case 'elster_game_end':
      return typeof p.gameNo === 'number' ? tx('log.gameEnd', { n: p.gameNo + 1 }, lang) : null;
    default:
      return null;
  }
}
