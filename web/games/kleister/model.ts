// Small helpers over the view and the table shared by the Speedkleister components: names, the
// words for groups, last actions, the selection's effect and a move (for Rat).
import type { TableInfo } from '@schema/protocol';
import type { Group, KleisterMove, KleisterView, LastAction } from '@games/kleister/types';
import type { SelectionEffect } from './ui-helpers';
import { brushCount } from '@games/kleister/rules/cards';
import { cardShort, groupText, joinNames, signed, tx } from './i18n';
import { seatNames as namesOfSeats } from '../levels';

/** Display names per seat, "(du)" added to your own (web/games/levels.ts). */
export function seatNames(table: TableInfo | null, view: KleisterView): string[] {
  return namesOfSeats(table, view.seats, view.you, { you: tx('you'), fallback: (n) => tx('seat.fallback', { n }) });
}

/** "3× 8", "2× 8 + B", "2× B". */
export function groupLabel(g: Group): string {
  return groupText({ rank: g.value, count: g.cards.length, brushes: brushCount(g) });
}

/**
 * What a seat did last, for the line under its name. Your own seat is "dir" / "dich" there, not
 * "Gast 27 (du)": the line stays short enough for a phone's column.
 */
export function lastActionText(a: LastAction | null, names: string[], you: number | null = null): string {
  if (!a) return tx('last.none');
  const dative = (s: number) => (s === you ? tx('you.dative') : names[s] ?? '');
  const accusative = (s: number) => (s === you ? tx('you.accusative') : names[s] ?? '');
  switch (a.type) {
    case 'play':
      return a.covered.length
        ? tx('last.playCovered', { group: groupLabel(a.group), names: joinNames(a.covered.map(accusative)) })
        : tx('last.play', { group: groupLabel(a.group) });
    case 'take': return tx('last.take', { group: groupLabel(a.group), name: dative(a.from) });
    case 'leave': return tx('last.leave', { group: groupLabel(a.group), name: dative(a.from) });
    case 'toHand': return tx('last.toHand', { group: groupLabel(a.group) });
    case 'toWaste': return tx('last.toWaste', { group: groupLabel(a.group) });
    case 'draw': {
      const parts: string[] = [];
      if (a.cart.length) parts.push(tx('last.drawCart', { cards: a.cart.map((c) => cardShort(c)).join(', ') }));
      if (a.press) parts.push(tx('last.drawPress', { n: a.press }));
      return parts.length ? tx('last.draw', { what: joinNames(parts) }) : tx('last.drawing');
    }
  }
}

/** Why a column shows no group: nothing pasted yet this round, or all of it covered and torn off. */
export function emptyColumnKey(view: KleisterView, seat: number): 'column.empty' | 'column.emptied' {
  // Every action of a round starts with playing a group onto the own column: one recorded, the
  // seat pasted, and an empty column now means its groups were covered.
  return view.lastAction[seat] ? 'column.emptied' : 'column.empty';
}

/** The line under the hand. */
export function effectText(e: SelectionEffect, names: string[]): string {
  const group = groupLabel(e.group);
  const points = signed(e.points);
  if (e.lastCards) return tx(e.group.cards.length === 1 ? 'effect.lastOne' : 'effect.last', { group, points });
  const covered = e.covered.length
    ? tx('effect.covers', { names: e.covered.map((c) => `${names[c.seat]} (${groupLabel(c.group)})`).join(', ') })
    : tx('effect.coversNone');
  return [
    tx('effect.base', { group, column: e.columnAfter, hand: e.handAfter, points }),
    covered,
    tx(e.safeAfter ? 'effect.safe' : 'effect.attackable'),
  ].join(' ');
}

/** A move in words, for Rat ("2× 8 kleben", "Nehmen", "aus Platz 3 ziehen"). */
export function moveText(m: KleisterMove, view: KleisterView): string {
  switch (m.type) {
    case 'play': {
      const brushes = m.cards.filter((c) => c === 0).length;
      const rank = m.cards.find((c) => c !== 0) ?? 14;
      return tx('hand.playGroup', { group: groupText({ rank, count: m.cards.length, brushes }) });
    }
    case 'take': return tx('prompt.take');
    case 'leave': return tx('prompt.leave');
    case 'toHand': return tx('prompt.toHand');
    case 'toWaste': return tx('prompt.toWaste');
    case 'draw': {
      if (m.from === 'press') return tx('prompt.drawPress');
      const card = view.cart[m.slot];
      return `${tx('cart.slot', { n: m.slot + 1 })}${card === null || card === undefined ? '' : ` (${cardShort(card)})`}`;
    }
    case 'continue': return tx('between.continue');
  }
}
