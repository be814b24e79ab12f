// table.move_ms.p50 / .p99, table.update_bytes.mean, the update frames and bytes per move, the table
// record's and an action row's size, and the SQL statements per move (mean, max;
// target ≤ 3, asserted by test/worker/table/table-sql.test.ts), measured inside the Workers runtime by
// test/bench/worker/table.bench.test.ts (a 4-player table of humans, no computer time included).
import { runInRuntime } from './in-runtime';
import type { BenchFigure } from './types';

export function run(): Promise<BenchFigure[]> {
  return runInRuntime('test/bench/worker/table.bench.test.ts', [
    ['table.move_ms.p50', 'ms'],
    ['table.move_ms.p99', 'ms'],
    ['table.update_bytes.mean', 'bytes'],
    ['table.sql_statements_per_move.mean', 'statements'],
    ['table.sql_statements_per_move.max', 'statements'],
    ['table.update_frames_per_move.mean', 'frames'],
    ['table.update_bytes_per_move.mean', 'bytes'],
    ['table.record_bytes', 'bytes'],
    ['table.action_row_bytes.mean', 'bytes'],
  ]);
}
