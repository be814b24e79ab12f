// The identity cookie's value: base64url(JSON {uid, iat}) "." base64url(HMAC-SHA256 of the first part).
// Keys are imported once per secret and cached for the isolate's life.

export interface IdentityClaims {
  uid: string;
  /** Issued at, epoch seconds. */
  iat: number;
}

const DEV_SECRET = 'speedspiele-dev-secret-do-not-use-in-production';
let warnedDevSecret = false;

/** The configured secret, or the dev default (with one warning per isolate). */
export function cookieSecret(configured: string | undefined): string {
  if (configured) return configured;
  if (!warnedDevSecret) {
    warnedDevSecret = true;
    console.warn('COOKIE_SECRET is not set: using the development default. Set it with `wrangler secret put COOKIE_SECRET`.');
  }
  return DEV_SECRET;
}

const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    keys.set(secret, key);
  }
  return key;
}

function toBase64Url(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(bin, (ch) => ch.charCodeAt(0));
  } catch {
    return null;
  }
}

export async function signClaims(claims: IdentityClaims, secret: string): Promise<string> {
  const payload = toBase64Url(new TextEncoder().encode(JSON.stringify(claims)));
  const sig = await crypto.subtle.sign('HMAC', await hmacKey(secret), new TextEncoder().encode(payload));
  return `${payload}.${toBase64Url(new Uint8Array(sig))}`;
}

/** The claims when the signature is valid and the shape is right; null otherwise. */
export async function verifyToken(token: string, secret: string): Promise<IdentityClaims | null> {
  const dot = token.indexOf('.');
  if (dot <= 0 || token.length > 512) return null;
  const payload = token.slice(0, dot);
  const sig = fromBase64Url(token.slice(dot + 1));
  if (!sig) return null;
  const ok = await crypto.subtle.verify('HMAC', await hmacKey(secret), sig, new TextEncoder().encode(payload));
  if (!ok) return null;
  const raw = fromBase64Url(payload);
  if (!raw) return null;
  try {
    const claims = JSON.parse(new TextDecoder().decode(raw)) as Partial<IdentityClaims>;
    if (typeof claims.uid !== 'string' || typeof claims.iat !== 'number') return null;
    return { uid: claims.uid, iat: claims.iat };
  } catch {
    return null;
  }
}
