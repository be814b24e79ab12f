// Speedklammern benchmarks (`npm run bench -- klammern`), on fixed seeded deals with 95 % intervals:
// - strength at four, duplicate deals: each deal (board) is played twice with the pairs swapped;
//   the board goes to the pair whose net points over both tables are higher (equal: undecided);
//   the figure is the hero pair's share of the decided boards;
// - strength at three: one stark against two normal over whole Partien (12 games), seats rotated;
// - the share of the games stark chose to play (Orgi, Kleines, Besser) that it won;
// - decision times per level (CPU time of this thread; Kontra, Re and Schenken on, so every kind
//   of decision occurs, bids included), and the solver on whole deals from the first card.
// The strength games are split over two worker threads; this module is also the workers' entry.
// - against the reference player (test/bench/reference/klammern-pimc.ts, plain PIMC with a
//   hand-count bidder): stark's share of the game points of single games at three (one stark, two
//   references, seats rotated), its share of decided duplicate boards at four, and how often stark
//   and the reference declare at three and win what they declare.
// KLAMMERN_BENCH_SCALE=0.1 runs a tenth of the games (for a quick look while tuning);
// KLAMMERN_BENCH_ONLY=reference runs only the reference figures and stark's decision time;
// KLAMMERN_REF_GAMES / KLAMMERN_REF_BOARDS set their sizes (500 and 200).
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { createRng, stepRng } from '../../worker/games/core/rng';
import type { BotLevel } from '../../worker/games/core/types';
import { isRuleError } from '../../worker/games/core/types';
import { klammern } from '../../worker/games/klammern';
import { Solver } from '../../worker/games/klammern/bots/solver';
import { DECK } from '../../worker/games/klammern/rules/cards';
import { dealCards } from '../../worker/games/klammern/rules/deal';
import type { KlammernOptions, KlammernState } from '../../worker/games/klammern/types';
import { estimateShare } from './strength';
import { klammernReference } from './reference/klammern-pimc';
import { p95 } from './timing';
import type { BenchFigure } from './types';
import { cpuMs, eachDecision } from './klammern-decisions';

const SCALE = Number(process.env.KLAMMERN_BENCH_SCALE ?? 1);
const BOARDS = { starkNormal: Math.round(600 * SCALE), normalLeicht: Math.round(2000 * SCALE) };
const PARTIEN_3P = Math.round(150 * SCALE);
/** Against the reference player (issue 22): single games at three (seats rotated) and duplicate boards at four. */
const REF = { games3: Math.round(Number(process.env.KLAMMERN_REF_GAMES ?? 500) * SCALE), boards4: Math.round(Number(process.env.KLAMMERN_REF_BOARDS ?? 200) * SCALE) };
/** The base rules for the strength games. */
const OPTIONS: KlammernOptions = klammern.defaultOptions();
/** Every kind of decision for the timing: Kontra / Re and Schenken on. */
const TIMING_OPTIONS: KlammernOptions = { ...OPTIONS, kontra: true, schenken: true, durchmarsch: true };

type Level = Exclude<BotLevel, 'max'>;
/** A seat's player: a computer level or the reference player ('ref'). */
type Player = Level | 'ref';

/** Plays with computers from `state` until `stop`; the first pending seat moves. */
function play(state: KlammernState, levels: readonly Player[], seed: string, stop: (s: KlammernState) => boolean): KlammernState {
  let s = state;
  let seq = 0;
  while (!klammern.isOver(s) && !stop(s)) {
    const seat = klammern.pending(s)[0];
    seq++;
    const view = klammern.view(s, seat);
    const rng = stepRng(seed, seq, `bot:${seat}`);
    const p = levels[seat];
    const move = klammern.validate(s, seat, p === 'ref' ? klammernReference(view, rng) : klammern.choose(view, p, rng));
    if (isRuleError(move)) throw new Error(`klammern: ${levels[seat]} made an illegal move: ${move.message} (seed ${seed})`);
    s = klammern.apply(s, seat, move, stepRng(seed, seq)).state;
  }
  return s;
}

interface BoardResult { net: number; declared: number; won: number }

/** One duplicate board: the first deal of `seed` at both tables (a redeal ends a table with 0). */
function board(seed: string, hero: Player, villain: Player): BoardResult {
  const out: BoardResult = { net: 0, declared: 0, won: 0 };
  for (const team of [0, 1]) {
    const levels = [0, 1, 2, 3].map((s) => (s % 2 === team ? hero : villain));
    const end = play(klammern.setup(4, OPTIONS, stepRng(seed, 0, 'setup')), levels, seed, (s) => s.results.length > 0 || s.deal > 1);
    const r = end.results[0];
    if (!r) continue;
    out.net += r.scores[team] - r.scores[1 - team];
    if (r.contract.declarer % 2 === team) { out.declared++; if (r.won) out.won++; }
  }
  return out;
}

interface PartieResult { share: number; declared: number; won: number }

/** A whole Partie at three: one `hero` (seat i mod 3) against two `villain`s. */
function partie3(i: number, hero: Level, villain: Level): PartieResult {
  const seed = `klammern-partie-${i}`;
  const heroSeat = i % 3;
  const levels = [0, 1, 2].map((s) => (s === heroSeat ? hero : villain));
  const end = play(klammern.setup(3, OPTIONS, stepRng(seed, 0, 'setup')), levels, seed, () => false);
  const out = klammern.outcome(end);
  const first = out.seats.filter((x) => x.place === 1);
  const mine = end.results.filter((r) => r.contract.declarer === heroSeat);
  return { share: first.some((x) => x.seat === heroSeat) ? 1 / first.length : 0, declared: mine.length, won: mine.filter((r) => r.won).length };
}

export interface Game3Result { share: number; declared: number; won: number; refDeclared: number; refWon: number; games: number }

/**
 * One game at three from its first deal (redeals included): stark in seat i mod 3 against two
 * reference players; stark's share of the game points the game gave (a game with none is left out).
 */
export function game3(i: number): Game3Result {
  const seed = `klammern-ref3-${Math.floor(i / 3)}`;
  const heroSeat = i % 3;
  const levels: Player[] = [0, 1, 2].map((s) => (s === heroSeat ? 'stark' : 'ref'));
  const end = play(klammern.setup(3, OPTIONS, stepRng(seed, 0, 'setup')), levels, seed, (s) => s.results.length > 0);
  const r = end.results[0];
  const total = r.scores.reduce((a, b) => a + b, 0);
  const mine = r.contract.declarer === heroSeat;
  return {
    share: total > 0 ? r.scores[heroSeat] / total : NaN, games: 1,
    declared: mine ? 1 : 0, won: mine && r.won ? 1 : 0,
    refDeclared: mine ? 0 : 1, refWon: !mine && r.won ? 1 : 0,
  };
}

type Job = { kind: 'boards'; hero: Player; villain: Player; from: number; to: number } | { kind: 'partie3'; from: number; to: number } | { kind: 'ref3'; from: number; to: number };

type JobResult = BoardResult | PartieResult | Game3Result;

function runJob(job: Job): JobResult[] {
  const out: JobResult[] = [];
  for (let i = job.from; i < job.to; i++) {
    if (job.kind === 'boards') out.push(board(`${job.villain === 'ref' ? 'klammern-refboard' : 'klammern-board'}-${i}`, job.hero, job.villain));
    else if (job.kind === 'ref3') out.push(game3(i));
    else out.push(partie3(i, 'stark', 'normal'));
  }
  return out;
}

const JOB_KEY = 'klammernJob';
if (!isMainThread && parentPort && workerData?.[JOB_KEY]) parentPort.postMessage(runJob(workerData[JOB_KEY] as Job));

function loaderArgs(): string[] {
  const out: string[] = [];
  const argv = process.execArgv;
  for (let i = 0; i < argv.length; i++) {
    if ((argv[i] === '--require' || argv[i] === '--import' || argv[i] === '--loader') && i + 1 < argv.length) out.push(argv[i], argv[++i]);
    else if (/^--(require|import|loader)=/.test(argv[i])) out.push(argv[i]);
  }
  return out;
}

/** Two worker threads (the machine's cores are shared), each half of the games. */
async function inParallel(job: Job): Promise<JobResult[]> {
  const mid = Math.floor((job.from + job.to) / 2);
  const halves: Job[] = [{ ...job, to: mid }, { ...job, from: mid }];
  try {
    const parts = await Promise.all(halves.map((h) => new Promise<JobResult[]>((resolve, reject) => {
      const w = new Worker(new URL(import.meta.url), { workerData: { [JOB_KEY]: h }, execArgv: loaderArgs() });
      w.once('message', resolve);
      w.once('error', reject);
      w.once('exit', (code) => { if (code !== 0) reject(new Error(`worker exited with ${code}`)); });
    })));
    return parts.flat();
  } catch {
    return runJob(job);
  }
}

/** CPU milliseconds of each decision per level, over seeded games played on by normal computers. */
function decideTimes(games: number): Record<Level, number[]> {
  const times: Record<Level, number[]> = { leicht: [], normal: [], stark: [] };
  eachDecision(games, TIMING_OPTIONS, (view, _seat, _seats, seed, seq) => {
    for (const level of ['leicht', 'normal', 'stark'] as Level[]) times[level].push(cpuMs(() => klammern.choose(view, level, stepRng(seed, seq, level))));
  });
  return times;
}

/** CPU milliseconds for the exact value of a whole deal from the first card (Orgi, the first bidder plays). */
function solverMsPerDeal(seats: number, deals: number): number {
  const solver = new Solver();
  const rng = createRng(`klammern-solver-${seats}`);
  let total = 0;
  for (let i = 0; i < deals; i++) {
    const d = dealCards(rng.shuffle(DECK), seats, 0, OPTIONS);
    const declarer = 1 % seats;
    solver.reset(seats, d.upcard >> 3, Array.from({ length: seats }, (_, s) => s === declarer || (seats === 4 && s === 3)));
    solver.setPosition(d.hands.map((h) => h.reduce((m, c) => m | (1 << c), 0)), 1 % seats, []);
    const t0 = process.cpuUsage();
    solver.exact();
    const t = process.cpuUsage(t0);
    total += (t.user + t.system) / 1000;
  }
  return Math.round((total / deals) * 10) / 10;
}

const share = (name: string, samples: number[]): BenchFigure => {
  const e = estimateShare(samples);
  return { name, value: e.value, unit: `share of ${e.n}`, ci: e.ci };
};

const rate = (name: string, hits: number, of: number, unit: string): BenchFigure => {
  const e = estimateShare(Array.from({ length: of }, (_, i) => (i < hits ? 1 : 0)));
  return { name, value: e.value, unit: `${unit} (${hits} of ${of})`, ci: e.ci };
};

/** Stark against the reference player: at three (single games, seats rotated) and at four (duplicate boards). */
async function referenceFigures(): Promise<BenchFigure[]> {
  const g3 = (await inParallel({ kind: 'ref3', from: 0, to: REF.games3 })) as Game3Result[];
  const b4 = (await inParallel({ kind: 'boards', hero: 'stark', villain: 'ref', from: 0, to: REF.boards4 })) as BoardResult[];
  const sum = (f: (r: Game3Result) => number) => g3.reduce((a, r) => a + f(r), 0);
  const games = sum((r) => r.games);
  const declared = sum((r) => r.declared);
  const refDeclared = sum((r) => r.refDeclared);
  const boardsDecided = b4.filter((r) => r.net !== 0).map((r) => (r.net > 0 ? 1 : 0));
  return [
    share('klammern.strength.stark_vs_reference_3p', g3.map((r) => r.share).filter((x) => !Number.isNaN(x))),
    share('klammern.strength.stark_vs_reference_4p', boardsDecided),
    // At three stark holds one seat of three: its declare rate is per game stark sits in, the
    // reference's per seat (two seats each game).
    rate('klammern.stark.declare_rate_3p', declared, games, 'share of games'),
    rate('klammern.reference.declare_rate_3p', refDeclared, 2 * games, 'share of seat-games'),
    rate('klammern.stark.declared_win_rate_vs_reference_3p', sum((r) => r.won), declared, 'share of declared'),
    rate('klammern.reference.declared_win_rate_3p', sum((r) => r.refWon), refDeclared, 'share of declared'),
  ];
}

export async function run(): Promise<BenchFigure[]> {
  if (process.env.KLAMMERN_BENCH_ONLY === 'reference') {
    // Only the figures against the reference, and stark's decision time (fewer games).
    decideTimes(1);
    const t = decideTimes(Math.max(4, Math.round(10 * SCALE)));
    return [
      { name: 'klammern.bot.stark.decide_ms.p95', value: p95(t.stark), unit: `ms (CPU, ${t.stark.length} decisions)` },
      { name: 'klammern.bot.stark.decide_ms.max', value: Math.round(Math.max(...t.stark) * 10) / 10, unit: 'ms (CPU)' },
      ...(await referenceFigures()),
    ];
  }
  decideTimes(2); // warm up the JIT
  const times = decideTimes(Math.max(4, Math.round(40 * SCALE)));
  const solver4 = solverMsPerDeal(4, Math.max(5, Math.round(40 * SCALE)));
  const solver3 = solverMsPerDeal(3, Math.max(5, Math.round(40 * SCALE)));

  const sn = (await inParallel({ kind: 'boards', hero: 'stark', villain: 'normal', from: 0, to: BOARDS.starkNormal })) as BoardResult[];
  const nl = (await inParallel({ kind: 'boards', hero: 'normal', villain: 'leicht', from: 0, to: BOARDS.normalLeicht })) as BoardResult[];
  const p3 = (await inParallel({ kind: 'partie3', from: 0, to: PARTIEN_3P })) as PartieResult[];
  const decided = (rs: BoardResult[]) => rs.filter((r) => r.net !== 0).map((r) => (r.net > 0 ? 1 : 0));
  const declaredGames: number[] = [];
  for (const r of [...sn, ...p3]) for (let i = 0; i < r.declared; i++) declaredGames.push(i < r.won ? 1 : 0);

  return [
    ...(['leicht', 'normal', 'stark'] as Level[]).map((level) => ({ name: `klammern.bot.${level}.decide_ms.p95`, value: p95(times[level]), unit: 'ms (CPU)' })),
    { name: 'klammern.bot.stark.decide_ms.max', value: Math.round(Math.max(...times.stark) * 10) / 10, unit: 'ms (CPU)' },
    { name: 'klammern.solver.ms_per_deal', value: solver4, unit: 'ms (CPU, 4 players, exact, from trick 1)' },
    { name: 'klammern.solver.ms_per_deal_3p', value: solver3, unit: 'ms (CPU, 3 players, exact, from trick 1)' },
    share('klammern.strength.stark_vs_normal', decided(sn)),
    share('klammern.strength.normal_vs_leicht', decided(nl)),
    share('klammern.strength.stark_vs_normal_3p', p3.map((r) => r.share)),
    share('klammern.stark.declared_win_rate', declaredGames),
    ...(await referenceFigures()),
  ];
}
