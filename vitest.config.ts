import { fileURLToPath } from 'node:url';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

// The web's meta files (web/games/<game>/meta.tsx) hold a little JSX; tests in Node and in workerd
// read them too, so every project compiles JSX for Preact.
const oxc = { jsx: { runtime: 'automatic' as const, importSource: 'preact' } };

const alias = {
  '@games': fileURLToPath(new URL('./worker/games', import.meta.url)),
  '@schema': fileURLToPath(new URL('./schema', import.meta.url)),
};

// Four projects: pure rules and the pure table host in Node, the Worker in the real runtime, the UI in headless Chromium.
// Kept apart from any Vite app config (workers-sdk #14215).
export default defineConfig(async () => {
  const migrations = await readD1Migrations(fileURLToPath(new URL('./schema/migrations', import.meta.url)));
  return {
    resolve: { alias },
    test: {
      reporters: ['default', './test/support/slowest-reporter.ts'],
      projects: [
        {
          resolve: { alias },
          oxc,
          // A timeout catches a hang, not slowness: the seeded bot matches take a minute on a busy
          // 2-core machine (a 35 s test timed out at 60 s under load); speed lives in the benches.
          test: { name: 'games', include: ['test/games/**/*.test.ts'], environment: 'node', testTimeout: 300_000, setupFiles: ['test/support/fast-check-seed.ts'] },
        },
        {
          // The table host's pure reducer, in Node: lifecycle properties over random command sequences.
          resolve: { alias },
          oxc,
          test: { name: 'host', include: ['test/host/**/*.test.ts'], environment: 'node', testTimeout: 600_000, setupFiles: ['test/support/fast-check-seed.ts'] },
        },
        {
          resolve: { alias },
          oxc,
          plugins: [
            cloudflareTest({
              wrangler: { configPath: './wrangler.toml' },
              miniflare: {
                bindings: {
                  TEST_MIGRATIONS: migrations,
                  COOKIE_SECRET: 'test-cookie-secret',
                  DAILY_SECRET: 'test-daily-secret',
                  ALLOWED_ORIGINS: 'http://allowed.test',
                  // Several foyer shards, so the tests see the fan-out reach each of them.
                  FOYER_SHARDS: '3',
                  // No alarm fires by wall-clock time during a test: tests run them (helpers.ts advance).
                  TEST_ALARM_DELAY_MS: String(24 * 3600_000),
                },
              },
            }),
          ],
          test: {
            name: 'worker',
            include: ['test/worker/**/*.test.ts'],
            setupFiles: ['test/worker/setup.ts'],
            testTimeout: 60_000,
          },
        },
        {
          resolve: { alias },
          oxc,
          test: {
            name: 'e2e',
            include: ['test/e2e/**/*.test.ts'],
            environment: 'node',
            globalSetup: ['test/e2e/global-setup.ts'],
            testTimeout: 180_000,
            hookTimeout: 180_000,
            fileParallelism: false,
          },
        },
      ],
    },
  };
});
