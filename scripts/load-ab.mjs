// A paired comparison of two checkouts (each with its node_modules): both servers run at once, state on
// tmpfs, and the load test (test/load/load.mjs) plays against each in turn; printed per round and as
// medians: the play window's workerd CPU per move (setup excluded), and B over A. Pairing the rounds
// sees a few per cent past the machine's drift, which moves single load:compare runs by ±15 %.
// Usage (under npm run, so Node 22): npm run load:ab -- DIR_A DIR_B [rounds=6] [matches=8]
// With STEADY=1 it compares the steady-state move instead (load.mjs --steady: the windows inside the
// matches, no match start, end, drain or rematch in them).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { groupCpuMs, freePort } from '../test/load/floor.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const LOAD = fileURLToPath(new URL('../test/load/load.mjs', import.meta.url));
const [dirA, dirB, rounds = '6', matches = '8'] = process.argv.slice(2);
if (!dirA || !dirB) {
  console.error('usage: npm run load:ab -- DIR_A DIR_B [rounds] [matches]');
  process.exit(2);
}
const tables = 25;
async function start(cwd) {
  const port = await freePort();
  const persist = mkdtempSync('/dev/shm/ab-');
  const child = spawn('npm', ['start'], { cwd, detached: true, stdio: ['ignore', 'ignore', 'ignore'], env: { ...process.env, PORT: String(port), PERSIST_TO: persist } });
  const base = `http://127.0.0.1:${port}`;
  for (;;) { try { const r = await fetch(base + '/'); if (r.status < 500) break; } catch {} await new Promise((r) => setTimeout(r, 500)); }
  return { base, port, pgid: child.pid, stop: () => { try { process.kill(-child.pid, 'SIGTERM'); } catch {} } };
}
function load(server) {
  return new Promise((res) => {
    const c0 = groupCpuMs(server.pgid); let setup = NaN; let err = '';
    const steady = process.env.STEADY === '1' ? ['--steady', `${server.pgid}:${server.port}`] : [];
    const ch = spawn(process.execPath, [LOAD, '--url', server.base, '--tables', String(tables), '--matches', matches, ...steady], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    ch.stdout.on('data', (d) => { out += d; });
    ch.stderr.on('data', (d) => { err += d; if (Number.isNaN(setup) && String(d).includes(' set up in ')) setup = groupCpuMs(server.pgid); });
    ch.on('close', (code) => { const c1 = groupCpuMs(server.pgid); const moves = tables * Number(matches) * 60; const st = /load\.steady\.workerd_cpu_us_per_move (\d+)/.exec(out);
      res({ code, us: steady.length > 0 ? Number(st?.[1] ?? NaN) : ((c1 - setup) * 1000) / moves }); if (code) console.log(err.slice(-500)); });
  });
}
const A = await start(dirA); const B = await start(dirB);
await load(A); await load(B); // warm
const ra = [], rb = [];
for (let i = 0; i < Number(rounds); i++) {
  const a = await load(A); const b = await load(B);
  ra.push(a.us); rb.push(b.us);
  console.log(`round ${i + 1}: A ${a.us.toFixed(0)} µs  B ${b.us.toFixed(0)} µs  B/A ${(b.us / a.us).toFixed(3)} ${a.code || b.code ? 'ERR' : ''}`);
}
const med = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
const ratios = ra.map((a, i) => rb[i] / a);
console.log(`median A ${med(ra).toFixed(0)}  B ${med(rb).toFixed(0)}  median B/A ${med(ratios).toFixed(3)}`);
A.stop(); B.stop();
process.exit(0);
