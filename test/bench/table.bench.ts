// table.move_ms.p50 / .p99 and table.update_bytes.mean, measured inside the Workers runtime by
// test/bench/worker/table.bench.test.ts (a 4-player table of humans, no computer time included).
import { runInRuntime } from './in-runtime';
import type { BenchFigure } from './types';

export function run(): Promise<BenchFigure[]> {
  return runInRuntime('test/bench/worker/table.bench.test.ts', [
    ['table.move_ms.p50', 'ms'],
    ['table.move_ms.p99', 'ms'],
    ['table.update_bytes.mean', 'bytes'],
  ]);
}
