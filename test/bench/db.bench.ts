// db.leaderboard_ms.p95 and db.daily_list_ms.p95: the list queries against 100,000 seeded results
// in local D1, measured inside the Workers runtime by test/bench/worker/db.bench.test.ts.
// Target: ≤ 20 ms each.
import { runInRuntime } from './in-runtime';
import type { BenchFigure } from './types';

export function run(): Promise<BenchFigure[]> {
  return runInRuntime('test/bench/worker/db.bench.test.ts', [
    ['db.leaderboard_ms.p95', 'ms'],
    ['db.daily_list_ms.p95', 'ms'],
  ]);
}
