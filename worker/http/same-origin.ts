// Requests from elsewhere: every state-changing /api request (anything but GET/HEAD) must come
// from this site and carry JSON, and its body is capped before it is parsed. A cross-site form
// (urlencoded, multipart or text/plain) can therefore never change anything or mint a cookie.
// Browsers send Origin (and Sec-Fetch-Site) on every cross-site POST; a client that sends neither
// is not a browser page (a bot, curl) and cannot carry another site's cookies.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './app-env';
import { apiError } from './errors';

/** Largest API request body; every route's JSON is far smaller. */
export const MAX_API_BODY_BYTES = 4096;

const SAFE_METHODS = new Set(['GET', 'HEAD']);

export const sameOriginJson: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const origin = c.req.header('Origin');
  if (origin !== undefined && origin !== new URL(c.req.url).origin) {
    return apiError(c, 403, 'cross_site', 'State-changing requests must come from this site.');
  }
  const site = c.req.header('Sec-Fetch-Site');
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    return apiError(c, 403, 'cross_site', 'State-changing requests must come from this site.');
  }
  if (!/^application\/json\s*(;|$)/i.test(c.req.header('Content-Type') ?? '')) {
    return apiError(c, 403, 'not_json', 'State-changing requests must send Content-Type: application/json.');
  }
  return limitBody(c, next);
};

const limitBody = bodyLimit({
  maxSize: MAX_API_BODY_BYTES,
  onError: (c) => apiError(c, 413, 'too_large', `Request bodies are limited to ${MAX_API_BODY_BYTES} bytes.`, { max: MAX_API_BODY_BYTES }),
});
