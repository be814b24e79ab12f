// Rat: exactly stark's choice for the player's own view, with "Punkte vorher → nachher" and why.
import { describe, expect, it } from 'vitest';
import { createRng } from '@games/core/rng';
import { isRuleError } from '@games/core/types';
import { album } from '@games/album';
import { choose } from '@games/album/bots';
import { legalMoves, moveValue } from '@games/album/hints';
import { validate } from '@games/album/rules/moves';
import type { AlbumState } from '@games/album/types';
import { pics, table } from './helpers';

function position(seats: number, onlyNew: boolean, seed: string, steps: number): AlbumState {
  const rng = createRng(seed);
  let state = album.setup(seats, { ...album.defaultOptions(), onlyNew }, rng);
  for (let i = 0; i < steps && !album.isOver(state); i++) {
    const seat = album.pending(state)[0];
    state = album.apply(state, seat, rng.pick(legalMoves(album.view(state, seat))), rng).state;
  }
  return state;
}

describe('Rat', () => {
  it('is exactly stark\'s move for the same view and rng, with before → after and a reason', () => {
    for (const [seats, onlyNew, steps] of [[2, false, 0], [2, true, 9], [3, false, 14], [4, true, 5], [6, false, 30]] as const) {
      const state = position(seats, onlyNew, `rat-${seats}-${steps}`, steps);
      const seat = album.pending(state)[0];
      const view = album.view(state, seat);
      const advice = album.advise!(view, createRng(`r-${steps}`));
      expect(advice.move).toEqual(choose(view, 'stark', createRng(`r-${steps}`)));
      expect(isRuleError(validate(state, seat, advice.move))).toBe(false);
      expect(advice.reason.code).toBe('album_advice');
      const { before, after } = moveValue(view, advice.move);
      expect(advice.reason.params.before).toBe(before);
      expect(advice.reason.params.after).toBe(after);
      expect(['objective', 'pictures', 'flip', 'deny']).toContain(advice.reason.params.why);
      expect(typeof advice.reason.params.planned).toBe('number');
    }
  });

  it('explains a flip: the dead objective becomes a picture, points −2 → 0 instead', () => {
    // Card 1: "+3 je Ritterburg, −1 je Flieger"; the last pictures are two Flieger.
    const s = table(2, [[], [], []], [18, 20, null, null, null, null], [
      { pictures: pics([0, 0, 2, 0, 0, 0]), objectives: [1] }, { pictures: [], objectives: [] },
    ]);
    const advice = album.advise!(album.view(s, 0), createRng('rat-flip'));
    expect(advice.move).toEqual({ type: 'pictures', slots: [0, 1], flip: 1 });
    expect(advice.reason.params).toMatchObject({ before: 0, after: 0, why: 'flip', planned: 0 });
  });

  it('is only for the seat on turn', () => {
    const s = table(2, [[40], [41], [42]], [1, 2, 3, 4, 5, 6]);
    expect(() => album.advise!(album.view(s, 1), createRng('x'))).toThrow();
    expect(() => album.advise!(album.view(s, 'spectator'), createRng('x'))).toThrow();
  });
});
