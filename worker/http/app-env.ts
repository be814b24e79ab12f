// Hono's environment for this Worker.
import type { Env } from '../env';

export type AppEnv = { Bindings: Env };
