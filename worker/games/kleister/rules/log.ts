// Game-log lines in codes (the web words them): one per move, and one per public event that is no
// move of its own. A draw from the press never names the card.
import type { GameEvent, LogLine, Seat } from '../../core/types';
import type { Group, KleisterMove, KleisterState } from '../types';
import { brushCount } from './cards';

type Line = LogLine | null;

const groupParams = (g: Group) => ({ rank: g.value, count: g.cards.length, brushes: brushCount(g) });

/** Log lines for the moves; the draw from the press names no card. */
export function describeMove(state: KleisterState, seat: Seat, move: KleisterMove): Line {
  const cover = state.cover;
  switch (move.type) {
    case 'play': {
      const brushes = move.cards.filter((c) => c === 0).length;
      // The group's value is its one non-brush rank (cards may come in any order); brushes alone: 14.
      const rank = move.cards.find((c) => c !== 0) ?? 14;
      return { code: 'kleister_play', params: { seat, rank, count: move.cards.length, brushes } };
    }
    case 'take': return cover && { code: 'kleister_take', params: { seat, from: cover.seat, ...groupParams(cover.group) } };
    case 'leave': return cover && { code: 'kleister_leave', params: { seat, from: cover.seat, ...groupParams(cover.group) } };
    case 'toHand': return cover && { code: 'kleister_to_hand', params: { seat, ...groupParams(cover.group) } };
    case 'toWaste': return cover && { code: 'kleister_to_waste', params: { seat, ...groupParams(cover.group) } };
    case 'draw':
      return move.from === 'cart'
        ? { code: 'kleister_draw_cart', params: { seat, slot: move.slot, card: state.cart[move.slot] ?? -1 } }
        : { code: 'kleister_draw_press', params: { seat } };
    case 'continue': return null;
  }
}

/** Log lines for public events that are no move of their own: covers, refills, round start and end. */
export function describeEvent(ev: GameEvent): Line {
  switch (ev.type) {
    case 'cover': return { code: 'kleister_cover', params: { coverer: ev.coverer as number, seat: ev.seat as number, ...groupParams(ev.group as Group) } };
    case 'refill': return { code: 'kleister_refill', params: { cards: (ev.cards as { card: number }[]).map((c) => c.card).join(',') } };
    case 'round_start': return { code: 'kleister_round_start', params: { roundNo: ev.roundNo as number, starter: ev.starter as number } };
    case 'round_end': return {
      code: 'kleister_round_end',
      params: { roundNo: ev.roundNo as number, reason: ev.reason as string, emptied: (ev.emptied as number | null) ?? -1, scores: (ev.scores as number[]).join(',') },
    };
    default: return null;
  }
}
