// Speedalbum benchmarks: how long each computer level takes to decide, how fast whole random games
// run through the pure rules, how strong the levels are against each other (win share with a 95 %
// interval over the fixed seeds in album-seeds.json, base rules, seats rotated, a tie for first
// counted as a share — not by the rule book's "the later player wins", which would favour a seat),
// stark against the reference players written from the rule book (reference/album-greedy.ts and
// reference/album-mc.ts, 16 deals per candidate), and how balanced the objective kinds are. The
// strength games are split over worker threads; this module is also the workers' entry.
// Sizes (issue 25: the whole module must finish well inside 30 minutes on a 2-core machine): the
// greedy figures at n=500; the in-house steps at 1,000 (their ±0.03 is enough to see a level
// order); the Monte-Carlo reference, which costs ~1.3 s a game heads-up and ~7 s at four (16 deals
// of every candidate per decision), at 200 and 80 games.
import { album } from '../../worker/games/album';
import { legalMoves } from '../../worker/games/album/hints';
import { measureBalance } from './album-balance';
import type { Outcome } from '../../worker/games/core/types';
import { strengthFigures, strengthRunner } from './parallel';
import { decideFigures, decideTimes, p95, playoutsPerSecond, type DecideSetup } from './timing';
import type { BenchFigure } from './types';
import type { AlbumState, AlbumView } from '../../worker/games/album/types';
import type { Rng } from '../../worker/games/core/rng';
import { ALBUM_MC_DEALS, albumMcChoose } from './reference/album-mc';
import { REFERENCE, referenceFigures } from './reference/figures';
import { albumGreedyChoose } from './reference/album-greedy';
import seedList from './album-seeds.json';

const OPTIONS = album.defaultOptions();
/** Games per seat count for the balance figure (`npm run balance` plays 200 per seat count). */
const BALANCE_GAMES = 100;
/** Games per seat count against the greedy reference (issue 25: n ≥ 500; targets 0.80 and 0.42). */
const GREEDY_GAMES = 500;
/** Games of the in-house steps (stark vs normal, normal vs leicht, stark vs three normal). */
const IN_HOUSE_GAMES = 1_000;
/** Games against the Monte-Carlo reference, heads-up and at four. */
const MC_GAMES = { twoSeats: 200, fourSeats: 80 };

/** The hero's share of first place by points: 1 alone on top, 1/k when k seats tie for it. */
function pointsShare(outcome: Outcome, hero: number): number {
  const points = outcome.seats.map((s) => s.points);
  const top = Math.max(...points);
  if (points[hero] < top) return 0;
  return 1 / points.filter((p) => p === top).length;
}

/** The greedy reference player's name (reference/album-greedy.ts: "take what scores most now"). */
export const GREEDY = 'greedy';

const reference = (view: AlbumView, rng: Rng) => albumMcChoose(view, rng, ALBUM_MC_DEALS);

export const strength = strengthRunner({
  game: album,
  options: OPTIONS,
  seeds: seedList as string[],
  entry: import.meta.url,
  share: pointsShare,
  players: { [REFERENCE]: reference as never, [GREEDY]: albumGreedyChoose as never },
});

/** Every decision of seeded games at 2…6 seats in turn (played on by normal computers). */
const seatsOfGame = (g: number) => 2 + (g % 5);
/** The table size of every timed decision, in the order decideTimes records them. */
const timedSeats: number[] = [];
const DECIDE: DecideSetup<AlbumState> = {
  prefix: 'album',
  seats: seatsOfGame,
  movers: (pending) => pending.slice(0, 1),
  timed: (_state, _seat, g) => { timedSeats.push(seatsOfGame(g)); return true; },
};

/** Stark's p95 at each table size (issue 25: ≤ 50 ms at every size), `album.bot.stark.decide_ms.p95_<n>p`. */
function starkBySeats(stark: number[]): BenchFigure[] {
  const out: BenchFigure[] = [];
  for (let n = 2; n <= 6; n++) {
    const xs = stark.filter((_, i) => timedSeats[i] === n);
    if (xs.length) out.push({ name: `album.bot.stark.decide_ms.p95_${n}p`, value: p95(xs), unit: 'ms' });
  }
  return out;
}

export async function run(): Promise<BenchFigure[]> {
  decideTimes(album, OPTIONS, DECIDE, 2); // warm up the JIT
  timedSeats.length = 0;
  const times = decideTimes(album, OPTIONS, DECIDE, 20);
  playoutsPerSecond(album, OPTIONS, legalMoves, 'album-playouts', 200);
  const playouts = playoutsPerSecond(album, OPTIONS, legalMoves, 'album-playouts', 2_000);
  const strong = await strengthFigures('album', strength, { twoSeats: IN_HOUSE_GAMES, fourSeats: IN_HOUSE_GAMES });
  const versusReference = await referenceFigures('album', strength, MC_GAMES);
  const greedy2 = await strength(2, 'stark', GREEDY, GREEDY_GAMES);
  const greedy4 = await strength(4, 'stark', GREEDY, GREEDY_GAMES);
  const balance = measureBalance(BALANCE_GAMES);
  return [
    ...decideFigures('album', times),
    ...starkBySeats(times.stark),
    { name: 'album.playouts_per_s', value: playouts, unit: 'games/s' },
    ...strong,
    ...versusReference,
    { name: 'album.strength.stark_vs_greedy', value: greedy2.value, unit: 'share', ci: greedy2.ci },
    { name: 'album.strength.stark_vs_greedy_4p', value: greedy4.value, unit: 'share', ci: greedy4.ci },
    { name: 'album.balance.max_kind_deviation', value: Math.round(balance.maxKindDeviation * 10000) / 10000, unit: 'ratio' },
  ];
}
