// Strength runs for the games' benchmarks, split over worker threads. A game's bench module calls
// `strengthRunner` at its top level: in the main thread that returns the runner; in a worker
// started from the same module it runs the worker's share of the games and posts the shares back.
import { availableParallelism } from 'node:os';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import type { AnyGame, BotLevel as AnyLevel, Outcome } from '../../worker/games/core/types';
import { estimateShare, heroShares, type Players, type ShareEstimate } from './strength';
import type { BenchFigure } from './types';

/** The three strengths every game has (not a game's special record-hunt opponent). */
export type BotLevel = Exclude<AnyLevel, 'max'>;
export const LEVELS: BotLevel[] = ['leicht', 'normal', 'stark'];

export interface StrengthSetup {
  game: AnyGame;
  options: unknown;
  /** Fixed seeds; game i uses seeds[i] and puts the hero in seat i mod seats. */
  seeds: readonly string[];
  /** The bench module's `import.meta.url`: the workers' entry. */
  entry: string;
  /** The hero's share of one game's outcome; by place unless given. */
  share?: (outcome: Outcome, seat: number) => number;
  /** Benchmark players besides the levels, by name (hero or villain may name one). */
  players?: Players;
}

/**
 * Win share of `hero` against `villain`s at `seats` seats over `games` seeds from index `from`
 * (default 0: the first ones; another range checks a tuning against seeds it was not tuned on).
 */
export type StrengthRunner = (seats: number, hero: string, villain: string, games: number, from?: number) => Promise<ShareEstimate>;

interface StrengthJob {
  seats: number;
  hero: string;
  villain: string;
  /** Games [from, to) of the seeds; the hero's seat rotates with the index. */
  from: number;
  to: number;
}

const JOB_KEY = 'strengthJob';

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

function inWorker(entry: string, job: StrengthJob): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const w = new Worker(new URL(entry), { workerData: { [JOB_KEY]: job }, execArgv: loaderArgs() });
    w.once('message', resolve);
    w.once('error', reject);
    w.once('exit', (code) => { if (code !== 0) reject(new Error(`strength worker exited with ${code}`)); });
  });
}

export function strengthRunner(setup: StrengthSetup): StrengthRunner {
  const runJob = (job: StrengthJob): number[] =>
    heroShares(setup.game, job.seats, job.hero, job.villain, setup.options, setup.seeds.slice(job.from, job.to), job.from, setup.share, setup.players);

  if (!isMainThread && parentPort && workerData?.[JOB_KEY]) {
    parentPort.postMessage(runJob(workerData[JOB_KEY] as StrengthJob));
  }

  return async (seats, hero, villain, games, from = 0) => {
    const shards = Math.max(1, Math.min(availableParallelism(), 4));
    const jobs: StrengthJob[] = [];
    for (let k = 0; k < shards; k++) {
      jobs.push({ seats, hero, villain, from: from + Math.floor((games * k) / shards), to: from + Math.floor((games * (k + 1)) / shards) });
    }
    let parts: number[][];
    try {
      parts = await Promise.all(jobs.map((job) => inWorker(setup.entry, job)));
    } catch {
      parts = jobs.map(runJob); // no worker threads here: same games, one after another
    }
    return estimateShare(parts.flat());
  };
}

/**
 * The three strength figures every game reports, `<prefix>.strength.…`: stark vs normal and normal
 * vs leicht at two seats, stark vs three normal at four seats.
 */
export async function strengthFigures(
  prefix: string,
  strength: StrengthRunner,
  games: { twoSeats: number; fourSeats: number },
): Promise<BenchFigure[]> {
  const starkNormal = await strength(2, 'stark', 'normal', games.twoSeats);
  const normalLeicht = await strength(2, 'normal', 'leicht', games.twoSeats);
  const stark4 = await strength(4, 'stark', 'normal', games.fourSeats);
  return [
    { name: `${prefix}.strength.stark_vs_normal`, value: starkNormal.value, unit: 'share', ci: starkNormal.ci },
    { name: `${prefix}.strength.normal_vs_leicht`, value: normalLeicht.value, unit: 'share', ci: normalLeicht.ci },
    { name: `${prefix}.strength.stark_vs_normal_4p`, value: stark4.value, unit: 'share', ci: stark4.ci },
  ];
}

/**
 * Any other sharded work (Speedkino's co-operative scores): `run(job)` in worker threads started
 * from the calling bench module (`entry`, its import.meta.url). Call at the module's top level: in
 * a worker it runs that worker's job and posts the result back; in the main thread it returns the
 * function that runs the given jobs, at most `width` at a time in parallel (one after another in
 * this thread when worker threads are unavailable).
 */
export function shardedJobs<J, R>(entry: string, key: string, run: (job: J) => R, width = 2): (jobs: J[]) => Promise<R[]> {
  if (!isMainThread && parentPort && workerData?.[key]) parentPort.postMessage(run(workerData[key] as J));
  const one = (job: J): Promise<R> => new Promise((resolve, reject) => {
    const w = new Worker(new URL(entry), { workerData: { [key]: job }, execArgv: loaderArgs() });
    w.once('message', (r: R) => resolve(r));
    w.once('error', reject);
    w.once('exit', (code) => { if (code !== 0) reject(new Error(`worker exited with ${code}`)); });
  });
  return async (jobs) => {
    const out: R[] = new Array(jobs.length);
    try {
      let next = 0;
      const lane = async () => { while (next < jobs.length) { const k = next++; out[k] = await one(jobs[k]); } };
      await Promise.all(Array.from({ length: Math.max(1, width) }, lane));
    } catch {
      jobs.forEach((job, k) => { out[k] = run(job); });
    }
    return out;
  };
}
