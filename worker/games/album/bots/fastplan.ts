// The collection plan of plan.ts (`project`), computed faster for the strong computer, which
// values thousands of albums per decision: the greedy picture-by-picture projection re-scores only
// the objectives a picture of that series can change (per objective a mask of the series it
// reads), instead of the whole folder for each of the six series at every step. The same value
// as `project` up to the order of floating-point sums; normal keeps `project` itself.
import type { Objective } from '../types';
import { SERIES_COUNT } from '../types';
import { card } from '../cards';
import { planPoints, type PlanWeights } from './plan';

const ALL = (1 << SERIES_COUNT) - 1;

/** Which series' counts an objective reads (all six for the table-wide and complete-set kinds). */
function maskOf(o: Objective): number {
  switch (o.kind) {
    case 'each': return o.terms.reduce((m, t) => m | (1 << t.series), 0);
    case 'pair': case 'trio': case 'stairs': case 'equal': return o.series.reduce((m, s) => m | (1 << s), 0);
    case 'parity': case 'most': case 'fewest': return 1 << o.series;
    default: return ALL;
  }
}

const MASKS: number[] = [];
function maskOfCard(id: number): number {
  let m = MASKS[id];
  if (m === undefined) m = MASKS[id] = maskOf(card(id).objective);
  return m;
}

/** The others' largest and smallest count per series, and of pictures in total. */
const othersMax = new Array<number>(SERIES_COUNT).fill(0);
const othersMin = new Array<number>(SERIES_COUNT).fill(0);
let othersTotalMax = 0;
let othersTotalMin = 0;
let total = 0;
const NONE: readonly (readonly number[])[] = [];

function readOthers(others: readonly (readonly number[])[]): void {
  othersTotalMax = -Infinity;
  othersTotalMin = Infinity;
  for (let s = 0; s < SERIES_COUNT; s++) { othersMax[s] = -Infinity; othersMin[s] = Infinity; }
  for (const c of others) {
    let t = 0;
    for (let s = 0; s < SERIES_COUNT; s++) {
      t += c[s];
      if (c[s] > othersMax[s]) othersMax[s] = c[s];
      if (c[s] < othersMin[s]) othersMin[s] = c[s];
    }
    if (t > othersTotalMax) othersTotalMax = t;
    if (t < othersTotalMin) othersTotalMin = t;
  }
}

/** planPoints of plan.ts for the counts in `counts` (total in `total`), the others read before. */
function points(o: Objective, partial: number): number {
  switch (o.kind) {
    case 'most': return counts[o.series] >= 1 && counts[o.series] >= othersMax[o.series] ? o.points : 0;
    case 'fewest': return counts[o.series] <= othersMin[o.series] ? o.points : 0;
    case 'mostTotal': return total >= othersTotalMax ? o.points : 0;
    case 'fewestTotal': return total <= othersTotalMin ? o.points : 0;
    default: return planPoints(o, counts, NONE, partial);
  }
}

const cur = new Float64Array(128);
// The folder's objectives and masks, read once per call (the loops below run thousands of times
// per decision).
const objs: Objective[] = [];
const masks = new Int32Array(128);
const counts = new Array<number>(SERIES_COUNT).fill(0);
const got = new Array<number>(SERIES_COUNT).fill(0);

/** project(...).value of plan.ts. */
export function projectValue(
  objectives: readonly number[],
  start: readonly number[],
  extra: number,
  cap: readonly number[],
  others: readonly (readonly number[])[],
  weights: PlanWeights,
): number {
  const n = objectives.length;
  const partial = Math.min(0.6, extra / 10);
  let exact = 0;
  let current = 0;
  let pictures = 0;
  for (let s = 0; s < SERIES_COUNT; s++) { counts[s] = start[s]; got[s] = 0; pictures += start[s]; }
  total = pictures;
  readOthers(others);
  for (let i = 0; i < n; i++) {
    const o = (objs[i] = card(objectives[i]).objective);
    masks[i] = maskOfCard(objectives[i]);
    exact += points(o, 0);
    cur[i] = points(o, partial);
    current += cur[i];
  }
  for (let step = 0; step < extra; step++) {
    let best = -1;
    let bestGain = -Infinity;
    for (let s = 0; s < SERIES_COUNT; s++) {
      if (got[s] >= cap[s]) continue;
      const bit = 1 << s;
      counts[s]++;
      total++;
      let gain = 0;
      for (let i = 0; i < n; i++) {
        if (masks[i] & bit) gain += points(objs[i], partial) - cur[i];
      }
      counts[s]--;
      total--;
      if (gain > bestGain + 1e-9) { bestGain = gain; best = s; }
    }
    // Pictures that only hurt are not taken while another choice (an objective) is open.
    if (best < 0 || bestGain < -1e-9) break;
    counts[best]++;
    got[best]++;
    total++;
    const bit = 1 << best;
    for (let i = 0; i < n; i++) {
      if (masks[i] & bit) {
        const v = points(objs[i], partial);
        current += v - cur[i];
        cur[i] = v;
      }
    }
  }
  return exact + weights.trust * (current - exact) + weights.pictureWorth * Math.min(1, extra / weights.horizon) * pictures;
}
