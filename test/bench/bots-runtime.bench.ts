// runtime.<game>.bot.stark.decide_ms.p95 for every game in the registry: the strong computer's
// decision time measured inside the Workers runtime by test/bench/worker/bots.bench.test.ts (the
// games' own benches time the same in Node, as <game>.bot.stark.decide_ms.p95).
import { games } from '../../worker/games/index';
import { runInRuntime } from './in-runtime';
import type { BenchFigure } from './types';

export function run(): Promise<BenchFigure[]> {
  return runInRuntime(
    'test/bench/worker/bots.bench.test.ts',
    Object.keys(games).map((id) => [`runtime.${id}.bot.stark.decide_ms.p95`, 'ms'] as [string, string]),
  );
}
