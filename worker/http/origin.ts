// Origin check for WebSocket upgrades (CORS does not cover WebSockets).

/** Allowed: the request's own origin, or one listed in ALLOWED_ORIGINS (comma-separated). */
export function originAllowed(request: Request, allowedList: string | undefined): boolean | 'missing' {
  const origin = request.headers.get('Origin');
  if (!origin) return 'missing';
  if (origin === new URL(request.url).origin) return true;
  return (allowedList ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .some((o) => o !== '' && o === origin);
}

export function isUpgrade(request: Request): boolean {
  return request.headers.get('Upgrade')?.toLowerCase() === 'websocket';
}
