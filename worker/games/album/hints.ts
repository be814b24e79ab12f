// Pure helpers over a view for the UI and the computers: the legal moves, what a move brings
// ("Punkte vorher → nachher"), and which series raise or hurt an objective next.
import type { AlbumMove, AlbumSeen, AlbumView, Series } from './types';
import { MARKET_SLOTS, PILES, SERIES_COUNT } from './types';
import { card, frontOf } from './cards';
import { picturesToTake } from './rules/moves';
import { objectivePoints, scoreCounts } from './rules/scoring';

/** The pile-take and picture choices of a turn, without flips. */
export function baseMoves(view: Pick<AlbumView, 'piles' | 'market'>): AlbumMove[] {
  const out: AlbumMove[] = [];
  for (let p = 0; p < PILES; p++) if (view.piles[p].count > 0) out.push({ type: 'take', pile: p });
  const filled: number[] = [];
  for (let s = 0; s < MARKET_SLOTS; s++) if (view.market[s] !== null) filled.push(s);
  if (picturesToTake(view.market) === 1) out.push({ type: 'pictures', slots: [filled[0]] });
  for (let i = 0; i < filled.length; i++) {
    for (let j = i + 1; j < filled.length; j++) out.push({ type: 'pictures', slots: [filled[i], filled[j]] });
  }
  return out;
}

/** The card a move takes into the folder (take), or null. */
export function takenObjective(view: Pick<AlbumView, 'piles'>, move: AlbumMove): number | null {
  return move.type === 'take' ? view.piles[move.pile].top : null;
}

/** The objectives the seat may flip with this base move (house rule "nur neuen" respected). */
export function flipChoices(view: AlbumView, seat: number, move: AlbumMove): number[] {
  const taken = takenObjective(view, move);
  if (view.options.onlyNew) return taken === null ? [] : [taken];
  const own = view.albums[seat].objectives;
  return taken === null ? own.slice() : [...own, taken];
}

/** Every legal move of the viewer (empty when it is not the viewer's turn). */
export function legalMoves(view: AlbumView): AlbumMove[] {
  const me = view.you;
  if (me === null || view.turn !== me) return [];
  const out: AlbumMove[] = [];
  for (const base of baseMoves(view)) {
    out.push(base);
    for (const flip of flipChoices(view, me, base)) out.push({ ...base, flip });
  }
  return out;
}

/** The seat's album after a move (before any refill, which does not change albums). */
export function albumAfter(view: AlbumView, seat: number, move: AlbumMove): AlbumSeen {
  const a = view.albums[seat];
  const counts = a.counts.slice();
  const objectives = a.objectives.slice();
  if (move.type === 'take') objectives.push(view.piles[move.pile].top as number);
  else for (const slot of move.slots) counts[view.market[slot] as Series]++;
  if (move.flip !== undefined) {
    objectives.splice(objectives.indexOf(move.flip), 1);
    counts[frontOf(move.flip)]++;
  }
  return { counts, objectives };
}

/** Picture counts of every seat except `seat`. */
export function othersCounts(view: Pick<AlbumView, 'albums'>, seat: number): number[][] {
  return view.albums.filter((_, s) => s !== seat).map((a) => a.counts);
}

/** "Punkte vorher → nachher" of a move for the seat on turn (the viewer unless given). */
export function moveValue(view: AlbumView, move: AlbumMove, seat = view.you ?? 0): { before: number; after: number } {
  const others = othersCounts(view, seat);
  const a = view.albums[seat];
  const before = scoreCounts(a.objectives, a.counts, others).total;
  const next = albumAfter(view, seat, move);
  const after = scoreCounts(next.objectives, next.counts, others).total;
  return { before, after };
}

/**
 * Per objective of the seat: how much one more picture of each series changes it (index = series).
 * Positive: the series raises it next; negative: it hurts; all zero: "bringt nichts" for a single
 * picture (a pair may still raise it, see pairGain).
 */
export function objectiveGains(view: AlbumView, seat: number): { card: number; gains: number[] }[] {
  const others = othersCounts(view, seat);
  const own = view.albums[seat].counts.slice();
  return view.albums[seat].objectives.map((id) => {
    const o = card(id).objective;
    const now = objectivePoints(o, own, others);
    const gains: number[] = [];
    for (let s = 0; s < SERIES_COUNT; s++) {
      own[s]++;
      gains.push(objectivePoints(o, own, others) - now);
      own[s]--;
    }
    return { card: id, gains };
  });
}

/** How much two more pictures (series a and b) change one objective of the seat. */
export function pairGain(view: AlbumView, seat: number, objective: number, a: Series, b: Series): number {
  const others = othersCounts(view, seat);
  const own = view.albums[seat].counts.slice();
  const o = card(objective).objective;
  const now = objectivePoints(o, own, others);
  own[a]++;
  own[b]++;
  return objectivePoints(o, own, others) - now;
}

/** For the series slots: how many of the seat's objectives want one more picture of each series, and how many it hurts. */
export function seriesWants(view: AlbumView, seat: number): { want: number[]; hurt: number[] } {
  const want = new Array<number>(SERIES_COUNT).fill(0);
  const hurt = new Array<number>(SERIES_COUNT).fill(0);
  for (const { gains } of objectiveGains(view, seat)) {
    gains.forEach((g, s) => { if (g > 0) want[s]++; else if (g < 0) hurt[s]++; });
  }
  return { want, hurt };
}

/** The series of the picture in a market slot. */
export function slotSeries(view: Pick<AlbumView, 'market'>, slot: number): Series | null {
  return view.market[slot] ?? null;
}
