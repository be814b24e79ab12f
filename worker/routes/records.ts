// GET /api/records/:game?setting=rekordjagd:<level> — a record hunt's records list: the top 100
// bests of that strength (rank, name, best, at). Public; with a valid identity cookie the answer
// also carries the requester's records of every strength (and is then cached privately only).
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { getGame } from '@games/index';
import type { BotLevel } from '@schema/protocol';
import { db } from '../db/client';
import { recordList, recordSetting, yourRecords } from '../db/records';
import type { AppEnv } from '../http/app-env';
import { apiError } from '../http/errors';
import { COOKIE_NAME, readPlayer } from '../http/identity';
import { defaultRecordLevel } from './table-request';

export const RECORDS_MAX_AGE_S = 30;
const PREFIX = 'rekordjagd:';

export const recordsRoutes = new Hono<AppEnv>();

recordsRoutes.get('/:game', async (c) => {
  const game = getGame(c.req.param('game'));
  if (!game) return apiError(c, 404, 'unknown_game', 'No such game.');
  const hunt = game.recordHunt;
  if (!hunt) return apiError(c, 404, 'no_record_hunt', 'This game has no record hunt.', { game: game.id });
  const settings = hunt.levels.map(recordSetting);
  const setting = c.req.query('setting') ?? recordSetting(defaultRecordLevel(hunt.levels));
  if (!(settings as string[]).includes(setting)) {
    return apiError(c, 400, 'bad_setting', `setting must be one of ${settings.join(', ')}.`, { allowed: settings.join(',') });
  }
  const d = db(c.env.DB);
  const personal = getCookie(c, COOKIE_NAME) !== undefined;
  const player = personal ? await readPlayer(c) : null;
  const [list, mine] = await Promise.all([
    recordList(d, game.id, setting),
    player ? yourRecords(d, player.id, game.id, PREFIX) : null,
  ]);
  c.header('Cache-Control', `${personal ? 'private' : 'public'}, max-age=${RECORDS_MAX_AGE_S}`);
  c.header('Vary', 'Cookie');
  return c.json({
    game: game.id,
    setting,
    levels: hunt.levels as readonly BotLevel[],
    ...list,
    ...(mine ? { you: mine.find((r) => r.setting === setting) ?? null, yours: mine } : {}),
  });
});
