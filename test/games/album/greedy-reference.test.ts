// The bench's greedy reference player (test/bench/reference/album-greedy.ts, issue 25): over seeded
// games at 2 and 4 seats, with and without "nur neuen", its every move is legal and scores right
// after the move as much as the best legal move (flips included) by the game's own count.
import { describe, expect, it } from 'vitest';
import { createRng } from '@games/core/rng';
import { isRuleError } from '@games/core/types';
import { album } from '@games/album';
import { legalMoves, moveValue } from '@games/album/hints';
import { validate } from '@games/album/rules/moves';
import { albumGreedyChoose } from '../../bench/reference/album-greedy';

describe('album greedy reference', () => {
  for (const [seats, onlyNew] of [[2, false], [4, false], [3, true]] as const) {
    it(`plays legal moves that score most now (${seats} seats${onlyNew ? ', nur neuen' : ''})`, () => {
      const rng = createRng(`greedy-${seats}-${onlyNew}`);
      let state = album.setup(seats, { ...album.defaultOptions(), onlyNew }, rng);
      let moves = 0;
      while (!album.isOver(state)) {
        const seat = album.pending(state)[0];
        const view = album.view(state, seat);
        const move = albumGreedyChoose(view, rng);
        expect(isRuleError(validate(state, seat, move))).toBe(false);
        const best = Math.max(...legalMoves(view).map((m) => moveValue(view, m).after));
        expect(moveValue(view, move).after).toBe(best);
        state = album.apply(state, seat, move, rng).state;
        moves++;
      }
      expect(moves).toBeGreaterThan(10);
    });
  }
});
