// Anonymous identity: a signed HttpOnly cookie `sp_id` holding the player id; the name lives in D1.
// An identity is created only on an explicit action (opening or joining a table, starting a daily,
// setting a name) — never by looking at a page — so list viewers and crawlers get no cookie and the
// public pages stay cacheable. New identities are rate limited per address.
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { PlayerRow } from '@schema/db';
import { db } from '../db/client';
import { findPlayer, insertPlayer } from '../db/players';
import type { AppEnv } from './app-env';
import { defaultName, newPlayerId, PLAYER_ID } from '../db/ids';
import { limited } from './limits';
import { cookieSecrets } from './secrets';
import { newSessionId, signClaims, verifyToken, type Verified } from './token';

export const COOKIE_NAME = 'sp_id';
const MAX_AGE_S = 365 * 24 * 3600;
/** Re-issue the cookie when it is older than this, so active players never run out. */
const REFRESH_AFTER_S = 30 * 24 * 3600;

type Ctx = Context<AppEnv>;

/** The claims of a valid cookie on the request, or null. */
async function readClaims(c: Ctx): Promise<Verified | null> {
  const token = getCookie(c, COOKIE_NAME);
  if (!token) return null;
  const claims = await verifyToken(token, cookieSecrets(c.env).accepted);
  if (!claims || !PLAYER_ID.test(claims.uid)) return null;
  const age = Date.now() / 1000 - claims.iat;
  if (age > MAX_AGE_S || age < -300) return null;
  return claims;
}

/**
 * The player behind a valid cookie, or null (no cookie, bad signature, expired, signed out, unknown
 * id). Never creates one.
 */
export async function readPlayer(c: Ctx, refresh = false): Promise<PlayerRow | null> {
  const claims = await readClaims(c);
  if (!claims) return null;
  const player = (await findPlayer(db(c.env.DB), claims.uid, claims.sid)) ?? null;
  // A cookie signed by a retired key, or an old one, gets the current key and a new lifetime (same session).
  if (player && refresh && (claims.stale || Date.now() / 1000 - claims.iat > REFRESH_AFTER_S)) await issueCookie(c, player.id, claims.sid);
  return player;
}

/** The session of the request's valid cookie (none for cookies from before sessions). */
export async function sessionOf(c: Ctx): Promise<string | undefined> {
  return (await readClaims(c))?.sid;
}

/** Sets the identity cookie; `sid` keeps a session when the cookie is renewed, else a new one starts. */
export async function issueCookie(c: Ctx, uid: string, sid = newSessionId()): Promise<void> {
  const token = await signClaims({ uid, iat: Math.floor(Date.now() / 1000), sid }, cookieSecrets(c.env).current);
  setCookie(c, COOKIE_NAME, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    maxAge: MAX_AGE_S,
    secure: new URL(c.req.url).protocol === 'https:',
  });
}

/**
 * The requesting player for an explicit action; creates one (D1 row + cookie) when the request has
 * no valid identity, within the per-address limit (else the 429 response to return).
 */
export async function ensurePlayer(c: Ctx): Promise<{ player: PlayerRow; created: boolean } | Response> {
  const known = await readPlayer(c, true);
  if (known) return { player: known, created: false };
  const over = await limited(c, 'identity');
  if (over) return over;
  // The web says its page language (X-Lang); German is the default.
  const player = await insertPlayer(db(c.env.DB), newPlayerId(), defaultName(c.req.header('X-Lang') === 'en' ? 'en' : 'de'), Date.now());
  await issueCookie(c, player.id);
  return { player, created: true };
}
