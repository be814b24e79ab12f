// `npm start`: build the web app, migrate the local D1 database, serve everything at
// http://localhost:8787 (or $PORT) with wrangler dev — fully local, no account, no network.
// Flags: --watch rebuilds the web app on change; --persist-to DIR keeps local state elsewhere;
// --test-hooks (the browser tests' global setup only) turns on the Worker's test-only hooks
// (E2E_HOOKS, worker/http/test-hooks.ts: a table seed from the X-Test-Seed header).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { networkTraceFilter } from './quiet-network.mjs';

const args = process.argv.slice(2);
const watch = args.includes('--watch');
const testHooks = args.includes('--test-hooks');
const persistIdx = args.indexOf('--persist-to');
const persist = persistIdx >= 0 ? args[persistIdx + 1] : process.env.PERSIST_TO;
const port = process.env.PORT ?? '8787';
// The local trace collector costs about a quarter of the server's CPU per move; off unless asked for.
const env = {
  ...process.env, WRANGLER_SEND_METRICS: 'false', CI: process.env.CI ?? '',
  X_LOCAL_OBSERVABILITY: process.env.X_LOCAL_OBSERVABILITY ?? 'false',
};
const persistArgs = persist ? ['--persist-to', persist] : [];
const hookArgs = testHooks ? ['--var', 'E2E_HOOKS:1'] : [];

function run(cmd, cmdArgs) {
  const r = spawnSync('npx', [cmd, ...cmdArgs], { stdio: 'inherit', env });
  if (r.status !== 0) {
    console.error(`\n${cmd} ${cmdArgs.join(' ')} failed (exit ${r.status})`);
    process.exit(r.status ?? 1);
  }
}

// Local secrets: generated once, never committed (.dev.vars is git-ignored).
if (!existsSync('.dev.vars')) {
  const secret = () => randomBytes(32).toString('hex');
  writeFileSync('.dev.vars', `COOKIE_SECRET=${secret()}\nDAILY_SECRET=${secret()}\n`);
  console.log('created .dev.vars with local secrets');
}

if (!process.env.SKIP_BUILD) run('vite', ['build', '--logLevel', 'warn']);
run('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', ...persistArgs]);

const children = [];
if (watch) children.push(spawn('npx', ['vite', 'build', '--watch', '--logLevel', 'warn'], { stdio: 'inherit', env }));
const dev = spawn('npx', ['wrangler', 'dev', '--port', port, '--ip', '127.0.0.1', '--show-interactive-dev-session=false', ...persistArgs, ...hookArgs],
  { stdio: ['inherit', 'pipe', 'pipe'], env });
children.push(dev);
// Offline, wrangler's network attempts print a getaddrinfo ENOTFOUND trace: one harmless line instead.
for (const [from, to] of [[dev.stdout, process.stdout], [dev.stderr, process.stderr]]) {
  const keep = networkTraceFilter();
  createInterface({ input: from }).on('line', (line) => { for (const l of keep(line)) to.write(`${l}\n`); });
}
console.log(`\nSpeedspiele: http://localhost:${port}\n`);
const stop = () => { for (const c of children) c.kill('SIGTERM'); };
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
dev.on('exit', (code) => { stop(); process.exit(code ?? 0); });
