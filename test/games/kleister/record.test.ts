// The public record of a round (rules/record.ts): what each seat openly took into its hand and has
// not played since, and the ranks it played since its last hidden draw. It reaches every view alike.
import { describe, expect, it } from 'vitest';
import { createRng } from '@games/core/rng';
import type { Seat } from '@games/core/types';
import { isRuleError } from '@games/core/types';
import { makeGroup } from '@games/kleister/rules/cards';
import { apply, pending, validate } from '@games/kleister/rules/moves';
import { defaultOptions } from '@games/kleister/rules/options';
import { freshRecord } from '@games/kleister/rules/record';
import { setup } from '@games/kleister/rules/setup';
import type { Group, KleisterState } from '@games/kleister/types';
import { view } from '@games/kleister/view';

const g = (...cards: number[]): Group => makeGroup(cards);

function make(hands: number[][], columns: Group[][], cart: (number | null)[], press: number[]): KleisterState {
  const seats = hands.length;
  return {
    options: defaultOptions(), seats, roundNo: 0, phase: 'play', starter: 0, turn: 0,
    hands: hands.map((h) => h.slice().sort((a, b) => a - b)), columns, cart, press, waste: [],
    played: null, covers: [], coverIndex: 0, cover: null, draw: null,
    lastAction: new Array(seats).fill(null), record: freshRecord(seats), results: [], ready: new Array(seats).fill(false),
  };
}

function act(state: KleisterState, move: unknown, seat: Seat = pending(state)[0]): KleisterState {
  const m = validate(state, seat, move);
  if (isRuleError(m)) throw new Error(`rejected: ${m.error}`);
  return apply(state, seat, m, createRng('t')).state;
}

describe('the public record of what went into each hand', () => {
  it('a fresh round starts empty', () => {
    expect(setup(3, defaultOptions(), createRng('r')).record).toEqual({ held: [[], [], []], spent: [[], [], []] });
  });

  it('taken torn cards and open cart draws are held; press draws are not, and clear the played ranks', () => {
    // Seat 0 covers seat 1's [0, 6] with two eights and takes it; seat 1 draws one card open, one hidden.
    let s = make([[8, 8, 2, 3], [1, 2]], [[], [g(6, 0)]], [10, 11, 12, 13, 1, 2], [5, 6, 7, 9]);
    s = act(s, { type: 'play', cards: [8, 8] });
    expect(s.record!.spent).toEqual([[8], []]);
    s = act(s, { type: 'take' });
    expect(s.record!.held).toEqual([[0, 6], []]);
    s = act(s, { type: 'draw', from: 'cart', slot: 1 });
    expect(s.record!.held).toEqual([[0, 6], [11]]);
    // Seat 1 plays the 11 it drew open: no longer held; 11 joins its played ranks (after its press draw).
    s = act(s, { type: 'draw', from: 'press' });
    s = act(s, { type: 'play', cards: [11] });
    expect(s.record!.held).toEqual([[0, 6], []]);
    expect(s.record!.spent).toEqual([[8], [11]]);
  });

  it('playing removes as many open cards of the rank as were played; a press draw clears the played ranks', () => {
    let s = make([[2, 3, 6, 6, 6], [1, 4, 4]], [[g(3)], [g(5)]], [9, 9, 12, 13, 1, 2], [5, 6, 7, 9]);
    s = { ...s, record: { held: [[6, 6], []], spent: [[], [4]] } };
    s = act(s, { type: 'play', cards: [6] }); // one of its two open sixes; covers seat 1's 5
    expect(s.record!.held[0]).toEqual([6]);
    s = act(s, { type: 'leave' });
    s = act(s, { type: 'toWaste' });
    s = act(s, { type: 'draw', from: 'press' });
    expect(s.record!.spent).toEqual([[6], []]);
    expect(s.record!.held[1]).toEqual([]);
  });

  it('every seat and a spectator see the same record', () => {
    let s = make([[8, 8, 2, 3], [1, 2]], [[], [g(6, 0)]], [10, 11, 12, 13, 1, 2], [5, 6, 7, 9]);
    s = act(act(s, { type: 'play', cards: [8, 8] }), { type: 'take' });
    const seen = [view(s, 0).record, view(s, 1).record, view(s, 'spectator').record];
    expect(seen[0]).toEqual({ held: [[0, 6], []], spent: [[8], []] });
    expect(seen[1]).toEqual(seen[0]);
    expect(seen[2]).toEqual(seen[0]);
  });

  it('a state saved before the record existed plays on with an empty one', () => {
    const old = make([[8, 8, 2], [1, 2]], [[], [g(6, 0)]], [10, 11, 12, 13, 1, 2], [5, 6, 7, 9]);
    delete old.record;
    expect(view(old, 0).record).toEqual({ held: [[], []], spent: [[], []] });
    expect(act(act(old, { type: 'play', cards: [8, 8] }), { type: 'take' }).record!.held[0]).toEqual([0, 6]);
  });
});
