// Browser tests are replayable. One seed per run (E2E_SEED, else a fresh one; global-setup.ts)
// decides every random choice a test makes (`rng`, the @games seeded generator) and every deal the
// server makes (`tableSeed`, sent as X-Test-Seed — honoured only because the global setup starts
// the Worker with its test hooks). A failing test prints the seed, and
// `E2E_SEED=<seed> npx vitest run --project e2e` plays the same games again.
import { inject, onTestFailed } from 'vitest';
import { createRng, type Rng } from '@games/core/rng';

/** The request header of the Worker's test-only seed hook (worker/http/test-hooks.ts). */
export const TEST_SEED_HEADER = 'X-Test-Seed';

export interface Seeded {
  seed: string;
  /** The test's own generator for `label` (one per person, so parallel players stay independent). */
  rng(label: string): Rng;
  /** The table seed for `label`, within this test and run. */
  tableSeed(label: string): string;
  /** Context headers that make every table this browser creates use `tableSeed(label)`. */
  headers(label: string): Record<string, string>;
}

/** Call at the start of a test; `test` is a short name without spaces. */
export function seeded(test: string): Seeded {
  const seed = inject('e2eSeed');
  onTestFailed(() => {
    console.error(`\n${test} failed with E2E_SEED=${seed} — replay: E2E_SEED=${seed} npx vitest run --project e2e\n`);
  });
  const tableSeed = (label: string) => `e2e.${seed}.${test}.${label}`;
  return {
    seed,
    rng: (label) => createRng(`${seed}|${test}|${label}`),
    tableSeed,
    headers: (label) => ({ [TEST_SEED_HEADER]: tableSeed(label) }),
  };
}

/** One generous timeout for any single step a browser test waits on; passing tests never wait it out. */
export const STEP_TIMEOUT_MS = 60_000;
