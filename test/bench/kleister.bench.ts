// Speedkleister benchmarks: how long each computer level takes to decide, how fast whole random
// rounds run through the pure rules, and how strong the levels are against each other (win share
// with a 95 % interval over the fixed seeds in kleister-seeds.json: one round per seed, seats
// rotated, ties counted half), also against the reference player written from the rule book
// (reference/kleister-mc.ts, 40 deals per candidate). The strength games are split over worker
// threads; this module is also the workers' entry.
import { kleister } from '../../worker/games/kleister';
import { legalMoves } from '../../worker/games/kleister/rules/legal';
import { strengthFigures, strengthRunner } from './parallel';
import { decideFigures, decideTimes, playoutsPerSecond, type DecideSetup } from './timing';
import type { BenchFigure } from './types';
import type { KleisterState, KleisterView } from '../../worker/games/kleister/types';
import type { Rng } from '../../worker/games/core/rng';
import { KLEISTER_MC_DEALS, kleisterMcChoose } from './reference/kleister-mc';
import { REFERENCE, referenceFigures } from './reference/figures';
import seedList from './kleister-seeds.json';

/** Base rules, one round (Durchgang) per game. */
const OPTIONS = kleister.defaultOptions();

const reference = (view: KleisterView, rng: Rng) => kleisterMcChoose(view, rng, KLEISTER_MC_DEALS);

export const strength = strengthRunner({
  game: kleister,
  options: OPTIONS,
  seeds: seedList as string[],
  entry: import.meta.url,
  players: { [REFERENCE]: reference as never },
});

/**
 * Every decision of seeded 4-seat rounds (the usual table: you and three computers), played on by
 * normal computers: plays, take/leave, hand/waste and draws.
 */
const DECIDE: DecideSetup<KleisterState> = { prefix: 'kleister', seats: () => 4 };

export async function run(): Promise<BenchFigure[]> {
  decideTimes(kleister, OPTIONS, DECIDE, 2); // warm up the JIT
  const times = decideTimes(kleister, OPTIONS, DECIDE, 30);
  playoutsPerSecond(kleister, OPTIONS, legalMoves, 'kleister-playouts', 200);
  const playouts = playoutsPerSecond(kleister, OPTIONS, legalMoves, 'kleister-playouts', 2_000);
  return [
    ...decideFigures('kleister', times),
    { name: 'kleister.playouts_per_s', value: playouts, unit: 'rounds/s' },
    ...(await strengthFigures('kleister', strength, { twoSeats: 2_000, fourSeats: 2_000 })),
    ...(await referenceFigures('kleister', strength, { twoSeats: 1_000, fourSeats: 500 })),
  ];
}
