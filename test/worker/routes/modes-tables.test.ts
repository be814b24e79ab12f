// Rekordjagd (table mode 'record'): request validation, what the table host accepts, a hunt played
// to the end, and no Rat. Uses the fixture game (modes-fixtures.ts): Speedelster with a record hunt.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { getGame } from '@games/index';
import { elster } from '@games/elster';
import { isRuleError } from '@games/core/types';
import { checkInit } from '../../../worker/table/reducer/validate';
import { planTable, soloComputerRange, type TablePlan } from '../../../worker/routes/table-request';
import type { TableInit } from '../../../worker/table/reducer/types';
import { postJson, newPlayer } from '../api-helpers';
import { Client, computer, createTable, human, makeInit, peek, playToEnd, runAlarm, settings, tableStub } from '../helpers';
import { players } from '../results-helpers';
import { FIXTURE, fixtureGame, lookup, useFixtureGame } from '../modes-fixtures';

useFixtureGame();

const plan = (body: unknown) => planTable(body, lookup);
const WEG = { games: 1, houseRule: 'weg' };

describe('planTable: mode record', () => {
  it('seats the player against the game\'s computers at the chosen strength, with the fixed rules, no clock, no stake', () => {
    expect(plan({ game: FIXTURE, mode: 'record', computers: { level: 'leicht' } })).toEqual({
      game: FIXTURE,
      mode: 'record',
      settings: { thinkTime: null, tempo: 'normal', botLevel: 'leicht', stake: 0, game: WEG, rematchFill: 'computer' },
      seats: [{ kind: 'host' }, { kind: 'computer', level: 'leicht' }, { kind: 'computer', level: 'leicht' }],
    } satisfies TablePlan);
    // Without a level: normal (when the game offers it).
    expect((plan({ game: FIXTURE, mode: 'record' }) as TablePlan).settings.botLevel).toBe('normal');
    // The strength may also come as settings.botLevel; the tempo stays the player's choice.
    const p = plan({ game: FIXTURE, mode: 'record', settings: { botLevel: 'leicht', tempo: 'gemuetlich' } }) as TablePlan;
    expect(p.settings).toMatchObject({ botLevel: 'leicht', tempo: 'gemuetlich' });
    expect(p.seats.slice(1)).toEqual([{ kind: 'computer', level: 'leicht' }, { kind: 'computer', level: 'leicht' }]);
  });

  it.each([
    ['a game without a record hunt', { game: 'elster', mode: 'record' }, 'no_record_hunt'],
    ['a strength the game does not offer', { game: FIXTURE, mode: 'record', computers: { level: 'stark' } }, 'bad_level'],
    ['an unknown strength', { game: FIXTURE, mode: 'record', computers: { level: 'max' } }, 'bad_level'],
    ['another number of computers', { game: FIXTURE, mode: 'record', computers: { count: 3 } }, 'bad_computers'],
    ['another number of seats', { game: FIXTURE, mode: 'record', seats: 4 }, 'bad_seats'],
    ['own game options', { game: FIXTURE, mode: 'record', settings: { game: { games: 5 } } }, 'bad_settings'],
    ['a clock', { game: FIXTURE, mode: 'record', settings: { thinkTime: 60 } }, 'bad_think_time'],
    ['a stake', { game: FIXTURE, mode: 'record', settings: { stake: 10 } }, 'bad_stake'],
    ['a misspelt mode', { game: FIXTURE, mode: 'rekord' }, 'bad_mode'],
  ])('refuses %s', (_what, body, error) => {
    const result = plan(body);
    expect(result).toMatchObject({ error });
    expect(typeof (result as { message: string }).message).toBe('string');
  });
});

describe('Speedkleister\'s Rekordjagd', () => {
  it('is five rounds of the base rules against three computers of the chosen strength', () => {
    const base = getGame('kleister')!.defaultOptions();
    for (const level of ['leicht', 'normal', 'stark'] as const) {
      const p = planTable({ game: 'kleister', mode: 'record', computers: { level } }, getGame) as TablePlan;
      expect(p.settings).toMatchObject({ botLevel: level, thinkTime: null, stake: 0, game: { ...base, rounds: 5 } });
      expect(p.seats).toEqual([{ kind: 'host' }, ...Array.from({ length: 3 }, () => ({ kind: 'computer', level }))]);
    }
    expect(planTable({ game: 'kleister', mode: 'record', settings: { game: { rounds: 1 } } }, getGame)).toMatchObject({ error: 'bad_settings' });
  });
});

describe('planTable: a game\'s own solo computer range', () => {
  it('uses soloComputers where declared, else every seat count', () => {
    expect(soloComputerRange(fixtureGame)).toEqual({ min: 2, max: 3 });
    expect(soloComputerRange(elster)).toEqual({ min: 1, max: 4 });
    expect(soloComputerRange({ ...elster, soloComputers: undefined })).toEqual({ min: 1, max: 4 });
    expect((plan({ game: FIXTURE, mode: 'solo', computers: { count: 3 } }) as TablePlan).seats).toHaveLength(4);
    expect(plan({ game: FIXTURE, mode: 'solo', computers: { count: 1 } })).toMatchObject({ error: 'bad_computers', params: { min: 2, max: 3 } });
    expect(plan({ game: FIXTURE, mode: 'solo', computers: { count: 4 } })).toMatchObject({ error: 'bad_computers', params: { min: 2, max: 3 } });
  });
});

function recordInit(over: Partial<TableInit> = {}): TableInit {
  return makeInit({
    game: FIXTURE, mode: 'record', autoStart: true,
    settings: settings({ botLevel: 'normal', game: WEG }),
    seats: [human('hunter'), computer('normal'), computer('normal')],
    ...over,
  });
}

describe('checkInit: the table host accepts a record hunt only as the game declares it', () => {
  it('accepts the declared hunt', () => {
    const ok = checkInit(recordInit(), fixtureGame);
    expect(isRuleError(ok)).toBe(false);
  });

  it.each([
    ['a game without a record hunt', { game: 'elster' as const }, elster, 'no_record_hunt'],
    ['a hunt that waits for a start', { autoStart: false }, fixtureGame, 'bad_init'],
    ['a clock', { settings: settings({ botLevel: 'normal', game: WEG, thinkTime: 60 }) }, fixtureGame, 'bad_think_time'],
    ['a stake', { settings: settings({ botLevel: 'normal', game: WEG, stake: 5 }) }, fixtureGame, 'bad_stake'],
    ['a strength the game does not offer', { settings: settings({ botLevel: 'stark', game: WEG }), seats: [human('h'), computer('stark'), computer('stark')] }, fixtureGame, 'bad_level'],
    ['mixed strengths', { seats: [human('h'), computer('normal'), computer('leicht')] }, fixtureGame, 'bad_seats'],
    ['too few computers', { seats: [human('h'), computer('normal')] }, fixtureGame, 'bad_seats'],
    ['other rules', { settings: settings({ botLevel: 'normal', game: { games: 3, houseRule: 'weg' } }) }, fixtureGame, 'bad_settings'],
    ['two humans', { seats: [human('h'), human('i'), computer('normal')] }, fixtureGame, 'bad_seats'],
  ])('refuses %s', (_what, over, game, error) => {
    expect(checkInit(recordInit(over as Partial<TableInit>), game)).toMatchObject({ error });
  });

  it('still refuses an unknown mode', () => {
    expect(checkInit(recordInit({ mode: 'hunt' as TableInit['mode'] }), fixtureGame)).toMatchObject({ error: 'bad_mode' });
  });
});

describe('a record hunt at the table', () => {
  it('starts at once, offers no Rat, plays to the end and drains the total into the records of its strength', async () => {
    const [hunter] = await players('hunter');
    const { stub, info } = await createTable(recordInit({ seats: [human(hunter!), computer('normal'), computer('normal')] }));
    expect(info).toMatchObject({ mode: 'record', status: 'playing', game: FIXTURE });
    const client = await Client.open(stub, hunter!);
    await client.expectError({ t: 'advice' }, 'no_advice');
    await client.expectError({ t: 'settings', settings: { thinkTime: 30 } }, 'not_waiting');
    const done = await playToEnd(stub, { 0: client });
    client.close();
    expect(done.info.status).toBe('finished');
    const mine = fixtureGame.outcome(done.state).seats[0]!;

    await runAlarm(stub);
    const record = await env.DB.prepare('SELECT setting, best, table_id FROM records WHERE player_id = ? AND game = ?').bind(hunter, FIXTURE).first();
    expect(record).toEqual({ setting: 'rekordjagd:normal', best: mine.points, table_id: info.id });
    expect((await peek(stub)).outbox).toEqual([]);
    const result = await env.DB.prepare('SELECT mode, points FROM results WHERE player_id = ?').bind(hunter).first();
    expect(result).toEqual({ mode: 'record', points: mine.points });
  });

  it('POST /api/tables creates a running hunt for a game with a record hunt, and refuses one without', async () => {
    const p = await newPlayer();
    const res = await postJson('/api/tables', { game: FIXTURE, mode: 'record', computers: { level: 'leicht' } }, p.cookie);
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: string; table: { mode: string; status: string; settings: { botLevel: string }; seats: unknown[] } };
    expect(body.table).toMatchObject({ mode: 'record', status: 'playing', settings: { botLevel: 'leicht', thinkTime: null, stake: 0 } });
    expect(body.table.seats).toHaveLength(3);
    expect((await peek(tableStub(body.id))).info.seats[0]).toMatchObject({ kind: 'human', playerId: p.playerId });

    const refused = await postJson('/api/tables', { game: 'elster', mode: 'record' }, p.cookie);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: 'no_record_hunt' });
    expect(getGame('elster')?.recordHunt).toBeUndefined();
  });
});
