// Passkeys: the account is a passkey (WebAuthn), no password. docs/PROTOCOL.md section 10.
// POST /api/account/register/options, /register: "Konto sichern" / "Gerät hinzufügen".
// POST /api/account/login/options, /login: "Anmelden" (merges this browser's anonymous player).
// GET /api/account; POST /api/account/passkeys/:id/label, /passkeys/:id/remove; POST /api/account/logout;
// POST /api/account/offer: the one-time "Konto sichern" offer was shown.
// All verification is @simplewebauthn/server's; this file and account/checks.ts only decide which
// challenge, origin, RP ID and credential to hold a response against, and word the refusals.
import { Hono, type Context } from 'hono';
import { deleteCookie } from 'hono/cookie';
import * as v from 'valibot';
import {
  generateAuthenticationOptions, generateRegistrationOptions, verifyAuthenticationResponse, verifyRegistrationResponse,
  type AuthenticationResponseJSON, type AuthenticatorTransportFuture, type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL, isoUint8Array } from '@simplewebauthn/server/helpers';
import {
  AuthenticationResponseSchema, EmptyBodySchema, LabelBodySchema, LoginBodySchema, parseLabel, RegisterBodySchema,
  type AccountInfo, type LoginAnswer, type PasskeyInfo,
} from '@schema/account';
import { db } from '../db/client';
import { mergePlayers } from '../db/merge';
import {
  findPasskey, insertPasskey, isSecured, listPasskeys, recordUse, relabelPasskey, removePasskey, storeChallenge,
  markOffered, useChallenge, type PasskeyRow,
} from '../db/passkeys';
import { findPlayer, revokeSession } from '../db/players';
import type { AppEnv } from '../http/app-env';
import type { Env } from '../env';
import { apiError } from '../http/errors';
import { COOKIE_NAME, issueCookie, readPlayer, sessionOf } from '../http/identity';
import { limited } from '../http/limits';
import { body, checkChallenge, fingerprint, refusal, relyingParty } from '../account/checks';
import { deviceLabel } from '../account/device-label';
import { closeSocketsLater } from '../account/identity-change';

type Ctx = Context<AppEnv>;
const RP_NAME = 'Speedspiele';

const noIdentity = (c: Ctx) => apiError(c, 401, 'no_identity', 'No valid identity cookie; call POST /api/me first.');

function info(p: PasskeyRow): PasskeyInfo {
  return { id: p.id, label: p.label, createdAt: p.createdAt, lastUsedAt: p.lastUsedAt, backedUp: p.backedUp === 1 };
}

const transportsOf = (p: PasskeyRow) => JSON.parse(p.transports) as AuthenticatorTransportFuture[];

export const account = new Hono<AppEnv>();

account.use('*', async (c, next) => {
  c.header('Cache-Control', 'private, no-store');
  await next();
});

/** What GET /api/account answers: the player's passkeys and whether the offer was shown. */
async function accountInfo(env: Env, playerId: string, offered: boolean): Promise<AccountInfo> {
  const keys = await listPasskeys(db(env.DB), playerId);
  return { secured: keys.length > 0, passkeys: keys.map(info), offered };
}

account.get('/', async (c) => {
  const player = await readPlayer(c, true);
  if (!player) return noIdentity(c);
  return c.json(await accountInfo(c.env, player.id, player.secureOfferedAt !== null));
});

// The one-time "Konto sichern" offer (after a first daily or won game) was shown: never again, on any device.
account.post('/offer', async (c) => {
  const player = await readPlayer(c);
  if (!player) return noIdentity(c);
  const over = await limited(c, 'passkey', player.id);
  if (over) return over;
  const parsed = await body(c, EmptyBodySchema);
  if (parsed instanceof Response) return parsed;
  await markOffered(db(c.env.DB), player.id, Date.now());
  return c.json(await accountInfo(c.env, player.id, true));
});

account.post('/register/options', async (c) => {
  const player = await readPlayer(c);
  if (!player) return noIdentity(c);
  const over = await limited(c, 'passkey', player.id);
  if (over) return over;
  const parsed = await body(c, EmptyBodySchema);
  if (parsed instanceof Response) return parsed;
  const { rpID } = relyingParty(c);
  const existing = await listPasskeys(db(c.env.DB), player.id);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME, rpID,
    userID: isoUint8Array.fromUTF8String(player.id),
    userName: player.name,
    userDisplayName: player.name,
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: transportsOf(p) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  const expiresAt = await storeChallenge(db(c.env.DB), options.challenge, 'register', player.id, Date.now());
  return c.json({ options, expiresAt });
});

account.post('/register', async (c) => {
  const player = await readPlayer(c);
  if (!player) return noIdentity(c);
  const over = await limited(c, 'passkey', player.id);
  if (over) return over;
  const parsed = await body(c, RegisterBodySchema);
  if (parsed instanceof Response) return parsed;
  let label = deviceLabel(c.req.header('User-Agent'));
  if (parsed.label !== undefined) {
    const l = parseLabel(parsed.label);
    if (l === null) return apiError(c, 400, 'bad_label', 'A device label is 1–40 characters without control characters.');
    label = l;
  }
  const response = parsed.response as unknown as RegistrationResponseJSON;
  const now = Date.now();
  const usedBy = await fingerprint(response.id, response.response.attestationObject);
  const row = await checkChallenge(c, response.response.clientDataJSON, 'register', usedBy, now);
  if (row instanceof Response) return row;
  if (row.playerId !== player.id) return apiError(c, 403, 'challenge_other_player', 'This challenge was made for another player.');
  const taken = await findPasskey(db(c.env.DB), response.id);
  if (taken) return apiError(c, 409, 'credential_taken', 'This passkey is already registered.');
  const { rpID, origins } = relyingParty(c);
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response, expectedChallenge: row.challenge, expectedOrigin: origins, expectedRPID: rpID, requireUserVerification: false,
    });
  } catch (err) {
    return refusal(c, err);
  }
  if (!verification.verified) return apiError(c, 400, 'verification_failed', 'The passkey response did not verify.');
  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
  if (credential.id !== response.id) return apiError(c, 400, 'verification_failed', 'The passkey response did not verify.');
  if (!(await useChallenge(db(c.env.DB), row.challenge, usedBy, now))) return apiError(c, 409, 'challenge_used', 'This challenge was already used; ask for new options.');
  try {
    await insertPasskey(db(c.env.DB), {
      id: credential.id, playerId: player.id, publicKey: isoBase64URL.fromBuffer(credential.publicKey), counter: credential.counter,
      transports: JSON.stringify(response.response.transports ?? []), deviceType: credentialDeviceType,
      backedUp: credentialBackedUp ? 1 : 0, label, createdAt: now,
    });
  } catch {
    // The primary key: another request registered the same credential id meanwhile.
    return apiError(c, 409, 'credential_taken', 'This passkey is already registered.');
  }
  const stored = (await findPasskey(db(c.env.DB), credential.id))!;
  return c.json({ passkey: info(stored) }, 201);
});

account.post('/login/options', async (c) => {
  const over = await limited(c, 'passkey');
  if (over) return over;
  const parsed = await body(c, EmptyBodySchema);
  if (parsed instanceof Response) return parsed;
  // No allowCredentials: discoverable passkeys, so the browser offers the player's own (and autofill works).
  const options = await generateAuthenticationOptions({ rpID: relyingParty(c).rpID, userVerification: 'preferred' });
  const expiresAt = await storeChallenge(db(c.env.DB), options.challenge, 'login', null, Date.now());
  return c.json({ options, expiresAt });
});

account.post('/login', async (c) => {
  const current = await readPlayer(c);
  const over = await limited(c, 'passkey', current?.id);
  if (over) return over;
  const parsed = await body(c, LoginBodySchema);
  if (parsed instanceof Response) return parsed;
  const response = v.parse(AuthenticationResponseSchema, parsed.response) as unknown as AuthenticationResponseJSON;
  const now = Date.now();
  const usedBy = await fingerprint(response.id, `${response.response.authenticatorData}.${response.response.signature}`);
  const row = await checkChallenge(c, response.response.clientDataJSON, 'login', usedBy, now);
  if (row instanceof Response) return row;
  const passkey = await findPasskey(db(c.env.DB), response.id);
  if (!passkey) return apiError(c, 404, 'unknown_passkey', 'No account has this passkey.');
  if (passkey.removedAt !== null) return apiError(c, 410, 'passkey_removed', 'This passkey was removed from its account.');
  const handle = response.response.userHandle;
  if (handle !== undefined && handle !== '' && handle !== isoBase64URL.fromUTF8String(passkey.playerId)) {
    return apiError(c, 403, 'credential_mismatch', 'This passkey belongs to another player than the response claims.');
  }
  const { rpID, origins } = relyingParty(c);
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response, expectedChallenge: row.challenge, expectedOrigin: origins, expectedRPID: rpID, requireUserVerification: false,
      credential: { id: passkey.id, publicKey: isoBase64URL.toBuffer(passkey.publicKey), counter: passkey.counter, transports: transportsOf(passkey) },
    });
  } catch (err) {
    return refusal(c, err);
  }
  if (!verification.verified) return apiError(c, 400, 'verification_failed', 'The passkey response did not verify.');
  if (!(await useChallenge(db(c.env.DB), row.challenge, usedBy, now))) return apiError(c, 409, 'challenge_used', 'This challenge was already used; ask for new options.');
  const { newCounter, credentialBackedUp, credentialDeviceType } = verification.authenticationInfo;
  await recordUse(db(c.env.DB), passkey.id, newCounter, credentialBackedUp, credentialDeviceType, now);
  const target = await findPlayer(db(c.env.DB), passkey.playerId);
  if (!target) return apiError(c, 404, 'unknown_passkey', 'No account has this passkey.');
  const answer: LoginAnswer = { playerId: target.id, name: target.name, balance: target.balance };
  // This browser's own anonymous player (no passkey of its own) is merged into the account, once.
  if (current && current.id !== target.id && !(await isSecured(db(c.env.DB), current.id))) {
    const merge = await mergePlayers(db(c.env.DB), current.id, target.id, now);
    if (merge.merged) {
      answer.merged = merge.summary;
      answer.balance = (await findPlayer(db(c.env.DB), target.id))!.balance;
    }
  }
  await issueCookie(c, target.id);
  if (current && current.id !== target.id) closeSocketsLater(c.executionCtx, c.env, current.id);
  return c.json(answer);
});

account.post('/passkeys/:id/label', async (c) => {
  const player = await readPlayer(c);
  if (!player) return noIdentity(c);
  const parsed = await body(c, LabelBodySchema);
  if (parsed instanceof Response) return parsed;
  const label = parseLabel(parsed.label);
  if (label === null) return apiError(c, 400, 'bad_label', 'A device label is 1–40 characters without control characters.');
  const own = await ownPasskey(c, player.id);
  if (own instanceof Response) return own;
  await relabelPasskey(db(c.env.DB), own.id, label);
  return c.json({ passkey: info({ ...own, label }) });
});

account.post('/passkeys/:id/remove', async (c) => {
  const player = await readPlayer(c);
  if (!player) return noIdentity(c);
  const parsed = await body(c, EmptyBodySchema);
  if (parsed instanceof Response) return parsed;
  const own = await ownPasskey(c, player.id);
  if (own instanceof Response) return own;
  if (!(await removePasskey(db(c.env.DB), own.id, player.id, Date.now()))) {
    return apiError(c, 409, 'last_passkey', 'This is your only passkey: without it you could not sign in on another device. Add another first.');
  }
  return c.json(await accountInfo(c.env, player.id, player.secureOfferedAt !== null));
});

account.post('/logout', async (c) => {
  const player = await readPlayer(c);
  if (!player) return noIdentity(c);
  const parsed = await body(c, EmptyBodySchema);
  if (parsed instanceof Response) return parsed;
  // An anonymous player signing out would be lost for good: only a secured account can.
  if (!(await isSecured(db(c.env.DB), player.id))) {
    return apiError(c, 409, 'not_secured', 'Secure this player with a passkey first, or it would be lost.');
  }
  // The session is revoked, not only the cookie deleted: a copy of this cookie is nobody now.
  const sid = await sessionOf(c);
  if (sid) await revokeSession(db(c.env.DB), sid, Date.now());
  deleteCookie(c, COOKIE_NAME, { path: '/', secure: new URL(c.req.url).protocol === 'https:' });
  closeSocketsLater(c.executionCtx, c.env, player.id);
  return c.json({ playerId: null, name: null, balance: null });
});

/** The player's own passkey named in the path, or why not. */
async function ownPasskey(c: Ctx, playerId: string): Promise<PasskeyRow | Response> {
  const id = c.req.param('id') ?? '';
  if (!/^[A-Za-z0-9_-]{1,1400}$/.test(id)) return apiError(c, 404, 'unknown_passkey', 'No such passkey.');
  const p = await findPasskey(db(c.env.DB), id);
  if (!p) return apiError(c, 404, 'unknown_passkey', 'No such passkey.');
  if (p.playerId !== playerId) return apiError(c, 403, 'not_your_passkey', 'This passkey belongs to another player.');
  if (p.removedAt !== null) return apiError(c, 410, 'passkey_removed', 'This passkey was already removed.');
  return p;
}

