// The normal computer ("plant die Sammlung bis zum Ende"): the plan's value (plan.ts) and the
// choices it leads to — pictures in hand beat objectives whose pictures are only hoped for, the
// last turns grab points now, a dead objective is flipped — and its edge over leicht.
import { describe, expect, it } from 'vitest';
import { createRng, stepRng } from '@games/core/rng';
import type { BotLevel } from '@games/core/types';
import { isRuleError } from '@games/core/types';
import { album } from '@games/album';
import { choose } from '@games/album/bots';
import { judgeMoves } from '@games/album/bots/normal';
import { project } from '@games/album/bots/plan';
import { moveValue } from '@games/album/hints';
import { scoreCounts } from '@games/album/rules/scoring';
import { validate } from '@games/album/rules/moves';
import { pics, table } from './helpers';

const FULL_CAP = [9, 9, 9, 9, 9, 9];
const NO_OTHERS = [[0, 0, 0, 0, 0, 0]];

describe('the collection plan', () => {
  it('with no pictures to come, the plan is the exact score', () => {
    // Card 0: +3 je Flieger; card 7: Paar Flieger + Dampflok (+5); card 14: gleich viele.
    const counts = [1, 2, 1, 0, 0, 3];
    const p = project([0, 7, 14], counts, 0, FULL_CAP, NO_OTHERS);
    expect(p.value).toBe(scoreCounts([0, 7, 14], counts, NO_OTHERS).total);
  });

  it('counts the pictures to come only in part: more than today, less than the ideal projection', () => {
    const counts = [0, 1, 0, 0, 0, 0];
    const exact = scoreCounts([0], counts, NO_OTHERS).total;
    const full = project([0], counts, 4, FULL_CAP, NO_OTHERS, { trust: 1, pictureWorth: 0, horizon: 12 }).value;
    const planned = project([0], counts, 4, FULL_CAP, NO_OTHERS, { trust: 0.6, pictureWorth: 0, horizon: 12 }).value;
    expect(full).toBe(exact + 4 * 3);
    expect(planned).toBeGreaterThan(exact);
    expect(planned).toBeLessThan(full);
  });

  it('pictures held are worth something for objectives still to come, less as the round runs out', () => {
    const w = { trust: 0.6, pictureWorth: 2, horizon: 12 };
    const counts = [1, 1, 0, 0, 0, 0];
    expect(project([], counts, 12, FULL_CAP, NO_OTHERS, w).value).toBe(4);
    expect(project([], counts, 6, FULL_CAP, NO_OTHERS, w).value).toBe(2);
    expect(project([], counts, 0, FULL_CAP, NO_OTHERS, w).value).toBe(0);
  });
});

describe('normal: choices', () => {
  it('takes two pictures that score now rather than an objective whose pictures are only hoped for', () => {
    // Early in the round: seat 0 holds "+3 je Flieger" (card 0), the market offers two Flieger
    // (18, 19); pile 1's top is "+3 je Ritterburg" (36), which has no picture yet.
    const piles = [[36, 40, 41, 42, 43, 44, 45, 46, 47, 48], [96, 51, 52, 53, 54, 55, 56, 57, 58, 59], [98, 61, 62, 63, 64, 65, 66, 67, 68, 69]];
    const s = table(2, piles, [18, 19, 90, 91, 70, 71], [{ pictures: [], objectives: [0] }, { pictures: [], objectives: [] }]);
    for (const seed of ['a', 'b', 'c']) {
      expect(choose(album.view(s, 0), 'normal', createRng(seed))).toEqual({ type: 'pictures', slots: [0, 1] });
    }
  });

  it('on the last turn grabs the most points now, not part credit for a set', () => {
    // The piles are empty, two pictures left after this turn's pair. Seat 0 holds "+3 je Flieger"
    // (card 0) and the Treppe Flieger/Fußball/Dampflok (card 12, one Flieger in the album).
    // Two Flieger (18, 19) bring +6 now; Fußball + Dampflok (72, 36) only start the Treppe.
    const s = table(2, [[], [], []], [18, 72, 19, 36, null, null], [
      { pictures: pics([0, 1, 0, 0, 0, 0]), objectives: [0, 12] }, { pictures: [], objectives: [] },
    ]);
    const v = album.view(s, 0);
    const move = choose(v, 'normal', createRng('end'));
    expect(isRuleError(validate(s, 0, move))).toBe(false);
    const best = Math.max(...judgeMoves(v, 0).map((j) => moveValue(v, j.move).after));
    expect(moveValue(v, move).after).toBe(best);
  });

  it('rates every legal base move and flips only its own or the taken objective', () => {
    const s = table(2, [[36, 40], [96, 51], [98, 61]], [18, 19, 90, 91, 70, 71], [
      { pictures: pics([1, 0, 0, 1, 0, 0]), objectives: [0, 1] }, { pictures: [], objectives: [] },
    ]);
    const judged = judgeMoves(album.view(s, 0), 0);
    expect(judged.filter((j) => j.move.flip === undefined)).toHaveLength(3 + 15);
    for (const j of judged) expect(isRuleError(validate(s, 0, j.move))).toBe(false);
    for (let i = 1; i < judged.length; i++) expect(judged[i - 1].value).toBeGreaterThanOrEqual(judged[i].value);
  });
});

describe('normal: strength', () => {
  it('beats leicht heads-up over 200 seeded games (seats alternating; about 0.65 over 2,000 in the bench)', () => {
    const games = 200;
    let share = 0;
    for (let i = 0; i < games; i++) {
      const normalSeat = i % 2;
      const levels: BotLevel[] = normalSeat === 0 ? ['normal', 'leicht'] : ['leicht', 'normal'];
      const seed = `normal-strength-${i}`;
      let state = album.setup(2, album.defaultOptions(), stepRng(seed, 0, 'setup'));
      let seq = 0;
      while (!album.isOver(state)) {
        const seat = album.pending(state)[0];
        seq++;
        const move = choose(album.view(state, seat), levels[seat], stepRng(seed, seq, `bot:${seat}`));
        state = album.apply(state, seat, move, stepRng(seed, seq)).state;
      }
      const points = album.outcome(state).seats.map((x) => x.points);
      const mine = points[normalSeat];
      const theirs = points[1 - normalSeat];
      share += mine > theirs ? 1 : mine === theirs ? 0.5 : 0;
    }
    expect(share / games).toBeGreaterThan(0.52);
  });
});
