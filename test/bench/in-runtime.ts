// Figures measured inside the Workers runtime: a vitest file under test/bench/worker/ (own config,
// never part of `npm test`) prints one `BENCH_JSON {...}` line; this runs it and reads the figures.
import { spawn } from 'node:child_process';
import type { BenchFigure } from './types';

const CONFIG = 'test/bench/worker/vitest.config.ts';

function runVitest(file: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['vitest', 'run', '--config', CONFIG, file], {
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

/** The named figures of the first `BENCH_JSON` line that has the first of them. */
export function parseBenchJson(output: string, figures: readonly [name: string, unit: string][]): Record<string, number> {
  const line = output.split('\n').find((l) => l.includes('BENCH_JSON ') && l.includes(figures[0][0]));
  if (!line) throw new Error(`no BENCH_JSON line with ${figures[0][0]} in the output`);
  const json = JSON.parse(line.slice(line.indexOf('BENCH_JSON ') + 'BENCH_JSON '.length)) as Record<string, unknown>;
  const out: Record<string, number> = {};
  for (const [name] of figures) {
    const v = json[name];
    if (typeof v !== 'number' || !Number.isFinite(v)) throw new Error(`BENCH_JSON lacks a number for ${name}`);
    out[name] = v;
  }
  return out;
}

export async function runInRuntime(file: string, figures: readonly [name: string, unit: string][]): Promise<BenchFigure[]> {
  const { code, output } = await runVitest(file);
  if (code !== 0) throw new Error(`vitest (${file}) exited with ${code}:\n${output.slice(-4000)}`);
  const values = parseBenchJson(output, figures);
  return figures.map(([name, unit]) => ({ name, value: values[name], unit }));
}
