// The collection plan of the normal and strong computers: what an album will be worth at the end
// of the round if its owner keeps collecting sensibly. From the view only: which pictures can
// still come (cards of each series in play minus those in albums) and how many the owner will get.
import type { AlbumView, Objective } from '../types';
import { CARDS_PER_SERIES_PER_SEAT, SERIES_COUNT } from '../types';
import { card, frontOf } from '../cards';
import { objectivePoints } from '../rules/scoring';

export interface Outlook {
  /** Pictures of each series that can still come this round (piles and market). */
  supply: number[];
  /** Cards left in the round (piles and market). */
  left: number;
  /** The other seats' picture counts, projected to the end of the round. */
  othersEnd: number[][];
}

/** What is left of the round, as seen from `seat`. */
export function outlook(view: AlbumView, seat: number): Outlook {
  const supply = new Array<number>(SERIES_COUNT).fill(CARDS_PER_SERIES_PER_SEAT * view.seats);
  for (const a of view.albums) {
    a.counts.forEach((n, s) => { supply[s] -= n; });
    for (const id of a.objectives) supply[frontOf(id)]--;
  }
  let left = 0;
  for (const p of view.piles) left += p.count;
  for (const c of view.market) if (c !== null) left++;
  // Everyone else is expected to end with a fair share of what is left, spread like the supply.
  const share = left === 0 ? 0 : 0.8 / view.seats;
  const othersEnd = view.albums.filter((_, s) => s !== seat).map((a) => a.counts.map((n, s) => n + supply[s] * share));
  return { supply, left, othersEnd };
}

/**
 * An objective's worth for planning: the exact points plus part credit (`partial`, 0…1) for an
 * unfinished set, pair, staircase, complete row or "gleich viele", so that the first picture
 * towards a set already counts.
 */
export function planPoints(o: Objective, c: readonly number[], others: readonly (readonly number[])[], partial: number): number {
  const exact = objectivePoints(o, c, others);
  if (partial === 0) return exact;
  switch (o.kind) {
    case 'pair': {
      const [a, b] = o.series;
      if (a === b) return exact + partial * o.points * (c[a] % 2) / 2;
      const full = Math.min(c[a], c[b]);
      return exact + partial * o.points * (Math.min(c[a] - full, 1) + Math.min(c[b] - full, 1)) / 2;
    }
    case 'trio': {
      const full = Math.min(c[o.series[0]], c[o.series[1]], c[o.series[2]]);
      let part = 0;
      for (const s of o.series) part += Math.min(c[s] - full, 1);
      return exact + partial * o.points * part / 3;
    }
    case 'stairs': {
      const [x, y, z] = o.series;
      const full = Math.min(c[x], Math.floor(c[y] / 2), Math.floor(c[z] / 3));
      const part = Math.min(c[x] - full, 1) + Math.min(c[y] - 2 * full, 2) + Math.min(c[z] - 3 * full, 3);
      return exact + partial * o.points * part / 6;
    }
    case 'complete': {
      const full = Math.min(...c);
      let part = 0;
      for (const n of c) if (n > full) part++;
      return exact + partial * o.points * part / 6;
    }
    case 'equal': {
      if (exact > 0) return exact;
      const [a, b] = o.series;
      return Math.abs(c[a] - c[b]) === 1 ? partial * o.points * 0.5 : 0;
    }
    case 'atLeast': {
      let best = 0;
      for (const n of c) if (n < o.min && n > best) best = n;
      return exact + partial * o.points * best / o.min;
    }
    default:
      return exact;
  }
}

function planTotal(objs: readonly Objective[], c: readonly number[], others: readonly (readonly number[])[], partial: number): number {
  let t = 0;
  for (const o of objs) t += planPoints(o, c, others, partial);
  return t;
}

/**
 * How a planner turns the projection into a value. Normal and stark each hold their own.
 * Measured heads-up against leicht, counting the projection in full (trust 1, no picture worth)
 * made the computer hoard objectives: every new objective was credited with ideal pictures the
 * seat would never all get, while the pictures in hand were worth only what the objectives held
 * so far make of them.
 */
export interface PlanWeights {
  /** The share of the projected gain beyond today's exact points that counts: pictures to come are hoped for, not held. */
  trust: number;
  /** Points per picture held, for the objectives still to be taken; fades as the round runs out. */
  pictureWorth: number;
  /** Pictures still to come at which `pictureWorth` counts in full (fewer: in proportion). */
  horizon: number;
}

/** The default weights (stark's). */
export const PLAN_WEIGHTS: PlanWeights = { trust: 0.6, pictureWorth: 2, horizon: 12 };

/**
 * The album's expected end value: `extra` more pictures are added greedily, each the series that
 * raises the plan most, no more of a series than the owner can hope to get (`cap`). The value is
 * today's exact points plus the trusted part of the projected gain plus the worth of the pictures
 * held; also returned: the projected counts and each objective's projected plan points.
 */
export function project(
  objectives: readonly number[],
  counts: readonly number[],
  extra: number,
  cap: readonly number[],
  others: readonly (readonly number[])[],
  weights: PlanWeights = PLAN_WEIGHTS,
): { value: number; counts: number[]; perObjective: number[] } {
  const objs = objectives.map((id) => card(id).objective);
  const c = counts.slice();
  const got = new Array<number>(SERIES_COUNT).fill(0);
  // Part credit fades as the round runs out: an unfinished set is worth little near the end.
  const partial = Math.min(0.6, extra / 10);
  let current = planTotal(objs, c, others, partial);
  for (let step = 0; step < extra; step++) {
    let best = -1;
    let bestValue = -Infinity;
    for (let s = 0; s < SERIES_COUNT; s++) {
      if (got[s] >= cap[s]) continue;
      c[s]++;
      const v = planTotal(objs, c, others, partial);
      c[s]--;
      if (v > bestValue) { bestValue = v; best = s; }
    }
    if (best < 0) break;
    // Pictures that only hurt are not taken while another choice (an objective) is open.
    if (bestValue < current) break;
    c[best]++;
    got[best]++;
    current = bestValue;
  }
  const exact = planTotal(objs, counts, others, 0);
  let pictures = 0;
  for (const n of counts) pictures += n;
  const value = exact + weights.trust * (current - exact) + weights.pictureWorth * Math.min(1, extra / weights.horizon) * pictures;
  return { value, counts: c, perObjective: objs.map((o) => planPoints(o, c, others, partial)) };
}
