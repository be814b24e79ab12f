// A reference Speedalbum player for the benchmarks: determinized flat Monte Carlo, written from the
// rule book (album-table.ts), not from our computers. For every legal move of its view — each
// pile's objective and each pair of market pictures (the one picture when one is left), each
// without a flip and with every flip the rules allow — it plays the same `deals` random deals of
// the hidden sides to the end of the round, every seat following a rule of thumb, and picks the
// move with the best mean points minus the mean of the others' (heads-up: the margin).
// It reads only the visible sides: a market or album picture's series, an objective-up card's
// objective (not the front printed on an objective, which it deals like a hidden side). A deal
// fills in the rest, uniformly and consistent with the view: "je Platz drei
// Karten jeder Serie" are in the round, so the series not yet seen as pictures are spread over the
// objective-up cards (pile tops, every folder) and the cards under the tops; those hidden cards
// get objectives from the ones seen nowhere.
import type { Rng } from '../../../worker/games/core/rng';
import type { AlbumMove, AlbumView } from '../../../worker/games/album/types';
import { CARDS_PER_SERIES_PER_SEAT, MARKET_SLOTS, PILES, SERIES_COUNT } from '../../../worker/games/album/types';
import { legalMoves } from '../../../worker/games/album/hints';
import { objectivePoints } from '../../../worker/games/album/rules/scoring';
import { AlbumTable, OBJECTIVES, objectiveOf, packCard } from './album-table';

/** Share of the cards still to come that a seat can hope to turn into pictures. */
const PICTURE_SHARE = 0.6;
/** Share of a new objective's points on the hoped-for album that the rule of thumb counts. */
const OBJECTIVE_TRUST = 0.6;

/**
 * The rule of thumb of every seat in a rollout. It judges on the album it can hope for: the
 * pictures it has plus a fair share of those still to come, spread evenly over the series. It takes
 * the two pictures that raise the points of that album most, or a pile's objective if (partly
 * trusted) its points there count more; then it flips the objective whose turning raises those
 * points, if any.
 */
function ruleTurn(t: AlbumTable): void {
  const s = t.turn;
  const c = t.counts[s];
  const filled: number[] = [];
  for (let slot = 0; slot < MARKET_SLOTS; slot++) if (t.market[slot] >= 0) filled.push(slot);
  let left = filled.length;
  for (const p of t.piles) left += p.length;
  const hope = Math.floor((left / t.seats) * PICTURE_SHARE / SERIES_COUNT);
  for (let x = 0; x < SERIES_COUNT; x++) c[x] += hope;
  const base = t.points(s);
  let bestValue = -Infinity;
  let pile = -1;
  let slotA = -1;
  let slotB = -1;
  const judge = (a: number, b: number) => {
    c[t.market[a]]++;
    if (b >= 0) c[t.market[b]]++;
    const v = t.points(s) - base;
    c[t.market[a]]--;
    if (b >= 0) c[t.market[b]]--;
    if (v > bestValue) { bestValue = v; slotA = a; slotB = b; }
  };
  if (filled.length === 1) judge(filled[0], -1);
  for (let i = 0; i < filled.length; i++) for (let j = i + 1; j < filled.length; j++) judge(filled[i], filled[j]);
  for (let p = 0; p < PILES; p++) {
    if (t.piles[p].length === 0) continue;
    const v = OBJECTIVE_TRUST * objectivePoints(objectiveOf(t.piles[p][0]), c, t.others[s]);
    if (v > bestValue) { bestValue = v; pile = p; }
  }
  for (let x = 0; x < SERIES_COUNT; x++) c[x] -= hope;
  t.move(pile, pile >= 0 ? [] : slotB >= 0 ? [slotA, slotB] : [slotA], -1);
  // The flip, judged on the hoped-for album after the take.
  for (let x = 0; x < SERIES_COUNT; x++) c[x] += hope;
  const after = t.points(s);
  const folder = t.folders[s];
  let flip = -1;
  let gain = 0;
  for (let i = 0; i < folder.length; i++) {
    const x = t.folderSeries[s][i];
    c[x]++;
    let p = 0;
    for (let j = 0; j < folder.length; j++) if (j !== i) p += objectivePoints(folder[j], c, t.others[s]);
    c[x]--;
    if (p - after > gain) { gain = p - after; flip = i; }
  }
  for (let x = 0; x < SERIES_COUNT; x++) c[x] -= hope;
  if (flip >= 0) t.flip(s, flip);
}

/** The hidden sides: the series owed to the objective-up cards, the objectives of the cards under the tops. */
class Deals {
  /** Series not yet seen as pictures this round, one entry per card. */
  private readonly series: number[] = [];
  /** Objectives seen nowhere (this round or earlier ones). */
  private readonly objectives: number[] = [];
  private readonly tops: (number | null)[];
  private readonly under: number[];

  constructor(view: AlbumView) {
    const left = new Array<number>(SERIES_COUNT).fill(CARDS_PER_SERIES_PER_SEAT * view.seats);
    for (const a of view.albums) a.counts.forEach((n, x) => { left[x] -= n; });
    for (const x of view.market) if (x !== null) left[x]--;
    left.forEach((n, x) => { for (let i = 0; i < n; i++) this.series.push(x); });
    const seen = new Uint8Array(OBJECTIVES);
    for (const a of view.albums) for (const id of a.objectives) seen[id] = 1;
    for (const p of view.piles) if (p.top !== null) seen[p.top] = 1;
    for (const r of view.results) for (const a of r.albums) for (const id of a.objectives) seen[id] = 1;
    for (let o = 0; o < OBJECTIVES; o++) if (!seen[o]) this.objectives.push(o);
    this.tops = view.piles.map((p) => p.top);
    this.under = view.piles.map((p) => Math.max(0, p.count - 1));
  }

  deal(base: AlbumTable, out: AlbumTable, rng: Rng): void {
    out.copy(base);
    const series = rng.shuffle(this.series);
    const objectives = rng.shuffle(this.objectives);
    let k = 0;
    const nextSeries = () => (k < series.length ? series[k++] : rng.int(SERIES_COUNT));
    for (let s = 0; s < out.seats; s++) out.folderSeries[s] = out.folders[s].map(nextSeries);
    let o = 0;
    for (let p = 0; p < PILES; p++) {
      const top = this.tops[p];
      out.piles[p] = top === null ? [] : [packCard(nextSeries(), top)];
      for (let i = 0; i < this.under[p] && o < objectives.length; i++) out.piles[p].push(packCard(nextSeries(), objectives[o++]));
    }
  }
}

/** The move on the reference table. */
function applyMove(t: AlbumTable, view: AlbumView, m: AlbumMove): void {
  const folder = view.albums[view.you ?? 0].objectives;
  let flip = -1;
  if (m.flip !== undefined) {
    flip = folder.indexOf(m.flip);
    // The objective just taken is flipped after it came into the folder.
    if (flip < 0 && m.type === 'take') flip = folder.length;
  }
  if (m.type === 'take') t.move(m.pile, [], flip);
  else t.move(-1, m.slots, flip);
}

/** The flat Monte-Carlo choice with `deals` deals per candidate. */
export function albumMcChoose(view: AlbumView, rng: Rng, deals: number): AlbumMove {
  const moves = legalMoves(view);
  if (moves.length === 1) return moves[0];
  const me = view.you ?? 0;
  const base = AlbumTable.fromView(view);
  const dealer = new Deals(view);
  const dealt = new AlbumTable(view.seats);
  const work = new AlbumTable(view.seats);
  const margin = new Float64Array(moves.length);
  for (let d = 0; d < deals; d++) {
    dealer.deal(base, dealt, rng);
    for (let i = 0; i < moves.length; i++) {
      work.copy(dealt);
      applyMove(work, view, moves[i]);
      while (!work.over()) ruleTurn(work);
      let others = 0;
      for (let s = 0; s < view.seats; s++) if (s !== me) others += work.points(s);
      margin[i] += work.points(me) - others / (view.seats - 1);
    }
  }
  let pick = 0;
  for (let i = 1; i < moves.length; i++) if (margin[i] > margin[pick]) pick = i;
  return moves[pick];
}

/** The reference at the benchmarks' strength: 16 deals per candidate. */
export const ALBUM_MC_DEALS = 16;
