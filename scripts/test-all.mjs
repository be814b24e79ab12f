// `npm test`'s Vitest part: the browser tests (one file at a time, mostly waiting on a browser and a
// server) run beside the rules, host and Worker tests (CPU-bound) as two Vitest processes, instead
// of one after the other: on 2 cores that is about a third off the wall time. The browser run's
// output is kept apart and printed after the other's, so the log reads in one piece. Exit code: the
// first failure's. Extra arguments go to both runs.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const extra = process.argv.slice(2);
const started = Date.now();

function run(projects, out) {
  return new Promise((resolve) => {
    const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), ...extra];
    const child = spawn('npx', args, { stdio: ['ignore', out ? 'pipe' : 'inherit', out ? 'pipe' : 'inherit'], env: process.env });
    if (out) {
      child.stdout.pipe(out, { end: false });
      child.stderr.pipe(out, { end: false });
    }
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const logFile = join(mkdtempSync(join(tmpdir(), 'speedspiele-e2e-')), 'e2e.log');
const e2eLog = createWriteStream(logFile);
const [e2e, rest] = await Promise.all([
  run(['e2e'], e2eLog),
  run(['games', 'host', 'worker'], null),
]);
e2eLog.end();
await new Promise((r) => e2eLog.on('close', r));
console.log('\n──────── browser tests (ran beside the others) ────────\n');
process.stdout.write(readFileSync(logFile));
console.log(`\nnpm test: rules, host and Worker ${rest === 0 ? 'passed' : 'FAILED'}; browser ${e2e === 0 ? 'passed' : 'FAILED'}; ${((Date.now() - started) / 1000).toFixed(0)} s of Vitest wall time`);
process.exit(rest || e2e);
