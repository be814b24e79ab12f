// The foyer's LobbyDO at scale (docs/PERFORMANCE.md "The foyer at scale"), measured inside the
// Workers runtime by test/bench/worker/lobby.bench.test.ts: one game's object with 10,000 waiting
// tables (LOBBY_TABLES=… for another size).
import { runInRuntime } from './in-runtime';
import type { BenchFigure } from './types';

export function run(): Promise<BenchFigure[]> {
  return runInRuntime('test/bench/worker/lobby.bench.test.ts', [
    ['lobby.open_tables', 'tables'],
    ['lobby.publish_ms.mean', 'ms'],
    ['lobby.publish_ms.p95', 'ms'],
    ['lobby.connect_list_ms.mean', 'ms'],
    ['lobby.fanout_us_per_socket', 'µs'],
    ['lobby.fanout_ms_per_message.1_shard', 'ms'],
    ['lobby.fanout_ms_per_message.4_shards', 'ms'],
  ]);
}
