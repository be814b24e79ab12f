// Game.compare of every game with a daily: its computer's move is exactly Rat's for the same view and
// rng, "the same move" is recognised, and another legal move is valued next to it.
import { describe, expect, it } from 'vitest';
import { applyStep, dealOf } from '@games/core/replay';
import { createRng, stepRng } from '@games/core/rng';
import { isRuleError, type AnyGame, type BotLevel } from '@games/core/types';
import { album } from '@games/album';
import { elster } from '@games/elster';
import { kino } from '@games/kino';
import { kleister } from '@games/kleister';

const games: AnyGame[] = [elster, kleister, album, kino];

/** Up to `count` positions of a daily deal (normal computers everywhere) where seat 0 has a choice. */
function positions(game: AnyGame, seed: string, count: number): unknown[] {
  const options = game.parseOptions(game.daily!.options);
  const seats = game.daily!.computers + 1;
  let state = dealOf(game, options, seats, seed);
  const found: unknown[] = [];
  let own = 0;
  for (let seq = 1; !game.isOver(state) && found.length < count; seq++) {
    const seat = game.pending(state)[0]!;
    const view = game.view(state, seat);
    if (seat === 0 && (game.legalMoves?.(view).length ?? 0) > 1 && own++ % 3 === 1) found.push(view);
    const level: BotLevel = 'normal';
    const move = game.validate(state, seat, game.choose(view, level, stepRng(seed, seq, `bot:${seat}`)));
    if (isRuleError(move)) throw new Error(move.error);
    state = applyStep(game, state, seq, seat, move, seed).state;
  }
  return found;
}

describe('Game.compare', () => {
  for (const game of games) {
    it(`${game.id}: the computer's move is Rat's; the same move is recognised; another is valued beside it`, () => {
      expect(game.compare).toBeDefined();
      const views = positions(game, `compare-hooks-${game.id}`, 3);
      expect(views.length).toBeGreaterThan(0);
      let differing = 0;
      views.forEach((view, i) => {
        const rat = game.advise!(view, createRng(`rat-${i}`)).move;
        const same = game.compare!(view, rat, createRng(`rat-${i}`));
        expect(same.best).toEqual(rat);
        expect(same.same).toBe(true);
        expect(same.chosenValue).toBe(same.bestValue);
        const moves = game.legalMoves!(view).filter((m) => JSON.stringify(m) !== JSON.stringify(rat));
        // The last legal move: for Speedkleister's plays a different group (the same group is listed once).
        const other = moves[moves.length - 1];
        if (other === undefined) return;
        const c = game.compare!(view, other, createRng(`rat-${i}`));
        expect(c.best).toEqual(rat);
        if (c.same) return;
        differing++;
        expect(Number.isFinite(c.bestValue) && Number.isFinite(c.chosenValue)).toBe(true);
      });
      expect(differing).toBeGreaterThan(0);
    });
  }
});
