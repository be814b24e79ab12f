// The strong computers' decision times inside the Workers runtime, for every game in the registry
// (worker/games/index.ts): positions from seeded games played out by normal computers (every seat
// count the game allows, in turn), of which a fixed, evenly spread set is decided by the strong
// computer — a few untimed first, to warm up the JIT — each decision timed once. The bench is
// bounded by counts (games, positions), never by time. Prints one `BENCH_JSON {...}` line for
// test/bench/bots-runtime.bench.ts.
//
// The local runtime's clock advances during CPU work (on Cloudflare's edge it would stand still
// until the next I/O), so performance.now() around the synchronous `choose` measures it.
import { expect, it } from 'vitest';
import { games } from '@games/index';
import { stepRng } from '@games/core/rng';
import type { AnyGame, Seat } from '@games/core/types';

/** Seeded games played out per game to draw positions from. */
const GAMES_PLAYED = 4;
/** Positions timed per game, spread evenly over all the decisions of those games. */
const POSITIONS = 60;
/** Positions decided untimed first (from the same games, between the timed ones). */
const WARMUP = 6;
/** A game longer than this many decisions is a broken game, not a bench figure. */
const MAX_DECISIONS_PER_GAME = 20_000;

interface Position {
  view: unknown;
  seed: string;
  step: number;
}

/** Every decision of seeded games at the game's seat counts in turn, played on by normal computers. */
function positions(game: AnyGame): Position[] {
  const out: Position[] = [];
  const counts = Array.from({ length: game.maxSeats - game.minSeats + 1 }, (_, i) => game.minSeats + i);
  for (let g = 0; g < GAMES_PLAYED; g++) {
    const seed = `runtime-${game.id}-${g}`;
    let state = game.setup(counts[g % counts.length], game.defaultOptions(), stepRng(seed, 0, 'setup'));
    let step = 0;
    while (!game.isOver(state)) {
      if (step > MAX_DECISIONS_PER_GAME) throw new Error(`${game.id}: game ${seed} did not end`);
      for (const seat of game.pending(state) as Seat[]) {
        step++;
        const view = game.view(state, seat);
        out.push({ view, seed, step });
        const move = game.choose(view, 'normal', stepRng(seed, step, 'play'));
        state = game.apply(state, seat, move, stepRng(seed, step)).state;
      }
    }
  }
  return out;
}

/** `n` positions spread evenly over `all`, starting at `phase` (0 ≤ phase < 1) of a stride. */
function spread<T>(all: T[], n: number, phase: number): T[] {
  const stride = all.length / n;
  return Array.from({ length: Math.min(n, all.length) }, (_, i) => all[Math.floor((i + phase) * stride)]);
}

/** The p95 as test/bench/timing.ts takes it for the Node figures, so the two compare. */
function p95(sorted: number[]): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))];
}

it('times the strong computer of every game inside the runtime', () => {
  const figures: Record<string, number> = {};
  for (const [id, game] of Object.entries(games)) {
    const all = positions(game);
    expect(all.length).toBeGreaterThanOrEqual(POSITIONS);
    const decide = (p: Position) => game.choose(p.view, 'stark', stepRng(p.seed, p.step, 'stark'));
    for (const p of spread(all, WARMUP, 0.5)) decide(p);
    const ms: number[] = [];
    for (const p of spread(all, POSITIONS, 0)) {
      const t0 = performance.now();
      decide(p);
      ms.push(performance.now() - t0);
    }
    ms.sort((a, b) => a - b);
    figures[`runtime.${id}.bot.stark.decide_ms.p95`] = Math.round(p95(ms) * 1000) / 1000;
    console.log(`# ${id}: ${ms.length} positions of ${all.length}, median ${ms[Math.floor(ms.length / 2)].toFixed(2)} ms, max ${ms[ms.length - 1].toFixed(2)} ms`);
  }
  console.log(`BENCH_JSON ${JSON.stringify(figures)}`);
});
