// The Worker's bindings as seen by tests in the runtime (`env` from cloudflare:test / cloudflare:workers).
import type { D1Migration } from 'cloudflare:test';
import type { Env as WorkerEnv } from '../../worker/env';

declare global {
  namespace Cloudflare {
    interface Env extends WorkerEnv {
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}

export {};
