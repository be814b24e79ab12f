// Small helpers over the view and the table shared by the Speedalbum components: names, what a
// seat did last, and a move in words (for Rat and the log).
import type { TableInfo } from '@schema/protocol';
import type { AlbumMove, AlbumView, TurnRecord } from '@games/album/types';
import { frontOf } from '@games/album/cards';
import { cardText, joinWords, seriesName, tx, type Lang } from './i18n';

/** Display names per seat, "(du)" added to your own. */
export function seatNames(table: TableInfo | null, view: AlbumView): string[] {
  return Array.from({ length: view.seats }, (_, s) => {
    const info = table?.seats[s];
    const name = info && info.kind !== 'empty' ? info.name : tx('seat.fallback', { n: s + 1 });
    return s === view.you ? `${name} (${tx('you')})` : name;
  });
}

/** Picture cards in words: "Flieger und Dampflok". */
export function picturesText(cards: readonly number[], l?: Lang): string {
  return joinWords(cards.map((c) => seriesName(frontOf(c), false, l)), l);
}

/** The last turn in words, for the line under the score board. */
export function lastTurnText(t: TurnRecord | null, names: string[]): string {
  if (!t) return tx('last.none');
  const name = names[t.seat] ?? '';
  const base = t.move.type === 'take'
    ? tx('last.take', { name, text: cardText(t.cards[0] ?? 0) })
    : tx('last.pictures', { name, cards: picturesText(t.cards) });
  return t.move.flip === undefined ? `${base}.` : `${base} ${tx('last.flip', { text: cardText(t.move.flip) })}.`;
}

/** A move in words ("Nimm Flieger und Dampflok und dreh „…“"). */
export function moveText(m: AlbumMove, view: AlbumView): string {
  const base = m.type === 'take'
    ? tx('advice.move.take', { n: m.pile + 1, text: cardText(view.piles[m.pile]?.top ?? 0) })
    : tx('advice.move.pictures', { cards: picturesText(m.slots.map((s) => view.market[s]).filter((c): c is number => c !== null)) });
  return m.flip === undefined ? base : `${base} ${tx('advice.move.flip', { text: cardText(m.flip) })}`;
}
