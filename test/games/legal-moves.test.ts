// Every game's legalMoves(view): each listed move is legal, and a seat that owes a decision always
// has one — the table host plays a random one of them when a computer keeps failing.
import { describe, expect, it } from 'vitest';
import { createRng, stepRng } from '@games/core/rng';
import { isRuleError } from '@games/core/types';
import { games } from '@games/index';

for (const [id, game] of Object.entries(games)) {
  describe(`${id}: legalMoves`, () => {
    it('lists only legal moves, and never none for a seat that owes a decision', () => {
      for (let g = 0; g < 12; g++) {
        const seats = game.minSeats + (g % (game.maxSeats - game.minSeats + 1));
        const seed = `legal-${id}-${g}`;
        let state = game.setup(seats, game.defaultOptions(), stepRng(seed, 0, 'setup'));
        const rng = createRng(seed);
        for (let seq = 1; seq < 3000 && game.pending(state).length > 0; seq++) {
          const seat = rng.pick(game.pending(state));
          const moves = game.legalMoves!(game.view(state, seat));
          expect(moves.length, `seat ${seat} owes a decision at step ${seq}`).toBeGreaterThan(0);
          for (const m of moves.slice(0, 40)) {
            const checked = game.validate(state, seat, m);
            if (isRuleError(checked)) throw new Error(`${id}: listed move ${JSON.stringify(m)} refused: ${checked.error}`);
          }
          state = game.apply(state, seat, game.validate(state, seat, rng.pick(moves)), stepRng(seed, seq)).state;
        }
        expect(game.isOver(state)).toBe(true);
      }
    });
  });
}
