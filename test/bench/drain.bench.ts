// drain.ms.mean / .p50 and drain.statements: one finished match of four people written to local D1
// by the results drain (`writeOutcome`), measured inside the Workers runtime by
// test/bench/worker/drain.bench.test.ts. The local D1 simulator runs in the same workerd as the
// tables under `npm start`, so this is what the drain costs the load test per match.
import { runInRuntime } from './in-runtime';
import type { BenchFigure } from './types';

export function run(): Promise<BenchFigure[]> {
  return runInRuntime('test/bench/worker/drain.bench.test.ts', [
    ['drain.ms.mean', 'ms'],
    ['drain.ms.p50', 'ms'],
    ['drain.statements', 'statements'],
  ]);
}
