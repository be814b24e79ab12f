// Speedkleister rules: groups and brushes, covering (the rule book's example), the decisions of a
// turn (take / leave → hand / waste, card-by-card draws), the cart refill, both ends, validation.
import { describe, expect, it } from 'vitest';
import { createRng } from '@games/core/rng';
import type { GameEvent, RuleError, Seat } from '@games/core/types';
import { isRuleError } from '@games/core/types';
import { covers, playableGroups } from '@games/kleister/rules/cards';
import { apply, pending, validate } from '@games/kleister/rules/moves';
import type { Group, KleisterState } from '@games/kleister/types';
import { view } from '@games/kleister/view';
import { g, playState as make } from './helpers';

/** Validates and applies a move of the pending seat, collecting events. */
function act(state: KleisterState, move: unknown, seat: Seat = pending(state)[0]): { state: KleisterState; events: GameEvent[] } {
  const m = validate(state, seat, move);
  if (isRuleError(m)) throw new Error(`rejected: ${m.error}`);
  return apply(state, seat, m, createRng('t'));
}

function err(state: KleisterState, seat: Seat, move: unknown): string {
  const r = validate(state, seat, move);
  expect(isRuleError(r)).toBe(true);
  return (r as RuleError).error;
}

const types = (events: GameEvent[]) => events.map((e) => e.type);

describe('groups and brushes', () => {
  it('a brush fits any rank and takes its value: two eights and a brush are three eights', () => {
    const grp = g(8, 0, 8);
    expect(grp).toEqual({ value: 8, cards: [0, 8, 8] });
    expect(covers(grp, g(7, 7, 7))).toBe(true);
    expect(covers(grp, g(7, 7))).toBe(false);
  });

  it('brushes alone are the Sonderausgabe: value 14, above the 13, never covered', () => {
    const special = g(0, 0);
    expect(special.value).toBe(14);
    expect(covers(special, g(13, 13))).toBe(true);
    expect(covers(g(13, 13), special)).toBe(false);
    expect(covers(g(13, 0), special)).toBe(false);
    expect(covers(g(0, 0), special)).toBe(false);
  });

  it('a hand offers every rank with 1…all copies and 0…all brushes, and brushes alone', () => {
    const plays = playableGroups([0, 3, 3, 9]);
    const keys = plays.map((p) => p.cards.join(''));
    expect(keys.sort()).toEqual(['0', '03', '033', '09', '3', '33', '9'].sort());
  });
});

describe('covering: the rule book example', () => {
  // You are seat 0; Grete seat 1 shows two sixes, Paul seat 2 two elevens.
  const columns = (grete: Group) => [[], [grete], [g(11, 11)]];
  const hands = [[8, 8, 2], [1, 2], [3, 4]];

  it("two eights cover Grete's two sixes but not Paul's two elevens", () => {
    const r = act(make({ hands, columns: columns(g(6, 6)) }), { type: 'play', cards: [8, 8] });
    expect(r.state.covers).toEqual([1]);
    expect(r.state.phase).toBe('decide');
    expect(r.state.cover).toEqual({ coverer: 0, seat: 1, group: g(6, 6), by: g(8, 8) });
    expect(pending(r.state)).toEqual([0]);
    expect(r.events).toContainEqual({ to: 'all', type: 'cover', coverer: 0, seat: 1, group: g(6, 6), by: g(8, 8) });
    expect(r.state.lastAction[0]).toEqual({ type: 'play', group: g(8, 8), covered: [1] });
    // Everyone sees the cover in progress and who owes the decision; the torn sixes lie open.
    const v = view(r.state, 2);
    expect(v.cover).toEqual(r.state.cover);
    expect(v.owes).toBe(0);
    expect(v.hidden[6]).toBe(8 - 2 - 1); // the torn two and the 6 in the cart
  });

  it('three sixes would be safe: the count must match exactly', () => {
    const r = act(make({ hands, columns: columns(g(6, 6, 6)) }), { type: 'play', cards: [8, 8] });
    expect(r.state.covers).toEqual([]);
    expect(r.state.phase).toBe('play');
    expect(r.state.turn).toBe(1);
  });

  it('equal value does not cover; only the top group counts', () => {
    const s = make({ hands: [[8, 8, 2], [1], [1]], columns: [[], [g(8, 8)], [g(5, 5), g(12, 12)]] });
    expect(act(s, { type: 'play', cards: [8, 8] }).state.covers).toEqual([]);
  });

  it('a Sonderausgabe on a column is never covered, even by brushes', () => {
    const s = make({ hands: [[0, 0, 13, 13, 5], [1], [1]], columns: [[], [g(0, 0)], [g(0, 13)]] });
    expect(act(s, { type: 'play', cards: [13, 13] }).state.covers).toEqual([]);
    const r = act(s, { type: 'play', cards: [0, 0] });
    expect(r.state.covers).toEqual([2]);
  });
});

describe('covering order with several columns', () => {
  // Seat 2 plays two nines: seats 3, 0 and 1 all show two lower cards.
  const start = () => make({
    hands: [[1, 1], [2, 2], [9, 9, 5], [3, 3]],
    columns: [[g(4, 4)], [g(12), g(5, 5)], [], [g(3, 3)]],
    turn: 2,
    cart: [10, 10, 10, 10, 10, 10],
  });

  it('checks clockwise from the next player, each column once, resolving each before the next', () => {
    let s = act(start(), { type: 'play', cards: [9, 9] }).state;
    expect(s.covers).toEqual([3, 0, 1]);
    // First seat 3: only its column has lost its top group so far.
    expect(s.cover!.seat).toBe(3);
    expect(s.columns[3]).toEqual([]);
    expect(s.columns[0]).toEqual([g(4, 4)]);
    // Seat 2 leaves; seat 3 takes the sixes back (no draw): on to seat 0.
    s = act(s, { type: 'leave' }).state;
    expect(s.phase).toBe('return');
    expect(pending(s)).toEqual([3]);
    s = act(s, { type: 'toHand' }).state;
    expect(s.hands[3]).toEqual([3, 3, 3, 3]);
    expect(s.cover!.seat).toBe(0);
    expect(pending(s)).toEqual([2]);
    // Seat 2 takes seat 0's fours; seat 0 draws two, card by card.
    s = act(s, { type: 'take' }).state;
    expect(s.hands[2]).toEqual([4, 4, 5]);
    expect(s.phase).toBe('draw');
    expect(s.draw).toEqual({ seat: 0, left: 2 });
    expect(pending(s)).toEqual([0]);
    s = act(s, { type: 'draw', from: 'cart', slot: 0 }).state;
    expect(s.draw).toEqual({ seat: 0, left: 1 });
    s = act(s, { type: 'draw', from: 'press' }).state;
    expect(s.hands[0]).toEqual([1, 1, 7, 10]);
    // Then seat 1: the group below (a 12) moves up after the fives are torn off.
    expect(s.cover!.seat).toBe(1);
    expect(s.columns[1]).toEqual([g(12)]);
    // The cart slot emptied during seat 0's draws stays empty until the whole turn is resolved.
    expect(s.cart[0]).toBeNull();
    s = act(s, { type: 'leave' }).state;
    const end = act(s, { type: 'toWaste' });
    expect(end.state.waste).toEqual([5, 5]);
    expect(end.state.draw).toEqual({ seat: 1, left: 2 });
    expect(pending(end.state)).toEqual([1]);
    let last = act(end.state, { type: 'draw', from: 'press' });
    expect(last.state.cart[0]).toBeNull();
    last = act(last.state, { type: 'draw', from: 'press' });
    expect(types(last.events)).toEqual(['draw', 'press_card', 'refill']);
    expect(last.state.cart[0]).not.toBeNull();
    expect(last.state.turn).toBe(3);
    expect(last.state.lastAction[2]).toEqual({ type: 'leave', from: 1, group: g(5, 5) });
    expect(last.state.lastAction[1]).toEqual({ type: 'draw', cart: [], press: 2 });
  });
});

describe('take, leave, hand, waste and the draws', () => {
  const covered = () => act(make({
    hands: [[8, 8, 2], [1, 2], [3, 4]],
    columns: [[], [g(6, 0)], []],
    cart: [10, null, 11, 12, 13, 1],
    press: [5, 6, 7, 9],
  }), { type: 'play', cards: [8, 8] }).state;

  it('take: the torn cards go to the coverer, the covered player draws as many', () => {
    const r = act(covered(), { type: 'take' });
    expect(r.state.hands[0]).toEqual([0, 2, 6]);
    expect(r.state.columns[1]).toEqual([]);
    expect(r.state.draw).toEqual({ seat: 1, left: 2 });
    expect(r.events).toEqual([{ to: 'all', type: 'take', seat: 0, from: 1, group: g(0, 6) }]);
    expect(r.state.lastAction[0]).toEqual({ type: 'take', from: 1, group: g(0, 6) });
  });

  it('a draw from the cart is public; from the press only the drawer learns the card', () => {
    let r = act(act(covered(), { type: 'take' }).state, { type: 'draw', from: 'cart', slot: 2 });
    expect(r.events).toEqual([{ to: 'all', type: 'draw', seat: 1, from: 'cart', slot: 2, card: 11 }]);
    expect(r.state.cart).toEqual([10, null, null, 12, 13, 1]);
    r = act(r.state, { type: 'draw', from: 'press' });
    expect(r.events.slice(0, 2)).toEqual([
      { to: 'all', type: 'draw', seat: 1, from: 'press' },
      { to: [1], type: 'press_card', seat: 1, card: 5 },
    ]);
    expect(r.state.hands[1]).toEqual([1, 2, 5, 11]);
    expect(r.state.lastAction[1]).toEqual({ type: 'draw', cart: [11], press: 1 });
  });

  it('the cart is refilled only after all covers of the turn, in slot order, then the next player', () => {
    let s = act(covered(), { type: 'take' }).state;
    s = act(s, { type: 'draw', from: 'cart', slot: 0 }).state;
    // Still inside the turn: the emptied slots stay empty.
    expect(s.cart).toEqual([null, null, 11, 12, 13, 1]);
    const r = act(s, { type: 'draw', from: 'cart', slot: 5 });
    expect(r.events.map((e) => e.type)).toEqual(['draw', 'refill']);
    expect(r.events[1]).toEqual({ to: 'all', type: 'refill', cards: [{ slot: 0, card: 5 }, { slot: 1, card: 6 }, { slot: 5, card: 7 }] });
    expect(r.state.cart).toEqual([5, 6, 11, 12, 13, 7]);
    expect(r.state.press).toEqual([9]);
    expect(r.state.phase).toBe('play');
    expect(r.state.turn).toBe(1);
    expect(r.state.cover).toBeNull();
  });

  it('leave → back to the hand: no drawing', () => {
    let s = act(covered(), { type: 'leave' }).state;
    expect(s.phase).toBe('return');
    expect(pending(s)).toEqual([1]);
    const r = act(s, { type: 'toHand' });
    expect(r.state.hands[1]).toEqual([0, 1, 2, 6]);
    expect(r.state.hands[0]).toEqual([2]);
    expect(r.state.phase).toBe('play');
    expect(r.state.turn).toBe(1);
    expect(types(r.events)).toEqual(['to_hand', 'refill']);
    s = r.state;
    expect(s.lastAction[1]).toEqual({ type: 'toHand', group: g(0, 6) });
  });

  it('leave → to the waste: the covered player draws as many', () => {
    const s = act(act(covered(), { type: 'leave' }).state, { type: 'toWaste' }).state;
    expect(s.waste).toEqual([0, 6]);
    expect(s.draw).toEqual({ seat: 1, left: 2 });
    expect(s.hands[1]).toEqual([1, 2]);
  });

  it('the group below becomes the top group after a cover', () => {
    const s = act(make({ hands: [[8, 8, 2], [1], [1]], columns: [[], [g(13, 13, 13), g(6, 6)], []] }), { type: 'play', cards: [8, 8] }).state;
    expect(s.columns[1]).toEqual([g(13, 13, 13)]);
    expect(view(s, 2).columns[1]).toEqual([g(13, 13, 13)]);
  });
});

describe('the end of a round', () => {
  it('ends at once when a player plays the last hand card: nothing is covered', () => {
    const s = make({ hands: [[9, 9], [1, 2], [3]], columns: [[], [g(4, 4)], []], options: { rounds: 3 } });
    const r = act(s, { type: 'play', cards: [9, 9] });
    expect(r.state.phase).toBe('between');
    expect(r.state.covers).toEqual([]);
    expect(r.state.columns[1]).toEqual([g(4, 4)]);
    expect(r.events[0]).toEqual({ to: 'all', type: 'play', seat: 0, group: g(9, 9), covers: [], last: true });
    expect(r.state.results).toHaveLength(1);
    expect(r.state.results[0]).toMatchObject({ reason: 'hand_empty', emptied: 0, scores: [2, 2 - 2, -1] });
    expect(pending(r.state)).toEqual([0, 1, 2]);
  });

  it('ends at once when press and cart are empty, even in the middle of a draw', () => {
    const s = make({
      hands: [[8, 8, 2], [1, 2], [3, 4]],
      columns: [[], [g(6, 6)], []],
      cart: [null, 10, null, null, null, null],
      press: [],
      options: { rounds: 1 },
    });
    let t = act(s, { type: 'play', cards: [8, 8] }).state;
    t = act(t, { type: 'take' }).state;
    expect(t.draw).toEqual({ seat: 1, left: 2 });
    const r = act(t, { type: 'draw', from: 'cart', slot: 1 });
    expect(r.state.phase).toBe('over');
    expect(pending(r.state)).toEqual([]);
    expect(r.state.hands[1]).toEqual([1, 2, 10]);
    expect(r.events.at(-1)).toEqual({ to: 'all', type: 'round_end', roundNo: 0, reason: 'stock_empty', emptied: null, scores: [2 - 3, -3, -2] });
  });

  it('ends when the very last press card is drawn with the cart already empty', () => {
    const s = make({
      hands: [[8, 8, 2], [1, 2], [3, 4]],
      columns: [[], [g(6, 6)], [g(7, 7)]],
      cart: [null, null, null, null, null, null],
      press: [5, 5, 5],
    });
    let t = act(s, { type: 'play', cards: [8, 8] }).state;
    expect(t.covers).toEqual([1, 2]);
    t = act(act(t, { type: 'leave' }).state, { type: 'toWaste' }).state;
    t = act(t, { type: 'draw', from: 'press' }).state;
    t = act(t, { type: 'draw', from: 'press' }).state;
    expect(t.cover!.seat).toBe(2);
    t = act(t, { type: 'take' }).state;
    const r = act(t, { type: 'draw', from: 'press' });
    expect(r.state.phase).toBe('over');
    expect(r.state.results[0].reason).toBe('stock_empty');
  });
});

describe('validation: bad input gets a clear error and changes nothing', () => {
  const s = make({ hands: [[0, 5, 5, 9], [1, 2], [3, 4]], columns: [[], [g(6, 6)], []] });

  it('play errors', () => {
    expect(err(s, 0, { type: 'play', cards: [] })).toBe('empty_group');
    expect(err(s, 0, { type: 'play', cards: [5, 9] })).toBe('mixed_ranks');
    expect(err(s, 0, { type: 'play', cards: [5, 5, 5] })).toBe('not_in_hand');
    expect(err(s, 0, { type: 'play', cards: [0, 0] })).toBe('not_in_hand');
    expect(err(s, 0, { type: 'play', cards: [14] })).toBe('bad_card');
    expect(err(s, 0, { type: 'play', cards: [5.5] })).toBe('bad_card');
    expect(err(s, 0, { type: 'play', cards: '5' })).toBe('bad_move');
    expect(err(s, 0, { type: 'play', cards: [5], extra: 1 })).toBe('bad_move');
    expect(err(s, 0, { type: 'fly' })).toBe('bad_move');
    expect(err(s, 0, null)).toBe('bad_move');
    expect(err(s, 0, [1])).toBe('bad_move');
    expect(err(s, 1, { type: 'play', cards: [1] })).toBe('not_your_turn');
    expect(err(s, 0, { type: 'take' })).toBe('wrong_phase');
    expect(err(s, 0, { type: 'draw', from: 'press' })).toBe('wrong_phase');
    expect(err(s, 0, { type: 'continue' })).toBe('wrong_phase');
    expect(validate(s, 0, { type: 'play', cards: [5, 0, 5] })).toEqual({ type: 'play', cards: [0, 5, 5] });
  });

  it('bad_move names the field at fault in params (PROTOCOL §4a)', () => {
    const params = (input: unknown) => (validate(s, 0, input) as { params?: unknown }).params;
    expect(params({ type: 'play', cards: [5], extra: 1 })).toEqual({ field: 'extra' });
    expect(params({ type: 'play' })).toEqual({ field: 'cards' });
    expect(params({ type: 'play', cards: '5' })).toEqual({ field: 'cards' });
    expect(params({ type: 'draw', from: 'cart' })).toEqual({ field: 'slot' });
    expect(params({ type: 'draw', from: 'press', slot: 1 })).toEqual({ field: 'slot' });
    expect(params({ type: 'draw', from: 'pile' })).toEqual({ field: 'from' });
    expect(params({ type: 'take', group: 1 })).toEqual({ field: 'group' });
    expect(params({ type: 'fly' })).toBeUndefined();
  });

  it('decision and draw errors', () => {
    const c = act(s, { type: 'play', cards: [0, 5] }).state;
    expect(c.phase).toBe('play');
    const d = act(s, { type: 'play', cards: [9, 0] }).state;
    expect(err(d, 1, { type: 'take' })).toBe('not_your_turn');
    expect(err(d, 0, { type: 'toHand' })).toBe('wrong_phase');
    expect(err(d, 0, { type: 'take', now: true })).toBe('bad_move');
    const drawing = act(d, { type: 'take' }).state;
    expect(err(drawing, 1, { type: 'draw', from: 'cart', slot: 6 })).toBe('bad_slot');
    expect(err(drawing, 1, { type: 'draw', from: 'cart', slot: -1 })).toBe('bad_slot');
    expect(err(drawing, 1, { type: 'draw', from: 'cart' })).toBe('bad_move');
    expect(err(drawing, 1, { type: 'draw', from: 'shelf' })).toBe('bad_move');
    expect(err(drawing, 0, { type: 'draw', from: 'press' })).toBe('not_your_turn');
    const emptySlot = act(drawing, { type: 'draw', from: 'cart', slot: 3 }).state;
    expect(err(emptySlot, 1, { type: 'draw', from: 'cart', slot: 3 })).toBe('slot_empty');
    const noPress = { ...emptySlot, press: [] };
    expect(err(noPress, 1, { type: 'draw', from: 'press' })).toBe('press_empty');
  });

  it('between rounds: continue once; the match over: nothing', () => {
    const b = act(make({ hands: [[9], [1], [2]], options: { rounds: 3 } }), { type: 'play', cards: [9] }).state;
    const r = act(b, { type: 'continue' }, 1);
    expect(err(r.state, 1, { type: 'continue' })).toBe('already_ready');
    expect(err(b, 1, { type: 'play', cards: [1] })).toBe('wrong_phase');
    const over = act(make({ hands: [[9], [1], [2]] }), { type: 'play', cards: [9] }).state;
    expect(over.phase).toBe('over');
    expect(err(over, 0, { type: 'continue' })).toBe('game_over');
  });
});
