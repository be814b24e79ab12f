// Computers, Max, Rat and the helpers for the UI: moveValue ("Punkte vorher → nachher"), the
// legal moves, what each objective wants next — all from a seat's view only.
import { describe, expect, it } from 'vitest';
import { createRng, stepRng } from '@games/core/rng';
import { isRuleError } from '@games/core/types';
import type { BotLevel } from '@games/core/types';
import { album } from '@games/album';
import { choose } from '@games/album/bots';
import { maxMove, maxSlots } from '@games/album/max';
import { legalMoves, moveValue, objectiveGains, seriesWants } from '@games/album/hints';
import { validate } from '@games/album/rules/moves';
import type { AlbumState } from '@games/album/types';
import { pics, table } from './helpers';

function playOut(levels: (BotLevel | 'max')[], seed: string): AlbumState {
  let state = album.setup(levels.length, album.defaultOptions(), stepRng(seed, 0, 'setup'));
  let seq = 0;
  while (!album.isOver(state)) {
    const seat = album.pending(state)[0];
    seq++;
    const move = album.validate(state, seat, choose(album.view(state, seat), levels[seat], stepRng(seed, seq, `bot:${seat}`)));
    if (isRuleError(move)) throw new Error(`${levels[seat]}: ${move.message}`);
    state = album.apply(state, seat, move, stepRng(seed, seq)).state;
  }
  return state;
}

describe('Max (Rekordjagd)', () => {
  it('takes the first two pictures scanning the columns left to right, top before bottom', () => {
    expect(maxSlots([5, 6, 7, 8, 9, 10])).toEqual([0, 1]);
    expect(maxSlots([null, 6, 7, 8, 9, 10])).toEqual([1, 2]);
    expect(maxSlots([null, null, null, 8, null, 10])).toEqual([3, 5]);
    expect(maxMove({ market: [null, null, null, null, 9, null] })).toEqual({ type: 'pictures', slots: [4] });
  });

  it('never takes an objective, so he ends with pictures only', () => {
    const s = playOut(['normal', 'max'], 'max-game');
    const maxAlbum = s.results[0].albums[1];
    expect(maxAlbum.objectives).toEqual([]);
    expect(maxAlbum.pictures.length).toBeGreaterThan(0);
  });
});

describe('computers', () => {
  it('leicht, normal and stark play whole games with legal moves at 2–6 seats', () => {
    const levels: BotLevel[] = ['leicht', 'normal', 'stark'];
    for (let seats = 2; seats <= 6; seats++) {
      const s = playOut(Array.from({ length: seats }, (_, i) => levels[i % 3]), `bots-${seats}`);
      expect(s.phase).toBe('over');
    }
  });

  it('leicht takes the move with the biggest immediate gain', () => {
    // Seat 0 holds "+3 je Flieger" (card 0); the market offers two Flieger (ids 18, 19).
    const s = table(2, [[40, 41], [42, 43], [44, 45]], [18, 60, 19, 61, 80, 81], [
      { pictures: [], objectives: [0] }, { pictures: [], objectives: [] },
    ]);
    const move = choose(album.view(s, 0), 'leicht', createRng('l'));
    expect(move).toMatchObject({ type: 'pictures', slots: [0, 2] });
  });

  it('normal flips an objective that can bring nothing any more', () => {
    // Card 1: "+3 je Ritterburg, −1 je Flieger". The last two pictures are Flieger (18, 20): kept,
    // the objective would cost 2 points; flipped, it is one more picture and costs nothing.
    const s = table(2, [[], [], []], [18, 20, null, null, null, null], [
      { pictures: pics([0, 0, 2, 0, 0, 0]), objectives: [1] }, { pictures: [], objectives: [] },
    ]);
    const move = choose(album.view(s, 0), 'normal', createRng('n'));
    expect(isRuleError(validate(s, 0, move))).toBe(false);
    expect(move.flip).toBe(1);
  });

  it('normal beats leicht more often than not heads-up', () => {
    let wins = 0;
    const games = 40;
    for (let i = 0; i < games; i++) {
      const normalSeat = i % 2;
      const levels: BotLevel[] = normalSeat === 0 ? ['normal', 'leicht'] : ['leicht', 'normal'];
      const out = album.outcome(playOut(levels, `strength-${i}`));
      if (out.seats[normalSeat].place === 1) wins++;
    }
    expect(wins / games).toBeGreaterThan(0.5);
  });

  it('the computer refuses to move for a seat not on turn', () => {
    const s = table(2, [[40], [41], [42]], [1, 2, 3, 4, 5, 6]);
    expect(() => choose(album.view(s, 1), 'normal', createRng('x'))).toThrow();
  });
});

describe('Rat', () => {
  it('suggests a legal move with "Punkte vorher → nachher" and a reason', () => {
    const s = table(2, [[40, 41], [42, 43], [44, 45]], [18, 60, 19, 61, 80, 81], [
      { pictures: pics([0, 1, 0, 0, 0, 0]), objectives: [0] }, { pictures: [], objectives: [] },
    ]);
    const advice = album.advise!(album.view(s, 0), createRng('rat'));
    expect(isRuleError(validate(s, 0, advice.move))).toBe(false);
    expect(advice.reason.params.before).toBe(3);
    expect(advice.reason.params.after).toBe(moveValue(album.view(s, 0), advice.move).after);
    expect(advice.reason.code).toBe('album_advice');
  });
});

describe('helpers for the table', () => {
  const s = table(3, [[40, 41], [], [44]], [18, null, 19, 61, 80, null], [
    { pictures: pics([0, 1, 0, 0, 0, 0]), objectives: [0, 1] }, { pictures: [], objectives: [] }, { pictures: [], objectives: [] },
  ], { onlyNew: true });

  it('legal moves: pile takes, picture pairs, flips per the house rule; only on turn', () => {
    const v = album.view(s, 0);
    const moves = legalMoves(v);
    // 2 piles × (no flip + flip the new one) + C(4, 2) picture pairs (no flip allowed: "nur neuen").
    expect(moves).toHaveLength(2 * 2 + 6);
    for (const m of moves) expect(isRuleError(validate(s, 0, m))).toBe(false);
    expect(legalMoves(album.view(s, 1))).toEqual([]);
    expect(legalMoves(album.view(s, 'spectator'))).toEqual([]);
  });

  it('moveValue: points before → after for the seat on turn', () => {
    const v = album.view(s, 0);
    // Card 0: +3 je Flieger; card 1: +3 je Ritterburg, −1 je Flieger. One Flieger now: 3 − 1 = 2.
    expect(moveValue(v, { type: 'pictures', slots: [0, 2] })).toEqual({ before: 2, after: 6 });
    expect(moveValue(v, { type: 'take', pile: 0, flip: 40 })).toEqual({ before: 2, after: 2 });
  });

  it('what each objective wants next, and the series slots: how many want / are hurt', () => {
    const v = album.view(s, 0);
    const gains = objectiveGains(v, 0);
    expect(gains[0]).toEqual({ card: 0, gains: [0, 3, 0, 0, 0, 0] });
    expect(gains[1]).toEqual({ card: 1, gains: [0, -1, 0, 3, 0, 0] });
    expect(seriesWants(v, 0)).toEqual({ want: [0, 1, 0, 1, 0, 0], hurt: [0, 1, 0, 0, 0, 0] });
  });
});

describe('the Game object', () => {
  it('describes moves and public events for the log, and puts every round in the outcome', () => {
    const s = table(2, [[40, 41], [42], [44]], [1, 20, 3, 4, 95, 6]);
    expect(album.describeMove!(s, 0, { type: 'take', pile: 0 })).toEqual({ code: 'album_take', params: { seat: 0, pile: 0, card: 40 } });
    // Pictures by their series (Flieger, Wildtiere): their backs stay hidden. The flip is an objective.
    expect(album.describeMove!(s, 0, { type: 'pictures', slots: [1, 4], flip: 9 })).toEqual({ code: 'album_pictures', params: { seat: 0, flip: 9, series: '1,5' } });
    expect(album.describeEvent!({ to: 'all', type: 'pile_moved', fromPile: 2, toPile: 0, count: 3 })).toEqual({ code: 'album_pile_moved', params: { from: 2, to: 0, count: 3 } });
    expect(album.describeEvent!({ to: 'all', type: 'refill', slot: 1, series: 0 })).toBeNull();
    const over = playOut(['normal', 'leicht', 'leicht'], 'outcome');
    const out = album.outcome(over);
    expect(out.seats.map((x) => x.place).sort()).toEqual([1, 2, 3]);
    expect((out.detail as { results: unknown[] }).results).toHaveLength(1);
    for (const x of out.seats) expect(x.leaderboard).toBe([30, 15, 5][x.place - 1] + Math.max(0, x.points));
  });
});
