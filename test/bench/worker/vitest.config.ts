// Runs only the table benchmark inside the Workers runtime (test/bench/table.bench.ts spawns it).
// Same runtime setup as the 'worker' project of the root vitest.config.ts; `npm test` never
// includes this file, because the root config only globs test/worker and test/games.
import { fileURLToPath } from 'node:url';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const alias = {
  '@games': `${root}worker/games`,
  '@schema': `${root}schema`,
};

export default defineConfig(async () => {
  const migrations = await readD1Migrations(`${root}schema/migrations`);
  return {
    root,
    resolve: { alias },
    plugins: [
      cloudflareTest({
        wrangler: { configPath: `${root}wrangler.toml` },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            COOKIE_SECRET: 'bench-cookie-secret',
            DAILY_SECRET: 'bench-daily-secret',
            ALLOWED_ORIGINS: '',
          },
        },
      }),
    ],
    test: {
      name: 'bench-worker',
      include: ['test/bench/worker/**/*.bench.test.ts'],
      setupFiles: ['test/worker/setup.ts'],
      testTimeout: 300_000,
    },
  };
});
