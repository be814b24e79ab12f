// Trial tool for tuning the Meister (not a bench module): plays decks of kino-seeds.json at one seat
// count and writes every deck's points, so two versions of the code can be compared paired by deck.
//   S=2 N=200 FROM=0 T=meister OUT=/tmp/a.json npx tsx test/bench/kino-meister.ts
//   … BASE=/tmp/a.json   (also prints the paired difference to that earlier run, 95 % interval)
// THREADS=1 plays the two halves one after another (default 2 worker threads at a time).
// T=meister: every seat a Meister; T=regelbuch: one rule-book colleague (seat = deck index mod S)
// among Meister, i.e. the Meister playing with a player who knows only the printed conventions.
// Prints the mean with a 95 % interval and the p95 of the Meister's decision times (wall, ms).
import { readFileSync, writeFileSync } from 'node:fs';
import { kino } from '../../worker/games/kino';
import type { KinoState, KinoView } from '../../worker/games/kino/types';
import type { Rng } from '../../worker/games/core/rng';
import { shardedJobs } from './parallel';
import { regelbuchMove } from './reference/kino-regelbuch';
import { playOut } from './strength';
import { p95 } from './timing';
import seedList from './kino-seeds.json';

const SEEDS = seedList as string[];
const OPTIONS = kino.defaultOptions();

interface Job { seats: number; table: string; from: number; to: number }
interface Result { points: number[]; times: number[] }

function runJob(job: Job): Result {
  const out: Result = { points: [], times: [] };
  // The Meister, timed (wall clock) at each decision.
  const meister = (view: KinoView, rng: Rng) => {
    const t0 = performance.now();
    const move = kino.choose(view, 'stark', rng);
    out.times.push(performance.now() - t0);
    return move;
  };
  for (let i = job.from; i < job.to; i++) {
    const seed = SEEDS[i];
    const levels = Array.from({ length: job.seats }, (_, s) => (job.table === 'regelbuch' && s === i % job.seats ? 'regelbuch' : 'meister'));
    const state = playOut(kino, levels, OPTIONS, seed, { meister, regelbuch: regelbuchMove }) as KinoState;
    out.points.push(state.over === 'filmriss' ? 0 : state.reels.reduce((a, x) => a + x, 0));
  }
  return out;
}

const runJobs = shardedJobs<Job, Result>(import.meta.url, 'kinoMeisterJob', runJob, Number(process.env.THREADS ?? 2));

function meanCi(xs: readonly number[]): string {
  const n = xs.length;
  const mean = xs.reduce((a, b) => a + b, 0) / n;
  const sd = Math.sqrt(xs.reduce((a, x) => a + (x - mean) ** 2, 0) / Math.max(1, n - 1));
  const h = (1.96 * sd) / Math.sqrt(n);
  return `${mean.toFixed(3)} [${(mean - h).toFixed(3)}, ${(mean + h).toFixed(3)}]`;
}

const isMain = (await import('node:worker_threads')).isMainThread;
if (isMain) {
  const seats = Number(process.env.S ?? 2);
  const n = Number(process.env.N ?? 200);
  const from = Number(process.env.FROM ?? 0);
  const table = process.env.T ?? 'meister';
  const t0 = Date.now();
  const parts = await runJobs([0, 1].map((k) => ({ seats, table, from: from + Math.floor((n * k) / 2), to: from + Math.floor((n * (k + 1)) / 2) })));
  const points = parts.flatMap((p) => p.points);
  const times = parts.flatMap((p) => p.times);
  console.log(`${table} ${seats}p decks ${from}..${from + n}: mean ${meanCi(points)}, p95 ${p95(times).toFixed(1)} ms over ${times.length} decisions, ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  if (process.env.OUT) writeFileSync(process.env.OUT, JSON.stringify({ seats, from, table, points }));
  if (process.env.BASE) {
    const base = JSON.parse(readFileSync(process.env.BASE, 'utf8')) as { from: number; points: number[] };
    if (base.from !== from || base.points.length !== points.length) throw new Error('BASE was run on other decks');
    console.log(`paired difference to ${process.env.BASE}: ${meanCi(points.map((x, i) => x - base.points[i]))}`);
  }
}
