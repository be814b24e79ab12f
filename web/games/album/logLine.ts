// Game log wording for Speedalbum's log codes (describeMove / describeEvent in
// worker/games/album/index.ts): album_take {seat, pile, card, flip?}, album_pictures {seat, series
// "a,b" (the pictures' series; their backs stay hidden), flip?}, album_round_start {round, starter},
// album_round_end {round, scores "a,b,…"}, album_pile_moved {from, to, count} (piles 0-based).
// `card` and `flip` are ids of objectives, which lie face up.
import type { LogEntry } from '@schema/protocol';
import { frontOf } from '@games/album/cards';
import { SERIES_COUNT } from '@games/album/types';
import { cardText, seriesName, tx, type Lang } from './i18n';
import { picturesText } from './model';

const ids = (raw: unknown): number[] => String(raw ?? '').split(',').filter((x) => x !== '').map(Number).filter((n) => Number.isInteger(n) && n >= 0 && n < 108);
const series = (raw: unknown): number[] => String(raw ?? '').split(',').filter((x) => x !== '').map(Number).filter((n) => Number.isInteger(n) && n >= 0 && n < SERIES_COUNT);

export function logLine(entry: LogEntry, lang: Lang, seatName: (seat: number) => string): string | null {
  const p = entry.params;
  const num = (k: string) => Number(p[k]);
  const seat = typeof p.seat === 'number' ? p.seat : entry.seat;
  const name = seat === null || seat === undefined ? '' : seatName(seat);
  const flip = typeof p.flip === 'number' ? ` ${tx('log.flip', { name, text: cardText(p.flip, lang), series: seriesName(frontOf(p.flip), false, lang) }, lang)}` : '';
  switch (entry.code) {
    case 'album_take':
      return tx('log.take', { name, text: cardText(num('card'), lang), pile: num('pile') + 1 }, lang) + flip;
    case 'album_pictures':
      // Lines logged before the pictures went out by series carry card ids in `cards`.
      return tx('log.pictures', { name, cards: picturesText(p.series !== undefined ? series(p.series) : ids(p.cards).map(frontOf), lang) }, lang) + flip;
    case 'album_round_start':
      return tx('log.roundStart', { n: num('round') + 1, name: seatName(num('starter')) }, lang);
    case 'album_round_end': {
      const scores = String(p.scores ?? '').split(',').filter((x) => x !== '')
        .map((x, s) => `${seatName(s)} ${Number(x) > 0 ? '+' : ''}${x}`).join(', ');
      return tx('log.roundEnd', { n: num('round') + 1, scores }, lang);
    }
    case 'album_pile_moved':
      return tx(num('count') === 1 ? 'log.pileMoved.one' : 'log.pileMoved', { empty: num('to') + 1, big: num('from') + 1, count: num('count') }, lang);
    default:
      return null;
  }
}
