// Wertung: every objective kind scored on hand-built albums, ties in "die meisten / wenigsten"
// (for the owner), "gleich viele" with zero, the place order with the tie-break, the Bestenliste.
import { describe, expect, it } from 'vitest';
import { CARDS } from '@games/album/cards';
import { leaderboardPoints, objectivePoints, places, scoreAlbum, scoreTable } from '@games/album/rules/scoring';
import type { Objective } from '@games/album/types';
import { pics } from './helpers';

// Series: 0 Rennwagen, 1 Flieger, 2 Dampflok, 3 Ritterburg, 4 Fußball, 5 Wildtiere.
const p = (o: Objective, own: number[], others: number[][] = []) => objectivePoints(o, own, others);

describe('per picture', () => {
  it('Je Rennwagen +2', () => {
    expect(p({ kind: 'each', terms: [{ series: 0, points: 2 }] }, [3, 1, 0, 0, 0, 0])).toBe(6);
    expect(p({ kind: 'each', terms: [{ series: 0, points: 2 }] }, [0, 5, 0, 0, 0, 0])).toBe(0);
  });
  it('+2 je Flieger, −1 je Fußball: the minus can make it negative', () => {
    const o: Objective = { kind: 'each', terms: [{ series: 1, points: 2 }, { series: 4, points: -1 }] };
    expect(p(o, [0, 2, 0, 0, 1, 0])).toBe(3);
    expect(p(o, [0, 0, 0, 0, 3, 0])).toBe(-3);
  });
});

describe('pairs, sets and staircases', () => {
  it('je Paar Flieger + Dampflok: complete pairs only', () => {
    const o: Objective = { kind: 'pair', series: [1, 2], points: 5 };
    expect(p(o, [0, 3, 2, 0, 0, 0])).toBe(10);
    expect(p(o, [0, 3, 0, 0, 0, 0])).toBe(0);
  });
  it('je 2 Ritterburgen: pairs within one series', () => {
    const o: Objective = { kind: 'pair', series: [3, 3], points: 6 };
    expect(p(o, [0, 0, 0, 5, 0, 0])).toBe(12);
    expect(p(o, [0, 0, 0, 1, 0, 0])).toBe(0);
  });
  it('a set of three named series', () => {
    const o: Objective = { kind: 'trio', series: [0, 2, 5], points: 7 };
    expect(p(o, [2, 0, 3, 0, 0, 2])).toBe(14);
    expect(p(o, [2, 9, 3, 9, 9, 0])).toBe(0);
  });
  it('Treppe: each run of 1 X, 2 Y, 3 Z', () => {
    const o: Objective = { kind: 'stairs', series: [1, 4, 2], points: 18 };
    expect(p(o, [0, 1, 3, 0, 2, 0])).toBe(18);
    expect(p(o, [0, 2, 6, 0, 4, 0])).toBe(36);
    expect(p(o, [0, 5, 5, 0, 2, 0])).toBe(18);
    expect(p(o, [0, 1, 2, 0, 2, 0])).toBe(0);
  });
  it('complete rows of all six and missing series', () => {
    expect(p({ kind: 'complete', points: 15 }, [2, 1, 3, 1, 1, 4])).toBe(15);
    expect(p({ kind: 'complete', points: 15 }, [2, 2, 2, 2, 2, 2])).toBe(30);
    expect(p({ kind: 'complete', points: 15 }, [2, 2, 2, 2, 2, 0])).toBe(0);
    expect(p({ kind: 'missing', points: 4 }, [0, 2, 0, 1, 0, 5])).toBe(12);
    expect(p({ kind: 'missing', points: 4 }, [1, 1, 1, 1, 1, 1])).toBe(0);
  });
  it('series with at least n pictures', () => {
    expect(p({ kind: 'atLeast', min: 3, points: 5 }, [3, 2, 4, 0, 0, 7])).toBe(15);
  });
});

describe('gleich viele and gerade / ungerade', () => {
  const equal: Objective = { kind: 'equal', series: [1, 2], points: 17 };
  it('equal counts score; unequal do not', () => {
    expect(p(equal, [0, 2, 2, 0, 0, 0])).toBe(17);
    expect(p(equal, [0, 3, 2, 0, 0, 0])).toBe(0);
  });
  it('zero of both is NOT "gleich viele": at least one each is needed', () => {
    expect(p(equal, [5, 0, 0, 5, 0, 0])).toBe(0);
    expect(p(equal, [0, 1, 1, 0, 0, 0])).toBe(17);
  });
  it('even and odd; zero is even', () => {
    const o: Objective = { kind: 'parity', series: 0, even: 12, odd: 6 };
    expect(p(o, [2, 0, 0, 0, 0, 0])).toBe(12);
    expect(p(o, [3, 0, 0, 0, 0, 0])).toBe(6);
    expect(p(o, [0, 0, 0, 0, 0, 0])).toBe(12);
  });
});

describe('die meisten / die wenigsten am Kiosk', () => {
  const most: Objective = { kind: 'most', series: 3, points: 13 };
  const fewest: Objective = { kind: 'fewest', series: 3, points: 12 };
  const zeros = [0, 0, 0, 0, 0, 0];
  it('the most of a series against everyone at the table; a tie counts for the owner', () => {
    expect(p(most, [0, 0, 0, 3, 0, 0], [[0, 0, 0, 2, 0, 0], [0, 0, 0, 1, 0, 0]])).toBe(13);
    expect(p(most, [0, 0, 0, 3, 0, 0], [[0, 0, 0, 3, 0, 0], [0, 0, 0, 1, 0, 0]])).toBe(13);
    expect(p(most, [0, 0, 0, 3, 0, 0], [[0, 0, 0, 2, 0, 0], [0, 0, 0, 4, 0, 0]])).toBe(0);
  });
  it('the most needs at least one picture (nobody has any: no points)', () => {
    expect(p(most, zeros, [zeros, zeros])).toBe(0);
  });
  it('the fewest: a tie counts for the owner, none at all is fine', () => {
    expect(p(fewest, [0, 0, 0, 1, 0, 0], [[0, 0, 0, 1, 0, 0], [0, 0, 0, 2, 0, 0]])).toBe(12);
    expect(p(fewest, zeros, [zeros])).toBe(12);
    expect(p(fewest, [0, 0, 0, 2, 0, 0], [[0, 0, 0, 1, 0, 0]])).toBe(0);
  });
  it('the most and the fewest pictures in total, ties for the owner', () => {
    expect(p({ kind: 'mostTotal', points: 13 }, [1, 1, 1, 1, 0, 0], [[4, 0, 0, 0, 0, 0], [3, 0, 0, 0, 0, 0]])).toBe(13);
    expect(p({ kind: 'mostTotal', points: 13 }, [1, 1, 1, 0, 0, 0], [[4, 0, 0, 0, 0, 0]])).toBe(0);
    expect(p({ kind: 'fewestTotal', points: 12 }, [1, 1, 0, 0, 0, 0], [[2, 0, 0, 0, 0, 0], [0, 0, 5, 0, 0, 0]])).toBe(12);
    expect(p({ kind: 'fewestTotal', points: 12 }, [1, 1, 1, 0, 0, 0], [[2, 0, 0, 0, 0, 0]])).toBe(0);
  });
});

describe('an album', () => {
  it('one line per objective; the same picture counts for every objective that wants it', () => {
    const objectives = CARDS.filter((c) => c.objective.kind === 'pair' && c.objective.series[0] !== c.objective.series[1]).slice(0, 2).map((c) => c.id);
    const o0 = CARDS[objectives[0]].objective as Extract<Objective, { kind: 'pair' }>;
    const counts = [0, 0, 0, 0, 0, 0];
    counts[o0.series[0]] = 1;
    counts[o0.series[1]] = 1;
    const score = scoreAlbum(objectives, pics(counts), []);
    expect(score.lines).toHaveLength(2);
    expect(score.lines[0]).toEqual({ card: objectives[0], points: o0.points });
    expect(score.total).toBe(score.lines[0].points + score.lines[1].points);
  });

  it('scoreTable compares "die meisten" across all seats', () => {
    const most = CARDS.find((c) => c.objective.kind === 'most')!;
    const s = (most.objective as { series: number }).series;
    const three = [0, 0, 0, 0, 0, 0];
    three[s] = 3;
    const two = [0, 0, 0, 0, 0, 0];
    two[s] = 2;
    const scores = scoreTable([
      { objectives: [most.id], pictures: pics(two) },
      { objectives: [], pictures: pics(three, 5) },
    ]);
    expect(scores[0].total).toBe(0);
    const tie = scoreTable([
      { objectives: [most.id], pictures: pics(three) },
      { objectives: [], pictures: pics(three, 5) },
    ]);
    expect(tie[0].total).toBe((most.objective as { points: number }).points);
  });
});

describe('Sieg and Bestenliste', () => {
  it('most points win; a tie goes to the seat later in the turn order', () => {
    // Starter 0: order 0, 1, 2. Seats 0 and 2 tie: seat 2 comes later and wins.
    expect(places([20, 10, 20], 0)).toEqual([2, 3, 1]);
    // Starter 2: order 2, 0, 1 — now seat 0 comes later than seat 2.
    expect(places([20, 10, 20], 2)).toEqual([1, 3, 2]);
    // Places are never shared.
    expect(places([5, 5, 5, 5], 1)).toEqual([1, 4, 3, 2]);
  });
  it('place bonus 30 / 15 / 5 plus own points, at least 0', () => {
    expect(leaderboardPoints(42, 1)).toBe(72);
    expect(leaderboardPoints(30, 2)).toBe(45);
    expect(leaderboardPoints(-4, 3)).toBe(5);
    expect(leaderboardPoints(12, 4)).toBe(12);
  });
});
