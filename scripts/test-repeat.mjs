// `npm run test:repeat -- N [--here]`: hunts flaky tests. Clones the current commit into a fresh
// folder (as CI does), installs, then runs `npm test` up to N times, stopping at the first failure
// and printing the failing tests and the seeds to replay them (E2E_SEED=… npm test).
// --here runs in this checkout instead of a fresh clone.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const args = process.argv.slice(2);
const runs = Number(args.find((a) => /^\d+$/.test(a)) ?? 5);
const here = args.includes('--here');

function must(cmd, cmdArgs, cwd) {
  const r = spawnSync(cmd, cmdArgs, { cwd, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`${cmd} ${cmdArgs.join(' ')} failed`);
    process.exit(1);
  }
}

let cwd = process.cwd();
if (!here) {
  cwd = join(mkdtempSync(join(tmpdir(), 'speedspiele-repeat-')), 'repo');
  must('git', ['clone', '-q', process.cwd(), cwd]);
  must('npm', ['ci', '--no-audit', '--no-fund'], cwd);
}
console.log(`test:repeat: ${runs} runs in ${cwd}`);

/** Runs npm test once with a fresh browser-test seed; resolves with its exit code and output. */
function once(seed) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['test'], { cwd, env: { ...process.env, E2E_SEED: seed }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const keep = (d) => {
      out += d;
      process.stdout.write(d);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('close', (code) => resolve({ code, out }));
  });
}

for (let i = 1; i <= runs; i++) {
  const seed = randomBytes(4).toString('hex');
  const started = Date.now();
  const { code, out } = await once(seed);
  const secs = ((Date.now() - started) / 1000).toFixed(0);
  if (code !== 0) {
    // eslint-disable-next-line no-control-regex
    const plain = out.replace(/\x1b\[[0-9;]*m/g, '');
    const failed = [...new Set(plain.split('\n').filter((l) => /^\s*(FAIL|×|✗)\s/.test(l)).map((l) => l.trim()))];
    console.error(`\ntest:repeat: run ${i}/${runs} FAILED after ${secs} s (E2E_SEED=${seed})`);
    for (const f of failed.slice(0, 20)) console.error(`  ${f}`);
    console.error(`replay: cd ${cwd} && E2E_SEED=${seed} npm test`);
    process.exit(1);
  }
  console.log(`\ntest:repeat: run ${i}/${runs} green in ${secs} s (E2E_SEED=${seed})`);
}
console.log(`test:repeat: all ${runs} runs green`);
