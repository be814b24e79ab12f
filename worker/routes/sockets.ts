// WebSocket upgrades: /ws/table/:id → TableDO, /ws/lobby/:game → one of the game's FoyerShards.
// Checks run in the Worker, before the (billed) Durable Object is reached. The DO's 101 response
// is returned as is: no middleware may touch its headers.
import { Hono, type Context } from 'hono';
import { getGame } from '@games/index';
import type { PlayerRow } from '@schema/db';
import { db } from '../db/client';
import { noteTableSocket } from '../db/table-sockets';
import type { AppEnv } from '../http/app-env';
import { apiError } from '../http/errors';
import { readPlayer } from '../http/identity';
import { TABLE_ID } from '../db/ids';
import { chargeMiss, limited } from '../http/limits';
import { isUpgrade, originAllowed } from '../http/origin';
import { FOYER_LOBBY_HEADER, foyerShard, foyerShards } from '../lobby/foyer-shard';

/** Headers the TableDO trusts; client-sent copies are removed. The name is URI-encoded (headers are bytes). */
export const PLAYER_ID_HEADER = 'X-Player-Id';
export const PLAYER_NAME_HEADER = 'X-Player-Name';
/** Groschen at connect time: a player who cannot pay a table's stake is not seated (the start re-checks). */
export const PLAYER_BALANCE_HEADER = 'X-Player-Balance';

export const sockets = new Hono<AppEnv>();

type Gate = { ok: true; player: PlayerRow | null } | { ok: false; response: Response };

/** Upgrade, Origin and identity checks shared by both socket routes. */
async function gate(c: Context<AppEnv>, needIdentity: boolean): Promise<Gate> {
  const req = c.req.raw;
  if (!isUpgrade(req)) {
    c.header('Upgrade', 'websocket');
    return { ok: false, response: apiError(c, 426, 'upgrade_required', 'Expected a WebSocket upgrade.') };
  }
  const origin = originAllowed(req, c.env.ALLOWED_ORIGINS);
  if (origin === false) return { ok: false, response: apiError(c, 403, 'forbidden_origin', 'Origin not allowed.') };
  // Sockets opened per address are limited before any Durable Object is reached.
  const over = await limited(c, 'sockets');
  if (over) return { ok: false, response: over };
  const player = await readPlayer(c);
  // Non-browser clients (bots, load tests) send no Origin; they must prove an identity instead.
  if (origin === 'missing' && !player) {
    return { ok: false, response: apiError(c, 403, 'forbidden_origin', 'A request without Origin needs an identity cookie.') };
  }
  if (needIdentity && !player) {
    return { ok: false, response: apiError(c, 401, 'no_identity', 'No valid identity cookie; call POST /api/me first.') };
  }
  return { ok: true, player };
}

sockets.get('/table/:id', async (c) => {
  const g = await gate(c, true);
  if (!g.ok) return g.response;
  // A table socket is a look-up of its id as well (GET /api/tables/:id): counted, a miss costs more.
  const over = await limited(c, 'lookups');
  if (over) return over;
  const id = c.req.param('id');
  if (!TABLE_ID.test(id)) return apiError(c, 404, 'not_found', 'No such table.');
  const player = g.player as PlayerRow;
  const headers = new Headers(c.req.raw.headers);
  headers.set(PLAYER_ID_HEADER, player.id);
  headers.set(PLAYER_NAME_HEADER, encodeURIComponent(player.name));
  headers.set(PLAYER_BALANCE_HEADER, String(player.balance));
  const res = await c.env.TABLE.get(c.env.TABLE.idFromName(id)).fetch(new Request(c.req.raw, { headers }));
  if (res.status === 404) await chargeMiss(c);
  // Written before the client sees the socket open, so a sign-in right after finds this table.
  if (res.status === 101) await noteTableSocket(db(c.env.DB), player.id, id, Date.now());
  return res;
});

sockets.get('/lobby/:game', async (c) => {
  const g = await gate(c, false);
  if (!g.ok) return g.response;
  const game = getGame(c.req.param('game'));
  if (!game) return apiError(c, 404, 'unknown_game', 'No such game.');
  // The socket lands on one of the game's foyer shards, at random (they share the load evenly).
  const lobby = c.env.LOBBY.idFromName(game.id).toString();
  const k = crypto.getRandomValues(new Uint32Array(1))[0]! % foyerShards(c.env);
  const headers = new Headers(c.req.raw.headers);
  headers.set(FOYER_LOBBY_HEADER, lobby);
  return foyerShard(c.env, lobby, k).fetch(new Request(c.req.raw, { headers }));
});
