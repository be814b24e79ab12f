// A compact reading of a Speedkleister view for the computers: the own hand as counts per card
// kind, the top groups, the others clockwise, whether the round is in its final spurt. Built
// from a KleisterView only, so no computer can see hidden information.
import type { Group, KleisterView } from '../types';
import { BRUSH } from '../types';

export interface Top {
  /** Group value (1–13, 14 = brushes only). */
  value: number;
  size: number;
}

export interface Read {
  n: number;
  me: number;
  /** Own hand: count per kind (0 = brushes, 1–13). */
  hand: Int8Array;
  handSize: number;
  handCounts: number[];
  /** Top group of each column (null: empty column). */
  tops: (Top | null)[];
  /** Hidden cards per kind (others' hands + press), and their total. */
  hidden: number[];
  hiddenTotal: number;
  /** Cards still to draw: press + open cart. */
  stock: number;
  /** Current round points per seat. */
  scores: number[];
  /** Final spurt: someone can go out soon, or little is left to draw. */
  endgame: boolean;
}

export function kindCounts(cards: readonly number[]): Int8Array {
  const out = new Int8Array(14);
  for (const c of cards) out[c]++;
  return out;
}

export function topOf(column: readonly Group[]): Top | null {
  if (column.length === 0) return null;
  const g = column[column.length - 1];
  return { value: g.value, size: g.cards.length };
}

/** How many plays (distinct ranks, or one for brushes alone) a hand needs to be empty. */
export function turnsToEmpty(hand: Int8Array): number {
  let t = 0;
  for (let r = 1; r <= 13; r++) if (hand[r] > 0) t++;
  return t === 0 && hand[BRUSH] > 0 ? 1 : t;
}

export function readView(view: KleisterView): Read {
  const me = view.you ?? 0;
  const hand = kindCounts(view.hand ?? []);
  let hiddenTotal = 0;
  for (const h of view.hidden) hiddenTotal += h;
  let cartCards = 0;
  for (const c of view.cart) if (c !== null) cartCards++;
  const stock = view.pressCount + cartCards;
  let minOther = Infinity;
  for (let s = 0; s < view.seats; s++) if (s !== me) minOther = Math.min(minOther, view.handCounts[s]);
  const endgame = minOther <= 3 || turnsToEmpty(hand) <= 2 || stock <= view.seats + 1;
  return {
    n: view.seats,
    me,
    hand,
    handSize: view.hand?.length ?? 0,
    handCounts: view.handCounts,
    tops: view.columns.map(topOf),
    hidden: view.hidden,
    hiddenTotal,
    stock,
    scores: view.roundScores,
    endgame,
  };
}

/** The group cards for `nat` cards of `rank` plus `brushes` brushes (rank 0: brushes only). */
export function groupCards(rank: number, nat: number, brushes: number): number[] {
  const cards: number[] = [];
  for (let i = 0; i < brushes; i++) cards.push(BRUSH);
  for (let i = 0; i < nat; i++) cards.push(rank);
  return cards;
}

