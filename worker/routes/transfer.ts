// POST /api/transfer: a one-time code for moving to another device.
// POST /api/transfer/redeem {code}: this browser becomes the code's player (new identity cookie).
import { Hono, type Context } from 'hono';
import { db } from '../db/client';
import { findPlayer } from '../db/players';
import { createTransferCode, redeemTransferCode } from '../db/transfer';
import type { AppEnv } from '../http/app-env';
import { apiError, readJson } from '../http/errors';
import { issueCookie, readPlayer } from '../http/identity';
import { RateLimiter } from '../http/rate-limit';

/** Codes one player may create per 10 minutes, and redeem attempts per address and per cookie. */
export const CREATE_LIMIT = 5;
export const REDEEM_LIMIT = 10;
const WINDOW_MS = 10 * 60_000;
const createLimiter = new RateLimiter(CREATE_LIMIT, WINDOW_MS);
const redeemLimiter = new RateLimiter(REDEEM_LIMIT, WINDOW_MS);

const REDEEM_ERRORS = {
  bad_code: [404, 'No such code.'],
  code_expired: [410, 'This code has expired; make a new one.'],
  code_used: [410, 'This code was already used; make a new one.'],
} as const;

export const transfer = new Hono<AppEnv>();

transfer.post('/', async (c) => {
  const player = await readPlayer(c);
  if (!player) return apiError(c, 401, 'no_identity', 'No valid identity cookie; call GET /api/me first.');
  const now = Date.now();
  if (!createLimiter.allow(player.id, now)) return apiError(c, 429, 'rate_limited', 'Too many codes; wait a few minutes.');
  // `now` lets the client count down against the server's clock.
  return c.json({ ...(await createTransferCode(db(c.env.DB), player.id, now)), now }, 201);
});

transfer.post('/redeem', async (c) => {
  const now = Date.now();
  // Both keys must be within the limit: a new cookie per attempt does not help, nor a new address.
  const byAddress = redeemLimiter.allow(`ip:${c.req.header('CF-Connecting-IP') ?? 'unknown'}`, now);
  const byCookie = redeemLimiter.allow(`cookie:${cookieKey(c)}`, now);
  if (!byAddress || !byCookie) return apiError(c, 429, 'rate_limited', 'Too many attempts; wait a few minutes.');
  const body = await readJson(c);
  if (body === null || typeof body !== 'object') return apiError(c, 400, 'bad_json', 'Body must be a JSON object.');
  const result = await redeemTransferCode(db(c.env.DB), (body as { code?: unknown }).code, now);
  if (!result.ok) {
    const [status, message] = REDEEM_ERRORS[result.error];
    return apiError(c, status, result.error, message);
  }
  const player = await findPlayer(db(c.env.DB), result.playerId);
  if (!player) return apiError(c, 404, 'bad_code', 'No such code.');
  await issueCookie(c, player.id);
  return c.json({ playerId: player.id, name: player.name, balance: player.balance });
});

/** The identity cookie's value (or 'none'): limits a browser, whoever it claims to be. */
function cookieKey(c: Context<AppEnv>): string {
  const cookie = c.req.header('Cookie') ?? '';
  return /(?:^|;\s*)sp_id=([^;]{1,512})/.exec(cookie)?.[1] ?? 'none';
}
