// Pure helpers for the Speedalbum table UI (web/games/album/): the player's choice being built
// (a pile or pictures, plus an optional flip), the numbers at piles and pictures, what raises each
// objective next, and the keys of the market. No DOM; everything from the seat's own view.
import type { AlbumMove, AlbumView, Series } from '@games/album/types';
import { MARKET_SLOTS, PILES, SERIES_COUNT } from '@games/album/types';
import { card } from '@games/album/cards';
import { moveValue, objectiveGains, othersCounts, pairGain } from '@games/album/hints';
import { picturesToTake } from '@games/album/rules/moves';
import { objectivePoints } from '@games/album/rules/scoring';

/**
 * The choice under construction. `flip`: an own objective's card id, 'new' (the objective taken
 * from the chosen pile, "neuen Auftrag gleich drehen"), or null.
 */
export interface Choice {
  pile: number | null;
  slots: number[];
  flip: number | 'new' | null;
}

export const NO_CHOICE: Choice = { pile: null, slots: [], flip: null };

/** Keys of the market (rule book: Q/W/E the top, A/S/D the bottom pictures) → slot (column * 2 + row). */
const KEY_SLOTS: Record<string, number> = { q: 0, w: 2, e: 4, a: 1, s: 3, d: 5 };

export function slotForKey(key: string): number | null {
  return KEY_SLOTS[key.toLowerCase()] ?? null;
}

/** The key that picks a slot ("Q" … "D"). */
export function keyForSlot(slot: number): string {
  return Object.entries(KEY_SLOTS).find(([, s]) => s === slot)![0].toUpperCase();
}

/** Whether the viewer may flip an objective already in the folder (not under "nur neuen"). */
export function canFlipOwn(view: AlbumView): boolean {
  return !view.options.onlyNew;
}

/** Tap a pile: choose it (pictures are dropped), or tap again to drop it. */
export function choosePile(view: AlbumView, c: Choice, pile: number): Choice {
  if (pile < 0 || pile >= PILES || view.piles[pile].count === 0) return c;
  if (c.pile === pile) return { pile: null, slots: [], flip: c.flip === 'new' ? null : c.flip };
  return { pile, slots: [], flip: c.flip };
}

/**
 * Tap a picture: add it (the pile is dropped), or tap again to drop it. When the turn's pictures
 * are already chosen, the newest replaces the older one.
 */
export function chooseSlot(view: AlbumView, c: Choice, slot: number): Choice {
  if (slot < 0 || slot >= MARKET_SLOTS || view.market[slot] === null) return c;
  const flip = c.flip === 'new' ? null : c.flip;
  if (c.slots.includes(slot)) return { pile: null, slots: c.slots.filter((s) => s !== slot), flip };
  const need = Math.max(1, picturesToTake(view.market));
  const slots = [...c.slots, slot].slice(-need);
  return { pile: null, slots, flip };
}

/** Tap an objective to flip (or 'new'); again to take the flip back. Only what the rules allow. */
export function chooseFlip(view: AlbumView, c: Choice, flip: number | 'new'): Choice {
  if (c.flip === flip) return { ...c, flip: null };
  if (flip === 'new') return c.pile === null ? c : { ...c, flip };
  const me = view.you;
  if (me === null || !canFlipOwn(view) || !view.albums[me].objectives.includes(flip)) return c;
  return { ...c, flip };
}

/** The move the choice describes, or null while it is incomplete (or stale against the view). */
export function choiceMove(view: AlbumView, c: Choice): AlbumMove | null {
  let move: AlbumMove;
  let taken: number | null = null;
  if (c.pile !== null) {
    taken = view.piles[c.pile]?.top ?? null;
    if (taken === null) return null;
    move = { type: 'take', pile: c.pile };
  } else {
    const need = picturesToTake(view.market);
    if (need === 0 || c.slots.length !== need || c.slots.some((s) => view.market[s] === null)) return null;
    move = { type: 'pictures', slots: c.slots.slice() };
  }
  if (c.flip === 'new') {
    if (taken === null) return null;
    move.flip = taken;
  } else if (c.flip !== null) {
    const me = view.you;
    if (me === null || !canFlipOwn(view) || !view.albums[me].objectives.includes(c.flip)) return null;
    move.flip = c.flip;
  }
  return move;
}

/** The choice that matches a move (for Rat: the advised move is shown as the choice). */
export function choiceOf(view: AlbumView, move: AlbumMove): Choice {
  if (move.type === 'take') {
    const top = view.piles[move.pile]?.top ?? null;
    const flip = move.flip === undefined ? null : move.flip === top ? 'new' : move.flip;
    return { pile: move.pile, slots: [], flip };
  }
  return { pile: null, slots: move.slots.slice(), flip: move.flip ?? null };
}

/** "Punkte vorher → nachher" for whatever is chosen so far (one picture of two counts as chosen). */
export function choiceValue(view: AlbumView, c: Choice): { before: number; after: number } | null {
  if (view.you === null) return null;
  const full = choiceMove(view, c);
  if (full) return moveValue(view, full);
  if (c.pile === null && c.slots.length > 0 && c.slots.every((s) => view.market[s] !== null)) {
    return moveValue(view, { type: 'pictures', slots: c.slots.slice() });
  }
  return null;
}

/** The number at a pile: what its top objective would bring the viewer now. */
export function pileGain(view: AlbumView, pile: number): number | null {
  if (view.you === null || view.piles[pile]?.top == null) return null;
  const { before, after } = moveValue(view, { type: 'take', pile });
  return after - before;
}

/**
 * The number at a picture: what it brings alone, or — when another picture is chosen — both
 * together ("mit"). The chosen picture itself shows its own value.
 */
export function slotGain(view: AlbumView, c: Choice, slot: number): { gain: number; with: boolean } | null {
  if (view.you === null || view.market[slot] === null) return null;
  const partner = c.pile === null && c.slots.length === 1 && c.slots[0] !== slot ? c.slots[0] : null;
  const slots = partner === null ? [slot] : [partner, slot];
  const { before, after } = moveValue(view, { type: 'pictures', slots });
  return { gain: after - before, with: partner !== null };
}

/** What an objective would score in the seat's album now (for tips on any card). */
export function objectiveNow(view: AlbumView, seat: number, id: number): number {
  return objectivePoints(card(id).objective, view.albums[seat].counts, othersCounts(view, seat));
}

/** What raises an objective next: single series (best first), else the best pair, else nothing. */
export type Raise =
  | { kind: 'single'; series: Series[]; gain: number }
  | { kind: 'pair'; series: [Series, Series]; gain: number }
  | null;

export function nextRaise(view: AlbumView, seat: number, id: number): Raise {
  const entry = objectiveGains(view, seat).find((g) => g.card === id);
  const gains = entry ? entry.gains : singleGains(view, seat, id);
  const best = Math.max(...gains);
  if (best > 0) {
    const series = gains.map((g, s) => ({ g, s })).filter((x) => x.g > 0).sort((a, b) => b.g - a.g || a.s - b.s).map((x) => x.s);
    return { kind: 'single', series, gain: best };
  }
  let pair: { series: [Series, Series]; gain: number } | null = null;
  for (let a = 0; a < SERIES_COUNT; a++) {
    for (let b = a; b < SERIES_COUNT; b++) {
      const gain = pairGainAny(view, seat, id, a, b);
      if (gain > 0 && (pair === null || gain > pair.gain)) pair = { series: [a, b], gain };
    }
  }
  return pair ? { kind: 'pair', ...pair } : null;
}

/**
 * The words for an objective that no picture raises, agreeing with what it scores now: "bringt
 * nichts" only at 0; at +14 it "steigt nicht mehr", below 0 it "kostet nur" (both raise.* keys).
 */
export function noRaiseWords(points: number): 'none' | 'done' | 'costs' {
  return points > 0 ? 'done' : points < 0 ? 'costs' : 'none';
}

/** Gains of one more picture per series for a card not (yet) in the seat's folder. */
function singleGains(view: AlbumView, seat: number, id: number): number[] {
  const own = view.albums[seat].counts.slice();
  const others = othersCounts(view, seat);
  const o = card(id).objective;
  const now = objectivePoints(o, own, others);
  return Array.from({ length: SERIES_COUNT }, (_, s) => {
    own[s]++;
    const g = objectivePoints(o, own, others) - now;
    own[s]--;
    return g;
  });
}

function pairGainAny(view: AlbumView, seat: number, id: number, a: Series, b: Series): number {
  if (view.albums[seat].objectives.includes(id)) return pairGain(view, seat, id, a, b);
  const own = view.albums[seat].counts.slice();
  const others = othersCounts(view, seat);
  const o = card(id).objective;
  const now = objectivePoints(o, own, others);
  own[a]++;
  own[b]++;
  return objectivePoints(o, own, others) - now;
}

/** The album shown below: the seat on turn while following, else the chosen one (default: mine). */
export function shownSeat(view: AlbumView, follow: boolean, picked: number | null): number {
  if (picked !== null && picked >= 0 && picked < view.seats) return picked;
  if (follow && view.turn !== null) return view.turn;
  return view.you ?? view.turn ?? 0;
}
