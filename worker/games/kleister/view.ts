// What a viewer may see: everything public (columns in all layers, cart, waste, hand counts, the
// cover in progress, last actions) plus its own hand. Never another hand, never the press order.
import type { Viewer } from '../core/types';
import type { KleisterState, KleisterView } from './types';
import { countKinds, deckCounts } from './rules/cards';
import { pending } from './rules/moves';
import { seatScore } from './rules/scoring';
import { recordOf } from './rules/record';

/**
 * Per card kind (0 = brushes, 1–13): cards not in `hand` (if any), not on a column, not in cart or
 * waste, and not the torn group lying open while its fate is decided.
 */
export function hiddenCounts(
  state: Pick<KleisterState, 'options' | 'phase' | 'columns' | 'cart' | 'waste' | 'cover'>,
  hand: readonly number[] | null,
): number[] {
  const seen = countKinds(state.waste);
  if (state.cover && (state.phase === 'decide' || state.phase === 'return')) countKinds(state.cover.group.cards, seen);
  if (hand) countKinds(hand, seen);
  for (const c of state.cart) if (c !== null) seen[c]++;
  for (const column of state.columns) for (const g of column) countKinds(g.cards, seen);
  return deckCounts(state.options).map((n, k) => n - seen[k]);
}

export function view(state: KleisterState, viewer: Viewer): KleisterView {
  const you = viewer === 'spectator' ? null : viewer;
  const hand = you === null ? null : state.hands[you];
  const running = state.phase !== 'between' && state.phase !== 'over';
  const handCounts = state.hands.map((h) => h.length);
  const roundScores = running || state.results.length === 0
    ? state.columns.map((c, s) => seatScore(c, handCounts[s], state.options))
    : state.results[state.results.length - 1].scores;
  const totals = new Array<number>(state.seats).fill(0);
  for (const r of state.results) for (let s = 0; s < state.seats; s++) totals[s] += r.scores[s];
  if (running) for (let s = 0; s < state.seats; s++) totals[s] += roundScores[s];
  const owes = running ? pending(state)[0] : null;
  return {
    seats: state.seats,
    you,
    options: state.options,
    roundNo: state.roundNo,
    phase: state.phase,
    starter: state.starter,
    turn: state.turn,
    owes,
    hand,
    handCounts,
    columns: state.columns,
    cart: state.cart,
    waste: state.waste,
    pressCount: state.press.length,
    played: state.played,
    covers: state.covers,
    coverIndex: state.coverIndex,
    cover: state.cover,
    draw: state.draw,
    lastAction: state.lastAction,
    record: recordOf(state),
    hidden: hiddenCounts(state, hand),
    roundScores,
    results: state.results,
    totals,
    ready: state.ready,
  };
}
