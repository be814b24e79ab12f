// Game log wording for Speedkleister's log codes (describeMove / describeEvent in
// worker/games/kleister/index.ts). Groups come as {rank, count, brushes}; rank 14 = brushes only.
import type { LogEntry } from '@schema/protocol';
import { cardShort, groupText, tx, type Lang } from './i18n';

export function logLine(entry: LogEntry, lang: Lang, seatName: (seat: number) => string): string | null {
  const p = entry.params;
  const num = (k: string) => (typeof p[k] === 'number' ? (p[k] as number) : Number(p[k]));
  const seat = typeof p.seat === 'number' ? p.seat : entry.seat;
  const name = seat === null || seat === undefined ? '' : seatName(seat);
  const group = () => groupText({ rank: num('rank'), count: num('count'), brushes: num('brushes') || 0 }, lang);
  switch (entry.code) {
    case 'kleister_play':
      return tx('log.play', { name, group: group() }, lang);
    case 'kleister_cover':
      return tx('log.cover', { name: seatName(num('coverer')), group: group(), victim: name }, lang);
    case 'kleister_take':
      return tx('log.take', { name, group: group(), victim: seatName(num('from')) }, lang);
    case 'kleister_leave':
      return tx('log.leave', { name, group: group(), victim: seatName(num('from')) }, lang);
    case 'kleister_to_hand':
      return tx('log.toHand', { name, group: group() }, lang);
    case 'kleister_to_waste':
      return tx('log.toWaste', { name, group: group() }, lang);
    case 'kleister_draw_cart':
      return tx('log.drawCart', { name, card: num('card') >= 0 ? cardShort(num('card'), lang) : '?' }, lang);
    case 'kleister_draw_press':
      return tx('log.drawPress', { name }, lang);
    case 'kleister_refill': {
      const cards = String(p.cards ?? '').split(',').filter(Boolean).map((c) => cardShort(Number(c), lang));
      return cards.length ? tx('log.refill', { cards: cards.join(', ') }, lang) : null;
    }
    case 'kleister_round_start':
      return tx('log.roundStart', { n: num('roundNo') + 1, name: seatName(num('starter')) }, lang);
    case 'kleister_round_end': {
      const scores = String(p.scores ?? '').split(',').filter((x) => x !== '')
        .map((x, s) => `${seatName(s)} ${Number(x) > 0 ? '+' : ''}${x}`).join(', ');
      return tx('log.roundEnd', { n: num('roundNo') + 1, scores }, lang);
    }
    default:
      return null;
  }
}
