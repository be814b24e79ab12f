// table.move_ms.p50 / .p99 and table.update_bytes.mean, measured inside the Workers runtime:
// runs test/bench/worker/table.bench.test.ts with its own vitest config and reads the
// `BENCH_JSON {...}` line it prints.
import { spawn } from 'node:child_process';
import type { BenchFigure } from './types';

const CONFIG = 'test/bench/worker/vitest.config.ts';
const FIGURES: [name: string, unit: string][] = [
  ['table.move_ms.p50', 'ms'],
  ['table.move_ms.p99', 'ms'],
  ['table.update_bytes.mean', 'bytes'],
];

/** Runs the in-runtime bench and returns everything it printed (stdout and stderr). */
function runVitest(): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['vitest', 'run', '--config', CONFIG, 'test/bench/worker/table.bench.test.ts'], {
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

/** The figures of the `BENCH_JSON` line, or an error naming what went wrong. */
export function parseBenchJson(output: string): Record<string, number> {
  const line = output.split('\n').find((l) => l.includes('BENCH_JSON '));
  if (!line) throw new Error('no BENCH_JSON line in the output');
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
  if (code !== 0) throw new Error(`vitest (${CONFIG}) exited with ${code}:\n${output.slice(-4000)}`);
  const values = parseBenchJson(output);
  return FIGURES.map(([name, unit]) => ({ name, value: values[name], unit }));
}
