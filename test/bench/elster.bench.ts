// Speedelster benchmarks: how long each computer level takes to decide, how fast whole random games
// run through the pure rules, and how strong the levels are against each other (win share with a
// 95 % interval over the fixed seeds in elster-seeds.json, seats rotated, ties counted half).
// Stark is also measured against two outside opponents (elster-outsiders.ts): a plain Monte-Carlo
// bidder that models nobody, and an exploiter that samples stark's own policy and best-responds.
// The strength games are split over worker threads; this module is also the workers' entry.
import { elster } from '../../worker/games/elster';
import { isRuleError } from '../../worker/games/core/types';
import { createRng } from '../../worker/games/core/rng';
import { strengthFigures, strengthRunner } from './parallel';
import { exploiterOf, mcBidder } from './elster-outsiders';
import { decideFigures, decideTimes, p95, type DecideSetup } from './timing';
import type { BenchFigure } from './types';
import type { ElsterState } from '../../worker/games/elster/types';
import seedList from './elster-seeds.json';

const players = { mc: mcBidder(), exploiter: exploiterOf((view, rng) => elster.choose(view, 'stark', rng)) };
const strength = strengthRunner({ game: elster, options: elster.defaultOptions(), seeds: seedList as string[], entry: import.meta.url, players });

/** Heads-up games against the outside opponents. */
const OUTSIDER_GAMES = { mc: 1_000, exploiter: 400 };

/** Positions of seeded 5-seat games (played on by normal bots); one seat per round is timed (rotating). */
const DECIDE: DecideSetup<ElsterState> = {
  prefix: 'elster',
  seats: () => 5,
  timed: (state, seat, g) => seat === (state.rounds.length + g) % 5,
};

/** Heads-up positions (normal bots play on), every decision timed: stark's heaviest search is heads-up. */
const DECIDE_HEADS_UP: DecideSetup<ElsterState> = { prefix: 'elster-2p', seats: () => 2 };

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
  decideTimes(elster, elster.defaultOptions(), DECIDE, 2); // warm up the JIT
  const times = decideTimes(elster, elster.defaultOptions(), DECIDE, 40);
  const headsUp = decideTimes(elster, elster.defaultOptions(), DECIDE_HEADS_UP, 10);
  playoutsPerSecond(2_000);
  const playouts = playoutsPerSecond(20_000);
  return [
    ...decideFigures('elster', times),
    { name: 'elster.bot.stark.decide_ms.p95_2p', value: p95(headsUp.stark), unit: 'ms' },
    { name: 'elster.playouts_per_s', value: playouts, unit: 'games/s' },
    ...(await strengthFigures('elster', strength, { twoSeats: 2_000, fourSeats: 5_000 })),
    ...(await outsiderFigures()),
  ];
}

/** `elster.strength.stark_vs_mc` (stark's share) and `elster.exploitability.stark` (the exploiter's share). */
async function outsiderFigures(): Promise<BenchFigure[]> {
  const mc = await strength(2, 'stark', 'mc', OUTSIDER_GAMES.mc);
  const exploit = await strength(2, 'exploiter', 'stark', OUTSIDER_GAMES.exploiter);
  return [
    { name: 'elster.strength.stark_vs_mc', value: mc.value, unit: 'share', ci: mc.ci },
    { name: 'elster.exploitability.stark', value: exploit.value, unit: 'share', ci: exploit.ci },
  ];
}
