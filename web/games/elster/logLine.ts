// Game log wording for Speedelster's log codes. The rules' describeMove gives 'elster_bid' with the
// seat; reveal / game lines are worded here too should the host log them from the events.
import type { LogEntry } from '@schema/protocol';
import { tx, type Lang } from './i18n';
import { cardList } from './model';
import { direction } from '@games/elster/rules/round';

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
      return revealLine(p, lang, seatName);
    case 'elster_game_start':
      return typeof p.gameNo === 'number' ? tx('log.gameStart', { n: p.gameNo + 1 }, lang) : null;
    case 'elster_game_end':
      return typeof p.gameNo === 'number' ? tx('log.gameEnd', { n: p.gameNo + 1 }, lang) : null;
    default:
      return null;
  }
}

/** "Aufgedeckt: Anna 14, Berta 12 (Gezänk). Berta holt +10." from the public reveal params. */
function revealLine(p: LogEntry['params'], lang: Lang, seatName: (seat: number) => string): string | null {
  if (typeof p.bids !== 'string' || typeof p.cards !== 'string') return null;
  const cancelled = String(p.cancelled ?? '').split(',').filter(Boolean).map(Number);
  const bids = p.bids.split(',').map(Number)
    .map((b, s) => `${seatName(s)} ${b}${cancelled.includes(b) ? ` (${tx('last.tie', {}, lang)})` : ''}`)
    .join(', ');
  const cards = cardList(p.cards.split(',').map(Number));
  const winner = typeof p.winner === 'number' && p.winner >= 0 ? p.winner : null;
  const taken = p.cards.split(',').map(Number);
  const what = winner !== null ? tx(direction(taken) > 0 ? 'last.took' : 'last.forced', { name: seatName(winner), cards }, lang)
    : tx(`last.${p.fate === 'discarded' ? 'discarded' : p.fate === 'unowned' ? 'unowned' : 'pot'}`, { cards }, lang);
  return `${tx('log.reveal', { bids }, lang)} ${what}`;
}
