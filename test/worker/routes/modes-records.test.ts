// Rekordjagd records: a drained hunt sets the record of its strength, only a better total replaces
// it, strengths are kept apart, the hunt counts on the leaderboard like a solo game; and the records
// list GET /api/records/:game?setting=rekordjagd:<level>.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { BotLevel } from '@schema/protocol';
import type { OutboxEntry, OutboxSeat } from '../../../worker/db/entry';
import { recordEntries } from '../../../worker/db/records';
import { resultMode, scoredSeats } from '../../../worker/db/results';
import { call, newPlayer } from '../api-helpers';
import { uniqueId } from '../helpers';
import { FIXTURE, useFixtureGame } from '../modes-fixtures';
import { drain, players } from '../results-helpers';

useFixtureGame();

/** A finished record hunt: the human in seat 0 with `points`, two computers of `level`. */
function hunt(playerId: string, level: BotLevel, points: number): OutboxEntry {
  const seats: OutboxSeat[] = [
    { kind: 'human', playerId, name: playerId, left: false },
    { kind: 'computer', level, name: 'Computer 2' },
    { kind: 'computer', level, name: 'Computer 3' },
  ];
  return {
    tableId: uniqueId('hunt-'), game: FIXTURE, mode: 'record', matchNo: 1, dailyDate: null, stake: 0, seats,
    outcome: {
      seats: [
        { seat: 0, points, place: 1, leaderboard: 2 * points + 30, achievements: [] },
        { seat: 1, points: points - 5, place: 2, leaderboard: 0, achievements: [] },
        { seat: 2, points: points - 9, place: 3, leaderboard: 0, achievements: [] },
      ],
      detail: { results: [{ scores: [points, points - 5, points - 9] }] },
    },
  };
}

async function recordOf(playerId: string, setting: string): Promise<number | null> {
  const row = await env.DB.prepare('SELECT best FROM records WHERE player_id = ? AND game = ? AND setting = ?')
    .bind(playerId, FIXTURE, setting).first<{ best: number }>();
  return row?.best ?? null;
}

describe('records of a record hunt', () => {
  it('the total is the record of the computers\' strength, and nothing else', () => {
    const e = hunt('p', 'leicht', 17);
    const [s] = scoredSeats(e);
    expect(recordEntries(e, resultMode(e), s!)).toEqual([{ setting: 'rekordjagd:leicht', score: 17 }]);
  });

  it('keeps the best per strength, apart for each strength, and counts on the leaderboard', async () => {
    const [a] = await players('hunter');
    await drain(hunt(a!, 'normal', 12));
    expect(await recordOf(a!, 'rekordjagd:normal')).toBe(12);
    await drain(hunt(a!, 'normal', 8));
    expect(await recordOf(a!, 'rekordjagd:normal')).toBe(12);
    await drain(hunt(a!, 'normal', 21));
    expect(await recordOf(a!, 'rekordjagd:normal')).toBe(21);
    await drain(hunt(a!, 'leicht', 5));
    expect(await recordOf(a!, 'rekordjagd:leicht')).toBe(5);
    expect(await recordOf(a!, 'rekordjagd:normal')).toBe(21);
    expect(await recordOf(a!, 'record')).toBeNull();

    const all = await env.DB.prepare("SELECT points, games FROM leaderboard_totals WHERE game = ? AND period = 'all' AND player_id = ?")
      .bind(FIXTURE, a).first();
    expect(all).toEqual({ points: (24 + 30) + (16 + 30) + (42 + 30) + (10 + 30), games: 4 });
  });
});

describe('GET /api/records/:game', () => {
  it('lists the top records of a strength with ranks, and yours per strength', async () => {
    const [x, y, z] = await players('Xaver', 'Yvonne', 'Zora');
    await drain(hunt(x!, 'leicht', 30), 1_000);
    await drain(hunt(y!, 'leicht', 41), 2_000);
    await drain(hunt(z!, 'leicht', 30), 3_000);
    await drain(hunt(x!, 'normal', 9), 4_000);

    const pub = await call(`/api/records/${FIXTURE}?setting=rekordjagd:leicht`);
    expect(pub.status).toBe(200);
    expect(pub.headers.get('Cache-Control')).toContain('public');
    const body = (await pub.json()) as any;
    expect(body).toMatchObject({ game: FIXTURE, setting: 'rekordjagd:leicht', levels: ['leicht', 'normal'] });
    expect(body.you).toBeUndefined();
    const mine = body.rows.filter((r: { name: string }) => ['Xaver', 'Yvonne', 'Zora'].includes(r.name));
    expect(mine.map((r: any) => [r.name, r.best])).toEqual([['Yvonne', 41], ['Xaver', 30], ['Zora', 30]]);
    // Equal records share a rank; ranks rise with better records.
    expect(mine[1].rank).toBe(mine[2].rank);
    expect(mine[0].rank).toBeLessThan(mine[1].rank);
    expect(typeof mine[0].at).toBe('number');
    expect(body.rows.length).toBeLessThanOrEqual(100);
    expect(body.total).toBeGreaterThanOrEqual(3);
  });

  it('with your identity: your record of the setting and of every strength', async () => {
    const me = await newPlayer();
    await drain(hunt(me.playerId, 'normal', 1000));
    const res = await call(`/api/records/${FIXTURE}?setting=rekordjagd:leicht`, { cookie: me.cookie });
    expect(res.headers.get('Cache-Control')).toContain('private');
    const body = (await res.json()) as any;
    expect(body.you).toBeNull();
    expect(body.yours).toEqual([{ setting: 'rekordjagd:normal', best: 1000, at: expect.any(Number), rank: 1 }]);
    const normal = (await (await call(`/api/records/${FIXTURE}?setting=rekordjagd:normal`, { cookie: me.cookie })).json()) as any;
    expect(normal.you).toMatchObject({ best: 1000, rank: 1 });
    expect(normal.rows[0]).toMatchObject({ rank: 1, name: me.name, best: 1000 });
    // Without a setting: the normal strength.
    expect(((await (await call(`/api/records/${FIXTURE}`)).json()) as any).setting).toBe('rekordjagd:normal');
  });

  it.each([
    ['/api/records/elster', 404, 'no_record_hunt'],
    ['/api/records/skat', 404, 'unknown_game'],
    [`/api/records/${FIXTURE}?setting=rekordjagd:stark`, 400, 'bad_setting'],
    [`/api/records/${FIXTURE}?setting=solo`, 400, 'bad_setting'],
  ])('%s → %i %s', async (path, status, error) => {
    const res = await call(path);
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ error });
  });
});
