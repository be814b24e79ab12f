// The checks in front of @simplewebauthn/server's for the account routes (routes/account.ts): which
// relying party, the body's shape, the challenge a response names, and the library's refusals as codes.
import type { Context } from 'hono';
import * as v from 'valibot';
import { decodeClientDataJSON, isoBase64URL, isoUint8Array, toHash } from '@simplewebauthn/server/helpers';
import { db } from '../db/client';
import { findChallenge, type Purpose } from '../db/passkeys';
import type { AppEnv } from '../http/app-env';
import { apiError, readJson } from '../http/errors';

type Ctx = Context<AppEnv>;

/** The site's own origin and RP ID (its host name), plus ALLOWED_ORIGINS for deployments. */
export function relyingParty(c: Ctx): { rpID: string; origins: string[] } {
  const url = new URL(c.req.url);
  const extra = (c.env.ALLOWED_ORIGINS ?? '').split(',').map((o) => o.trim().replace(/\/+$/, '')).filter((o) => o !== '');
  return { rpID: url.hostname, origins: [url.origin, ...extra] };
}

/** Parses the body with `schema`; the 400 response when it does not fit. */
export async function body<S extends v.GenericSchema>(c: Ctx, schema: S): Promise<v.InferOutput<S> | Response> {
  const raw = await readJson(c);
  if (raw === null) return apiError(c, 400, 'bad_json', 'Body must be a JSON object.');
  const parsed = v.safeParse(schema, raw);
  if (!parsed.success) {
    const path = parsed.issues[0].path?.map((p) => String(p.key)).join('.') ?? '';
    return apiError(c, 400, 'bad_request', `Malformed body${path ? ` at "${path}"` : ''}: ${parsed.issues[0].message}`, path ? { key: path } : undefined);
  }
  return parsed.output;
}

interface ClientData { challenge: string; origin: string; type: string }

/**
 * The checks in front of the library's: the response's client data names a challenge we issued for
 * `purpose`, unused and unexpired, from one of our origins. The challenge row, or the refusal.
 */
export async function checkChallenge(c: Ctx, clientDataJSON: string, purpose: Purpose, usedBy: string, now: number) {
  let data: ClientData;
  try {
    data = decodeClientDataJSON(clientDataJSON) as ClientData;
  } catch {
    return apiError(c, 400, 'bad_response', 'clientDataJSON is not valid.');
  }
  if (typeof data?.challenge !== 'string' || typeof data.origin !== 'string') return apiError(c, 400, 'bad_response', 'clientDataJSON is not valid.');
  if (!relyingParty(c).origins.includes(data.origin)) {
    return apiError(c, 403, 'wrong_origin', 'The passkey response was made for another site.', { origin: data.origin.slice(0, 200) });
  }
  const row = await findChallenge(db(c.env.DB), data.challenge);
  if (!row || row.purpose !== purpose) return apiError(c, 400, 'challenge_unknown', 'No such challenge; ask for new options.');
  if (row.usedAt !== null) {
    return row.usedBy === usedBy
      ? apiError(c, 409, 'replayed', 'This exact passkey response was already used.')
      : apiError(c, 409, 'challenge_used', 'This challenge was already used; ask for new options.');
  }
  if (row.expiresAt <= now) return apiError(c, 410, 'challenge_expired', 'This challenge has expired; ask for new options.');
  return row;
}

/** What marks a response as the one that used a challenge: credential id and a hash of its signed part. */
export async function fingerprint(id: string, signed: string): Promise<string> {
  const hash = await toHash(isoUint8Array.fromUTF8String(signed));
  return `${id}:${isoBase64URL.fromBuffer(hash)}`;
}

/** The library's refusal, as a code: a wrong RP ID and a counter that went back have their own. */
export function refusal(c: Ctx, err: unknown): Response {
  const message = err instanceof Error ? err.message : String(err);
  if (/RP ID/i.test(message)) return apiError(c, 403, 'wrong_rp_id', 'The passkey response was made for another site (RP ID).');
  if (/counter/i.test(message)) return apiError(c, 409, 'counter_replay', 'The passkey signature counter went back: a copied authenticator or a replay.');
  if (/origin/i.test(message)) return apiError(c, 403, 'wrong_origin', 'The passkey response was made for another site.');
  return apiError(c, 400, 'verification_failed', 'The passkey response did not verify.');
}
