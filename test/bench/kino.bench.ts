// Speedkino benchmarks: the co-operative score of each computer level (all seats the same level,
// and a mixed table of one Meister with Kollegen), mean with a 95 % interval over the fixed decks
// in kino-seeds.json (the same decks at every level; a third Filmriss counts 0), the strikeout rate,
// and how long each level takes to decide. Base rules (no Farbfilm, no empty clues). The games are
// split over two worker threads; this module is also the workers' entry. `KINO_GAMES=N` shortens a
// trial run, `KINO_LEVELS=stark` and `KINO_SEATS=2,3` narrow the score figures to those levels
// (leicht, normal, stark, mixed) and seat counts; `KINO_TIMES=0` skips the decision times. Besides
// the p95 over all seat counts, the Meister's p95 per seat count (its look-ahead is sized per count).
import { kino } from '../../worker/games/kino';
import type { KinoState } from '../../worker/games/kino/types';
import type { BotLevel } from '../../worker/games/core/types';
import { shardedJobs } from './parallel';
import { playGame } from './strength';
import { decideTimes, p95, type DecideSetup } from './timing';
import type { BenchFigure } from './types';
import seedList from './kino-seeds.json';

const OPTIONS = kino.defaultOptions();
const SEEDS = seedList as string[];
/** Decks per seat count and level (the brief: at least 1,000). `KINO_GAMES` shortens a trial run. */
const GAMES = Math.min(SEEDS.length, Number(process.env.KINO_GAMES ?? SEEDS.length));
const LEVEL_LIST = (process.env.KINO_LEVELS ?? 'leicht,normal,stark,mixed').split(',');
const SEAT_COUNTS = (process.env.KINO_SEATS ?? '2,3,4,5').split(',').map(Number);
const NAMES: Record<Exclude<BotLevel, 'max'>, string> = { leicht: 'lehrling', normal: 'kollege', stark: 'meister' };

interface ScoreJob {
  seats: number;
  /** A level for every seat, or 'mixed': the Meister in seat (game index mod seats), Kollegen elsewhere. */
  level: Exclude<BotLevel, 'max'> | 'mixed';
  from: number;
  to: number;
}

interface ScoreResult { points: number[]; strikeouts: number }

function playScores(job: ScoreJob): ScoreResult {
  const points: number[] = [];
  let strikeouts = 0;
  for (let i = job.from; i < job.to; i++) {
    const levels: BotLevel[] = Array.from({ length: job.seats }, (_, s) =>
      job.level === 'mixed' ? (s === i % job.seats ? 'stark' : 'normal') : job.level);
    const outcome = playGame(kino, levels, OPTIONS, SEEDS[i]);
    points.push(outcome.seats[0].points);
    if ((outcome.detail as { reason: string }).reason === 'filmriss') strikeouts++;
  }
  return { points, strikeouts };
}

const runJobs = shardedJobs<ScoreJob, ScoreResult>(import.meta.url, 'kinoScoreJob', playScores, 2);

/** Mean and 95 % interval (normal approximation with the sample variance). */
function meanCi(xs: readonly number[]): { value: number; ci: [number, number] } {
  const n = xs.length;
  const mean = xs.reduce((a, b) => a + b, 0) / n;
  const sd = Math.sqrt(xs.reduce((a, x) => a + (x - mean) ** 2, 0) / Math.max(1, n - 1));
  const r = (x: number) => Math.round(x * 1000) / 1000;
  const h = (1.96 * sd) / Math.sqrt(n);
  return { value: r(mean), ci: [r(mean - h), r(mean + h)] };
}

async function scores(seats: number, level: ScoreJob['level']): Promise<ScoreResult> {
  const shards = 2;
  const jobs: ScoreJob[] = Array.from({ length: shards }, (_, k) => ({
    seats, level, from: Math.floor((GAMES * k) / shards), to: Math.floor((GAMES * (k + 1)) / shards),
  }));
  const parts = await runJobs(jobs);
  const points = parts.flatMap((p) => p.points);
  console.error(`# kino ${level} ${seats}p: ${points.length} games, mean ${(points.reduce((a, b) => a + b, 0) / points.length).toFixed(2)}`);
  return { points, strikeouts: parts.reduce((a, p) => a + p.strikeouts, 0) };
}

/** Every decision of seeded games at 2…5 seats in turn, played on by Kollegen. */
const DECIDE: DecideSetup<KinoState> = { prefix: 'kino', seats: (g) => 2 + (g % 4) };

export async function run(): Promise<BenchFigure[]> {
  const figures: BenchFigure[] = [];
  if (process.env.KINO_TIMES !== '0') {
    decideTimes(kino, OPTIONS, DECIDE, 2); // warm up the JIT
    const times = decideTimes(kino, OPTIONS, DECIDE, 24);
    for (const level of ['leicht', 'normal', 'stark'] as const) {
      figures.push({ name: `kino.bot.${NAMES[level]}.decide_ms.p95`, value: p95(times[level]), unit: 'ms' });
    }
    for (const seats of SEAT_COUNTS) {
      const at = decideTimes(kino, OPTIONS, { prefix: `kino-${seats}p`, seats: () => seats }, 8);
      figures.push({ name: `kino.bot.meister.decide_ms.p95_${seats}p`, value: p95(at.stark), unit: 'ms' });
    }
  }
  for (const level of (['leicht', 'normal', 'stark'] as const).filter((l) => LEVEL_LIST.includes(l))) {
    let strikeouts = 0;
    let games = 0;
    for (const seats of SEAT_COUNTS) {
      const r = await scores(seats, level);
      const m = meanCi(r.points);
      figures.push({ name: `kino.score.${NAMES[level]}.${seats}p`, value: m.value, unit: 'points', ci: m.ci });
      strikeouts += r.strikeouts;
      games += r.points.length;
    }
    if (SEAT_COUNTS.length === 4) figures.push({ name: `kino.strikeout_rate.${NAMES[level]}`, value: Math.round((strikeouts / games) * 10000) / 10000, unit: 'share' });
  }
  for (const seats of LEVEL_LIST.includes('mixed') ? SEAT_COUNTS : []) {
    const m = meanCi((await scores(seats, 'mixed')).points);
    figures.push({ name: `kino.score.mixed.${seats}p`, value: m.value, unit: 'points', ci: m.ci });
  }
  return figures;
}
