// The skill rating's math: Glickman's own worked example, and how placings become encounters.
import { describe, expect, it } from 'vitest';
import { COMPUTER_RATINGS, encountersOf, NEW_PLAYER, updateRating, type RatedSeat } from '../../worker/db/glicko';

describe('Glicko-2', () => {
  it('reproduces the worked example of Glickman (2012)', () => {
    const after = updateRating({ rating: 1500, rd: 200, volatility: 0.06 }, [
      { opponent: { rating: 1400, rd: 30, volatility: 0.06 }, score: 1 },
      { opponent: { rating: 1550, rd: 100, volatility: 0.06 }, score: 0 },
      { opponent: { rating: 1700, rd: 300, volatility: 0.06 }, score: 0 },
    ]);
    expect(after.rating).toBeCloseTo(1464.06, 1);
    expect(after.rd).toBeCloseTo(151.52, 1);
    expect(after.volatility).toBeCloseTo(0.05999, 4);
  });

  it('a period without games only makes the rating less certain', () => {
    const after = updateRating({ rating: 1600, rd: 100, volatility: 0.06 }, []);
    expect(after.rating).toBe(1600);
    expect(after.rd).toBeGreaterThan(100);
  });

  it('beating four strong computers is worth more than beating one easy one', () => {
    const strong = COMPUTER_RATINGS.stark!;
    const easy = COMPUTER_RATINGS.leicht!;
    const four = updateRating(NEW_PLAYER, [1, 2, 3, 4].map(() => ({ opponent: strong, score: 1 })));
    const one = updateRating(NEW_PLAYER, [{ opponent: easy, score: 1 }]);
    expect(four.rating - 1500).toBeGreaterThan(2 * (one.rating - 1500));
  });
});

describe('placings as encounters', () => {
  const seat = (s: number, place: number, team?: number): RatedSeat => ({ seat: s, place, rating: NEW_PLAYER, ...(team !== undefined ? { team } : {}) });

  it('ahead is a win, behind a loss, the same place a draw', () => {
    const seats = [seat(0, 2), seat(1, 1), seat(2, 2), seat(3, 4)];
    expect(encountersOf(seats, 0).map((e) => e.score)).toEqual([0, 0.5, 1]);
  });

  it('partners are one side: never rated against each other', () => {
    const seats = [seat(0, 1, 0), seat(1, 2, 1), seat(2, 1, 0), seat(3, 2, 1)];
    expect(encountersOf(seats, 0).map((e) => e.score)).toEqual([1, 1]);
  });
});
