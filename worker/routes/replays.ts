// GET /api/replays/:table/:match — a finished match's replay record (schema/replay.ts) as JSON.
// 404 until the match has ended and its results are in D1; a daily deal's replay is 403
// 'daily_running' before its Berlin day has ended, except for the humans who played that match.
// GET /api/replays/:table/:match/computer — "Wie hätte der Computer gespielt?" of a daily match
// (ComputerComparison), under the same rules; computed on the first request and kept in D1.
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { GameId } from '@schema/protocol';
import type { ReplayRecord } from '@schema/replay';
import { comparisonOf } from '../daily/computer';
import { dailyMatchSeed } from '../daily/par';
import { db } from '../db/client';
import { readComparison, readPar, saveComparison, savePar } from '../db/comparisons';
import { readReplay } from '../db/replays';
import type { AppEnv } from '../http/app-env';
import { apiError } from '../http/errors';
import { COOKIE_NAME, readPlayer } from '../http/identity';
import { limited } from '../http/limits';
import { dailySecretOf } from '../http/secrets';

/** A finished replay never changes: shared caches may keep it for a day. */
export const REPLAY_MAX_AGE_S = 24 * 3600;

export const replayRoutes = new Hono<AppEnv>();

replayRoutes.get('/:table/:match', async (c) => {
  const match = Number(c.req.param('match'));
  if (!Number.isInteger(match) || match < 1) return apiError(c, 404, 'not_found', 'No such replay.');
  const player = getCookie(c, COOKIE_NAME) !== undefined ? await readPlayer(c) : null;
  const read = await readReplay(db(c.env.DB), c.req.param('table'), match, player?.id ?? null, Date.now());
  if (!read.ok) {
    c.header('Cache-Control', 'private, no-store');
    if (read.reason === 'daily_running') {
      return apiError(c, 403, 'daily_running', 'This daily deal is still being played; its replays open after the day.', { date: read.dailyDate ?? '' });
    }
    return apiError(c, 404, 'not_found', 'No such replay (the match may still be running).');
  }
  // A daily replay served before the day's end is for its player only.
  const open = read.dailyDate === null || player === null;
  c.header('Cache-Control', open ? `public, max-age=${REPLAY_MAX_AGE_S}` : 'private, no-store');
  c.header('Vary', 'Cookie');
  return c.body(read.json, 200, { 'Content-Type': 'application/json; charset=utf-8' });
});

replayRoutes.get('/:table/:match/computer', async (c) => {
  const tableId = c.req.param('table');
  const match = Number(c.req.param('match'));
  if (!Number.isInteger(match) || match < 1) return apiError(c, 404, 'not_found', 'No such replay.');
  const player = getCookie(c, COOKIE_NAME) !== undefined ? await readPlayer(c) : null;
  const d = db(c.env.DB);
  const now = Date.now();
  const read = await readReplay(d, tableId, match, player?.id ?? null, now);
  c.header('Cache-Control', 'private, no-store');
  if (!read.ok) {
    if (read.reason === 'daily_running') {
      return apiError(c, 403, 'daily_running', 'This daily deal is still being played; its comparison opens after the day.', { date: read.dailyDate ?? '' });
    }
    return apiError(c, 404, 'not_found', 'No such replay (the match may still be running).');
  }
  const open = read.dailyDate === null || player === null;
  let json = await readComparison(d, tableId, match);
  if (json === null) {
    const record = JSON.parse(read.json) as ReplayRecord;
    if (record.mode !== 'daily' || record.dailyDate === null) return apiError(c, 404, 'no_comparison', 'Only a daily deal is compared with the computer.');
    // The computer's match on this deal is the day's par when the seeds agree: play it once for both.
    const date = record.dailyDate;
    const stored = await readPar(d, record.game, date);
    const daySeed = await dailyMatchSeed(dailySecretOf(c.env), record.game as GameId, date);
    const par = stored?.seed === record.seed ? stored : null;
    // Computing plays a match and up to 48 strong decisions: limited per address and player (a stored one is free).
    const over = await limited(c, 'compare', player?.id);
    if (over) return over;
    const made = comparisonOf(record, par);
    if (!made) return apiError(c, 404, 'no_comparison', 'This game has no comparison with the computer.');
    if (!stored && record.seed === daySeed) await savePar(d, record.game, date, { seed: daySeed, ...made.computer }, now);
    json = JSON.stringify(made.comparison);
    await saveComparison(d, tableId, match, json, now);
  }
  c.header('Cache-Control', open ? `public, max-age=${REPLAY_MAX_AGE_S}` : 'private, no-store');
  c.header('Vary', 'Cookie');
  return c.body(json, 200, { 'Content-Type': 'application/json; charset=utf-8' });
});
