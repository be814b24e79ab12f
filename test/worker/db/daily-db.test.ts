// The daily challenge in D1: first attempt vs practice, streaks across Berlin days (midnight and a
// daylight-saving change, injected clock), the drain's idempotent result, and the ranked daily list.
import { env } from 'cloudflare:workers';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dailyAttempts, players, streaks } from '@schema/db';
import type { OutboxSeat } from '../../../worker/db/entry';
import { db as openDb } from '../../../worker/db/client';
import { dailyList, dailyStatements, rankRows, startAttempt, yourDaily, type DailyOutboxEntry } from '../../../worker/db/daily';
import { berlinDate } from '../../../worker/time/berlin';

const db = openDb(env.DB);
let counter = 0;
const uid = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;

async function player(name = 'Gast'): Promise<string> {
  const id = uid('p');
  await db.insert(players).values({ id, name, createdAt: 0 }).run();
  return id;
}

/** Starts a daily table for `playerId` at instant `iso` (the Berlin date comes from the clock). */
async function start(playerId: string, iso: string, game = uid('g')) {
  const now = Date.parse(iso);
  const tableId = uid('t');
  return { ...(await startAttempt(db, { playerId, game, date: berlinDate(now), tableId, now })), tableId };
}

const streakOf = (playerId: string, game: string) =>
  db.select().from(streaks).where(and(eq(streaks.playerId, playerId), eq(streaks.game, game))).get();

const human = (playerId: string, name = 'Gast'): OutboxSeat => ({ kind: 'human', playerId, name, left: false });
const bot = (seat: number): OutboxSeat => ({ kind: 'computer', level: 'stark', name: `Computer ${seat + 1}` });

function entry(over: Partial<DailyOutboxEntry> & { tableId: string; game: string; dailyDate: string; playerId: string; points: number; place: number }): DailyOutboxEntry {
  return {
    mode: 'daily',
    seats: [human(over.playerId), bot(1), bot(2), bot(3)],
    outcome: {
      seats: [
        { seat: 0, points: over.points, place: over.place, leaderboard: 0, achievements: [] },
        { seat: 1, points: 1, place: 2, leaderboard: 0, achievements: [] },
        { seat: 2, points: 0, place: 3, leaderboard: 0, achievements: [] },
        { seat: 3, points: -1, place: 4, leaderboard: 0, achievements: [] },
      ],
    },
    ...over,
  };
}

async function drain(e: DailyOutboxEntry, at = 1000): Promise<number> {
  const items = dailyStatements(db, e, at);
  if (items.length === 0) return 0;
  const res = (await db.batch(items as [typeof items[number], ...typeof items])) as { meta: { changes: number } }[];
  return res.reduce((n, r) => n + r.meta.changes, 0);
}

describe('first attempt and practice', () => {
  it('records the first attempt when it starts; a later start on the same date is practice', async () => {
    const p = await player();
    const game = uid('g');
    const first = await start(p, '2026-05-10T08:00:00Z', game);
    expect(first.first).toBe(true);
    expect(first.attempt).toMatchObject({ status: 'started', tableId: first.tableId, date: '2026-05-10', streak: 1 });

    // Quitting leaves the attempt as it was; the retry gets a new table but is practice.
    const retry = await start(p, '2026-05-10T09:00:00Z', game);
    expect(retry.first).toBe(false);
    expect(retry.attempt.tableId).toBe(first.tableId);
    expect(retry.attempt.startedAt).toBe(Date.parse('2026-05-10T08:00:00Z'));
    expect(await streakOf(p, game)).toMatchObject({ current: 1, best: 1, lastDate: '2026-05-10' });
  });

  it('lets only one of two simultaneous starts be the first attempt', async () => {
    const p = await player();
    const game = uid('g');
    const both = await Promise.all([start(p, '2026-05-11T08:00:00Z', game), start(p, '2026-05-11T08:00:00Z', game)]);
    expect(both.map((b) => b.first).sort()).toEqual([false, true]);
    const rows = await db.select().from(dailyAttempts).where(and(eq(dailyAttempts.playerId, p), eq(dailyAttempts.game, game))).all();
    expect(rows).toHaveLength(1);
    expect(await streakOf(p, game)).toMatchObject({ current: 1, best: 1 });
  });
});

describe('streaks', () => {
  it('count consecutive Berlin days across midnight and the spring DST change', async () => {
    const p = await player();
    const game = uid('g');
    // 23:30 in Berlin on 28 March.
    expect((await start(p, '2026-03-28T22:30:00Z', game)).attempt.streak).toBe(1);
    // 00:05 in Berlin on 29 March: already the next day, though UTC still says 28 March.
    const second = await start(p, '2026-03-28T23:05:00Z', game);
    expect(second.attempt).toMatchObject({ date: '2026-03-29', streak: 2 });
    // 00:10 CEST on 30 March, after the clocks went forward (22:10 UTC on the 29th).
    const third = await start(p, '2026-03-29T22:10:00Z', game);
    expect(third.attempt).toMatchObject({ date: '2026-03-30', streak: 3 });
    // Practice the same day changes nothing.
    expect((await start(p, '2026-03-30T18:00:00Z', game)).first).toBe(false);
    expect(await streakOf(p, game)).toMatchObject({ current: 3, best: 3, lastDate: '2026-03-30' });
    expect((await yourDaily(db, p, game, '2026-03-31')).streak).toBe(3); // still alive the next day
    // A missed day (31 March) starts again at 1; the best stays.
    const after = await start(p, '2026-04-01T10:00:00Z', game);
    expect(after.attempt.streak).toBe(1);
    expect(await streakOf(p, game)).toMatchObject({ current: 1, best: 3, lastDate: '2026-04-01' });
  });

  it('survive the autumn DST change, and a day that ends at 23:00 UTC', async () => {
    const p = await player();
    const game = uid('g');
    await start(p, '2026-10-24T21:59:00Z', game); // 23:59 CEST, 24 Oct
    const sunday = await start(p, '2026-10-25T22:59:00Z', game); // 23:59 CET, 25 Oct (a 25-hour day)
    expect(sunday.attempt).toMatchObject({ date: '2026-10-25', streak: 2 });
    const monday = await start(p, '2026-10-25T23:00:00Z', game); // 00:00 CET, 26 Oct
    expect(monday.attempt).toMatchObject({ date: '2026-10-26', streak: 3 });
    const yours = await yourDaily(db, p, game, '2026-10-28');
    expect(yours).toMatchObject({ status: 'none', streak: 0, bestStreak: 3 }); // broken: 27 Oct missed
  });

  it('are kept per game', async () => {
    const p = await player();
    const [a, b] = [uid('g'), uid('g')];
    await start(p, '2026-06-01T10:00:00Z', a);
    await start(p, '2026-06-02T10:00:00Z', a);
    expect((await start(p, '2026-06-02T10:00:00Z', b)).attempt.streak).toBe(1);
    expect(await streakOf(p, a)).toMatchObject({ current: 2 });
  });
});

describe('dailyStatements (outbox drain)', () => {
  it('finishes the first attempt once; a retried drain changes nothing', async () => {
    const p = await player();
    const game = uid('g');
    const first = await start(p, '2026-05-12T08:00:00Z', game);
    const e = entry({ tableId: first.tableId, game, dailyDate: '2026-05-12', playerId: p, points: 17, place: 1 });
    expect(await drain(e, 5000)).toBe(1);
    expect(await drain(e, 6000)).toBe(0);
    const row = await db.select().from(dailyAttempts).where(and(eq(dailyAttempts.playerId, p), eq(dailyAttempts.game, game))).get();
    expect(row).toMatchObject({ status: 'finished', points: 17, place: 1, finishedAt: 5000 });
  });

  it('ignores practice, other tables of the same player, and non-daily entries', async () => {
    const p = await player();
    const game = uid('g');
    const first = await start(p, '2026-05-13T08:00:00Z', game);
    const practice = await start(p, '2026-05-13T09:00:00Z', game);
    const base = { game, dailyDate: '2026-05-13', playerId: p, points: 30, place: 1 };
    expect(dailyStatements(db, entry({ ...base, tableId: practice.tableId, practice: true }), 1)).toEqual([]);
    expect(dailyStatements(db, entry({ ...base, tableId: first.tableId, mode: 'solo' }), 1)).toEqual([]);
    // A practice table whose entry lost its flag still cannot overwrite the first attempt.
    expect(await drain(entry({ ...base, tableId: practice.tableId }))).toBe(0);
    const row = await db.select().from(dailyAttempts).where(and(eq(dailyAttempts.playerId, p), eq(dailyAttempts.game, game))).get();
    expect(row).toMatchObject({ status: 'started', points: null, tableId: first.tableId });
  });
});

describe('daily list', () => {
  it('ranks finished first attempts by points, ties sharing a rank, with name and streak', async () => {
    const game = uid('g');
    const date = '2026-05-14';
    const scores: [string, number][] = [['Anna', 12], ['Bert', 20], ['Cleo', 12], ['Dora', -3], ['Emil', 5]];
    let at = 0;
    for (const [name, points] of scores) {
      const p = await player(name);
      const s = await start(p, `${date}T08:00:00Z`, game);
      await drain(entry({ tableId: s.tableId, game, dailyDate: date, playerId: p, points, place: 1 }), ++at);
    }
    // Started but not finished: not on the list.
    const open = await player('Fritz');
    await start(open, `${date}T09:00:00Z`, game);

    const list = await dailyList(db, game, date);
    expect(list.total).toBe(5);
    expect(list.rows).toEqual([
      { rank: 1, name: 'Bert', points: 20, streak: 1 },
      { rank: 2, name: 'Anna', points: 12, streak: 1 },
      { rank: 2, name: 'Cleo', points: 12, streak: 1 },
      { rank: 4, name: 'Emil', points: 5, streak: 1 },
      { rank: 5, name: 'Dora', points: -3, streak: 1 },
    ]);
    expect((await dailyList(db, game, date, 2)).rows.map((r) => r.name)).toEqual(['Bert', 'Anna']);
    expect((await dailyList(db, game, '2026-05-15')).rows).toEqual([]);
    expect(await yourDaily(db, open, game, date)).toMatchObject({ status: 'started', rank: null, points: null, streak: 1 });
  });

  it('tells a player their rank with ties', async () => {
    const game = uid('g');
    const date = '2026-05-16';
    const ids: string[] = [];
    for (const points of [9, 9, 4]) {
      const p = await player();
      ids.push(p);
      const s = await start(p, `${date}T08:00:00Z`, game);
      await drain(entry({ tableId: s.tableId, game, dailyDate: date, playerId: p, points, place: 2 }));
    }
    expect(await yourDaily(db, ids[1]!, game, date)).toMatchObject({ status: 'finished', points: 9, place: 2, rank: 1 });
    expect(await yourDaily(db, ids[2]!, game, date)).toMatchObject({ rank: 3 });
  });

  it('rankRows shares ranks on equal points', () => {
    expect(rankRows([{ points: 5 }, { points: 5 }, { points: 5 }, { points: 1 }]).map((r) => r.rank)).toEqual([1, 1, 1, 4]);
    expect(rankRows([])).toEqual([]);
  });
});
