// The results outbox drain: a retried drain counts once (run twice; a crash between the D1 batch
// and the outbox delete), a failing batch keeps the row and retries with backoff, and a match
// played at a real table reaches D1.
import { env } from 'cloudflare:workers';
import { runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { writeOutcome } from '../../../worker/db/outcome';
import { TableStore } from '../../../worker/table/shell/store';
import { backoff, RETRY_BACKOFF_MS, setTimer } from '../../../worker/table/reducer/timers';
import { Client, computer, createTable, human, makeInit, patchTable, peek, playToEnd, runAlarm, settings, tableStub } from '../helpers';
import { allTotals, db, drain, entry, outboxCount, players, putOutbox, resultRows, totals } from '../results-helpers';

const NOON = Date.UTC(2026, 4, 6, 10, 0, 0);

async function achievementCount(playerId: string, id: string): Promise<number | null> {
  return (await env.DB.prepare('SELECT count FROM achievements WHERE player_id = ? AND achievement = ?').bind(playerId, id).first<{ count: number }>())?.count ?? null;
}

describe('a retried drain counts once', () => {
  it('draining the same outbox entry twice changes nothing the second time', async () => {
    const [a, b] = await players('a', 'b');
    const e = entry({ seats: [{ human: a! }, { human: b! }], scores: [9, 4], achievements: [['kroenchen'], []] });
    await drain(e, NOON);
    const before = { totals: await allTotals(a!), rows: await resultRows(a!), ach: await achievementCount(a!, 'kroenchen') };
    await drain(e, NOON);
    expect(await allTotals(a!)).toEqual(before.totals);
    expect(await resultRows(a!)).toEqual(before.rows);
    expect(await achievementCount(a!, 'kroenchen')).toBe(1);
    expect(before.rows).toHaveLength(1);
  });

  it('a crash after the batch but before the outbox delete: the next drain counts nothing again', async () => {
    const [a, b] = await players('a', 'b');
    const e = entry({ seats: [{ human: a! }, { human: b! }], scores: [12, 5], achievements: [['topfraeuber'], ['zankhahn']] });
    // The batch went through, then the object died: the outbox row and its drain timer are still there.
    const stub = await putOutbox(e, NOON);
    await writeOutcome(db(), e, NOON);
    expect(await totals(a!, 'all')).toEqual({ points: 54, games: 1, wins: 1 });
    expect(await outboxCount(e.tableId)).toBe(1);

    expect(await runAlarm(stub)).toBe(true);
    expect(await outboxCount(e.tableId)).toBe(0);
    expect(await totals(a!, 'all')).toEqual({ points: 54, games: 1, wins: 1 });
    expect(await totals(b!, 'all')).toEqual({ points: 10, games: 1, wins: 0 });
    expect(await resultRows(a!)).toHaveLength(1);
    expect(await achievementCount(a!, 'topfraeuber')).toBe(1);
    expect(await achievementCount(b!, 'zankhahn')).toBe(1);
  });

  it('the same batch run twice in a row writes once', async () => {
    const [a] = await players('a');
    const e = entry({ mode: 'solo', seats: [{ human: a! }, 'computer'], scores: [7, 3] });
    await writeOutcome(db(), e, NOON);
    await writeOutcome(db(), e, NOON);
    expect(await totals(a!, 'all')).toEqual({ points: 44, games: 1, wins: 1 });
  });
});

describe('a failing drain', () => {
  it('keeps the outbox row, writes nothing, and retries with backoff until it succeeds', async () => {
    const [a] = await players('a');
    const good = entry({ mode: 'solo', seats: [{ human: a! }, 'computer'], scores: [6, 2] });
    // A points value D1 refuses (NOT NULL): the whole batch fails, nothing is half-written.
    const bad = structuredClone(good);
    (bad.outcome!.seats[0] as { points: unknown }).points = null;
    const stub = await putOutbox(bad, NOON);
    // The retry is due a backoff after the failed drain, which ran after `before` (no wall-clock margin).
    const before = Date.now();
    expect(await runAlarm(stub)).toBe(true);
    expect(await outboxCount(good.tableId)).toBe(1);
    expect(await allTotals(a!)).toEqual({});
    const timer = (await peek(stub)).timers.find((t) => t.kind === 'drain');
    expect(timer).toBeDefined();
    expect(timer!.due_at).toBeGreaterThanOrEqual(before + RETRY_BACKOFF_MS[0]!);

    // The row is repaired (as a transient D1 failure would heal); the retry drains it.
    await runInDurableObject(stub, (_i, state) => new TableStore(state.storage.sql).addOutbox(good.matchNo, NOON, good));
    await patchTable(stub, (t) => setTimer(t, 'drain', Date.now()));
    await stub.info();
    expect(await runAlarm(stub)).toBe(true);
    expect(await outboxCount(good.tableId)).toBe(0);
    expect(await totals(a!, 'all')).toEqual({ points: 42, games: 1, wins: 1 });
    expect((await peek(stub)).timers.filter((t) => t.kind === 'drain')).toEqual([]);
  });

  it('one row that keeps failing does not hold back the results of later matches', async () => {
    const [a] = await players('a');
    const tableId = `poison-${Date.now().toString(36)}`;
    const bad = entry({ tableId, matchNo: 1, mode: 'solo', seats: [{ human: a! }, 'computer'], scores: [6, 2] });
    (bad.outcome!.seats[0] as { points: unknown }).points = null;
    const good = entry({ tableId, matchNo: 2, mode: 'solo', seats: [{ human: a! }, 'computer'], scores: [9, 1] });
    const stub = await putOutbox(bad, NOON);
    await runInDurableObject(stub, (_i, state) => new TableStore(state.storage.sql).addOutbox(good.matchNo, NOON, good));
    const before = Date.now();
    expect(await runAlarm(stub)).toBe(true);
    // Match 2 is in D1; match 1 waits for its retry, with backoff.
    expect((await resultRows(a!)).map((r: any) => r.match_no)).toEqual([2]);
    expect(await outboxCount(tableId)).toBe(1);
    expect((await peek(stub)).timers.find((t) => t.kind === 'drain')!.due_at).toBeGreaterThanOrEqual(before + RETRY_BACKOFF_MS[0]!);
  });

  it('backs off longer after each failure, up to an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map(backoff)).toEqual([1_000, 5_000, 30_000, 120_000, 600_000, 3_600_000, 3_600_000, 3_600_000]);
  });
});

describe('a match played at a table', () => {
  it('reaches D1 through the drain: result row, totals, as the end message said', async () => {
    const [p] = await players('solo');
    const init = makeInit({
      mode: 'solo', autoStart: true, seats: [human(p!, 'Solo'), computer('leicht'), computer('leicht')],
      settings: settings({ tempo: 'turbo' }),
    });
    const { stub, id } = await createTable(init);
    const client = await Client.open(stub, p!, 'Solo');
    const end = await playToEnd(stub, { 0: client });
    expect(end.info.status).toBe('finished');
    const result = client.all.find((m) => m.t === 'result');
    expect(result).toBeDefined();
    const mine = result!.outcome.seats[0];

    // The drain runs on the table's alarm.
    await runAlarm(tableStub(id));
    expect(await outboxCount(id)).toBe(0);
    const rows = await resultRows(p!);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ table_id: id, match_no: 1, seat: 0, mode: 'solo', points: mine.points, place: mine.place, seats: 3, leaderboard_points: mine.leaderboard });
    expect(await totals(p!, 'all')).toEqual({ points: mine.leaderboard, games: 1, wins: mine.place === 1 ? 1 : 0 });
    client.close();
  });
});
