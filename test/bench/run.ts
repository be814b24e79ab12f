// Bench harness: load each *.bench.ts module, run it, print and collect its figures.
import { readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BenchFigure } from './types';

const here = dirname(fileURLToPath(import.meta.url));
const filter = process.argv.slice(2);
const modules = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => filter.length === 0 || filter.some((w) => f.includes(w)))
  .sort();

const results: Record<string, number> = {};
const fmt = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(Math.abs(v) < 10 ? 3 : 1));
for (const file of modules) {
  const started = Date.now();
  try {
    const mod = (await import(pathToFileURL(join(here, file)).href)) as { run(): Promise<BenchFigure[]> };
    for (const f of await mod.run()) {
      results[f.name] = f.value;
      const ci = f.ci ? `  (95% CI ${fmt(f.ci[0])}–${fmt(f.ci[1])})` : '';
      console.log(`${f.name} ${fmt(f.value)} ${f.unit}${ci}`);
    }
  } catch (err) {
    console.error(`bench ${file} failed:`, err);
    process.exitCode = 1;
  }
  console.error(`# ${file} took ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
writeFileSync('bench-results.json', JSON.stringify(results, null, 2) + '\n');
console.error('# wrote bench-results.json');
