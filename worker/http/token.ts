// The identity cookie's value: kid "." base64url(JSON {uid, iat, sid}) "." base64url(HMAC-SHA256 of
// "kid.payload"). The key id names which secret signed it (a hash prefix, never the secret), so
// secrets can rotate: any accepted secret verifies its own tokens. Keys are imported once per
// secret and cached for the isolate's life.

export interface IdentityClaims {
  uid: string;
  /** Issued at, epoch seconds. */
  iat: number;
  /**
   * The cookie session: made when a browser gets its identity, kept when the cookie is renewed, so
   * signing out can revoke every copy of it (cookies from before sessions have none).
   */
  sid?: string;
}

export interface Verified extends IdentityClaims {
  /** Signed by a secret other than the current one: re-issue with the current key. */
  stale: boolean;
}

/** A session id: 16 random bytes, base64url. */
export const SESSION_ID = /^[A-Za-z0-9_-]{22}$/;

export function newSessionId(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(16)));
}

const keys = new Map<string, Promise<CryptoKey>>();
const kids = new Map<string, Promise<string>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}

/** The key id of a secret: 8 base64url characters of its SHA-256. */
export function keyId(secret: string): Promise<string> {
  let kid = kids.get(secret);
  if (!kid) {
    kid = crypto.subtle.digest('SHA-256', new TextEncoder().encode(`speedspiele-kid|${secret}`))
      .then((d) => toBase64Url(new Uint8Array(d)).slice(0, 8));
    kids.set(secret, kid);
  }
  return kid;
}

function toBase64Url(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const bytes = Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (ch) => ch.charCodeAt(0));
    // Only the one spelling we write: the last character's unused bits would let four spellings
    // of one cookie pass ("a changed cookie is no cookie").
    return toBase64Url(bytes) === text ? bytes : null;
  } catch {
    return null;
  }
}

export async function signClaims(claims: IdentityClaims, secret: string): Promise<string> {
  const signed = `${await keyId(secret)}.${toBase64Url(new TextEncoder().encode(JSON.stringify(claims)))}`;
  const sig = await crypto.subtle.sign('HMAC', await hmacKey(secret), new TextEncoder().encode(signed));
  return `${signed}.${toBase64Url(new Uint8Array(sig))}`;
}

/** The claims when the token is signed by one of `accepted` (the first is current) and well formed. */
export async function verifyToken(token: string, accepted: readonly string[]): Promise<Verified | null> {
  if (token.length > 512) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [kid, payload, sigText] = parts;
  let secret: string | undefined;
  for (const s of accepted) if ((await keyId(s)) === kid) secret = s;
  const sig = fromBase64Url(sigText);
  if (secret === undefined || !sig) return null;
  const ok = await crypto.subtle.verify('HMAC', await hmacKey(secret), sig, new TextEncoder().encode(`${kid}.${payload}`));
  if (!ok) return null;
  const raw = fromBase64Url(payload);
  if (!raw) return null;
  try {
    const claims = JSON.parse(new TextDecoder().decode(raw)) as Partial<IdentityClaims>;
    if (typeof claims.uid !== 'string' || typeof claims.iat !== 'number') return null;
    if (claims.sid !== undefined && (typeof claims.sid !== 'string' || !SESSION_ID.test(claims.sid))) return null;
    return { uid: claims.uid, iat: claims.iat, ...(claims.sid !== undefined ? { sid: claims.sid } : {}), stale: secret !== accepted[0] };
  } catch {
    return null;
  }
}
