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

/** Whether `err` says nobody serves the port yet (the failures a starting server may cause). */
function notListening(err: unknown): boolean {
  const code = (err as { cause?: { code?: string } }).cause?.code ?? '';
  return err instanceof TypeError && ['ECONNREFUSED', 'ECONNRESET', 'UND_ERR_SOCKET'].includes(code);
}

/** Waits until the server answers `url` (it is still building and migrating until then). */
async function waitFor(url: string, child: ChildProcess, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode})`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
      // wrangler's proxy answers 502/503 while the Worker is still loading; anything else is a fault.
      if (res.status !== 502 && res.status !== 503) throw new Error(`server answered ${url} with ${res.status}`);
    } catch (err) {
      if (!notListening(err)) throw err;
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server did not answer at ${url} within ${ms} ms`);
}

/** Stops the server's whole process group (npx, wrangler, workerd); it may be gone already. */
function stop(child: ChildProcess): void {
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ESRCH') throw err;
  }
}

export default async function setup(project: TestProject) {
  const seed = process.env.E2E_SEED || randomBytes(6).toString('hex');
  if (!/^[\w-]{1,40}$/.test(seed)) throw new Error(`E2E_SEED must be 1–40 letters, digits, _ or -, got "${seed}"`);
  console.log(`browser tests: E2E_SEED=${seed}`);
  project.provide('e2eSeed', seed);
  // E2E_BASE_URL: use a server already running with --test-hooks (e.g. `PORT=8790 node
  // scripts/start.mjs --watch --test-hooks`) instead of building and starting one.
  if (process.env.E2E_BASE_URL) {
    project.provide('baseUrl', process.env.E2E_BASE_URL);
    return () => {};
  }
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
    stop(child);
    console.error(output.slice(-4000));
    throw err;
  }
  project.provide('baseUrl', baseUrl);
  return () => {
    stop(child);
    rmSync(state, { recursive: true, force: true });
  };
}
