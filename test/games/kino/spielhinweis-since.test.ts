// A Spielhinweis promises a can that fits when it is given. If another copy of one of the identities
// it may be is played elsewhere afterwards, the can may now be that duplicate: at the second
// Filmriss (a tear ends the Vorstellung) the receiver no longer plays it on the promise; earlier it
// still does, which measured better (DECISIONS, Speedkino: waiting costs more than the rare tear).
import { describe, expect, it } from 'vitest';
import { createRng } from '@games/core/rng';
import { decideFor } from '@games/kino/bots';
import { boardOf, eyeKnowledge } from '@games/kino/bots/model';
import { ownCans } from '@games/kino/bots/eigene';
import { view } from '@games/kino/view';
import type { KinoState } from '@games/kino/types';
import { idAt, move, table } from './helpers';

/** Seat 0's Krimi 1 gets an Akt-1 Spielhinweis; then seat 1 plays its own Krimi 1. */
function position(filmrisse: number): { s: KinoState; can: number } {
  let s = table({
    hands: [['we3', 'lu3', 'ab4', 'li4', 'kr1'], ['we4', 'lu4', 'ab3', 'li3', 'kr1'], ['we2', 'lu2', 'ab2', 'li2', 'kr3']],
    deck: ['kr5', 'we5', 'lu5', 'ab5', 'li5', 'kr4'], batteries: 8, turn: 1,
  });
  const can = idAt(s, 0, 4);
  s = move(s, 1, { type: 'clue', to: 0, akt: 1 }).state;
  expect(s.hands[0].find((c) => c.id === can)).toMatchObject({ mark: 'play' });
  s = move(s, 2, { type: 'clue', to: 1, akt: 1 }).state;
  s = move(s, 0, { type: 'archive', can: idAt(s, 0, 3) }).state;
  s = move(s, 1, { type: 'play', can: idAt(s, 1, 4) }).state; // the Krimi 1 elsewhere: seat 0's is a duplicate now
  expect(s.reels[0]).toBe(1);
  s = move(s, 2, { type: 'archive', can: idAt(s, 2, 0) }).state;
  return { s: { ...s, filmrisse }, can };
}

describe('a Spielhinweis whose identity was played elsewhere since', () => {
  it('is not played on the promise at the second Filmriss', () => {
    const { s, can } = position(2);
    const b = boardOf(view(s, 0));
    const own = ownCans(b, eyeKnowledge(b, 0));
    expect(own.plays).not.toContain(s.hands[0].findIndex((c) => c.id === can));
    expect(decideFor(view(s, 0), 'normal', createRng('since')).move).not.toEqual({ type: 'play', can });
    expect(decideFor(view(s, 0), 'stark', createRng('since')).move).not.toEqual({ type: 'play', can });
  });

  it('is still trusted before it (the measured trade-off)', () => {
    const { s, can } = position(0);
    const b = boardOf(view(s, 0));
    const own = ownCans(b, eyeKnowledge(b, 0));
    expect(own.plays).toContain(s.hands[0].findIndex((c) => c.id === can));
  });
});
