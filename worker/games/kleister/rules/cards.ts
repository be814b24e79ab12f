// Cards, groups and covering. Cards are numbers: 1–13 ranks, 0 a brush (joker). Hands are sorted
// ascending, so brushes come first and equal hands are equal arrays.
import type { Group, KleisterOptions } from '../types';
import { BRUSH, COPIES, RANKS, SPECIAL_VALUE } from '../types';

/** The whole deck: every rank 8 times, plus the brushes of the house rule. */
export function deck(options: Pick<KleisterOptions, 'brushes'>): number[] {
  const out: number[] = [];
  for (let i = 0; i < options.brushes; i++) out.push(BRUSH);
  for (const r of RANKS) for (let i = 0; i < COPIES; i++) out.push(r);
  return out;
}

/** How many of each card kind the deck holds (index 0 = brushes, 1–13 = ranks). */
export function deckCounts(options: Pick<KleisterOptions, 'brushes'>): number[] {
  const out = new Array<number>(14).fill(COPIES);
  out[BRUSH] = options.brushes;
  return out;
}

/** Counts per card kind (index 0–13) of a list of cards. */
export function countKinds(cards: readonly number[], into = new Array<number>(14).fill(0)): number[] {
  for (const c of cards) into[c]++;
  return into;
}

/** The group's value: its rank, or 14 (Sonderausgabe) for brushes only; null if ranks are mixed or it is empty. */
export function groupValue(cards: readonly number[]): number | null {
  if (cards.length === 0) return null;
  let rank = 0;
  for (const c of cards) {
    if (c === BRUSH) continue;
    if (rank !== 0 && c !== rank) return null;
    rank = c;
  }
  return rank === 0 ? SPECIAL_VALUE : rank;
}

/** A group from valid cards (one rank plus brushes, or brushes only). */
export function makeGroup(cards: readonly number[]): Group {
  const value = groupValue(cards);
  if (value === null) throw new Error(`not a group: ${cards.join(',')}`);
  return { value, cards: cards.slice().sort((a, b) => a - b) };
}

/** The group of `count` cards of `rank` plus `brushes` brushes (rank 0 or count 0: brushes only). */
export function groupOf(rank: number, count: number, brushes: number): Group {
  const cards: number[] = [];
  for (let i = 0; i < brushes; i++) cards.push(BRUSH);
  for (let i = 0; i < count; i++) cards.push(rank);
  return makeGroup(cards);
}

/** How many brushes a group holds. */
export function brushCount(group: Group): number {
  let n = 0;
  for (const c of group.cards) if (c === BRUSH) n++;
  return n;
}

/**
 * Whether `by` covers `target`: exactly as many cards and a lower value. A Sonderausgabe (14) is
 * never lower than anything, so it is never covered.
 */
export function covers(by: Group, target: Group): boolean {
  return target.cards.length === by.cards.length && target.value < by.value;
}

/** Whether the sorted `hand` holds all of `cards` (with multiplicity). */
export function holds(hand: readonly number[], cards: readonly number[]): boolean {
  const need = countKinds(cards);
  const have = countKinds(hand);
  for (let k = 0; k < 14; k++) if (need[k] > have[k]) return false;
  return true;
}

/** The sorted hand without `cards` (which it must hold). */
export function removeCards(hand: readonly number[], cards: readonly number[]): number[] {
  const need = countKinds(cards);
  const out: number[] = [];
  for (const c of hand) {
    if (need[c] > 0) need[c]--;
    else out.push(c);
  }
  return out;
}

/** The sorted hand plus `cards`. */
export function addCards(hand: readonly number[], cards: readonly number[]): number[] {
  return [...hand, ...cards].sort((a, b) => a - b);
}

/**
 * Every distinct group a hand can play: for each rank held, 1…all its copies, each with 0…all
 * brushes; and 1…all brushes alone. Largest groups first within a rank.
 */
export function playableGroups(hand: readonly number[]): Group[] {
  const n = countKinds(hand);
  const brushes = n[BRUSH];
  const out: Group[] = [];
  for (let rank = 1; rank <= 13; rank++) {
    for (let count = n[rank]; count >= 1; count--) {
      for (let b = brushes; b >= 0; b--) out.push(groupOf(rank, count, b));
    }
  }
  for (let b = brushes; b >= 1; b--) out.push(groupOf(0, 0, b));
  return out;
}
