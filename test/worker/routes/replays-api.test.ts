// Replays through the API: GET /api/replays/:table/:match opens once the match has ended and is in
// D1 (the seed and every hidden card with it), rebuilds the match exactly, says who decided each
// action; a daily deal's replay is refused to everyone but its player until the Berlin day ends
// (and to its player too when the attempt was given up).
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { elster } from '@games/elster';
import type { ReplayRecord } from '@schema/replay';
import { db } from '../../../worker/db/client';
import { dailyList } from '../../../worker/db/daily';
import { previousDate } from '../../../worker/time/berlin';
import { replay } from '../../../worker/table/reducer/replay';
import { call, newPlayer, postJson } from '../api-helpers';
import { Client, computer, createTable, eventually, human, makeInit, peek, playToEnd, runAlarm, settings, tableStub } from '../helpers';

const getStats = (cookie: string) => call('/api/me/stats', { cookie });
const getReplay = (table: string, match: number, cookie?: string) => call(`/api/replays/${table}/${match}`, { cookie });

describe('GET /api/replays/:table/:match', () => {
  it('opens only after the end, and the record replays the match exactly', async () => {
    const me = await newPlayer();
    const init = makeInit({
      mode: 'solo', autoStart: true, seats: [human(me.playerId, 'Anna'), computer('leicht'), computer('normal')],
      settings: settings({ tempo: 'turbo' }),
    });
    const { stub, id } = await createTable(init);
    const client = await Client.open(stub, me.playerId, 'Anna');
    // While the match runs there is no replay, not even for its player.
    expect((await getReplay(id, 1, me.cookie)).status).toBe(404);

    const end = await playToEnd(stub, { 0: client });
    client.close();
    await runAlarm(tableStub(id));
    const res = await getReplay(id, 1);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toContain('public');
    const record = (await res.json()) as ReplayRecord;
    expect(record).toMatchObject({
      v: 1, table: id, match: 1, game: 'elster', mode: 'solo', dailyDate: null, seed: end.matchSeed,
      seats: [{ kind: 'human', name: 'Anna' }, { kind: 'computer', level: 'leicht', name: 'Computer 2' }, { kind: 'computer', level: 'normal', name: 'Computer 3' }],
    });
    // No player id leaves, and the table's own seed (which would give away its rematches) neither.
    expect(JSON.stringify(record)).not.toContain(me.playerId);
    expect(record.seed).not.toBe(end.seed);
    expect(record.actions.map((a) => ({ seat: a.seat, move: a.move }))).toEqual(end.actions.map((a) => ({ seat: a.seat, move: a.move })));
    expect(record.actions.map((a) => a.by)).toEqual(end.actions.map((a) => a.by));
    expect(new Set(record.actions.map((a) => a.by))).toEqual(new Set(['human', 'computer']));
    const actions = record.actions.map((a, i) => ({ seq: i + 1, seat: a.seat, move: a.move }));
    expect(replay(elster, record.options, record.seats.length, record.seed, actions)).toEqual(end.state);

    // "Meine Partien" lists the match with its replay.
    const stats = (await (await getStats(me.cookie)).json()) as { games: { elster: { recent: { tableId: string; matchNo: number }[] } } };
    expect(stats.games.elster.recent[0]).toMatchObject({ tableId: id, matchNo: 1 });

    expect((await getReplay(id, 2)).status).toBe(404);
    expect((await getReplay(id, 0)).status).toBe(404);
  });

  it('keeps a daily attempt given up closed to its own player too until the day has ended (the seed would give the deal away)', async () => {
    const anna = await newPlayer();
    const start = (await (await postJson('/api/daily/elster', {}, anna.cookie)).json()) as { id: string };
    const stub = tableStub(start.id);
    const client = await Client.open(stub, anna.playerId);
    // Started and quit at once: the attempt is drained as abandoned, with its replay.
    client.send({ t: 'leave' });
    await client.next((m) => m.t === 'update' && m.table?.status === 'finished');
    client.close();
    await eventually(async () => expect((await peek(stub)).outbox).toEqual([]));
    const row = await env.DB.prepare('SELECT record FROM replays WHERE table_id = ?').bind(start.id).first<{ record: string }>();
    expect(JSON.parse(row!.record)).toMatchObject({ abandoned: true, mode: 'daily' });
    for (const path of [`/api/replays/${start.id}/1`, `/api/replays/${start.id}/1/computer`]) {
      const res = await call(path, { cookie: anna.cookie });
      expect(res.status).toBe(403);
      const body = (await res.json()) as { error: string; message: string; params: { date: string } };
      expect(body.error).toBe('daily_running');
      expect(body.message).not.toContain('seed');
    }
  });

  it("refuses a daily replay to others until the day has ended; its player sees it at once", async () => {
    const [anna, bert] = [await newPlayer(), await newPlayer()];
    const start = (await (await postJson('/api/daily/elster', {}, anna.cookie)).json()) as { id: string };
    const stub = tableStub(start.id);
    const client = await Client.open(stub, anna.playerId);
    await playToEnd(stub, { 0: client });
    client.close();
    await runAlarm(stub);

    const own = await getReplay(start.id, 1, anna.cookie);
    expect(own.status).toBe(200);
    expect(own.headers.get('Cache-Control')).toContain('private');
    expect(await own.json()).toMatchObject({ mode: 'daily', table: start.id });
    for (const cookie of [bert.cookie, undefined]) {
      const refused = await getReplay(start.id, 1, cookie);
      expect(refused.status).toBe(403);
      const body = (await refused.json()) as { error: string; message: string };
      expect(body.error).toBe('daily_running');
      expect(JSON.stringify(body)).not.toContain('"seed"');
    }

    // The Berlin day is over (moved back by a day in D1): now everyone may watch.
    const { dailyDate } = (await peek(stub)).info as { dailyDate: string };
    await env.DB.prepare('UPDATE replays SET daily_date = ? WHERE table_id = ?').bind(previousDate(dailyDate), start.id).run();
    expect((await getReplay(start.id, 1, bert.cookie)).status).toBe(200);
    expect((await getReplay(start.id, 1)).status).toBe(200);

    // The daily list links every row to its replay only for a day that has ended.
    const today = (await (await call(`/api/daily/elster/${dailyDate}`)).json()) as { rows: { replay?: string }[] };
    expect(today.rows.some((r) => r.replay !== undefined)).toBe(false);
    const past = await dailyList(db(env.DB), 'elster', dailyDate, 1000, true);
    expect(past.rows.map((r) => r.replay)).toContain(`/r/${start.id}/1`);
  });
});
