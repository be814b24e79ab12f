// Speedkleister, the rule book sentence by sentence: the scenarios rules.test.ts leaves out — a
// brush counts as a poster for "gleich viele", your own column is never checked, each column only
// once (the group that moves up stays even when it could be covered), and "muss kleben".
import { describe, expect, it } from 'vitest';
import { createRng } from '@games/core/rng';
import type { RuleError, Seat } from '@games/core/types';
import { isRuleError } from '@games/core/types';
import { covers, makeGroup } from '@games/kleister/rules/cards';
import { apply, pending, validate } from '@games/kleister/rules/moves';
import { defaultOptions } from '@games/kleister/rules/options';
import type { Group, KleisterState } from '@games/kleister/types';
import { kleister } from '@games/kleister';

const g = (...cards: number[]): Group => makeGroup(cards);

function make(hands: number[][], columns: Group[][], turn: Seat = 0): KleisterState {
  const seats = hands.length;
  return {
    options: defaultOptions(), seats, roundNo: 0, phase: 'play', starter: 0, turn,
    hands: hands.map((h) => h.slice().sort((a, b) => a - b)), columns,
    cart: [1, 2, 3, 4, 5, 6], press: [7, 7, 7, 7, 7, 7], waste: [],
    played: null, covers: [], coverIndex: 0, cover: null, draw: null,
    lastAction: new Array(seats).fill(null), results: [], ready: new Array(seats).fill(false),
  };
}

function act(state: KleisterState, move: unknown, seat: Seat = pending(state)[0]) {
  const m = validate(state, seat, move);
  if (isRuleError(m)) throw new Error(`rejected: ${m.error}`);
  return apply(state, seat, m, createRng('book'));
}

describe('Eine Bürste passt zu jedem Plakat: it counts in "gleich viele Plakate"', () => {
  it('eight + brush (two posters, value 8) covers two sixes; two eights cover six + brush', () => {
    expect(covers(g(8, 0), g(6, 6))).toBe(true);
    expect(covers(g(8, 8), g(6, 0))).toBe(true);
  });

  it('eight + brush does not cover three sixes, nor a single six', () => {
    expect(covers(g(8, 0), g(6, 6, 6))).toBe(false);
    expect(covers(g(8, 0), g(6))).toBe(false);
  });

  it('brushes alone (Sonderausgabe) cover the same number of Luftschiffe (13)', () => {
    expect(covers(g(0, 0), g(13, 13))).toBe(true);
    expect(covers(g(13, 13), g(0, 0))).toBe(false);
  });

  it('in play: a group with a brush covers and the covered player later draws as many (two)', () => {
    let s = act(make([[8, 0, 3], [1, 2], [4, 5]], [[], [g(6, 6)], []]), { type: 'play', cards: [8, 0] }).state;
    expect(s.covers).toEqual([1]);
    s = act(s, { type: 'take' }).state;
    expect(s.draw).toEqual({ seat: 1, left: 2 });
  });
});

describe('die anderen Säulen werden geprüft', () => {
  it('your own column is never covered, even by a group of the same size and higher value', () => {
    const s = act(make([[8, 8, 3], [1], [2]], [[g(5, 5)], [], []]), { type: 'play', cards: [8, 8] }).state;
    expect(s.covers).toEqual([]);
    expect(s.columns[0]).toEqual([g(5, 5), g(8, 8)]);
    expect(s.turn).toBe(1);
  });

  it('"jeder Mitspieler höchstens einmal": the group that moves up is not checked again', () => {
    let s = act(make([[8, 8, 3], [1], [2]], [[], [g(6, 6), g(5, 5)], []]), { type: 'play', cards: [8, 8] }).state;
    expect(s.covers).toEqual([1]);
    s = act(s, { type: 'leave' }).state;
    s = act(s, { type: 'toHand' }).state;
    expect(s.phase).toBe('play');
    expect(s.turn).toBe(1);
    expect(s.columns[1]).toEqual([g(6, 6)]);
  });

  it('"Das ist Pflicht": every coverable column is covered; there is no move to spare one', () => {
    const s = act(make([[8, 8, 3], [1], [2]], [[], [g(6, 6)], [g(7, 7)]]), { type: 'play', cards: [8, 8] }).state;
    expect(s.covers).toEqual([1, 2]);
    expect((validate(s, 0, { type: 'pass' }) as RuleError).error).toBe('bad_move');
  });
});

describe('Wer dran ist, muss kleben', () => {
  it('no draw and no pass instead of a play', () => {
    const s = make([[8, 3], [1], [2]], [[], [], []]);
    expect((validate(s, 0, { type: 'draw', from: 'press' }) as RuleError).error).toBe('wrong_phase');
    expect((validate(s, 0, { type: 'pass' }) as RuleError).error).toBe('bad_move');
    expect((validate(s, 0, { type: 'play', cards: [] }) as RuleError).error).toBe('empty_group');
  });

  it('the last hand card may be a brush alone (Sonderausgabe): the round ends at once, nothing covered', () => {
    const r = act(make([[0], [1, 2], [4, 5]], [[], [g(13)], []]), { type: 'play', cards: [0] });
    expect(r.state.covers).toEqual([]);
    expect(r.state.columns[1]).toEqual([g(13)]);
    expect(r.state.results[0]).toMatchObject({ reason: 'hand_empty', emptied: 0 });
  });
});

describe('Spielarten (the Game\'s modes)', () => {
  it('zwei bis fünf; Freie Partie 1–4 Computer; Tagesplakat: drei starke, ein Durchgang, Grundregeln; Rekordjagd: fünf Durchgänge gegen drei', () => {
    expect([kleister.minSeats, kleister.maxSeats]).toEqual([2, 5]);
    expect(kleister.soloComputers).toEqual({ min: 1, max: 4 });
    expect(kleister.daily).toMatchObject({ computers: 3, level: 'stark', options: defaultOptions() });
    expect(defaultOptions().rounds).toBe(1);
    expect(kleister.recordHunt).toMatchObject({ computers: 3, levels: ['leicht', 'normal', 'stark'], options: { ...defaultOptions(), rounds: 5 } });
  });
});
