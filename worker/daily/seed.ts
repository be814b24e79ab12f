// The daily deal's seed: HMAC-SHA256(DAILY_SECRET, game + '|' + date) as hex. The same for every
// player on a date, and not computable without the server's secret. It never leaves the server.
import type { GameId } from '@schema/protocol';

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
