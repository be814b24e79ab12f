// POST /api/transfer: a one-time code for moving to another device.
// POST /api/transfer/redeem {code}: this browser becomes the code's player (new identity cookie).
import { Hono } from 'hono';
import { db } from '../db/client';
import { isSecured } from '../db/passkeys';
import { findPlayer } from '../db/players';
import { createTransferCode, redeemTransferCode } from '../db/transfer';
import type { AppEnv } from '../http/app-env';
import { apiError, readJsonObject, unknownKeyError } from '../http/errors';
import { issueCookie, readPlayer } from '../http/identity';
import { limited } from '../http/limits';

const REDEEM_ERRORS = {
  bad_code: [404, 'No such code.'],
  code_expired: [410, 'This code has expired; make a new one.'],
  code_used: [410, 'This code was already used; make a new one.'],
} as const;

export const transfer = new Hono<AppEnv>();

transfer.post('/', async (c) => {
  const player = await readPlayer(c);
  if (!player) return apiError(c, 401, 'no_identity', 'No valid identity cookie; call POST /api/me first.');
  const over = await limited(c, 'transfer', player.id);
  if (over) return over;
  // The body is `{}`: anything else is refused before a code is made (making one retires the older ones).
  const body = await readJsonObject(c);
  if (body === null) return apiError(c, 400, 'bad_json', 'Body must be a JSON object.');
  const unknown = unknownKeyError(c, body, []);
  if (unknown) return unknown;
  // A secured account moves by its passkey. A code would be a session that "Abmelden" does not
  // revoke: a copied cookie could mint one and keep the account after its owner signed out.
  if (await isSecured(db(c.env.DB), player.id)) {
    return apiError(c, 409, 'secured_use_passkey', 'This player is secured with a passkey: sign in with it on the other device.');
  }
  const now = Date.now();
  // `now` lets the client count down against the server's clock.
  return c.json({ ...(await createTransferCode(db(c.env.DB), player.id, now)), now }, 201);
});

transfer.post('/redeem', async (c) => {
  // Guesses are limited per address (a new cookie per guess does not help).
  const over = await limited(c, 'transfer');
  if (over) return over;
  const now = Date.now();
  const body = await readJsonObject(c);
  if (body === null) return apiError(c, 400, 'bad_json', 'Body must be a JSON object.');
  const unknown = unknownKeyError(c, body, ['code']);
  if (unknown) return unknown;
  const result = await redeemTransferCode(db(c.env.DB), body.code, now);
  if (!result.ok) {
    const [status, message] = REDEEM_ERRORS[result.error];
    return apiError(c, status, result.error, message);
  }
  const player = await findPlayer(db(c.env.DB), result.playerId);
  if (!player) return apiError(c, 404, 'bad_code', 'No such code.');
  await issueCookie(c, player.id);
  return c.json({ playerId: player.id, name: player.name, balance: player.balance });
});
