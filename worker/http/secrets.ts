// The Worker's secrets fail closed: without COOKIE_SECRET or DAILY_SECRET it refuses to serve, so a
// public default can never sign a production cookie or seed a production daily deal. Locally
// `npm start` writes .dev.vars and the tests set their own.
import type { MiddlewareHandler } from 'hono';
import type { Env } from '../env';
import { apiError } from './errors';

export const REQUIRED_SECRETS = ['COOKIE_SECRET', 'DAILY_SECRET'] as const;

/** The first required secret that is missing or empty, or null. */
export function missingSecret(env: Partial<Env>): (typeof REQUIRED_SECRETS)[number] | null {
  for (const name of REQUIRED_SECRETS) if (!env[name] || env[name]!.trim() === '') return name;
  return null;
}

export const requireSecrets: MiddlewareHandler<{ Bindings: Env }> = async (c, next) => {
  const missing = missingSecret(c.env);
  if (missing) {
    console.error(`${missing} is not set: refusing to serve. Set it with \`wrangler secret put ${missing}\`.`);
    return apiError(c, 500, 'missing_secret', `${missing} is not set on this server.`, { name: missing });
  }
  await next();
};

/**
 * The cookie keys: the current COOKIE_SECRET signs, and it and every secret in
 * COOKIE_SECRETS_RETIRED (comma-separated) verify — so a leaked secret can be retired (moved out of
 * both) without orphaning every player, and a rotated one stays accepted for a while.
 */
export function cookieSecrets(env: Pick<Env, 'COOKIE_SECRET' | 'COOKIE_SECRETS_RETIRED'>): { current: string; accepted: string[] } {
  const current = env.COOKIE_SECRET;
  if (!current) throw new Error('COOKIE_SECRET is not set');
  const retired = (env.COOKIE_SECRETS_RETIRED ?? '').split(',').map((s) => s.trim()).filter((s) => s !== '' && s !== current);
  return { current, accepted: [current, ...retired] };
}

export function dailySecretOf(env: Pick<Env, 'DAILY_SECRET'>): string {
  if (!env.DAILY_SECRET) throw new Error('DAILY_SECRET is not set');
  return env.DAILY_SECRET;
}
