// A software WebAuthn authenticator for the worker tests: real 'none' attestations and real
// assertions signed with a P-256 key (WebCrypto), CBOR by @levischuck/tiny-cbor (the encoder
// @simplewebauthn/server itself depends on). It builds what a browser and its authenticator send;
// the server verifies it with @simplewebauthn/server as it would a real one. Options let a test
// make the responses a misbehaving client or another site would make.
import { encodeCBOR, type CBORType } from '@levischuck/tiny-cbor';

const enc = new TextEncoder();

export function b64url(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

type Bytes = Uint8Array<ArrayBuffer>;

function concat(...parts: Uint8Array[]): Bytes {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) { out.set(p, at); at += p.length; }
  return out;
}

async function sha256(data: Bytes): Promise<Bytes> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', data));
}

const u32 = (n: number) => new Uint8Array([(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);

/** WebCrypto's raw r||s ECDSA signature as the DER sequence authenticators send. */
function derSignature(raw: Bytes): Bytes {
  const int = (x: Bytes): Bytes => {
    let i = 0;
    while (i < x.length - 1 && x[i] === 0) i++;
    let v: Bytes = x.slice(i);
    if (v[0] & 0x80) v = concat(new Uint8Array([0]), v);
    return concat(new Uint8Array([0x02, v.length]), v);
  };
  const body = concat(int(raw.slice(0, 32)), int(raw.slice(32)));
  return concat(new Uint8Array([0x30, body.length]), body);
}

const FLAG_UP = 0x01, FLAG_UV = 0x04, FLAG_BE = 0x08, FLAG_BS = 0x10, FLAG_AT = 0x40;

export interface Tweaks {
  /** The origin written into clientDataJSON (default: the authenticator's origin). */
  origin?: string;
  /** The RP ID whose hash goes into authenticatorData (default: the origin's host). */
  rpId?: string;
  /** The signature counter to report (default: the next one). */
  counter?: number;
  /** The userHandle to send (default: the one given at registration). */
  userHandle?: string;
  /** Flip a bit of the signature. */
  badSignature?: boolean;
}

export class SoftAuthenticator {
  readonly credentialId: Bytes = crypto.getRandomValues(new Uint8Array(32));
  counter = 0;
  userHandle = '';
  private constructor(readonly origin: string, private readonly keys: CryptoKeyPair, private readonly synced: boolean) {}

  static async create(origin: string, opts: { synced?: boolean } = {}): Promise<SoftAuthenticator> {
    const keys = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']) as CryptoKeyPair;
    return new SoftAuthenticator(origin, keys, opts.synced ?? false);
  }

  get id(): string { return b64url(this.credentialId); }

  private flags(extra: number): number {
    return FLAG_UP | FLAG_UV | (this.synced ? FLAG_BE | FLAG_BS : 0) | extra;
  }

  private clientData(type: string, challenge: string, t: Tweaks): Bytes {
    return enc.encode(JSON.stringify({ type, challenge, origin: t.origin ?? this.origin, crossOrigin: false }));
  }

  /** navigator.credentials.create(): a RegistrationResponseJSON with a 'none' attestation. */
  async register(options: { challenge: string; user: { id: string } }, t: Tweaks = {}) {
    this.userHandle = options.user.id;
    const jwk = await crypto.subtle.exportKey('jwk', this.keys.publicKey);
    const fromB64url = (s: string) => Uint8Array.from(atob(s.replace(/-/g, '+').replace(/_/g, '/')), (ch) => ch.charCodeAt(0));
    const cose = encodeCBOR(new Map<number, Uint8Array | number>([[1, 2], [3, -7], [-1, 1], [-2, fromB64url(jwk.x!)], [-3, fromB64url(jwk.y!)]]));
    const rpIdHash = await sha256(enc.encode(t.rpId ?? new URL(this.origin).hostname));
    const idLen = new Uint8Array([this.credentialId.length >> 8, this.credentialId.length & 255]);
    const authData = concat(rpIdHash, new Uint8Array([this.flags(FLAG_AT)]), u32(t.counter ?? this.counter), new Uint8Array(16), idLen, this.credentialId, cose);
    const attestationObject = encodeCBOR(new Map<string, CBORType>([['fmt', 'none'], ['attStmt', new Map<string, CBORType>()], ['authData', authData]]));
    return {
      id: this.id, rawId: this.id, type: 'public-key' as const,
      response: { clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge, t)), attestationObject: b64url(attestationObject), transports: ['internal'] },
      clientExtensionResults: {}, authenticatorAttachment: 'platform',
    };
  }

  /** navigator.credentials.get(): an AuthenticationResponseJSON signed with this passkey. */
  async assert(options: { challenge: string }, t: Tweaks = {}) {
    const counter = t.counter ?? ++this.counter;
    const rpIdHash = await sha256(enc.encode(t.rpId ?? new URL(this.origin).hostname));
    const authData = concat(rpIdHash, new Uint8Array([this.flags(0)]), u32(counter));
    const clientData = this.clientData('webauthn.get', options.challenge, t);
    const signed = concat(authData, await sha256(clientData));
    const raw = new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, this.keys.privateKey, signed));
    if (t.badSignature) raw[5] ^= 1;
    return {
      id: this.id, rawId: this.id, type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientData), authenticatorData: b64url(authData), signature: b64url(derSignature(raw)),
        userHandle: t.userHandle ?? this.userHandle,
      },
      clientExtensionResults: {}, authenticatorAttachment: 'platform',
    };
  }
}
