// Wire shapes of the passkey account routes (/api/account, docs/PROTOCOL.md section 10).
import * as v from 'valibot';

const b64url = v.pipe(v.string(), v.maxLength(2048), v.regex(/^[A-Za-z0-9_-]*$/));
const plain = v.custom<Record<string, unknown>>((x) => typeof x === 'object' && x !== null && !Array.isArray(x), 'Expected an object');

/** A device label: 1–40 characters after trimming, no control characters. */
export const LABEL_MAX_CHARS = 40;
export function parseLabel(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const label = raw.normalize('NFC').trim();
  const n = [...label].length;
  // eslint-disable-next-line no-control-regex
  return n >= 1 && n <= LABEL_MAX_CHARS && !/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/.test(label) ? label : null;
}

/** The browser's RegistrationResponseJSON (what @simplewebauthn/browser's startRegistration returns). */
export const RegistrationResponseSchema = v.pipe(plain, v.looseObject({
  id: b64url, rawId: b64url, type: v.literal('public-key'),
  response: v.pipe(plain, v.looseObject({
    clientDataJSON: b64url, attestationObject: b64url,
    transports: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(16))), v.maxLength(8))),
  })),
  clientExtensionResults: v.optional(plain),
  authenticatorAttachment: v.optional(v.string()),
}));

/** The browser's AuthenticationResponseJSON (startAuthentication). */
export const AuthenticationResponseSchema = v.pipe(plain, v.looseObject({
  id: b64url, rawId: b64url, type: v.literal('public-key'),
  response: v.pipe(plain, v.looseObject({
    clientDataJSON: b64url, authenticatorData: b64url, signature: b64url, userHandle: v.optional(b64url),
  })),
  clientExtensionResults: v.optional(plain),
  authenticatorAttachment: v.optional(v.string()),
}));

export const RegisterBodySchema = v.pipe(plain, v.strictObject({ response: RegistrationResponseSchema, label: v.optional(v.string()) }));
export const LoginBodySchema = v.pipe(plain, v.strictObject({ response: AuthenticationResponseSchema }));
export const LabelBodySchema = v.pipe(plain, v.strictObject({ label: v.string() }));
export const EmptyBodySchema = v.pipe(plain, v.strictObject({}));

/** A passkey as GET /api/account lists it. */
export interface PasskeyInfo {
  id: string;
  label: string;
  createdAt: number;
  lastUsedAt: number | null;
  /** The authenticator says it is synced (e.g. iCloud Keychain, Google Password Manager). */
  backedUp: boolean;
}

/** What a merge brought into the account (shown to the player once). */
export interface MergeSummaryWire {
  results: number; dailies: number; practice: number; groschen: number; achievements: number; records: number;
}

export interface AccountInfo {
  secured: boolean;
  passkeys: PasskeyInfo[];
  /** The one-time "Konto sichern" offer after a first daily or won game was shown already (POST /api/account/offer). */
  offered: boolean;
}

export interface LoginAnswer {
  playerId: string; name: string; balance: number;
  /** Present when this browser's anonymous player was merged into the account. */
  merged?: MergeSummaryWire;
}
