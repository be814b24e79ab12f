// "Wie hätte der Computer gespielt?" through the API: GET /api/replays/:table/:match/computer is the
// daily player's at once and everyone's after the Berlin day, computed once and kept in D1; the par
// (the computer's points on the day's deal) shows on a past daily list, never on today's.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { elster } from '@games/elster';
import type { ComputerComparison } from '@schema/replay';
import { previousDate } from '../../../worker/time/berlin';
import { call, newPlayer, postJson } from '../api-helpers';
import { Client, peek, playToEnd, runAlarm, tableStub } from '../helpers';

const getComputer = (table: string, match: number, cookie?: string) => call(`/api/replays/${table}/${match}/computer`, { cookie });

describe('GET /api/replays/:table/:match/computer and the day\'s par', () => {
  it('its player sees it at once, others after the day; computed once and kept; the par only on a past list', async () => {
    const [anna, bert] = [await newPlayer(), await newPlayer()];
    const start = (await (await postJson('/api/daily/elster', {}, anna.cookie)).json()) as { id: string };
    const stub = tableStub(start.id);
    // Before the match has ended there is nothing to compare.
    expect((await getComputer(start.id, 1, anna.cookie)).status).toBe(404);
    const client = await Client.open(stub, anna.playerId);
    const end = await playToEnd(stub, { 0: client });
    client.close();
    await runAlarm(stub);
    const mine = elster.outcome(end.state).seats.find((s) => s.seat === 0)!;

    for (const cookie of [bert.cookie, undefined]) {
      const refused = await getComputer(start.id, 1, cookie);
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { error: string }).error).toBe('daily_running');
    }
    const res = await getComputer(start.id, 1, anna.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toContain('private');
    const cmp = (await res.json()) as ComputerComparison;
    expect(cmp).toMatchObject({ v: 1, table: start.id, match: 1, game: 'elster', seat: 0, you: { points: mine.points, place: mine.place } });
    expect(cmp.computer.place).toBeGreaterThanOrEqual(1);
    expect(cmp.decisions).toBeGreaterThan(0);
    expect(cmp.examined).toBe(cmp.decisions);
    expect(cmp.moments.length).toBeLessThanOrEqual(12);
    for (const m of cmp.moments) {
      expect(m.unit).toBe('share');
      expect(m.best).not.toEqual(m.chosen);
      expect(end.actions[m.position - 1]).toMatchObject({ seat: 0, move: m.chosen });
    }

    // Kept in D1: a second request reads the stored comparison (marked here) instead of playing again.
    const stored = await env.DB.prepare('SELECT result FROM replay_comparisons WHERE table_id = ?').bind(start.id).first<{ result: string }>();
    expect(JSON.parse(stored!.result)).toEqual(cmp);
    const marked = { ...cmp, examined: -1 };
    await env.DB.prepare('UPDATE replay_comparisons SET result = ? WHERE table_id = ?').bind(JSON.stringify(marked), start.id).run();
    expect(await (await getComputer(start.id, 1, anna.cookie)).json()).toEqual(marked);
    // The computer's match on the day's own deal is the day's par: played once for both.
    const { dailyDate } = (await peek(stub)).info as { dailyDate: string };
    const par = await env.DB.prepare('SELECT points, place FROM daily_par WHERE game = ? AND date = ?').bind('elster', dailyDate).first();
    expect(par).toEqual({ points: cmp.computer.points, place: cmp.computer.place });

    // Today's list does not give the par away.
    const today = (await (await call(`/api/daily/elster/${dailyDate}`)).json()) as { rows: unknown[]; par?: unknown };
    expect(today.rows.length).toBe(1);
    expect(today.par).toBeUndefined();
    expect(((await (await call('/api/daily/elster/today')).json()) as { par?: unknown }).par).toBeUndefined();

    // The Berlin day is over (moved back by a day in D1): everyone may see the comparison, and the
    // past list shows the par beside the rows — played once, then read from D1.
    const yesterday = previousDate(dailyDate);
    await env.DB.prepare('UPDATE replays SET daily_date = ? WHERE table_id = ?').bind(yesterday, start.id).run();
    await env.DB.prepare('UPDATE daily_attempts SET date = ? WHERE table_id = ?').bind(yesterday, start.id).run();
    expect((await getComputer(start.id, 1, bert.cookie)).status).toBe(200);
    expect((await getComputer(start.id, 1)).status).toBe(200);
    const past = (await (await call(`/api/daily/elster/${yesterday}`)).json()) as { rows: { points: number }[]; par?: { points: number; place: number } };
    expect(past.rows.map((r) => r.points)).toEqual([mine.points]);
    expect(past.par).toBeDefined();
    const row = await env.DB.prepare('SELECT points, place FROM daily_par WHERE game = ? AND date = ?').bind('elster', yesterday).first();
    expect(row).toEqual(past.par);
    await env.DB.prepare('UPDATE daily_par SET points = 999 WHERE game = ? AND date = ?').bind('elster', yesterday).run();
    expect(((await (await call(`/api/daily/elster/${yesterday}`)).json()) as { par: { points: number } }).par.points).toBe(999);
  });

  it('compares only daily matches', async () => {
    const r = await getComputer('nosuchtable', 1);
    expect(r.status).toBe(404);
  });
});
