// Normal: "plant die Sammlung bis zum Ende". Every candidate move is valued by the album it leads
// to, projected to the end of the round (plan.ts): the objectives with the pictures the seat can
// still hope for, only partly trusted because those pictures are not in hand yet, plus a worth
// per picture held for the objectives still to come. So an objective taken costs the pictures
// that turn would have brought, and near the end only the points now count. Flips are tried
// where they can pay: the objective that adds least to the projected album, and the one taken.
import type { Rng } from '../../core/rng';
import type { AlbumMove, AlbumView } from '../types';
import { frontOf } from '../cards';
import { albumAfter, baseMoves, flipChoices } from '../hints';
import { outlook, project, type Outlook, type PlanWeights } from './plan';

/**
 * The share of the cards left a seat can expect to turn into its own pictures (heads-up about
 * 12 of 18 cards end as pictures), and of each series' supply at most `SERIES_SHARE / seats`.
 * Both measured in heads-up games against leicht (0.8 and 1.5 made normal over-collect
 * objectives on pictures it never got).
 */
const PICTURE_SHARE = 0.65;
const SERIES_SHARE = 1;
export const NORMAL_WEIGHTS: PlanWeights = { trust: 0.6, pictureWorth: 2, horizon: 12 };
/** Base moves whose flips are tried. */
const FLIP_BASES = 5;

export interface Judged {
  move: AlbumMove;
  /** Plan value of the album after the move, projected to the end of the round. */
  value: number;
}

/** How many more pictures the seat can expect, and of each series at most, after `taken` cards leave. */
function expectations(view: AlbumView, out: Outlook, takenSeries: readonly number[]): { extra: number; cap: number[] } {
  const left = out.left - takenSeries.length;
  const extra = Math.max(0, Math.round((left / view.seats) * PICTURE_SHARE));
  const share = Math.min(1, SERIES_SHARE / view.seats);
  const cap = out.supply.map((n, s) => {
    let rest = n;
    for (const t of takenSeries) if (t === s) rest--;
    return Math.ceil(Math.max(0, rest) * share);
  });
  return { extra, cap };
}

function judge(view: AlbumView, seat: number, out: Outlook, move: AlbumMove): { value: number; weakest: number | null } {
  const after = albumAfter(view, seat, move);
  const taken = move.type === 'take' ? [frontOf(view.piles[move.pile].top as number)] : move.slots.map((s) => view.market[s] as number);
  const { extra, cap } = expectations(view, out, taken);
  const p = project(after.objectives, after.counts, extra, cap, out.othersEnd, NORMAL_WEIGHTS);
  let weakest: number | null = null;
  let low = Infinity;
  p.perObjective.forEach((v, i) => { if (v < low) { low = v; weakest = after.objectives[i]; } });
  return { value: p.value, weakest };
}

/** Every candidate move with its projected value, best first. */
export function judgeMoves(view: AlbumView, seat: number): Judged[] {
  const out = outlook(view, seat);
  const judged: Judged[] = [];
  const weakestOf = new Map<AlbumMove, number | null>();
  for (const base of baseMoves(view)) {
    const j = judge(view, seat, out, base);
    judged.push({ move: base, value: j.value });
    weakestOf.set(base, j.weakest);
  }
  judged.sort((a, b) => b.value - a.value);
  // Flips: for the most promising base moves, try the weakest objective and the one just taken.
  const flips: Judged[] = [];
  for (const j of judged.slice(0, FLIP_BASES)) {
    const allowed = flipChoices(view, seat, j.move);
    const tries = new Set<number>();
    const weakest = weakestOf.get(j.move);
    if (weakest !== null && weakest !== undefined && allowed.includes(weakest)) tries.add(weakest);
    if (j.move.type === 'take' && allowed.includes(view.piles[j.move.pile].top as number)) tries.add(view.piles[j.move.pile].top as number);
    for (const flip of tries) {
      const move = { ...j.move, flip };
      flips.push({ move, value: judge(view, seat, out, move).value });
    }
  }
  return [...judged, ...flips].sort((a, b) => b.value - a.value);
}

export function chooseNormal(view: AlbumView, seat: number, rng: Rng): Judged {
  const all = judgeMoves(view, seat);
  // Equal values: a random one of them, so the computer is not predictable.
  const best = all.filter((j) => j.value >= all[0].value - 1e-9);
  return best[rng.int(best.length)];
}
