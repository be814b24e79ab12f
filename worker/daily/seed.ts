// The daily deal's seed: HMAC-SHA256(DAILY_SECRET, game + '|' + date) as hex. The same for every
// player on a date, and not computable without the server's secret. It never leaves the server.
import type { GameId } from '@schema/protocol';

const DEV_SECRET = 'speedspiele-dev-daily-secret-do-not-use-in-production';
let warnedDevSecret = false;

/** The configured secret, or the dev default (with one warning per isolate). */
export function dailySecret(configured: string | undefined): string {
  if (configured) return configured;
  if (!warnedDevSecret) {
    warnedDevSecret = true;
    console.warn('DAILY_SECRET is not set: using the development default. Set it with `wrangler secret put DAILY_SECRET`.');
  }
  return DEV_SECRET;
}

const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    keys.set(secret, key);
  }
  return key;
}

export async function dailySeed(secret: string, game: GameId, date: string): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', await hmacKey(secret), new TextEncoder().encode(`${game}|${date}`));
  return Array.from(new Uint8Array(mac), (b) => b.toString(16).padStart(2, '0')).join('');
}
