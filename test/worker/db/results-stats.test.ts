// Achievements counted, records keeping the best, the leaderboard list (ranks, ties, your own row)
// and the two routes: GET /api/leaderboard/:game and GET /api/me/stats.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { leaderboard, periodStart } from '../../../worker/db/leaderboard';
import { LEDGER_LINES, liveStreak, RECENT_MATCHES } from '../../../worker/db/stats';
import { call, newPlayer } from '../api-helpers';
import { db, drain, entry, players } from '../results-helpers';
import { games as registeredGames } from '@games/index';

const NOON = Date.UTC(2026, 4, 6, 10, 0, 0);
const page = Object.values(import.meta.glob<string>('../../../docs/PROTOCOL.md', { eager: true, query: '?raw', import: 'default' }))[0]!;
/** PROTOCOL.md §10 from the heading `### <title>` to the next heading. */
const docOf = (title: string) => { const from = page.indexOf(`### ${title}`); return page.slice(from, page.indexOf('\n#', from + 4)); };

async function achievementsOf(playerId: string): Promise<Record<string, number>> {
  const { results } = await env.DB.prepare('SELECT achievement, count FROM achievements WHERE player_id = ?').bind(playerId).all<{ achievement: string; count: number }>();
  return Object.fromEntries(results.map((r) => [r.achievement, r.count]));
}

async function recordsOf(playerId: string): Promise<Record<string, number>> {
  const { results } = await env.DB.prepare('SELECT setting, best FROM records WHERE player_id = ? AND game = ?').bind(playerId, 'elster').all<{ setting: string; best: number }>();
  return Object.fromEntries(results.map((r) => [r.setting, r.best]));
}

describe('achievements', () => {
  it('are counted once per match in which they were earned; a leaver earns none', async () => {
    const [a, b] = await players('a', 'b');
    await drain(entry({ seats: [{ human: a! }, { human: b! }], scores: [10, 3], achievements: [['kroenchen', 'sauberesNest'], ['zankhahn']] }), NOON);
    await drain(entry({ seats: [{ human: a! }, { human: b!, left: true }], scores: [2, 12], achievements: [['kroenchen'], ['topfraeuber']] }), NOON);
    expect(await achievementsOf(a!)).toEqual({ kroenchen: 2, sauberesNest: 1 });
    expect(await achievementsOf(b!)).toEqual({ zankhahn: 1 });
  });

  it('keep each player\'s streak: +1 when earned again, back to 0 for the ones not earned this time', async () => {
    const [a, b] = await players('a', 'b');
    const streaks = async (p: string) => Object.fromEntries((await env.DB.prepare('SELECT achievement, streak, best_streak FROM achievements WHERE player_id = ?')
      .bind(p).all<{ achievement: string; streak: number; best_streak: number }>()).results.map((r) => [r.achievement, [r.streak, r.best_streak]]));
    await drain(entry({ seats: [{ human: a! }, { human: b! }], scores: [10, 3], achievements: [['kroenchen', 'sauberesNest'], ['zankhahn']] }), NOON);
    await drain(entry({ seats: [{ human: a! }, { human: b! }], scores: [9, 3], achievements: [['kroenchen'], ['zankhahn']] }), NOON);
    await drain(entry({ seats: [{ human: a! }, { human: b! }], scores: [9, 3], achievements: [['kroenchen'], []] }), NOON);
    expect(await streaks(a!)).toEqual({ kroenchen: [3, 3], sauberesNest: [0, 1] });
    expect(await streaks(b!)).toEqual({ zankhahn: [0, 2] });
  });

  it('six people with ten achievements each: every write stays within D1\'s bound parameters, every one counted', async () => {
    const ids = await players('a', 'b', 'c', 'd', 'e', 'f');
    const ten = Array.from({ length: 10 }, (_, i) => `erfolg${i}`);
    await drain(entry({ seats: ids.map((h) => ({ human: h })), scores: [6, 5, 4, 3, 2, 1], achievements: ids.map(() => ten) }), NOON);
    await drain(entry({ seats: ids.map((h) => ({ human: h })), scores: [6, 5, 4, 3, 2, 1], achievements: ids.map((_, i) => (i % 2 ? ten : ten.slice(0, 1))) }), NOON);
    for (const [i, id] of ids.entries()) {
      expect(await achievementsOf(id)).toEqual(Object.fromEntries(ten.map((a, k) => [a, i % 2 || k === 0 ? 2 : 1])));
    }
  });
});

describe('records ("Bestes Spiel")', () => {
  it('keep the best single game per mode, never a worse one; practice sets none', async () => {
    const [a] = await players('a');
    const solo = (scores: number[], mode: 'solo' | 'daily' = 'solo', practice = false) =>
      entry({ mode, practice, seats: [{ human: a! }, 'computer'], scores: [scores, scores.map(() => 0)] });
    await drain(solo([8, 14, -3]), NOON);
    expect(await recordsOf(a!)).toEqual({ solo: 14 });
    await drain(solo([11]), NOON);
    expect(await recordsOf(a!)).toEqual({ solo: 14 });
    await drain(solo([20]), NOON);
    await drain(solo([9], 'daily'), NOON);
    await drain(solo([30], 'daily', true), NOON);
    expect(await recordsOf(a!)).toEqual({ solo: 20, daily: 9 });
    const row = await env.DB.prepare("SELECT best, at FROM records WHERE player_id = ? AND setting = 'solo'").bind(a!).first();
    expect(row).toEqual({ best: 20, at: NOON });
  });
});

describe('the leaderboard list', () => {
  // A week of its own (2031) so that only this test's totals are in it.
  const NOW = Date.UTC(2031, 1, 12, 12, 0, 0);
  const WEEK = 'w:2031-W07';

  it('ranks by points, ties share a rank, shows the top 100 and your own row below them', async () => {
    const names = Array.from({ length: 104 }, (_, i) => `n${i}`);
    const ids = await players(...names);
    // Points: 200, 190, 190, 170, … (the 2nd and 3rd tie); the last player far down.
    const points = ids.map((_, i) => (i === 2 ? 190 : 200 - 10 * i));
    await env.DB.batch(ids.map((id, i) => env.DB.prepare(
      'INSERT INTO leaderboard_totals (game, period, player_id, points, games, wins) VALUES (?, ?, ?, ?, ?, ?)',
    ).bind('elster', WEEK, id, points[i], i + 1, 1)));
    const list = await leaderboard(db(), 'elster', 'week', NOW, ids[103]!);
    expect(list).toMatchObject({ game: 'elster', period: 'week', key: WEEK, from: '2031-02-10' });
    expect(list.rows).toHaveLength(100);
    expect(list.rows.slice(0, 4).map((r) => [r.rank, r.name, r.points])).toEqual([[1, 'n0', 200], [2, 'n1', 190], [2, 'n2', 190], [4, 'n3', 170]]);
    expect(list.rows.every((r) => r.playerId === undefined)).toBe(true);
    expect(list.you).toEqual({ rank: 104, playerId: ids[103], name: 'n103', points: 200 - 1030, games: 104, wins: 1 });

    const mine = await leaderboard(db(), 'elster', 'week', NOW, ids[2]!);
    expect(mine.rows[2]).toEqual({ rank: 2, playerId: ids[2], name: 'n2', points: 190, games: 3, wins: 1 });
    expect(mine.you).toEqual(mine.rows[2]);

    const empty = await leaderboard(db(), 'elster', 'month', Date.UTC(2031, 5, 1, 12), null);
    expect(empty).toEqual({ game: 'elster', period: 'month', key: 'm:2031-06', from: '2031-06-01', rows: [] });
  });

  it('knows where Berlin weeks and months begin', () => {
    expect(periodStart('week', '2026-03-29')).toBe('2026-03-23');
    expect(periodStart('week', '2026-03-30')).toBe('2026-03-30');
    expect(periodStart('week', '2027-01-01')).toBe('2026-12-28');
    expect(periodStart('month', '2026-11-17')).toBe('2026-11-01');
  });
});

describe('GET /api/leaderboard/:game', () => {
  it('is public and cacheable without identity, personal and private with it', async () => {
    const me = await newPlayer();
    const [other] = await players('other');
    await drain(entry({ seats: [{ human: me.playerId }, { human: other! }], scores: [10, 4] }), Date.now());

    const anon = await call('/api/leaderboard/elster?period=week');
    expect(anon.status).toBe(200);
    expect(anon.headers.get('Cache-Control')).toBe('public, max-age=30');
    const body = (await anon.json()) as { rows: { name: string; playerId?: string }[]; you?: unknown; from: string };
    expect(body.rows.some((r) => r.name === me.name)).toBe(true);
    expect(body.rows.every((r) => r.playerId === undefined)).toBe(true);
    expect(body.you).toBeUndefined();
    expect(body.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const own = await call('/api/leaderboard/elster?period=all', { cookie: me.cookie });
    expect(own.headers.get('Cache-Control')).toBe('private, max-age=30');
    const mine = (await own.json()) as { you: { playerId: string; points: number; games: number; wins: number }; from?: string };
    expect(mine.you).toMatchObject({ playerId: me.playerId, points: 50, games: 1, wins: 1 });
    expect(mine.from).toBeUndefined();
  });

  it('defaults to the week and refuses unknown games and periods clearly', async () => {
    expect(((await (await call('/api/leaderboard/elster')).json()) as { period: string }).period).toBe('week');
    const game = await call('/api/leaderboard/schach?period=week');
    expect(game.status).toBe(404);
    expect(await game.json()).toMatchObject({ error: 'unknown_game' });
    const period = await call('/api/leaderboard/elster?period=year');
    expect(period.status).toBe(400);
    const refused = await period.json();
    expect(refused).toMatchObject({ error: 'bad_period' });
    // PROTOCOL §10 prints this answer (it once left out `rating`).
    const printed = docOf('`GET /api/leaderboard/:game?period=week|month|all`').split('\n').find((l) => l.startsWith('400 { "error": "bad_period"'))!;
    expect(JSON.parse(printed.slice(4))).toEqual(refused);
  });
});

describe('GET /api/me/stats', () => {
  it('reports games, wins, best game, achievements, streak, balance and the ledger, newest first', async () => {
    const me = await newPlayer();
    const [other] = await players('other');
    await drain(entry({ seats: [{ human: me.playerId }, { human: other! }], scores: [[6, 9], [1, 1]], achievements: [['kroenchen'], []] }), NOON);
    await drain(entry({ seats: [{ human: me.playerId }, { human: other! }], scores: [0, 5], achievements: [['kroenchen', 'zankhahn'], []] }), NOON + 1000);
    await drain(entry({ mode: 'daily', practice: true, seats: [{ human: me.playerId }, 'computer'], scores: [3, 1] }), NOON + 2000);
    const today = new Date().toISOString().slice(0, 10);
    await env.DB.batch([
      env.DB.prepare('INSERT INTO streaks (player_id, game, current, best, last_date) VALUES (?, ?, 3, 5, ?)').bind(me.playerId, 'elster', today),
      env.DB.prepare('INSERT INTO ledger (key, player_id, amount, kind, table_id, match_no, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .bind(`stake:x:1:${me.playerId}`, me.playerId, -10, 'stake', 'x', 1, Date.now() + 1000),
      env.DB.prepare('INSERT INTO ledger (key, player_id, amount, kind, table_id, match_no, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .bind(`pot:x:1:${me.playerId}`, me.playerId, 20, 'pot', 'x', 1, Date.now() + 2000),
      env.DB.prepare('UPDATE players SET balance = 110 WHERE id = ?').bind(me.playerId),
    ]);
    const res = await call('/api/me/stats', { cookie: me.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    const stats = (await res.json()) as any;
    expect(stats.games.elster).toEqual({
      played: 3, wins: 2, best: 9, achievements: { kroenchen: 2, zankhahn: 1 },
      // The streak row was written today (UTC date; Berlin is the same day or one ahead): alive.
      streak: { current: 3, best: 5 },
      // Two of the three games were rated (practice is not).
      rating: { rating: expect.any(Number), games: 2, provisional: true },
      // The latest matches, newest first, each with its replay.
      recent: expect.any(Array),
    });
    expect(stats.games.elster.recent.map((r: { finishedAt: number; mode: string; points: number }) => [r.finishedAt, r.mode, r.points]))
      .toEqual([[NOON + 2000, 'practice', 3], [NOON + 1000, 'multi', 0], [NOON, 'multi', 15]]);
    // What PROTOCOL §10 tells a bot writer about `recent` and `ledger`: the fields and the counts.
    const doc = docOf('`GET /api/me/stats`');
    const fields = /`recent` is your latest (\d+) matches of the game, newest first, each\s+`\{([^}]+)\}`/.exec(doc)!;
    expect(Number(fields[1])).toBe(RECENT_MATCHES);
    expect(fields[2]!.split(',').map((f) => f.trim()).sort()).toEqual(Object.keys(stats.games.elster.recent[0]).sort());
    expect(doc).toMatch(new RegExp(`the latest ${LEDGER_LINES}\\s+Groschen bookings`));
    expect(Object.keys(stats).sort()).toEqual(['balance', 'games', 'known', 'ledger']);
    expect(stats.balance).toBe(110);
    // Newest first (a new player's start credit, if the stake module books one, comes after these).
    expect(stats.ledger.slice(0, 2)).toEqual([
      { amount: 20, kind: 'pot', tableId: 'x', matchNo: 1, at: expect.any(Number) },
      { amount: -10, kind: 'stake', tableId: 'x', matchNo: 1, at: expect.any(Number) },
    ]);
  });

  it('a new player has all zeros, the start balance and at most the start credit in the ledger', async () => {
    const me = await newPlayer();
    const stats = (await (await call('/api/me/stats', { cookie: me.cookie })).json()) as any;
    const zero = { played: 0, wins: 0, best: null, achievements: {}, streak: { current: 0, best: 0 }, recent: [] };
    expect(stats.games).toEqual(Object.fromEntries(Object.keys(registeredGames).map((g) => [g, zero])));
    expect(stats.balance).toBe(100);
    expect(stats.ledger.filter((l: { kind: string }) => l.kind !== 'start')).toEqual([]);
  });

  it('a visitor who never played gets an empty answer, not an error (Meine Partien shows "Noch keine Partien")', async () => {
    const res = await call('/api/me/stats');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ known: false, games: {}, balance: 0, ledger: [] });
    const me = await newPlayer();
    expect(((await (await call('/api/me/stats', { cookie: me.cookie })).json()) as any).known).toBe(true);
  });

  it('a streak whose last day is before yesterday (Berlin) shows 0', () => {
    const now = Date.UTC(2026, 2, 29, 22, 30); // Monday 00:30 in Berlin
    expect(liveStreak(4, '2026-03-30', now)).toBe(4);
    expect(liveStreak(4, '2026-03-29', now)).toBe(4);
    expect(liveStreak(4, '2026-03-28', now)).toBe(0);
  });
});
