// GET /api/me/stats — "Meine Partien": the requesting player's games, wins, best game, achievements,
// streaks, ratings, balance and latest ledger lines.
// GET /api/me/result/:table/:match — your result of one match once it is in D1 (points, place, the
// rating before → after), and, as they stand after it, your records of that game (per setting, e.g.
// 'solo:3p') and its achievements with their streak (e.g. standing ovations in a row), for the end screen.
import { Hono } from 'hono';
import { db } from '../db/client';
import { myStats } from '../db/stats';
import type { AppEnv } from '../http/app-env';
import { apiError } from '../http/errors';
import { readPlayer } from '../http/identity';
import { PROVISIONAL_GAMES } from '../db/glicko';
import { ratingsOf } from '../db/rating';

export const stats = new Hono<AppEnv>();

stats.get('/', async (c) => {
  c.header('Cache-Control', 'private, no-store');
  const player = await readPlayer(c);
  // A visitor who never played: nothing to show, and no error (looking creates nobody).
  if (!player) return c.json({ known: false, games: {}, balance: 0, ledger: [] });
  const d = db(c.env.DB);
  const [body, ratings] = await Promise.all([myStats(d, player.id, Date.now()), ratingsOf(d, player.id)]);
  for (const [game, r] of Object.entries(ratings)) if (body.games[game]) body.games[game]!.rating = r;
  return c.json({ known: true, ...body });
});

export const myResult = new Hono<AppEnv>();

myResult.get('/:table/:match', async (c) => {
  c.header('Cache-Control', 'private, no-store');
  const player = await readPlayer(c);
  if (!player) return apiError(c, 401, 'no_identity', 'No valid identity cookie; play a game first.');
  const match = Number(c.req.param('match'));
  if (!Number.isInteger(match) || match < 1) return apiError(c, 404, 'not_found', 'No such result.');
  const row = await env(c).prepare(`SELECT r.game, r.mode, r.points, r.place, r.rating_before AS ratingBefore, r.rating_after AS ratingAfter,
      g.games AS ratedGames
    FROM results r LEFT JOIN ratings g ON g.player_id = r.player_id AND g.game = r.game
    WHERE r.table_id = ? AND r.match_no = ? AND r.player_id = ?`).bind(c.req.param('table'), match, player.id)
    .first<{ game: string; mode: string; points: number; place: number; ratingBefore: number | null; ratingAfter: number | null; ratedGames: number | null }>();
  // Not (yet) in D1: the drain writes it moments after the game ends.
  if (!row) return apiError(c, 404, 'not_found', 'No such result (yet).');
  const rated = row.ratingBefore !== null && row.ratingAfter !== null;
  const [records, achievements] = await env(c).batch([
    env(c).prepare('SELECT setting, best FROM records WHERE player_id = ? AND game = ?').bind(player.id, row.game),
    env(c).prepare('SELECT achievement, count, streak, best_streak AS bestStreak FROM achievements WHERE player_id = ? AND game = ?').bind(player.id, row.game),
  ]);
  return c.json({
    game: row.game, mode: row.mode, points: row.points, place: row.place,
    rating: rated ? { before: Math.round(row.ratingBefore!), after: Math.round(row.ratingAfter!), provisional: (row.ratedGames ?? 0) < PROVISIONAL_GAMES } : null,
    records: Object.fromEntries((records!.results as { setting: string; best: number }[]).map((r) => [r.setting, r.best])),
    achievements: Object.fromEntries((achievements!.results as { achievement: string; count: number; streak: number; bestStreak: number }[])
      .map(({ achievement, ...a }) => [achievement, a])),
  });
});

const env = (c: { env: AppEnv['Bindings'] }) => c.env.DB;
