// Speedalbum benchmarks: how long each computer level takes to decide, how fast whole random games
// run through the pure rules, how strong the levels are against each other (win share with a 95 %
// interval over the fixed seeds in album-seeds.json, base rules, seats rotated, a tie for first
// counted as a share — not by the rule book's "the later player wins", which would favour a seat),
// and how balanced the objective kinds are. The strength games are split over worker threads;
// this module is also the workers' entry.
import { availableParallelism } from 'node:os';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { album } from '../../worker/games/album';
import { legalMoves } from '../../worker/games/album/hints';
import { measureBalance } from '../../worker/games/album/balance';
import type { BotLevel as AnyLevel, Outcome } from '../../worker/games/core/types';
import { isRuleError } from '../../worker/games/core/types';
import { createRng, stepRng } from '../../worker/games/core/rng';
import { estimateShare, playGame } from './strength';
import type { BenchFigure } from './types';
import seedList from './album-seeds.json';

/** The three strengths (not Max, the Rekordjagd's opponent). */
type BotLevel = Exclude<AnyLevel, 'max'>;

const SEEDS = seedList as string[];
const LEVELS: BotLevel[] = ['leicht', 'normal', 'stark'];
const OPTIONS = album.defaultOptions();
/** Games per seat count for the balance figure (`npm run balance` plays 200 per seat count). */
const BALANCE_GAMES = 100;

interface StrengthJob {
  seats: number;
  hero: BotLevel;
  villain: BotLevel;
  /** Games [from, to) of SEEDS; the hero's seat rotates with the index. */
  from: number;
  to: number;
}

/** The hero's share of first place by points: 1 alone on top, 1/k when k seats tie for it. */
function pointsShare(outcome: Outcome, hero: number): number {
  const points = outcome.seats.map((s) => s.points);
  const top = Math.max(...points);
  if (points[hero] < top) return 0;
  return 1 / points.filter((p) => p === top).length;
}

function runJob(job: StrengthJob): number[] {
  const out: number[] = [];
  for (let i = job.from; i < job.to; i++) {
    const heroSeat = i % job.seats;
    const levels = Array.from({ length: job.seats }, (_, s) => (s === heroSeat ? job.hero : job.villain));
    out.push(pointsShare(playGame(album, levels, OPTIONS, SEEDS[i]), heroSeat));
  }
  return out;
}

if (!isMainThread && parentPort && workerData?.albumJob) {
  parentPort.postMessage(runJob(workerData.albumJob as StrengthJob));
}

/** The workers need tsx's loader flags, but not an --eval the bench may have been started with. */
function loaderArgs(): string[] {
  const out: string[] = [];
  const argv = process.execArgv;
  for (let i = 0; i < argv.length; i++) {
    if ((argv[i] === '--require' || argv[i] === '--import' || argv[i] === '--loader') && i + 1 < argv.length) out.push(argv[i], argv[++i]);
    else if (/^--(require|import|loader)=/.test(argv[i])) out.push(argv[i]);
  }
  return out;
}

function inWorker(job: StrengthJob): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const w = new Worker(new URL(import.meta.url), { workerData: { albumJob: job }, execArgv: loaderArgs() });
    w.once('message', resolve);
    w.once('error', reject);
    w.once('exit', (code) => { if (code !== 0) reject(new Error(`strength worker exited with ${code}`)); });
  });
}

/** Win share of `hero` over `games` seeded games, spread over the available cores. */
async function strength(seats: number, hero: BotLevel, villain: BotLevel, games: number): Promise<ReturnType<typeof estimateShare>> {
  const shards = Math.max(1, Math.min(availableParallelism(), 4));
  const jobs: StrengthJob[] = [];
  for (let k = 0; k < shards; k++) {
    jobs.push({ seats, hero, villain, from: Math.floor((games * k) / shards), to: Math.floor((games * (k + 1)) / shards) });
  }
  let parts: number[][];
  try {
    parts = await Promise.all(jobs.map(inWorker));
  } catch {
    parts = jobs.map(runJob); // no worker threads here: same games, one after another
  }
  return estimateShare(parts.flat());
}

function p95(xs: number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor(s.length * 0.95))] * 1000) / 1000;
}

/**
 * Decision times per level over every decision of seeded games at 2…6 seats in turn (played on by
 * normal computers): each position is decided once by every level.
 */
function decideTimes(games: number): Record<BotLevel, number[]> {
  const times: Record<BotLevel, number[]> = { leicht: [], normal: [], stark: [] };
  for (let g = 0; g < games; g++) {
    const seed = `album-decide-${g}`;
    let state = album.setup(2 + (g % 5), OPTIONS, stepRng(seed, 0, 'setup'));
    let step = 0;
    while (!album.isOver(state)) {
      const seat = album.pending(state)[0];
      step++;
      const view = album.view(state, seat);
      for (const level of LEVELS) {
        const t0 = performance.now();
        album.choose(view, level, stepRng(seed, step, level));
        times[level].push(performance.now() - t0);
      }
      const move = album.choose(view, 'normal', stepRng(seed, step, 'play'));
      state = album.apply(state, seat, move, stepRng(seed, step)).state;
    }
  }
  return times;
}

/** Whole random 4-player games through setup/view/validate/apply with random legal moves, per second. */
function playoutsPerSecond(games: number): number {
  const rng = createRng('album-playouts');
  const t0 = performance.now();
  for (let g = 0; g < games; g++) {
    let state = album.setup(4, OPTIONS, rng);
    while (!album.isOver(state)) {
      const seat = album.pending(state)[0];
      const move = album.validate(state, seat, rng.pick(legalMoves(album.view(state, seat))));
      if (isRuleError(move)) throw new Error(move.message);
      state = album.apply(state, seat, move, rng).state;
    }
  }
  return Math.round(games / ((performance.now() - t0) / 1000));
}

export async function run(): Promise<BenchFigure[]> {
  decideTimes(2); // warm up the JIT
  const times = decideTimes(20);
  playoutsPerSecond(200);
  const playouts = playoutsPerSecond(2_000);
  const starkNormal = await strength(2, 'stark', 'normal', 2_000);
  const normalLeicht = await strength(2, 'normal', 'leicht', 2_000);
  const stark4 = await strength(4, 'stark', 'normal', 2_000);
  const balance = measureBalance(BALANCE_GAMES);
  return [
    ...LEVELS.map((level) => ({ name: `album.bot.${level}.decide_ms.p95`, value: p95(times[level]), unit: 'ms' })),
    { name: 'album.playouts_per_s', value: playouts, unit: 'games/s' },
    { name: 'album.strength.stark_vs_normal', value: starkNormal.value, unit: 'share', ci: starkNormal.ci },
    { name: 'album.strength.normal_vs_leicht', value: normalLeicht.value, unit: 'share', ci: normalLeicht.ci },
    { name: 'album.strength.stark_vs_normal_4p', value: stark4.value, unit: 'share', ci: stark4.ci },
    { name: 'album.balance.max_kind_deviation', value: Math.round(balance.maxKindDeviation * 10000) / 10000, unit: 'ratio' },
  ];
}
