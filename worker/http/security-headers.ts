// Security headers on every HTTP response of the Worker. Static assets get the same from
// web/public/_headers. A 101 (WebSocket) response is left alone: its headers cannot change.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

/**
 * The CSP: scripts, styles and fetches from this site only; sockets to this site's own ws/wss
 * origin and to the origins in ALLOWED_ORIGINS — never to any host.
 */
export function csp(requestUrl: string, allowedOrigins: string | undefined): string {
  const url = new URL(requestUrl);
  const ws = `${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`;
  const extra = (allowedOrigins ?? '').split(',').map((o) => o.trim().replace(/\/+$/, '')).filter((o) => /^https?:\/\/[^\s;,]+$/.test(o))
    .flatMap((o) => [o, o.replace(/^http/, 'ws')]);
  return "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
    `connect-src 'self' ${[ws, ...extra].join(' ')}; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'self'`;
}

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
};

/** Over https, browsers are told to stay on https for a year. */
export const HSTS = 'max-age=31536000; includeSubDomains';

export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.res.status === 101 || c.res.webSocket) return;
  // Defaults: a header the response already carries stays (the static pages' own CSP from _headers).
  const set = (headers: Headers) => {
    const fill = (name: string, value: string) => { if (!headers.has(name)) headers.set(name, value); };
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) fill(name, value);
    fill('Content-Security-Policy', csp(c.req.url, c.env.ALLOWED_ORIGINS));
    if (new URL(c.req.url).protocol === 'https:') fill('Strict-Transport-Security', HSTS);
  };
  try {
    // The Worker's own responses take the headers in place (no copy of the response, issue 27).
    set(c.res.headers);
  } catch {
    // Responses from fetch() (e.g. ASSETS) have immutable headers: copy before setting.
    const res = new Response(c.res.body, c.res);
    set(res.headers);
    c.res = res;
  }
};
