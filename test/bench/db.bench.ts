// db.leaderboard_ms.p95 and db.daily_list_ms.p95: the list queries against 100,000 seeded results
// in local D1, measured inside the Workers runtime by test/bench/worker/db.bench.test.ts (which
// prints a `BENCH_JSON {...}` line). Target: ≤ 20 ms each.
import { spawn } from 'node:child_process';
import type { BenchFigure } from './types';

const CONFIG = 'test/bench/worker/vitest.config.ts';
const FILE = 'test/bench/worker/db.bench.test.ts';
const FIGURES: [name: string, unit: string][] = [
  ['db.leaderboard_ms.p95', 'ms'],
  ['db.daily_list_ms.p95', 'ms'],
];

function runVitest(): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['vitest', 'run', '--config', CONFIG, FILE], {
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

function parse(output: string): Record<string, number> {
  const line = output.split('\n').find((l) => l.includes('BENCH_JSON ') && l.includes('db.leaderboard_ms'));
  if (!line) throw new Error('no BENCH_JSON line with the db figures in the output');
  const json = JSON.parse(line.slice(line.indexOf('BENCH_JSON ') + 'BENCH_JSON '.length)) as Record<string, unknown>;
  const out: Record<string, number> = {};
  for (const [name] of FIGURES) {
    const v = json[name];
    if (typeof v !== 'number' || !Number.isFinite(v)) throw new Error(`BENCH_JSON lacks a number for ${name}`);
    out[name] = v;
  }
  return out;
}

export async function run(): Promise<BenchFigure[]> {
  const { code, output } = await runVitest();
  if (code !== 0) throw new Error(`vitest (${FILE}) exited with ${code}:\n${output.slice(-4000)}`);
  const values = parse(output);
  return FIGURES.map(([name, unit]) => ({ name, value: values[name]!, unit }));
}
