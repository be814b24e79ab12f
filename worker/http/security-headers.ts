// Security headers on every HTTP response of the Worker. Static assets get the same from
// web/public/_headers. A 101 (WebSocket) response is left alone: its headers cannot change.
import type { MiddlewareHandler } from 'hono';

export const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "connect-src 'self' ws: wss:; object-src 'none'; base-uri 'self'; frame-ancestors 'none'";

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CSP,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
};

export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.status === 101 || c.res.webSocket) return;
  // Responses from fetch() (e.g. ASSETS) have immutable headers: copy before setting.
  const res = new Response(c.res.body, c.res);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.headers.set(name, value);
  c.res = res;
};
