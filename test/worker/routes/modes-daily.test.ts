// The daily challenge is generic: each game declares its daily (Game.daily) and the platform deals
// it. Speedelster's Tagesnest keeps its table; a second game id (the fixture) gets its own.
import { describe, expect, it } from 'vitest';
import { games, getGame } from '@games/index';
import { dailySetup, hasDaily } from '../../../worker/daily/setup';
import { call, newPlayer, postJson } from '../api-helpers';
import { FIXTURE, fixtureGame, lookup, useFixtureGame } from '../modes-fixtures';

useFixtureGame();

describe('the daily config lookup', () => {
  it('Speedelster\'s Tagesnest: 3 strong computers, 1 game, Topf, no clock, no stake', () => {
    expect(dailySetup('elster')).toEqual({
      settings: { thinkTime: null, tempo: 'normal', botLevel: 'stark', stake: 0, game: { games: 1, houseRule: 'topf' }, rematchFill: 'computer' },
      computers: ['stark', 'stark', 'stark'],
    });
  });

  it('follows each game\'s own config, and games without one have no daily', () => {
    expect(dailySetup(FIXTURE, lookup)).toEqual({
      settings: { thinkTime: null, tempo: 'normal', botLevel: 'normal', stake: 0, game: { games: 1, houseRule: 'weg' }, rematchFill: 'computer' },
      computers: ['normal', 'normal'],
    });
    const noDaily = { ...fixtureGame, daily: undefined };
    expect(dailySetup(FIXTURE, () => noDaily)).toBeUndefined();
    expect(dailySetup('skat')).toBeUndefined();
    expect(dailySetup('constructor')).toBeUndefined();
    expect(hasDaily('elster')).toBe(true);
    for (const id of Object.keys(games)) expect(hasDaily(id)).toBe(getGame(id)!.daily !== undefined);
  });

  it('a config the game\'s rules reject is a loud error, not a silent default', () => {
    const broken = { ...fixtureGame, daily: { computers: 2, level: 'normal' as const, options: { games: 2 } } };
    expect(() => dailySetup(FIXTURE, () => broken)).toThrow(/invalid daily options/);
  });
});

describe('POST /api/daily/:game for a second game', () => {
  it('deals that game\'s daily table and lists it', async () => {
    const me = await newPlayer();
    const res = await postJson(`/api/daily/${FIXTURE}`, {}, me.cookie);
    expect(res.status).toBe(201);
    const start = (await res.json()) as any;
    expect(start.practice).toBe(false);
    expect(start.table).toMatchObject({ game: FIXTURE, mode: 'daily', status: 'playing', settings: { botLevel: 'normal', game: { games: 1, houseRule: 'weg' } } });
    expect(start.table.seats.map((s: any) => (s.kind === 'computer' ? s.level : s.kind))).toEqual(['human', 'normal', 'normal']);

    const today = (await (await call(`/api/daily/${FIXTURE}/today`, { cookie: me.cookie })).json()) as any;
    expect(today).toMatchObject({ game: FIXTURE, you: { status: 'started', streak: 1 } });
    // Each game's daily has its own attempts and streak.
    const elsterToday = (await (await call('/api/daily/elster/today', { cookie: me.cookie })).json()) as any;
    expect(elsterToday.you).toMatchObject({ status: 'none' });
  });
});

describe('Speedkleister\'s Tagesplakat', () => {
  it('is you against 3 strong computers, one round, base rules, no clock, no Rat', async () => {
    const base = getGame('kleister')!.defaultOptions();
    expect(dailySetup('kleister')).toEqual({
      settings: { thinkTime: null, tempo: 'normal', botLevel: 'stark', stake: 0, game: { ...base, rounds: 1 }, rematchFill: 'computer' },
      computers: ['stark', 'stark', 'stark'],
    });
    const me = await newPlayer();
    const res = await postJson('/api/daily/kleister', {}, me.cookie);
    expect(res.status).toBe(201);
    const start = (await res.json()) as any;
    expect(start.table).toMatchObject({ game: 'kleister', mode: 'daily', status: 'playing', settings: { thinkTime: null, game: { rounds: 1 } } });
    expect(start.table.seats.map((s: any) => (s.kind === 'computer' ? s.level : s.kind))).toEqual(['human', 'stark', 'stark', 'stark']);
    const list = await call('/api/daily/kleister/today', { cookie: me.cookie });
    expect(((await list.json()) as any).you).toMatchObject({ status: 'started' });
  });
});
