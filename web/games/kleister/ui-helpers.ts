// Pure helpers for the Speedkleister table UI (web/games/kleister/): what a selection would do,
// the badges at the columns, the cart's labels while drawing, and how many cards of a kind are
// still in play. They read only the viewer's KleisterView, so they never know more than the player.
import type { Group, KleisterView } from '@games/kleister/types';
import { BRUSH, SPECIAL_VALUE } from '@games/kleister/types';
import { countKinds, covers, deckCounts, groupValue, makeGroup } from '@games/kleister/rules/cards';
import { pendingCovers, safeTops } from '@games/kleister/safety';

export { cannotBeCovered, safeTops, stillPlayable } from '@games/kleister/safety';

type Seat = number;

/** The other seats clockwise, starting with the one after `from`. */
export function othersClockwise(seats: number, from: Seat): Seat[] {
  const out: Seat[] = [];
  for (let i = 1; i < seats; i++) out.push((from + i) % seats);
  return out;
}

export function topGroup(column: readonly Group[]): Group | null {
  return column.length ? column[column.length - 1]! : null;
}

/** The group below the top one ("darunter"): it moves up when the top one is covered. */
export function belowGroup(column: readonly Group[]): Group | null {
  return column.length > 1 ? column[column.length - 2]! : null;
}

export function columnSize(column: readonly Group[]): number {
  let n = 0;
  for (const g of column) n += g.cards.length;
  return n;
}

/** The cards at the given hand indices (invalid indices are ignored). */
export function cardsAt(hand: readonly number[], selected: readonly number[]): number[] {
  return selected.filter((i) => i >= 0 && i < hand.length).map((i) => hand[i]!);
}

/** The group these cards form, or null if they do not form one (empty, or mixed ranks). */
export function selectionGroup(cards: readonly number[]): Group | null {
  return groupValue(cards) === null ? null : makeGroup(cards);
}

// ---- selecting in the hand (indices into the sorted hand) ------------------------------------

function rankOfSelection(hand: readonly number[], selected: readonly number[]): number | null {
  for (const i of selected) if (hand[i] !== BRUSH) return hand[i]!;
  return null;
}

function sortUnique(xs: number[]): number[] {
  return [...new Set(xs)].sort((a, b) => a - b);
}

/**
 * A tap on hand card `index`: a selected card leaves the selection; a brush joins; a poster of
 * another rank than the selected ones replaces them (the brushes stay).
 */
export function toggleCard(hand: readonly number[], selected: readonly number[], index: number): number[] {
  if (index < 0 || index >= hand.length) return selected.slice();
  if (selected.includes(index)) return selected.filter((i) => i !== index);
  const card = hand[index]!;
  const rank = rankOfSelection(hand, selected);
  const keep = card === BRUSH || rank === null || rank === card ? selected : selected.filter((i) => hand[i] === BRUSH);
  return sortUnique([...keep, index]);
}

/** Double tap / group bar: all cards of `rank` (a poster rank, or 0 for all brushes). */
export function selectAllOfRank(hand: readonly number[], selected: readonly number[], rank: number): number[] {
  const all = hand.map((c, i) => (c === rank ? i : -1)).filter((i) => i >= 0);
  if (!all.length) return selected.slice();
  if (rank === BRUSH) return sortUnique([...selected, ...all]);
  const brushes = selected.filter((i) => hand[i] === BRUSH);
  return sortUnique([...brushes, ...all]);
}

/**
 * Keys 1–9, 0, J, Q, K: select one card of `rank`; pressed again, one more copy. Another selected
 * rank is replaced (brushes stay). When every copy is selected already, the selection stays.
 */
export function addOneOfRank(hand: readonly number[], selected: readonly number[], rank: number): number[] {
  const current = rankOfSelection(hand, selected);
  const base = current === null || current === rank ? selected : selected.filter((i) => hand[i] === BRUSH);
  const next = hand.findIndex((c, i) => c === rank && !base.includes(i));
  return next < 0 ? (current === rank ? selected.slice() : base.slice()) : sortUnique([...base, next]);
}

/** "+ B" / key B: one more brush, if the hand has an unselected one. */
export function addBrush(hand: readonly number[], selected: readonly number[]): number[] {
  const next = hand.findIndex((c, i) => c === BRUSH && !selected.includes(i));
  return next < 0 ? selected.slice() : sortUnique([...selected, next]);
}

/** The group bar: each rank in the hand with its count ("3× 8"), posters first, brushes last. */
export function groupBar(hand: readonly number[]): { rank: number; count: number }[] {
  const n = countKinds(hand);
  const out: { rank: number; count: number }[] = [];
  for (let r = 1; r <= 13; r++) if (n[r]! > 0) out.push({ rank: r, count: n[r]! });
  if (n[BRUSH]! > 0) out.push({ rank: BRUSH, count: n[BRUSH]! });
  return out;
}

// ---- covering ----------------------------------------------------------------------------------

/**
 * The seats whose top group `cards` would cover if you played them now, in the order they are
 * checked (clockwise from your left neighbour). Empty when the cards do not form a group, or when
 * they are your last hand cards (the round then ends at once, without covering).
 */
export function wouldCover(view: KleisterView, cards: readonly number[]): Seat[] {
  if (view.you === null || !view.hand) return [];
  const group = selectionGroup(cards);
  if (!group || cards.length >= view.hand.length) return [];
  return othersClockwise(view.seats, view.you).filter((s) => {
    const top = topGroup(view.columns[s] ?? []);
    return top !== null && covers(group, top);
  });
}

/**
 * The group from `hand` that covers `target` most cheaply: fewest brushes first, then the lowest
 * rank; brushes alone (Sonderausgabe) only when nothing else does. Null if the hand cannot — also
 * when it would take every hand card: playing your last cards ends the round and covers nothing.
 */
export function coverWith(hand: readonly number[], target: Group): Group | null {
  const size = target.cards.length;
  if (target.value >= SPECIAL_VALUE || size === 0 || size >= hand.length) return null;
  const n = countKinds(hand);
  const brushes = n[BRUSH]!;
  let best: { rank: number; real: number; brushes: number } | null = null;
  for (let r = target.value + 1; r <= 13; r++) {
    if (n[r]! === 0) continue;
    const real = Math.min(n[r]!, size);
    const need = size - real;
    if (need > brushes) continue;
    if (!best || need < best.brushes) best = { rank: r, real, brushes: need };
  }
  if (best) {
    const cards = [...new Array<number>(best.brushes).fill(BRUSH), ...new Array<number>(best.real).fill(best.rank)];
    return makeGroup(cards);
  }
  return brushes >= size ? makeGroup(new Array<number>(size).fill(BRUSH)) : null;
}

export interface ColumnBadges {
  /** "mit 2× 9 überklebbar": the cheapest group from your hand that covers this top group (others' columns). */
  coverWith: Group | null;
  /** "sicher": not enough higher posters and brushes can still come to a hand to cover the top group (safety.ts). */
  safe: boolean;
  /** "angreifbar": your own top group could still be covered. */
  attackable: boolean;
}

export function columnBadges(view: KleisterView, seat: Seat): ColumnBadges {
  const top = topGroup(view.columns[seat] ?? []);
  if (!top) return { coverWith: null, safe: false, attackable: false };
  const safe = safeTops(view.columns, view.waste, view.options.brushes, pendingCovers(view))[seat]!;
  const mine = seat === view.you;
  return {
    coverWith: !mine && view.hand ? coverWith(view.hand, top) : null,
    safe,
    attackable: mine && !safe,
  };
}

// ---- what the selection does ---------------------------------------------------------------

export interface SelectionEffect {
  group: Group;
  /** Covered seats with their torn top groups, in checking order. */
  covered: { seat: Seat; group: Group }[];
  /** These are your last hand cards: the round ends at once, without covering. */
  lastCards: boolean;
  handAfter: number;
  columnAfter: number;
  /** Your round points change: +1 per card on the column, +1 per card leaving the hand, the bonus. */
  points: number;
  /** Whether the new top group could no longer be covered afterwards. */
  safeAfter: boolean;
}

/** The line under the hand: what playing these cards would do. Null when they form no group. */
export function selectionEffect(view: KleisterView, cards: readonly number[]): SelectionEffect | null {
  if (view.you === null || !view.hand || !cards.length) return null;
  const group = selectionGroup(cards);
  if (!group) return null;
  const covered = wouldCover(view, cards).map((seat) => ({ seat, group: topGroup(view.columns[seat]!)! }));
  const size = group.cards.length;
  const bonus = view.options.columnBonus && size >= 4 ? 1 : 0;
  // Afterwards: the group on your column, the covered groups torn off (where they go is not known
  // yet, so they count as able to come back), your hand without the group.
  const columns = view.columns.map((column, seat) =>
    seat === view.you ? [...column, group] : covered.some((c) => c.seat === seat) ? column.slice(0, -1) : column);
  return {
    group,
    covered,
    lastCards: size >= view.hand.length,
    handAfter: view.hand.length - size,
    columnAfter: columnSize(view.columns[view.you] ?? []) + size,
    points: 2 * size + bonus,
    safeAfter: safeTops(columns, view.waste, view.options.brushes)[view.you]!,
  };
}

// ---- drawing and counting ------------------------------------------------------------------

export type CartLabel = { kind: 'joker' } | { kind: 'fits'; count: number } | null;

/** While drawing: "Joker" on brushes, "passt 2×" on posters of a rank you hold (2 = how many you hold). */
export function cartLabels(view: KleisterView): CartLabel[] {
  const held = countKinds(view.hand ?? []);
  return view.cart.map((c) => {
    if (c === null) return null;
    if (c === BRUSH) return { kind: 'joker' };
    return held[c]! > 0 ? { kind: 'fits', count: held[c]! } : null;
  });
}

export interface KindCount {
  /** In the deck. */
  total: number;
  /** Not yet on a column nor in the waste. */
  inPlay: number;
  yours: number;
  cart: number;
  /** Hidden from you: other hands and the press. */
  hidden: number;
}

/** Hover / long press on a card: how many of this kind are still in play, and where. */
export function kindCount(view: KleisterView, kind: number): KindCount {
  const total = deckCounts(view.options)[kind] ?? 0;
  let placed = 0;
  for (const column of view.columns) for (const g of column) for (const c of g.cards) if (c === kind) placed++;
  for (const c of view.waste) if (c === kind) placed++;
  const yours = (view.hand ?? []).filter((c) => c === kind).length;
  const cart = view.cart.filter((c) => c === kind).length;
  return { total, inPlay: Math.max(0, total - placed), yours, cart, hidden: view.hidden[kind] ?? 0 };
}
