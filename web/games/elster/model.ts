// Small helpers over the view and the table shared by the Speedelster components.
import type { TableInfo } from '@schema/protocol';
import type { ElsterView } from '@games/elster/types';
import { cardsAtStake, stakeDirection } from '@games/elster/hints';
import { nestScore } from '@games/elster/rules/scoring';
import { signed, tx } from './i18n';
import { seatNames as namesOfSeats } from '../levels';

/** Display names per seat, "(du)" added to your own (web/games/levels.ts). */
export function seatNames(table: TableInfo | null, view: ElsterView): string[] {
  return namesOfSeats(table, view.seats, view.you, { you: tx('you'), fallback: (n) => tx('seat.fallback', { n }) });
}

/** The rule line beside the current card (which pebble decides, and why). */
export function ruleLine(view: ElsterView): string {
  const cards = cardsAtStake(view);
  const dir = stakeDirection(view);
  if (!cards.length || dir === null) return '';
  if (cards.length === 1) return tx(dir > 0 ? 'rule.high' : 'rule.low');
  const sum = nestScore(cards);
  if (sum === 0) return tx(dir > 0 ? 'rule.potZeroHigh' : 'rule.potZeroLow');
  return tx(dir > 0 ? 'rule.potHigh' : 'rule.potLow', { sum: signed(sum) });
}

export function cardList(cards: readonly number[]): string {
  return cards.map(signed).join(' ');
}

/** Pebbles in your hand that you may still bid (the one placed this round is gone already). */
export function playable(view: ElsterView): number[] {
  if (view.you === null || view.phase !== 'bidding' || view.ownBid !== null) return [];
  return view.hands[view.you];
}

export interface GameLines {
  game: number;
  nest: number[];
  plus: number;
  minus: number;
  sum: number;
}

/** Every game of the match per seat (finished ones from results, a running one from the nests). */
export function scoringLines(view: ElsterView, seat: number): GameLines[] {
  const games = view.results.map((r) => r.nests[seat]);
  if (view.results.length <= view.gameNo && view.phase === 'bidding') games.push(view.nests[seat]);
  return games.map((nest, g) => {
    const plus = nest.filter((c) => c > 0).reduce((a, b) => a + b, 0);
    const minus = -nest.filter((c) => c < 0).reduce((a, b) => a + b, 0);
    return { game: g + 1, nest, plus, minus, sum: plus - minus };
  });
}
