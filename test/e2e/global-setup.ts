// Starts the whole product as `npm start` does (build, local D1 migrated, wrangler dev) on a free
// port with its own state folder and the Worker's test-only hooks on, for the browser tests; stops
// it afterwards. Also fixes the run's seed (E2E_SEED, or a fresh one): see seed.ts.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    e2eSeed: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode})`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server did not answer at ${url} within ${ms} ms`);
}

export default async function setup(project: TestProject) {
  const seed = process.env.E2E_SEED || randomBytes(6).toString('hex');
  if (!/^[\w-]{1,40}$/.test(seed)) throw new Error(`E2E_SEED must be 1–40 letters, digits, _ or -, got "${seed}"`);
  console.log(`browser tests: E2E_SEED=${seed}`);
  project.provide('e2eSeed', seed);
  const port = await freePort();
  const state = mkdtempSync(join(tmpdir(), 'speedspiele-e2e-'));
  const child = spawn('node', ['scripts/start.mjs', '--test-hooks', '--persist-to', state], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (d) => { output += d; });
  child.stderr?.on('data', (d) => { output += d; });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${baseUrl}/api/me`, child, 150_000);
  } catch (err) {
    try { process.kill(-child.pid!, 'SIGTERM'); } catch { /* gone */ }
    console.error(output.slice(-4000));
    throw err;
  }
  project.provide('baseUrl', baseUrl);
  return () => {
    try { process.kill(-child.pid!, 'SIGTERM'); } catch { /* gone */ }
    rmSync(state, { recursive: true, force: true });
  };
}
