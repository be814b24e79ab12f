// Timing helpers shared by the games' benchmarks: decision times per computer level over seeded
// games, random playouts per second, and the p95 figures.
import type { Game, Seat } from '../../worker/games/core/types';
import { isRuleError } from '../../worker/games/core/types';
import { createRng, stepRng, type Rng } from '../../worker/games/core/rng';
import { LEVELS, type BotLevel } from './parallel';
import type { BenchFigure } from './types';

export interface DecideSetup<S> {
  /** Seed name prefix: game g is seeded `<prefix>-decide-<g>`. */
  prefix: string;
  seats: (g: number) => number;
  /** Which of the pending seats move from one position (default: all, one after another). */
  movers?: (pending: Seat[]) => Seat[];
  /** Whether this seat's decision is timed at every level (default: every decision). */
  timed?: (state: S, seat: Seat, g: number) => boolean;
}

/**
 * Decision times per level over seeded games played on by normal computers: each timed position is
 * decided once by every level.
 */
export function decideTimes<S, M, V, O>(game: Game<S, M, V, O>, options: O, setup: DecideSetup<S>, games: number): Record<BotLevel, number[]> {
  const times: Record<BotLevel, number[]> = { leicht: [], normal: [], stark: [] };
  for (let g = 0; g < games; g++) {
    const seed = `${setup.prefix}-decide-${g}`;
    let state = game.setup(setup.seats(g), options, stepRng(seed, 0, 'setup'));
    let step = 0;
    while (!game.isOver(state)) {
      const pending = game.pending(state);
      for (const seat of setup.movers ? setup.movers(pending) : pending) {
        step++;
        const view = game.view(state, seat);
        if (!setup.timed || setup.timed(state, seat, g)) {
          for (const level of LEVELS) {
            const t0 = performance.now();
            game.choose(view, level, stepRng(seed, step, level));
            times[level].push(performance.now() - t0);
          }
        }
        const move = game.choose(view, 'normal', stepRng(seed, step, 'play'));
        state = game.apply(state, seat, move, stepRng(seed, step)).state;
      }
    }
  }
  return times;
}

export function p95(xs: number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor(s.length * 0.95))] * 1000) / 1000;
}

/** `<prefix>.bot.<level>.decide_ms.p95` for the three levels. */
export function decideFigures(prefix: string, times: Record<BotLevel, number[]>): BenchFigure[] {
  return LEVELS.map((level) => ({ name: `${prefix}.bot.${level}.decide_ms.p95`, value: p95(times[level]), unit: 'ms' }));
}

/**
 * Whole random 4-player games through setup/view/validate/apply, the first pending seat playing a
 * random legal move, per second.
 */
export function playoutsPerSecond<S, M, V, O>(game: Game<S, M, V, O>, options: O, legalMoves: (view: V) => M[], seed: string, games: number): number {
  const rng: Rng = createRng(seed);
  const t0 = performance.now();
  for (let g = 0; g < games; g++) {
    let state = game.setup(4, options, rng);
    while (!game.isOver(state)) {
      const seat = game.pending(state)[0];
      const move = game.validate(state, seat, rng.pick(legalMoves(game.view(state, seat))));
      if (isRuleError(move)) throw new Error(move.message);
      state = game.apply(state, seat, move, rng).state;
    }
  }
  return Math.round(games / ((performance.now() - t0) / 1000));
}
