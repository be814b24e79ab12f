// Speedkleister benchmarks: how long each computer level takes to decide, how fast whole random
// rounds run through the pure rules, and how strong the levels are against each other (win share
// with a 95 % interval over the fixed seeds in kleister-seeds.json: one round per seed, seats
// rotated, ties counted half). The strength games are split over worker threads; this module is
// also the workers' entry.
import { availableParallelism } from 'node:os';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { kleister } from '../../worker/games/kleister';
import { legalMoves } from '../../worker/games/kleister/rules/legal';
import type { BotLevel as AnyLevel } from '../../worker/games/core/types';

/** The three strengths every game has (not a game's special record-hunt opponent). */
type BotLevel = Exclude<AnyLevel, 'max'>;
import { isRuleError } from '../../worker/games/core/types';
import { createRng, stepRng } from '../../worker/games/core/rng';
import { estimateShare, heroShares } from './strength';
import type { BenchFigure } from './types';
import seedList from './kleister-seeds.json';

const SEEDS = seedList as string[];
const LEVELS: BotLevel[] = ['leicht', 'normal', 'stark'];
/** Base rules, one round (Durchgang) per game. */
const OPTIONS = kleister.defaultOptions();

interface StrengthJob {
  seats: number;
  hero: BotLevel;
  villain: BotLevel;
  /** Games [from, to) of SEEDS; the hero's seat rotates with the index. */
  from: number;
  to: number;
}

function runJob(job: StrengthJob): number[] {
  return heroShares(kleister, job.seats, job.hero, job.villain, OPTIONS, SEEDS.slice(job.from, job.to), job.from);
}

if (!isMainThread && parentPort && workerData?.kleisterJob) {
  parentPort.postMessage(runJob(workerData.kleisterJob as StrengthJob));
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
    const w = new Worker(new URL(import.meta.url), { workerData: { kleisterJob: job }, execArgv: loaderArgs() });
    w.once('message', resolve);
    w.once('error', reject);
    w.once('exit', (code) => { if (code !== 0) reject(new Error(`strength worker exited with ${code}`)); });
  });
}

/** Win share of `hero` over `games` seeded rounds, spread over the available cores. */
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
 * Decision times per level over every decision of seeded 4-seat rounds (the usual table: you and
 * three computers), played on by normal computers: plays, take/leave, hand/waste and draws.
 */
function decideTimes(games: number): Record<BotLevel, number[]> {
  const times: Record<BotLevel, number[]> = { leicht: [], normal: [], stark: [] };
  for (let g = 0; g < games; g++) {
    const seed = `kleister-decide-${g}`;
    let state = kleister.setup(4, OPTIONS, stepRng(seed, 0, 'setup'));
    let step = 0;
    while (!kleister.isOver(state)) {
      for (const seat of kleister.pending(state)) {
        step++;
        const view = kleister.view(state, seat);
        for (const level of LEVELS) {
          const t0 = performance.now();
          kleister.choose(view, level, stepRng(seed, step, level));
          times[level].push(performance.now() - t0);
        }
        const move = kleister.choose(view, 'normal', stepRng(seed, step, 'play'));
        state = kleister.apply(state, seat, move, stepRng(seed, step)).state;
      }
    }
  }
  return times;
}

/** Whole random 4-player rounds through setup/view/validate/apply with random legal moves, per second. */
function playoutsPerSecond(games: number): number {
  const rng = createRng('kleister-playouts');
  const t0 = performance.now();
  for (let g = 0; g < games; g++) {
    let state = kleister.setup(4, OPTIONS, rng);
    while (!kleister.isOver(state)) {
      const seat = kleister.pending(state)[0];
      const move = kleister.validate(state, seat, rng.pick(legalMoves(kleister.view(state, seat))));
      if (isRuleError(move)) throw new Error(move.message);
      state = kleister.apply(state, seat, move, rng).state;
    }
  }
  return Math.round(games / ((performance.now() - t0) / 1000));
}

export async function run(): Promise<BenchFigure[]> {
  decideTimes(2); // warm up the JIT
  const times = decideTimes(30);
  playoutsPerSecond(200);
  const playouts = playoutsPerSecond(2_000);
  const starkNormal = await strength(2, 'stark', 'normal', 2_000);
  const normalLeicht = await strength(2, 'normal', 'leicht', 2_000);
  const stark4 = await strength(4, 'stark', 'normal', 2_000);
  return [
    ...LEVELS.map((level) => ({ name: `kleister.bot.${level}.decide_ms.p95`, value: p95(times[level]), unit: 'ms' })),
    { name: 'kleister.playouts_per_s', value: playouts, unit: 'rounds/s' },
    { name: 'kleister.strength.stark_vs_normal', value: starkNormal.value, unit: 'share', ci: starkNormal.ci },
    { name: 'kleister.strength.normal_vs_leicht', value: normalLeicht.value, unit: 'share', ci: normalLeicht.ci },
    { name: 'kleister.strength.stark_vs_normal_4p', value: stark4.value, unit: 'share', ci: stark4.ci },
  ];
}
