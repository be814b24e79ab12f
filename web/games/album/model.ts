// Small helpers over the view and the table shared by the Speedalbum components: names, what a
// seat did last, and a move in words (for Rat and the log).
import type { TableInfo } from '@schema/protocol';
import type { AlbumMove, AlbumView, Series, TurnSeen } from '@games/album/types';
import { cardText, joinWords, seriesName, tx, type Lang } from './i18n';
import { seatNames as namesOfSeats } from '../levels';

/** Display names per seat, "(du)" added to your own (web/games/levels.ts). */
export function seatNames(table: TableInfo | null, view: AlbumView): string[] {
  return namesOfSeats(table, view.seats, view.you, { you: tx('you'), fallback: (n) => tx('seat.fallback', { n }) });
}

/** Pictures (by series) in words: "Flieger und Dampflok". */
export function picturesText(series: readonly Series[], l?: Lang): string {
  return joinWords(series.map((s) => seriesName(s, false, l)), l);
}

/** The last turn in words, for the line under the score board. */
export function lastTurnText(t: TurnSeen | null, names: string[]): string {
  if (!t) return tx('last.none');
  const name = names[t.seat] ?? '';
  const base = t.objective !== null
    ? tx('last.take', { name, text: cardText(t.objective) })
    : tx('last.pictures', { name, cards: picturesText(t.pictures) });
  return t.move.flip === undefined ? `${base}.` : `${base} ${tx('last.flip', { text: cardText(t.move.flip) })}.`;
}

/** A move in words ("Nimm Flieger und Dampflok und dreh „…“"). */
export function moveText(m: AlbumMove, view: AlbumView): string {
  const base = m.type === 'take'
    ? tx('advice.move.take', { n: m.pile + 1, text: cardText(view.piles[m.pile]?.top ?? 0) })
    : tx('advice.move.pictures', { cards: picturesText(m.slots.map((s) => view.market[s]).filter((s): s is Series => s !== null)) });
  return m.flip === undefined ? base : `${base} ${tx('advice.move.flip', { text: cardText(m.flip) })}`;
}
