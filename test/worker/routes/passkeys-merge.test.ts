// Signing in with a passkey on a browser that holds an anonymous player with games of its own:
// the merge rule of DECISIONS.md ("Passkeys: merging"), one batch, once.
import { describe, expect, it } from 'vitest';
import { db as drizzleDb } from '../../../worker/db/client';
import { mergePlayers, streaksFromDates } from '../../../worker/db/merge';
import { SoftAuthenticator } from '../../support/soft-authenticator';
import { call, cookieFrom, env, newPlayer, ORIGIN } from '../api-helpers';

type Json = Record<string, any>;
const post = (path: string, body: unknown, cookie?: string) =>
  call(path, { method: 'POST', cookie, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

let tables = 0;
/** A finished daily first attempt of `player` on `date`, as the drain would have written it. */
async function playDaily(player: string, game: string, date: string, streak: number, points: number): Promise<string> {
  const table = `mt${++tables}-${player.slice(0, 6)}`;
  const at = Date.parse(`${date}T12:00:00Z`);
  await env.DB.batch([
    env.DB.prepare(`INSERT INTO daily_attempts (player_id, game, date, table_id, started_at, status, finished_at, points, place, streak)
      VALUES (?, ?, ?, ?, ?, 'finished', ?, ?, 1, ?)`).bind(player, game, date, table, at, at + 60_000, points, streak),
    env.DB.prepare(`INSERT INTO results (table_id, match_no, seat, player_id, game, mode, date, finished_at, points, place, seats, leaderboard_points)
      VALUES (?, 1, 0, ?, ?, 'daily', ?, ?, ?, 1, 2, 10)`).bind(table, player, game, date, at + 60_000, points),
    env.DB.prepare(`INSERT INTO leaderboard_totals (game, period, player_id, points, games, wins) VALUES (?, 'all', ?, 10, 1, 1)
      ON CONFLICT DO UPDATE SET points = points + 10, games = games + 1, wins = wins + 1`).bind(game, player),
  ]);
  return table;
}

async function setStreak(player: string, game: string, current: number, best: number, lastDate: string) {
  await env.DB.prepare('INSERT INTO streaks (player_id, game, current, best, last_date) VALUES (?, ?, ?, ?, ?)').bind(player, game, current, best, lastDate).run();
}

async function loginOptions(): Promise<Json> {
  return ((await (await post('/api/account/login/options', {})).json()) as Json).options;
}

describe('merging an anonymous player into the account on sign-in', () => {
  it('counts streaks from the merged days', () => {
    expect([...streaksFromDates(['2026-11-11', '2026-11-09', '2026-11-10', '2026-11-13', '2026-11-10'])]).toEqual([
      ['2026-11-09', 1], ['2026-11-10', 2], ['2026-11-11', 3], ['2026-11-13', 1],
    ]);
  });

  it('moves results, dailies, Groschen, achievements, records and replays; a day both played stays the account\'s', async () => {
    // The account: secured, one daily on the 10th.
    const acct = await newPlayer();
    const auth = await SoftAuthenticator.create(ORIGIN);
    const regOptions = ((await (await post('/api/account/register/options', {}, acct.cookie)).json()) as Json).options;
    expect((await post('/api/account/register', { response: await auth.register(regOptions) }, acct.cookie)).status).toBe(201);
    await playDaily(acct.playerId, 'elster', '2026-11-10', 1, 40);
    await setStreak(acct.playerId, 'elster', 1, 1, '2026-11-10');
    await env.DB.prepare(`INSERT INTO records (player_id, game, setting, best, table_id, at) VALUES (?, 'elster', 'rekordjagd:stark', 50, 'r1', 1)`).bind(acct.playerId).run();
    await env.DB.prepare(`INSERT INTO achievements (player_id, game, achievement, count, first_at, streak, best_streak) VALUES (?, 'elster', 'topf', 2, 500, 0, 1)`).bind(acct.playerId).run();

    // This browser's anonymous player: dailies on the 9th, 10th (collides) and 11th, Groschen spent and won.
    const anon = await newPlayer();
    await playDaily(anon.playerId, 'elster', '2026-11-09', 1, 30);
    const collides = await playDaily(anon.playerId, 'elster', '2026-11-10', 2, 70);
    await playDaily(anon.playerId, 'elster', '2026-11-11', 3, 20);
    await setStreak(anon.playerId, 'elster', 3, 3, '2026-11-11');
    await env.DB.batch([
      env.DB.prepare(`INSERT INTO ledger (key, player_id, amount, kind, created_at) VALUES (?, ?, -10, 'stake', 1)`).bind(`stake:m:${anon.playerId}`, anon.playerId),
      env.DB.prepare(`INSERT INTO ledger (key, player_id, amount, kind, created_at) VALUES (?, ?, 25, 'pot', 2)`).bind(`pot:m:${anon.playerId}`, anon.playerId),
      env.DB.prepare('UPDATE players SET balance = 115 WHERE id = ?').bind(anon.playerId),
      env.DB.prepare(`INSERT INTO records (player_id, game, setting, best, table_id, at) VALUES (?, 'elster', 'rekordjagd:stark', 80, 'r2', 2)`).bind(anon.playerId),
      env.DB.prepare(`INSERT INTO achievements (player_id, game, achievement, count, first_at, streak, best_streak) VALUES (?, 'elster', 'topf', 1, 100, 1, 3)`).bind(anon.playerId),
      env.DB.prepare(`INSERT INTO replays (table_id, match_no, game, mode, daily_date, finished_at, players, record) VALUES ('rp1', 1, 'elster', 'solo', NULL, 1, ?, '{}')`).bind(JSON.stringify([anon.playerId])),
    ]);
    const accountBalance = (await env.DB.prepare('SELECT balance FROM players WHERE id = ?').bind(acct.playerId).first('balance')) as number;

    const login = await post('/api/account/login', { response: await auth.assert(await loginOptions() as never) }, anon.cookie);
    expect(login.status).toBe(200);
    const answer = (await login.json()) as Json;
    expect(answer).toMatchObject({
      playerId: acct.playerId, balance: accountBalance + 15,
      merged: { results: 3, dailies: 2, practice: 1, groschen: 15, achievements: 1, records: 1 },
    });
    expect(cookieFrom(login)).toBeTruthy();

    const q = (sql: string, ...args: unknown[]) => env.DB.prepare(sql).bind(...args);
    // Dailies: the account's attempt on the 10th counts; the anonymous one is practice now.
    const attempts = (await q('SELECT date, points, streak FROM daily_attempts WHERE player_id = ? ORDER BY date', acct.playerId).all()).results;
    expect(attempts).toEqual([{ date: '2026-11-09', points: 30, streak: 1 }, { date: '2026-11-10', points: 40, streak: 2 }, { date: '2026-11-11', points: 20, streak: 3 }]);
    expect(await q('SELECT mode FROM results WHERE table_id = ?', collides).first('mode')).toBe('practice');
    expect(await q('SELECT current, best, last_date FROM streaks WHERE player_id = ?', acct.playerId).first()).toEqual({ current: 3, best: 3, last_date: '2026-11-11' });
    expect(await q('SELECT COUNT(*) AS n FROM results WHERE player_id = ?', acct.playerId).first('n')).toBe(4);
    expect(await q(`SELECT points, games FROM leaderboard_totals WHERE player_id = ? AND game = 'elster' AND period = 'all'`, acct.playerId).first()).toEqual({ points: 40, games: 4 });
    // Groschen: the 15 won came along with their ledger rows; the start Groschen stayed behind. Balance and ledger agree.
    expect(await q('SELECT SUM(amount) AS s FROM ledger WHERE player_id = ?', acct.playerId).first('s')).toBe(accountBalance + 15);
    expect(await q('SELECT balance FROM players WHERE id = ?', anon.playerId).first('balance')).toBe(100);
    expect((await q('SELECT kind, amount FROM ledger WHERE player_id = ?', anon.playerId).all()).results).toEqual([{ kind: 'start', amount: 100 }]);
    // Records: the better one; achievements: counts added, the earlier first time, the longer best streak.
    expect(await q('SELECT best FROM records WHERE player_id = ?', acct.playerId).first('best')).toBe(80);
    expect(await q('SELECT count, first_at, best_streak FROM achievements WHERE player_id = ?', acct.playerId).first()).toEqual({ count: 3, first_at: 100, best_streak: 3 });
    expect(await q(`SELECT players FROM replays WHERE table_id = 'rp1'`).first('players')).toBe(JSON.stringify([acct.playerId]));
    // Nothing else is left with the anonymous player.
    for (const table of ['daily_attempts', 'results', 'records', 'achievements', 'streaks', 'leaderboard_totals']) {
      expect(await q(`SELECT COUNT(*) AS n FROM ${table} WHERE player_id = ?`, anon.playerId).first('n')).toBe(0);
    }

    // Never twice: the same browser cookie signing in again merges nothing, and a direct re-run refuses.
    const again = await post('/api/account/login', { response: await auth.assert(await loginOptions() as never) }, anon.cookie);
    const second = (await again.json()) as Json;
    expect(second.merged).toBeUndefined();
    expect(second.balance).toBe(accountBalance + 15);
    expect(await mergePlayers(drizzleDb(env.DB), anon.playerId, acct.playerId, Date.now())).toEqual({ merged: false, reason: 'already_merged' });
  });

  it('a new identity brings no start Groschen: starting a daily and signing in mints nothing, and a loss stays behind', async () => {
    const acct = await newPlayer();
    const auth = await SoftAuthenticator.create(ORIGIN);
    const regOptions = ((await (await post('/api/account/register/options', {}, acct.cookie)).json()) as Json).options;
    await post('/api/account/register', { response: await auth.register(regOptions) }, acct.cookie);
    const balanceOf = async (id: string) => (await env.DB.prepare('SELECT balance FROM players WHERE id = ?').bind(id).first('balance')) as number;
    const ledgerOf = async (id: string) => (await env.DB.prepare('SELECT SUM(amount) AS s FROM ledger WHERE player_id = ?').bind(id).first('s')) as number;
    // Three fresh identities, each only starts today's daily (which makes it "a player with games"), then signs in.
    for (let i = 0; i < 3; i++) {
      const anon = await newPlayer();
      expect((await post('/api/daily/elster', {}, anon.cookie)).status).toBe(201);
      const res = (await (await post('/api/account/login', { response: await auth.assert(await loginOptions() as never) }, anon.cookie)).json()) as Json;
      expect(res.balance).toBe(100);
      expect(res.merged).toMatchObject({ groschen: 0 });
      expect([await balanceOf(anon.playerId), await ledgerOf(anon.playerId)]).toEqual([100, 100]);
    }
    expect([await balanceOf(acct.playerId), await ledgerOf(acct.playerId)]).toEqual([100, 100]);
    // A player that lost part of its start Groschen brings nothing and keeps its rows (both ledgers add up).
    const loser = await newPlayer();
    await env.DB.batch([
      env.DB.prepare(`INSERT INTO ledger (key, player_id, amount, kind, created_at) VALUES (?, ?, -30, 'stake', 1)`).bind(`stake:l:${loser.playerId}`, loser.playerId),
      env.DB.prepare('UPDATE players SET balance = 70 WHERE id = ?').bind(loser.playerId),
    ]);
    const res = (await (await post('/api/account/login', { response: await auth.assert(await loginOptions() as never) }, loser.cookie)).json()) as Json;
    expect(res.merged).toMatchObject({ groschen: 0 });
    expect([await balanceOf(acct.playerId), await ledgerOf(acct.playerId)]).toEqual([100, 100]);
    expect([await balanceOf(loser.playerId), await ledgerOf(loser.playerId)]).toEqual([70, 70]);
  });

  it('merges nothing from an untouched player, nor from another account', async () => {
    const acct = await newPlayer();
    const auth = await SoftAuthenticator.create(ORIGIN);
    const regOptions = ((await (await post('/api/account/register/options', {}, acct.cookie)).json()) as Json).options;
    await post('/api/account/register', { response: await auth.register(regOptions) }, acct.cookie);
    const fresh = await newPlayer();
    const res = (await (await post('/api/account/login', { response: await auth.assert(await loginOptions() as never) }, fresh.cookie)).json()) as Json;
    expect(res).toEqual({ playerId: acct.playerId, name: acct.name, balance: 100 });
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM player_merges WHERE source_id = ?').bind(fresh.playerId).first('n')).toBe(0);

    // A browser signed in to another secured account just switches; that account keeps its games.
    const other = await newPlayer();
    const otherAuth = await SoftAuthenticator.create(ORIGIN);
    const o = ((await (await post('/api/account/register/options', {}, other.cookie)).json()) as Json).options;
    await post('/api/account/register', { response: await otherAuth.register(o) }, other.cookie);
    await playDaily(other.playerId, 'kino', '2026-11-12', 1, 10);
    const switched = (await (await post('/api/account/login', { response: await auth.assert(await loginOptions() as never) }, other.cookie)).json()) as Json;
    expect(switched.merged).toBeUndefined();
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM results WHERE player_id = ?').bind(other.playerId).first('n')).toBe(1);
  });
});
