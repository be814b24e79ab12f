// Wertung: every objective counts against its owner's own album. A picture counts for every
// objective that wants it. "Die meisten / wenigsten": compared with every other seat at the table,
// a tie counts for the owner. Bestenliste: place bonus 30 / 15 / 5 plus own points (at least 0).
import type { AlbumScore, Objective } from '../types';
import { SERIES_COUNT } from '../types';
import { card, frontOf } from '../cards';

/** Pictures per series (index = series) of a list of picture cards. */
export function seriesCounts(pictures: readonly number[]): number[] {
  const c = new Array<number>(SERIES_COUNT).fill(0);
  for (const id of pictures) c[frontOf(id)]++;
  return c;
}

function sum(xs: readonly number[]): number {
  let s = 0;
  for (const x of xs) s += x;
  return s;
}

/**
 * Points of one objective for an album with picture counts `own`, against the picture counts of
 * every other seat at the table (`others`, the owner excluded).
 */
export function objectivePoints(o: Objective, own: readonly number[], others: readonly (readonly number[])[]): number {
  switch (o.kind) {
    case 'each': {
      let p = 0;
      for (const t of o.terms) p += own[t.series] * t.points;
      return p;
    }
    case 'pair': {
      const [a, b] = o.series;
      return o.points * (a === b ? Math.floor(own[a] / 2) : Math.min(own[a], own[b]));
    }
    case 'trio':
      return o.points * Math.min(own[o.series[0]], own[o.series[1]], own[o.series[2]]);
    case 'stairs':
      return o.points * Math.min(own[o.series[0]], Math.floor(own[o.series[1]] / 2), Math.floor(own[o.series[2]] / 3));
    case 'equal': {
      const [a, b] = o.series;
      return own[a] >= 1 && own[a] === own[b] ? o.points : 0;
    }
    case 'parity':
      return own[o.series] % 2 === 0 ? o.even : o.odd;
    case 'most': {
      const mine = own[o.series];
      if (mine === 0) return 0;
      for (const c of others) if (c[o.series] > mine) return 0;
      return o.points;
    }
    case 'fewest': {
      const mine = own[o.series];
      for (const c of others) if (c[o.series] < mine) return 0;
      return o.points;
    }
    case 'mostTotal': {
      const mine = sum(own);
      for (const c of others) if (sum(c) > mine) return 0;
      return o.points;
    }
    case 'fewestTotal': {
      const mine = sum(own);
      for (const c of others) if (sum(c) < mine) return 0;
      return o.points;
    }
    case 'complete':
      return o.points * Math.min(...own);
    case 'missing': {
      let missing = 0;
      for (const c of own) if (c === 0) missing++;
      return o.points * missing;
    }
    case 'atLeast': {
      let full = 0;
      for (const c of own) if (c >= o.min) full++;
      return o.points * full;
    }
  }
}

/**
 * An album's score: one line per objective, in folder order. `pictures` are the owner's picture
 * cards; `others` the picture counts of every other seat (see seriesCounts).
 */
export function scoreAlbum(objectives: readonly number[], pictures: readonly number[], others: readonly (readonly number[])[]): AlbumScore {
  return scoreCounts(objectives, seriesCounts(pictures), others);
}

export function scoreCounts(objectives: readonly number[], own: readonly number[], others: readonly (readonly number[])[]): AlbumScore {
  const lines = objectives.map((id) => ({ card: id, points: objectivePoints(card(id).objective, own, others) }));
  return { total: sum(lines.map((l) => l.points)), lines };
}

/** Every seat's score, given all albums. */
export function scoreTable(albums: readonly { objectives: readonly number[]; pictures: readonly number[] }[]): AlbumScore[] {
  const counts = albums.map((a) => seriesCounts(a.pictures));
  return albums.map((a, seat) => scoreCounts(a.objectives, counts[seat], counts.filter((_, s) => s !== seat)));
}

/** Position in the turn order starting at `starter` (0 = first to move). */
export function turnPosition(seat: number, starter: number, seats: number): number {
  return (seat - starter + seats) % seats;
}

/**
 * Places 1…n, never shared: more points first; on equal points the seat later in the turn order
 * (from `starter`) is ahead ("Gleichstand: Es gewinnt, wer in der Zugfolge später kommt").
 */
export function places(points: readonly number[], starter: number): number[] {
  const n = points.length;
  const order = points.map((_, seat) => seat).sort((a, b) =>
    points[b] - points[a] || turnPosition(b, starter, n) - turnPosition(a, starter, n));
  const out = new Array<number>(n);
  order.forEach((seat, i) => { out[seat] = i + 1; });
  return out;
}

export function placeBonus(place: number): number {
  return place === 1 ? 30 : place === 2 ? 15 : place === 3 ? 5 : 0;
}

/** Bestenliste for the normal case. (Rekordjagd counts only the own points; the host knows the mode.) */
export function leaderboardPoints(points: number, place: number): number {
  return placeBonus(place) + Math.max(0, points);
}
