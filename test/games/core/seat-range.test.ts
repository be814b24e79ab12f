// Every game's pure setup deals only for the table sizes of its rule book (Speedelster "zu zweit bis
// zu fünft", …): the host checks the seats before it calls setup, but a direct caller (an outside
// checker running rule-book scenarios) is refused too, instead of getting a game that cannot move.
import { describe, expect, it } from 'vitest';
import { createRng } from '@games/core/rng';
import { games } from '@games/index';

describe('setup refuses a table size the rule book does not have', () => {
  for (const [id, game] of Object.entries(games)) {
    it(`${id}: ${game.minSeats}–${game.maxSeats} seats`, () => {
      for (let seats = game.minSeats; seats <= game.maxSeats; seats++) {
        const s = game.setup(seats, game.defaultOptions(), createRng(`${id}-${seats}`));
        expect(game.pending(s).length).toBeGreaterThan(0);
      }
      for (const seats of [0, 1, game.minSeats - 1, game.maxSeats + 1, 2.5].filter((n) => n < game.minSeats || n > game.maxSeats || !Number.isInteger(n))) {
        expect(() => game.setup(seats, game.defaultOptions(), createRng('x')), `${seats} seats`).toThrow();
      }
    });
  }
});
