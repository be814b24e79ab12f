// Speedelster benchmarks: how long each computer level takes to decide, how fast whole random games
// run through the pure rules, and how strong the levels are against each other (win share with a
// 95 % interval over the fixed seeds in elster-seeds.json, seats rotated, ties counted half).
// The strength games are split over worker threads; this module is also the workers' entry.
import { availableParallelism } from 'node:os';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { elster } from '../../worker/games/elster';
import type { BotLevel as AnyLevel } from '../../worker/games/core/types';

/** The three strengths every game has (not a game's special record-hunt opponent). */
type BotLevel = Exclude<AnyLevel, 'max'>;
import { isRuleError } from '../../worker/games/core/types';
import { createRng, stepRng } from '../../worker/games/core/rng';
import { estimateShare, heroShares } from './strength';
import type { BenchFigure } from './types';
import seedList from './elster-seeds.json';

const SEEDS = seedList as string[];
const LEVELS: BotLevel[] = ['leicht', 'normal', 'stark'];

interface StrengthJob {
  seats: number;
  hero: BotLevel;
  villain: BotLevel;
  /** Games [from, to) of SEEDS; the hero's seat rotates with the index. */
  from: number;
  to: number;
}

function runJob(job: StrengthJob): number[] {
  return heroShares(elster, job.seats, job.hero, job.villain, elster.defaultOptions(), SEEDS.slice(job.from, job.to), job.from);
}

if (!isMainThread && parentPort && workerData?.elsterJob) {
  parentPort.postMessage(runJob(workerData.elsterJob as StrengthJob));
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
    const w = new Worker(new URL(import.meta.url), { workerData: { elsterJob: job }, execArgv: loaderArgs() });
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

/** Decision times per level over positions of seeded 5-seat games (played on by normal bots). */
function decideTimes(games: number): Record<BotLevel, number[]> {
  const times: Record<BotLevel, number[]> = { leicht: [], normal: [], stark: [] };
  for (let g = 0; g < games; g++) {
    const seed = `elster-decide-${g}`;
    let state = elster.setup(5, elster.defaultOptions(), stepRng(seed, 0, 'setup'));
    let step = 0;
    while (!elster.isOver(state)) {
      for (const seat of elster.pending(state)) {
        step++;
        const view = elster.view(state, seat);
        // One seat per round is measured at every level (rotating), the rest just play.
        if (seat === (state.rounds.length + g) % 5) {
          for (const level of LEVELS) {
            const t0 = performance.now();
            elster.choose(view, level, stepRng(seed, step, level));
            times[level].push(performance.now() - t0);
          }
        }
        const move = elster.choose(view, 'normal', stepRng(seed, step, 'play'));
        state = elster.apply(state, seat, move, stepRng(seed, step)).state;
      }
    }
  }
  return times;
}

/** Whole random 4-player games through setup/validate/apply with random legal bids, per second. */
function playoutsPerSecond(games: number): number {
  const rng = createRng('elster-playouts');
  const options = elster.defaultOptions();
  const t0 = performance.now();
  for (let g = 0; g < games; g++) {
    let state = elster.setup(4, options, rng);
    while (state.phase === 'bidding') {
      for (let seat = 0; seat < 4; seat++) {
        const move = elster.validate(state, seat, { type: 'bid', pebble: rng.pick(state.hands[seat]) });
        if (isRuleError(move)) throw new Error(move.message);
        state = elster.apply(state, seat, move, rng).state;
      }
    }
  }
  return Math.round(games / ((performance.now() - t0) / 1000));
}

export async function run(): Promise<BenchFigure[]> {
  decideTimes(2); // warm up the JIT
  const times = decideTimes(40);
  playoutsPerSecond(2_000);
  const playouts = playoutsPerSecond(20_000);
  const starkNormal = await strength(2, 'stark', 'normal', 2_000);
  const normalLeicht = await strength(2, 'normal', 'leicht', 2_000);
  const stark4 = await strength(4, 'stark', 'normal', 5_000);
  return [
    ...LEVELS.map((level) => ({ name: `elster.bot.${level}.decide_ms.p95`, value: p95(times[level]), unit: 'ms' })),
    { name: 'elster.playouts_per_s', value: playouts, unit: 'games/s' },
    { name: 'elster.strength.stark_vs_normal', value: starkNormal.value, unit: 'share', ci: starkNormal.ci },
    { name: 'elster.strength.normal_vs_leicht', value: normalLeicht.value, unit: 'share', ci: normalLeicht.ci },
    { name: 'elster.strength.stark_vs_normal_4p', value: stark4.value, unit: 'share', ci: stark4.ci },
  ];
}
