// A Spielhinweis promised a fitting can; then another copy of an identity it may be went in
// elsewhere. Our computers still trust the promise, but a colleague who reads only the printed
// Absprachen cannot be sure any more and waits. Once its owner has passed it over (a turn without
// playing it), a Kollege gives the clue that makes it sure by the clues alone (DECISIONS, Speedkino:
// "a Spielhinweis made sure").
import { describe, expect, it } from 'vitest';
import { createRng } from '@games/core/rng';
import { decideFor } from '@games/kino/bots';
import { boardOf } from '@games/kino/bots/model';
import { view } from '@games/kino/view';
import type { KinoState } from '@games/kino/types';
import { idAt, move, table, WE } from './helpers';

/** Seat 0's Western 1 gets an Akt-1 Spielhinweis; seat 1 then plays its own Krimi 1. */
function position(passOver: boolean): { s: KinoState; can: number } {
  let s = table({
    hands: [['lu3', 'ab4', 'li4', 'kr4', 'we1'], ['we4', 'lu4', 'ab3', 'li3', 'kr1'], ['we2', 'lu2', 'ab2', 'li2', 'kr3']],
    deck: ['kr5', 'we5', 'lu5', 'ab5', 'li5', 'kr2', 'we3'], batteries: 6, turn: 1,
  });
  const can = idAt(s, 0, 4);
  s = move(s, 1, { type: 'clue', to: 0, akt: 1 }).state;
  expect(s.hands[0].find((c) => c.id === can)).toMatchObject({ mark: 'play' });
  s = move(s, 2, { type: 'clue', to: 1, akt: 1 }).state;
  s = move(s, 0, { type: 'archive', can: idAt(s, 0, 2) }).state;
  s = move(s, 1, { type: 'play', can: idAt(s, 1, 4) }).state; // Krimi 1 elsewhere: by the clues, seat 0's may be a duplicate now
  expect(s.reels[0]).toBe(1);
  s = move(s, 2, { type: 'archive', can: idAt(s, 2, 0) }).state;
  if (passOver) s = move(s, 0, { type: 'archive', can: idAt(s, 0, 3) }).state;
  else s = { ...s, turn: 1 };
  return { s, can };
}

describe('a Spielhinweis made doubtful by a copy played elsewhere', () => {
  it('counts as passed over only after its owner moved without playing it', () => {
    expect(boardOf(view(position(false).s, 1)).passedOver?.size).toBe(0);
    const { s, can } = position(true);
    expect([...boardOf(view(s, 1)).passedOver!]).toEqual([can]);
  });

  it('gets the clue that makes it sure from a Kollege', () => {
    const { s, can } = position(true);
    const d = decideFor(view(s, 1), 'normal', createRng('fix'));
    expect(d.move).toEqual({ type: 'clue', to: 0, film: WE });
    const after = move(s, 1, d.move).state.hands[0].find((c) => c.id === can)!;
    expect(after.mask).toBe(1 << (WE * 5)); // Western 1, by the clues alone
  });
});
