// Determinization for the strong computer: full states of the current round that agree with a
// seat's view. The view shows every album and the market by series, each pile's top and size, and
// the objectives face up; hidden are the cards below the tops, the backs of the pictures and which
// cards are in play at all. Every round holds exactly 3 × seats cards of each series, so per series
// the count of hidden cards is known; their ids, and the ids behind the pictures, are drawn from
// that series' cards not seen face up anywhere (this round or earlier ones), the hidden ones then
// shuffled under the tops. Only the view goes in, so the hidden order can never shape a decision.
import type { Rng } from '../../core/rng';
import type { AlbumState, AlbumView } from '../types';
import { CARDS_PER_SERIES, CARDS_PER_SERIES_PER_SEAT, SERIES_COUNT } from '../types';
import { frontOf } from '../cards';
import { albumSeen, marketSeen } from '../view';

export interface Unknowns {
  /** Per series: the card ids that may lie behind a picture or hidden in the piles. */
  pool: number[][];
  /** Per series: how many of them lie hidden in the piles. */
  hidden: number[];
}

export function unknownsOf(view: AlbumView): Unknowns {
  const seen = new Uint8Array(SERIES_COUNT * CARDS_PER_SERIES);
  const hidden = new Array<number>(SERIES_COUNT).fill(CARDS_PER_SERIES_PER_SEAT * view.seats);
  const faceUp = (id: number, thisRound: boolean) => {
    seen[id] = 1;
    if (thisRound) hidden[frontOf(id)]--;
  };
  for (const a of view.albums) {
    a.counts.forEach((n, s) => { hidden[s] -= n; });
    for (const id of a.objectives) faceUp(id, true);
  }
  for (const s of view.market) if (s !== null) hidden[s]--;
  for (const p of view.piles) if (p.top !== null) faceUp(p.top, true);
  for (const r of view.results) for (const a of r.albums) for (const id of a.objectives) faceUp(id, false);
  const pool: number[][] = Array.from({ length: SERIES_COUNT }, () => []);
  for (let id = 0; id < seen.length; id++) if (!seen[id]) pool[frontOf(id)].push(id);
  return { pool, hidden: hidden.map((n, s) => Math.max(0, Math.min(n, pool[s].length))) };
}

/**
 * One state of the current round consistent with the view: per series, ids drawn for the pictures
 * and the hidden cards, the hidden ones shuffled under the visible tops. It is a one-round match
 * (no reserve, no earlier results), so playing it to its end finishes with the round.
 */
export function sampleState(view: AlbumView, unknowns: Unknowns, rng: Rng): AlbumState {
  const cards: number[] = [];
  // Per series, the drawn ids still to hand out as pictures.
  const drawn: number[][] = [];
  unknowns.pool.forEach((ids, s) => {
    const need = unknowns.hidden[s];
    // Partial Fisher–Yates: the first `need` of a random order go into the piles; the rest give
    // the ids behind the pictures.
    const a = ids.slice();
    for (let i = 0; i < need; i++) {
      const j = i + rng.int(a.length - i);
      const t = a[i];
      a[i] = a[j];
      a[j] = t;
      cards.push(a[i]);
    }
    drawn.push(a.slice(need));
  });
  // A picture's id only has to be of its series and distinct (backs never count for pictures).
  const picture = (s: number) => drawn[s].pop() as number;
  const order = rng.shuffle(cards);
  let k = 0;
  const piles = view.piles.map((p) => {
    if (p.top === null) return [];
    const pile = [p.top];
    for (let i = 1; i < p.count && k < order.length; i++) pile.push(order[k++]);
    return pile;
  });
  return {
    options: view.options,
    seats: view.seats,
    round: 0,
    rounds: 1,
    phase: view.phase,
    starter: view.starter,
    turn: view.turn ?? view.starter,
    piles,
    market: view.market.map((s) => (s === null ? null : picture(s))),
    albums: view.albums.map((a) => ({
      pictures: a.counts.flatMap((n, s) => Array.from({ length: n }, () => picture(s))),
      objectives: a.objectives.slice(),
    })),
    reserve: [],
    results: [],
    lastTurn: null,
  };
}

/** What `seat` would see of a sampled state, with just the fields the computers read. */
export function seatView(state: AlbumState, seat: number): AlbumView {
  return {
    seats: state.seats,
    you: seat,
    options: state.options,
    round: state.round,
    rounds: state.rounds,
    phase: state.phase,
    starter: state.starter,
    turn: state.phase === 'over' ? null : state.turn,
    piles: state.piles.map((p) => ({ top: p.length ? p[0] : null, count: p.length })),
    market: marketSeen(state.market),
    albums: state.albums.map(albumSeen),
    scores: [],
    totals: [],
    results: [],
    lastTurn: null,
  };
}
