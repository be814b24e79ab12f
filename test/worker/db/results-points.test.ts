// Bestenliste points for every Speedelster case of the rule book, through the whole path:
// outbox entry → the table's drain → results and leaderboard totals in D1.
// "2 Punkte je Beutepunkt (ein Nest unter null zählt als null), dazu ein Platzbonus von 30 (Sieg),
// 15 (Platz 2 ab drei Elstern) und 5 (Platz 3 ab vier Elstern)."
import { describe, expect, it } from 'vitest';
import { allTotals, drain, entry, players, resultRows, totals } from '../results-helpers';

// Sunday 2026-03-29, 12:00 Berlin (CEST): ISO week 13, March.
const SUNDAY_NOON = Date.UTC(2026, 2, 29, 10, 0, 0);
const WEEK = 'w:2026-W13';
const MONTH = 'm:2026-03';

/** Leaderboard points each player got for one match (the 'all' total of fresh players). */
async function pointsOf(ids: string[]): Promise<(number | undefined)[]> {
  return Promise.all(ids.map(async (id) => (await totals(id, 'all'))?.points));
}

describe('leaderboard points per the rule book', () => {
  it('two magpies: 2 per loot point, 30 for the win, no bonus for second', async () => {
    const [a, b] = await players('a', 'b');
    await drain(entry({ seats: [{ human: a! }, { human: b! }], scores: [12, 5] }), SUNDAY_NOON);
    expect(await pointsOf([a!, b!])).toEqual([2 * 12 + 30, 2 * 5]);
  });

  it('solo against one computer: only the human is recorded, a loss gets no bonus', async () => {
    const [a] = await players('solo');
    await drain(entry({ mode: 'solo', seats: [{ human: a! }, 'computer'], scores: [5, 9] }), SUNDAY_NOON);
    expect(await pointsOf([a!])).toEqual([10]);
    const rows = await resultRows(a!);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ mode: 'solo', points: 5, place: 2, seats: 2, leaderboard_points: 10, left: 0, date: '2026-03-29' });
  });

  it('three magpies: second place earns 15, a nest below zero counts 0', async () => {
    const [a, b, c] = await players('a', 'b', 'c');
    await drain(entry({ seats: [{ human: a! }, { human: b! }, { human: c! }], scores: [20, 10, -3] }), SUNDAY_NOON);
    expect(await pointsOf([a!, b!, c!])).toEqual([70, 35, 0]);
    expect((await resultRows(c!))[0]).toMatchObject({ points: -3, place: 3, leaderboard_points: 0 });
  });

  it('three magpies: no bonus for third place', async () => {
    const [a, b, c] = await players('a', 'b', 'c');
    await drain(entry({ seats: [{ human: a! }, { human: b! }, { human: c! }], scores: [1, 2, 3] }), SUNDAY_NOON);
    expect(await pointsOf([a!, b!, c!])).toEqual([2, 4 + 15, 6 + 30]);
  });

  it('four magpies: third place earns 5, fourth nothing', async () => {
    const [a, b, c, d] = await players('a', 'b', 'c', 'd');
    await drain(entry({ seats: [{ human: a! }, { human: b! }, { human: c! }, { human: d! }], scores: [5, 8, 3, 1] }), SUNDAY_NOON);
    expect(await pointsOf([a!, b!, c!, d!])).toEqual([10 + 15, 16 + 30, 6 + 5, 2]);
  });

  it('ties share the place and its bonus (1, 2, 2, 4)', async () => {
    const [a, b, c, d] = await players('a', 'b', 'c', 'd');
    await drain(entry({ seats: [{ human: a! }, { human: b! }, { human: c! }, { human: d! }], scores: [15, 10, 10, 2] }), SUNDAY_NOON);
    expect(await pointsOf([a!, b!, c!, d!])).toEqual([60, 35, 35, 4]);
  });

  it('a shared win counts as a win for each', async () => {
    const [a, b] = await players('a', 'b');
    await drain(entry({ seats: [{ human: a! }, { human: b! }, 'computer'], scores: [9, 9, 4] }), SUNDAY_NOON);
    expect(await totals(a!, 'all')).toEqual({ points: 48, games: 1, wins: 1 });
    expect(await totals(b!, 'all')).toEqual({ points: 48, games: 1, wins: 1 });
  });

  it('five magpies (four humans, the fifth a computer): three-way tie for the win, negative nest', async () => {
    const [a, b, c, d] = await players('a', 'b', 'c', 'd');
    await drain(entry({ seats: [{ human: a! }, { human: b! }, { human: c! }, { human: d! }, 'computer'], scores: [7, 7, 7, -2, 3] }), SUNDAY_NOON);
    expect(await pointsOf([a!, b!, c!, d!])).toEqual([44, 44, 44, 0]);
    expect((await resultRows(d!))[0]).toMatchObject({ place: 5, seats: 5 });
  });

  it('a longer match: each game\'s nest counts at least zero, the place is the match\'s', async () => {
    const [a, b] = await players('a', 'b');
    await drain(entry({ seats: [{ human: a! }, { human: b! }], scores: [[10, -4, 6], [3, 8, 1]] }), SUNDAY_NOON);
    // Both total 12 and share the win; Anna's −4 nest counts 0: 2 × (10 + 0 + 6) + 30.
    expect(await pointsOf([a!, b!])).toEqual([2 * 16 + 30, 2 * 12 + 30]);
  });

  it('a human who left a game with other humans gets −10 and no win, even if the computer won it', async () => {
    const [a, b] = await players('stayer', 'leaver');
    await drain(entry({ seats: [{ human: a! }, { human: b!, left: true }, 'computer'], scores: [4, 20, 6], achievements: [[], ['kroenchen'], []] }), SUNDAY_NOON);
    expect(await totals(b!, 'all')).toEqual({ points: -10, games: 1, wins: 0 });
    expect(await totals(a!, 'all')).toEqual({ points: 8, games: 1, wins: 0 });
    expect((await resultRows(b!))[0]).toMatchObject({ left: 1, leaderboard_points: -10, place: 1 });
  });

  it('totals add up over several matches in every period', async () => {
    const [a, b] = await players('a', 'b');
    await drain(entry({ seats: [{ human: a! }, { human: b! }], scores: [10, 2] }), SUNDAY_NOON);
    await drain(entry({ seats: [{ human: a! }, { human: b! }], scores: [1, 3] }), SUNDAY_NOON + 60_000);
    const expected = { points: 50 + 2, games: 2, wins: 1 };
    expect(await allTotals(a!)).toEqual({ all: expected, [WEEK]: expected, [MONTH]: expected });
  });
});

describe('modes', () => {
  it('the first daily attempt counts on the leaderboard', async () => {
    const [a] = await players('daily');
    await drain(entry({ mode: 'daily', seats: [{ human: a! }, 'computer', 'computer', 'computer'], scores: [10, 5, 3, 1] }), SUNDAY_NOON);
    expect(await totals(a!, 'all')).toEqual({ points: 50, games: 1, wins: 1 });
    expect((await resultRows(a!))[0]).toMatchObject({ mode: 'daily' });
  });

  it('daily practice is recorded as practice but never on the leaderboard', async () => {
    const [a] = await players('practice');
    await drain(entry({ mode: 'daily', practice: true, seats: [{ human: a! }, 'computer', 'computer', 'computer'], scores: [10, 5, 3, 1] }), SUNDAY_NOON);
    expect(await allTotals(a!)).toEqual({});
    expect((await resultRows(a!))[0]).toMatchObject({ mode: 'practice', leaderboard_points: 50 });
  });
});

describe('Berlin weeks and months', () => {
  const periodsOf = async (finishedAt: number) => {
    const [a, b] = await players('a', 'b');
    await drain(entry({ seats: [{ human: a! }, { human: b! }], scores: [1, 0] }), finishedAt);
    return Object.keys(await allTotals(a!)).sort();
  };

  it('Sunday 23:59:59 in Berlin is still the old week, a second later the new one (on the day clocks went forward)', async () => {
    // 2026-03-29: CEST from 01:00 UTC, so Berlin midnight is 22:00 UTC.
    expect(await periodsOf(Date.UTC(2026, 2, 29, 21, 59, 59))).toEqual(['all', 'm:2026-03', 'w:2026-W13']);
    expect(await periodsOf(Date.UTC(2026, 2, 29, 22, 0, 0))).toEqual(['all', 'm:2026-03', 'w:2026-W14']);
  });

  it('the month turns at Berlin midnight after the clocks went back (23:00 UTC), the week does not', async () => {
    expect(await periodsOf(Date.UTC(2026, 9, 31, 22, 59, 59))).toEqual(['all', 'm:2026-10', 'w:2026-W44']);
    expect(await periodsOf(Date.UTC(2026, 9, 31, 23, 0, 0))).toEqual(['all', 'm:2026-11', 'w:2026-W44']);
  });

  it('New Year in Berlin: a new month and year, but still ISO week 53 of the old year', async () => {
    expect(await periodsOf(Date.UTC(2026, 11, 31, 22, 59, 59))).toEqual(['all', 'm:2026-12', 'w:2026-W53']);
    expect(await periodsOf(Date.UTC(2026, 11, 31, 23, 0, 0))).toEqual(['all', 'm:2027-01', 'w:2026-W53']);
  });

  it('the result row carries the Berlin date, not the UTC date', async () => {
    const [a] = await players('late');
    await drain(entry({ mode: 'solo', seats: [{ human: a! }, 'computer'], scores: [3, 1] }), Date.UTC(2026, 5, 30, 22, 30));
    expect((await resultRows(a!))[0]).toMatchObject({ date: '2026-07-01' });
  });
});
