// Speedkino cross-play: our computers (Kollege) with a rule-book colleague that knows only the
// printed conventions (reference/kino-regelbuch.ts, written from the rule text, not from our bots).
// On the fixed decks of kino-seeds.json, per seat count n = 2…5:
// - kino.score.kollege.<n>p: every seat a Kollege; kino.score.regelbuch.<n>p: every seat the
//   rule-book colleague (the all-reference table);
// - kino.crossplay.kollege.<n>p: one rule-book colleague (seat = game index mod n) among Kollegen,
//   and kino.crossplay.line.<n>p, the seat-weighted line between the two pure tables
//   ((1/n)·all-reference + ((n−1)/n)·all-Kollege) it should reach;
// - kino.crossplay.misread_rate.<n>p: the share of the Kollegen's clues (in the all-Kollege and the
//   mixed games) that the rule-book colleague reads differently — play vs save vs neither, or
//   another can as the focus;
// - kino.crossplay.misread_by_us.<n>p: the other way round, the share of the rule-book colleague's
//   own clues (in the mixed games) that our rules record — and so the Kollegen act on — differently
//   from what it meant by them (its own reading of its clue);
// - kino.crossplay.saved_filmriss.<n>p: Filmrisse in those games where a Kollege played a can that
//   the rule book calls saved (the rule-book colleague read the last clue focused on it as a Rettung).
// Base rules; a third Filmriss counts 0. `KINO_GAMES` shortens a trial run, `KINO_SEATS` narrows it,
// `KINO_FROM` starts at another deck of the list, `KINO_FRESH=word` deals fresh decks instead,
// `KINO_DUMP` names a JSON file for the points per deck (to pair two runs by deck), `KINO_REF_VARIANT=name,name`
// lets the rule-book colleague read the printed words another way (reference/kino-regelbuch.ts VARIANTS).
import { writeFileSync } from 'node:fs';
import { kino } from '../../worker/games/kino';
import type { KinoState, KinoView } from '../../worker/games/kino/types';
import { shardedJobs } from './parallel';
import { playOut } from './strength';
import { readingsOf, regelbuchMove } from './reference/kino-regelbuch';
import type { BenchFigure } from './types';
import seedList from './kino-seeds.json';

const OPTIONS = kino.defaultOptions();
const SEEDS = seedList as string[];
const FROM = Number(process.env.KINO_FROM ?? 0);
/** `KINO_FRESH=word`: decks dealt from seeds `word-<i>` instead of the list (to confirm a change on decks it was not chosen on). */
const FRESH = process.env.KINO_FRESH ?? '';
const GAMES = Math.min(SEEDS.length - FROM, Number(process.env.KINO_GAMES ?? SEEDS.length));
/** Seat counts to measure; `KINO_SEATS=4,5` narrows a trial run. */
const SEAT_COUNTS = (process.env.KINO_SEATS ?? '2,3,4,5').split(',').map(Number);

type Table = 'kollege' | 'regelbuch' | 'mixed';
interface Job { seats: number; table: Table; from: number; to: number }
interface Result { points: number[]; clues: number; misread: number; refClues: number; misreadByUs: number; savedFilmriss: number }

/** One game; seat kinds 'normal' (Kollege) or 'regelbuch'. Returns the final state. */
const play = (kinds: readonly string[], seed: string) => playOut(kino, kinds, OPTIONS, seed, { regelbuch: regelbuchMove }) as KinoState;

function runJob(job: Job): Result {
  const out: Result = { points: [], clues: 0, misread: 0, refClues: 0, misreadByUs: 0, savedFilmriss: 0 };
  for (let i = job.from; i < job.to; i++) {
    const kinds = Array.from({ length: job.seats }, (_, s) =>
      job.table === 'regelbuch' || (job.table === 'mixed' && s === i % job.seats) ? 'regelbuch' : 'normal');
    const state = play(kinds, FRESH ? `${FRESH}-${i}` : SEEDS[i]);
    out.points.push(state.over === 'filmriss' ? 0 : state.reels.reduce((a, x) => a + x, 0));
    if (job.table === 'regelbuch') continue;
    // How the rule-book colleague reads every clue, from the public record after the end.
    const v = kino.view(state, 'spectator') as KinoView;
    const ref = readingsOf(v);
    const savedBy = new Map<number, boolean>();
    state.clues.forEach((c, k) => {
      const r = ref[k];
      if (r.focusId !== null) savedBy.set(r.focusId, r.reading === 'save');
      const differs = r.reading !== c.reading || (r.focusId ?? null) !== (c.focus ?? null);
      if (kinds[c.by] !== 'normal') {
        out.refClues++;
        if (differs) out.misreadByUs++;
        return;
      }
      out.clues++;
      if (differs) out.misread++;
    });
    for (const h of state.history) {
      if (h.how === 'filmriss' && kinds[h.seat] === 'normal' && savedBy.get(h.id)) out.savedFilmriss++;
    }
  }
  return out;
}

const runJobs = shardedJobs<Job, Result>(import.meta.url, 'kinoCrossJob', runJob, 2);

function meanCi(xs: readonly number[]): { value: number; ci: [number, number] } {
  const n = xs.length;
  const mean = xs.reduce((a, b) => a + b, 0) / n;
  const sd = Math.sqrt(xs.reduce((a, x) => a + (x - mean) ** 2, 0) / Math.max(1, n - 1));
  const r = (x: number) => Math.round(x * 1000) / 1000;
  const h = (1.96 * sd) / Math.sqrt(n);
  return { value: r(mean), ci: [r(mean - h), r(mean + h)] };
}

async function table(seats: number, kind: Table): Promise<Result> {
  const shards = 2;
  const parts = await runJobs(Array.from({ length: shards }, (_, k) => ({
    seats, table: kind, from: FROM + Math.floor((GAMES * k) / shards), to: FROM + Math.floor((GAMES * (k + 1)) / shards),
  })));
  const r: Result = {
    points: parts.flatMap((p) => p.points),
    clues: parts.reduce((a, p) => a + p.clues, 0),
    misread: parts.reduce((a, p) => a + p.misread, 0),
    refClues: parts.reduce((a, p) => a + p.refClues, 0),
    misreadByUs: parts.reduce((a, p) => a + p.misreadByUs, 0),
    savedFilmriss: parts.reduce((a, p) => a + p.savedFilmriss, 0),
  };
  console.error(`# kino crossplay ${kind} ${seats}p: ${r.points.length} games, mean ${(r.points.reduce((a, b) => a + b, 0) / r.points.length).toFixed(2)}, clues ${r.clues}, misread ${r.misread}`);
  return r;
}

/** Wilson 95 % interval of a share. */
function shareCi(k: number, n: number): [number, number] {
  if (n === 0) return [0, 0];
  const z = 1.96;
  const p = k / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  const r = (x: number) => Math.round(x * 10000) / 10000;
  return [r(Math.max(0, c - h)), r(Math.min(1, c + h))];
}

export async function run(): Promise<BenchFigure[]> {
  const figures: BenchFigure[] = [];
  const dump: Record<string, { from: number; kollege: number[]; regelbuch: number[]; mixed: number[] }> = {};
  for (const seats of SEAT_COUNTS) {
    const kollege = await table(seats, 'kollege');
    const ref = await table(seats, 'regelbuch');
    const mixed = await table(seats, 'mixed');
    const k = meanCi(kollege.points);
    const a = meanCi(ref.points);
    const m = meanCi(mixed.points);
    // Paired by deck: the mixed table minus the line between the pure tables on the same deck.
    const diff = mixed.points.map((x, i) => x - (ref.points[i] / seats + (kollege.points[i] * (seats - 1)) / seats));
    const d = meanCi(diff);
    dump[seats] = { from: FROM, kollege: kollege.points, regelbuch: ref.points, mixed: mixed.points };
    const clues = kollege.clues + mixed.clues;
    const misread = kollege.misread + mixed.misread;
    figures.push(
      { name: `kino.score.kollege.${seats}p`, value: k.value, unit: 'points', ci: k.ci },
      { name: `kino.score.regelbuch.${seats}p`, value: a.value, unit: 'points', ci: a.ci },
      { name: `kino.crossplay.kollege.${seats}p`, value: m.value, unit: 'points', ci: m.ci },
      { name: `kino.crossplay.line.${seats}p`, value: Math.round((a.value / seats + (k.value * (seats - 1)) / seats) * 1000) / 1000, unit: 'points' },
      { name: `kino.crossplay.above_line.${seats}p`, value: d.value, unit: 'points', ci: d.ci },
      { name: `kino.crossplay.misread_rate.${seats}p`, value: Math.round((misread / Math.max(1, clues)) * 10000) / 10000, unit: 'share', ci: shareCi(misread, clues) },
      { name: `kino.crossplay.clues.${seats}p`, value: clues, unit: 'clues' },
      { name: `kino.crossplay.misread_by_us.${seats}p`, value: Math.round((mixed.misreadByUs / Math.max(1, mixed.refClues)) * 10000) / 10000, unit: 'share', ci: shareCi(mixed.misreadByUs, mixed.refClues) },
      { name: `kino.crossplay.saved_filmriss.${seats}p`, value: kollege.savedFilmriss + mixed.savedFilmriss, unit: 'filmrisse' },
    );
  }
  if (process.env.KINO_DUMP) writeFileSync(process.env.KINO_DUMP, JSON.stringify(dump));
  return figures;
}
