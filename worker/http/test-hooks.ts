// Hooks that exist only while the browser tests run the Worker (Env.E2E_HOOKS = '1'); everywhere
// else they do nothing, whatever a request sends.
import type { Env } from '../env';

export const TEST_SEED_HEADER = 'X-Test-Seed';
const TEST_SEED = /^[\w.:#|-]{1,128}$/;

/** The table seed a browser test asked for, or null: always null unless the hooks are on. */
export function testSeed(env: Env, headers: Headers): string | null {
  if (env.E2E_HOOKS !== '1') return null;
  const seed = headers.get(TEST_SEED_HEADER);
  return seed !== null && TEST_SEED.test(seed) ? seed : null;
}

export const TEST_NOW_HEADER = 'X-Test-Now';

/**
 * The daily routes' clock as a browser test set it (epoch ms in `X-Test-Now`, e.g. tomorrow, to play
 * the next day's deal), or the real time: always the real time unless the hooks are on.
 */
export function testNow(env: Env, headers: Headers): number {
  if (env.E2E_HOOKS !== '1') return Date.now();
  const raw = headers.get(TEST_NOW_HEADER);
  const ms = raw !== null && /^\d{13}$/.test(raw) ? Number(raw) : NaN;
  return Number.isFinite(ms) ? ms : Date.now();
}
