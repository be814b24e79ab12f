// Helpers for the API and lobby tests: call the Worker as a client would, cookies and sockets included.
import { env as rawEnv, exports } from 'cloudflare:workers';
import type { Env } from '../../worker/env';

export const env = rawEnv as unknown as Env;
const worker = (exports as unknown as { default: Fetcher }).default;

export const ORIGIN = 'http://speed.test';

let addresses = 0;
/**
 * A fresh client address per call (as Cloudflare's CF-Connecting-IP), so the per-address limits of
 * one test never reach another; the limit tests pass their own address.
 */
const nextAddress = (): string => `10.${128 + ((addresses >> 16) & 127)}.${(addresses >> 8) & 255}.${addresses++ & 255}`;

export function call(path: string, init: RequestInit & { cookie?: string; address?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set('Cookie', init.cookie);
  if (!headers.has('CF-Connecting-IP')) headers.set('CF-Connecting-IP', init.address ?? nextAddress());
  return worker.fetch(new Request(`${ORIGIN}${path}`, { ...init, headers }));
}

export function postJson(path: string, body: unknown, cookie?: string): Promise<Response> {
  return call(path, {
    method: 'POST',
    cookie,
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** "sp_id=…" from a response's Set-Cookie, ready for a Cookie header. */
export function cookieFrom(res: Response): string | null {
  const set = res.headers.getSetCookie().find((c) => c.startsWith('sp_id='));
  return set ? set.split(';')[0] : null;
}

/** A fresh identity (made the explicit way, POST /api/me): its cookie and player. */
export async function newPlayer(): Promise<{ cookie: string; playerId: string; name: string }> {
  const res = await postJson('/api/me', {});
  const me = (await res.json()) as { playerId: string; name: string };
  return { cookie: cookieFrom(res)!, ...me };
}

export function upgrade(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return call(path, { headers: { Upgrade: 'websocket', ...headers } });
}

/** An accepted client socket that queues incoming JSON messages. */
export function openSocket(res: Response) {
  const ws = res.webSocket;
  if (!ws) throw new Error(`expected a WebSocket, got status ${res.status}`);
  const queue: unknown[] = [];
  const waiters: ((m: unknown) => void)[] = [];
  ws.accept();
  ws.addEventListener('message', (e) => {
    const msg = typeof e.data === 'string' && e.data !== 'pong' ? JSON.parse(e.data) : e.data;
    const w = waiters.shift();
    if (w) w(msg);
    else queue.push(msg);
  });
  return {
    ws,
    send: (msg: unknown) => ws.send(typeof msg === 'string' ? msg : JSON.stringify(msg)),
    next<T = unknown>(timeoutMs = 20_000): Promise<T> {
      if (queue.length > 0) return Promise.resolve(queue.shift() as T);
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no message within timeout')), timeoutMs);
        waiters.push((m) => {
          clearTimeout(timer);
          resolve(m as T);
        });
      });
    },
    close: () => ws.close(1000, 'test done'),
  };
}
