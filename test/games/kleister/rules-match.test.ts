// Speedkleister setup, house rules, scoring, rounds and the match outcome, the log lines and the
// legal-move helper.
import { describe, expect, it } from 'vitest';
import { createRng, stepRng } from '@games/core/rng';
import type { Rng } from '@games/core/rng';
import { isRuleError } from '@games/core/types';
import { deck, makeGroup } from '@games/kleister/rules/cards';
import { describeEvent, describeMove } from '@games/kleister/rules/log';
import { legalMoves } from '@games/kleister/rules/legal';
import { apply, pending, validate } from '@games/kleister/rules/moves';
import { defaultOptions, parseOptions } from '@games/kleister/rules/options';
import { outcome } from '@games/kleister/rules/outcome';
import { leaderboardPoints, places, roundResult, seatScore } from '@games/kleister/rules/scoring';
import { setup } from '@games/kleister/rules/setup';
import type { KleisterMove, KleisterOptions, KleisterState } from '@games/kleister/types';
import { view } from '@games/kleister/view';

const g = (...cards: number[]) => makeGroup(cards);
const opts = (o: Partial<KleisterOptions> = {}): KleisterOptions => ({ ...defaultOptions(), ...o });
const sorted = (xs: readonly number[]) => xs.slice().sort((a, b) => a - b);

/** Plays a whole match with random legal moves; returns the final state and every state seen. */
function playRandom(seats: number, options: KleisterOptions, seed: string, checkAll = false, rng: Rng = createRng(`p|${seed}`)) {
  let state = setup(seats, options, stepRng(seed, 0, 'setup'));
  const seen: KleisterState[] = [state];
  let seq = 0;
  while (pending(state).length > 0) {
    const seat = pending(state)[0];
    const moves = legalMoves(view(state, seat));
    if (checkAll) {
      for (const m of moves) expect(validate(state, seat, m)).toEqual(m);
      // Nobody else has a legal move (between rounds, everyone not yet ready has 'continue').
      for (let other = 0; other < seats; other++) {
        if (!pending(state).includes(other)) expect(legalMoves(view(state, other))).toEqual([]);
      }
    }
    const move = rng.pick(moves);
    const valid = validate(state, seat, move);
    if (isRuleError(valid)) throw new Error(`legal move rejected: ${valid.error}`);
    state = apply(state, seat, valid, stepRng(seed, ++seq)).state;
    seen.push(state);
    if (seq > 5000) throw new Error('the match does not end');
  }
  return { state, seen };
}

describe('options', () => {
  it('base rules by default; every house rule and length is accepted', () => {
    expect(parseOptions(undefined)).toEqual({ rounds: 1, brushes: 5, cartSize: 6, short: false, columnBonus: false });
    expect(parseOptions({ rounds: 5, brushes: 7, cartSize: 4, short: true, columnBonus: true }))
      .toEqual({ rounds: 5, brushes: 7, cartSize: 4, short: true, columnBonus: true });
    expect(parseOptions({ brushes: 3 })).toEqual(opts({ brushes: 3 }));
  });

  it('unknown keys and wrong values are errors', () => {
    for (const raw of [{ rounds: 2 }, { brushes: 4 }, { cartSize: 5 }, { short: 'yes' }, { columnBonus: 1 }, { speed: 1 }, [], 5]) {
      const r = parseOptions(raw);
      expect(isRuleError(r) && r.error).toBe('bad_options');
    }
  });
});

describe('setup and house rules', () => {
  it('the deck: 13 ranks × 8 plus 5 brushes (house rule 3 or 7)', () => {
    expect(deck({ brushes: 5 })).toHaveLength(109);
    expect(deck({ brushes: 3 }).filter((c) => c === 0)).toHaveLength(3);
    expect(deck({ brushes: 7 }).filter((c) => c === 0)).toHaveLength(7);
    for (let r = 1; r <= 13; r++) expect(deck({ brushes: 5 }).filter((c) => c === r)).toHaveLength(8);
  });

  it.each([
    [opts(), 13, 6],
    [opts({ short: true }), 10, 6],
    [opts({ cartSize: 4 }), 13, 4],
    [opts({ cartSize: 8, short: true, brushes: 7 }), 10, 8],
  ])('deals %o: hands of %i, a cart of %i open cards, the rest face down in the press', (o, hand, cart) => {
    for (const seats of [2, 5]) {
      const s = setup(seats, o, createRng(`setup-${seats}`));
      expect(s.hands.every((h) => h.length === hand)).toBe(true);
      expect(s.cart).toHaveLength(cart);
      expect(s.cart.every((c) => c !== null)).toBe(true);
      expect(s.press).toHaveLength(deck(o).length - seats * hand - cart);
      expect(sorted([...s.hands.flat(), ...(s.cart as number[]), ...s.press])).toEqual(sorted(deck(o)));
      expect(s.hands.every((h) => h.join() === sorted(h).join())).toBe(true);
      expect(s.phase).toBe('play');
      expect(pending(s)).toEqual([0]);
    }
  });
});

describe('scoring', () => {
  it('every column card (all layers) +1, every hand card −1', () => {
    expect(seatScore([g(3, 3), g(0, 9), g(12)], 4, opts())).toBe(1);
  });

  it('"Säule zählt doppelt": each group of 4 or more cards scores 1 extra', () => {
    const column = [g(3, 3, 3, 3), g(0, 9, 9, 9, 9), g(12, 12, 12)];
    expect(seatScore(column, 0, opts())).toBe(12);
    expect(seatScore(column, 0, opts({ columnBonus: true }))).toBe(14);
    const r = roundResult([column, []], [[], [1]], opts({ columnBonus: true }), 'hand_empty', 1, 0);
    expect(r).toEqual({ scores: [14, -1], columnCards: [12, 0], handCards: [0, 1], bonus: [2, 0], reason: 'hand_empty', emptied: 1, starter: 0 });
  });

  it('ties share a place; the Bestenliste adds 30 / 15 / 5 to the total, never below 0', () => {
    expect(places([5, 9, 5, 1])).toEqual([2, 1, 2, 4]);
    expect(places([3, 3, 3])).toEqual([1, 1, 1]);
    expect(leaderboardPoints(12, 1)).toBe(42);
    expect(leaderboardPoints(7, 2)).toBe(22);
    expect(leaderboardPoints(-4, 3)).toBe(5);
    expect(leaderboardPoints(-4, 4)).toBe(0);
  });
});

describe('rounds and the match', () => {
  it.each([1, 3, 5] as const)('%i round(s): scores summed, the start rotating, "Weiter" between rounds', (rounds) => {
    const { state, seen } = playRandom(3, opts({ rounds }), `match-${rounds}`);
    expect(state.phase).toBe('over');
    expect(state.results).toHaveLength(rounds);
    expect(state.results.map((r) => r.starter)).toEqual([0, 1, 2, 0, 1].slice(0, rounds));
    const totals = [0, 1, 2].map((s) => state.results.reduce((a, r) => a + r.scores[s], 0));
    const out = outcome(state);
    expect(out.seats.map((x) => x.points)).toEqual(totals);
    expect(view(state, 0).totals).toEqual(totals);
    const between = seen.filter((s) => s.phase === 'between');
    expect(new Set(between.map((s) => s.roundNo)).size).toBe(rounds - 1);
    // The first player of each round is its starter.
    for (const s of seen) if (s.phase === 'play' && s.columns.every((c) => c.length === 0)) expect(s.turn).toBe(s.starter);
    for (const r of state.results) expect(r.scores).toEqual(r.columnCards.map((c, i) => c + r.bonus[i] - r.handCards[i]));
  });

  it('the outcome shares places and carries the Bestenliste points', () => {
    const s = setup(3, opts({ rounds: 1 }), createRng('o'));
    const over: KleisterState = {
      ...s,
      phase: 'over',
      results: [{ scores: [4, 4, -2], columnCards: [6, 5, 1], handCards: [2, 1, 3], bonus: [0, 0, 0], reason: 'hand_empty', emptied: 1, starter: 0 }],
    };
    expect(outcome(over).seats).toEqual([
      { seat: 0, points: 4, place: 1, leaderboard: 34, achievements: [] },
      { seat: 1, points: 4, place: 1, leaderboard: 34, achievements: [] },
      { seat: 2, points: -2, place: 3, leaderboard: 5, achievements: [] },
    ]);
  });
});

describe('legal moves from a view', () => {
  it('lists all distinct plays, the decision owed now, or nothing for others', () => {
    const s = setup(2, opts(), createRng('legal'));
    const hand = { ...s, hands: [[0, 4, 4], s.hands[1]] };
    expect(legalMoves(view(hand, 0))).toEqual<KleisterMove[]>([
      { type: 'play', cards: [0, 4, 4] }, { type: 'play', cards: [4, 4] },
      { type: 'play', cards: [0, 4] }, { type: 'play', cards: [4] },
      { type: 'play', cards: [0] },
    ]);
    expect(legalMoves(view(hand, 1))).toEqual([]);
    expect(legalMoves(view(hand, 'spectator'))).toEqual([]);
    const drawing: KleisterState = { ...s, phase: 'draw', draw: { seat: 1, left: 1 }, cart: [null, 5, null, 6, null, null] };
    expect(legalMoves(view(drawing, 1))).toEqual([
      { type: 'draw', from: 'press' }, { type: 'draw', from: 'cart', slot: 1 }, { type: 'draw', from: 'cart', slot: 3 },
    ]);
  });

  it('every listed move validates, at every step of random matches, and only the owing seat has any', () => {
    for (const seed of ['a', 'b', 'c']) playRandom(4, opts({ rounds: 3, cartSize: 4, brushes: 7 }), seed, true);
  });
});

describe('log lines never name a hidden card', () => {
  it('describes moves and public events', () => {
    const s = setup(2, opts(), createRng('log'));
    expect(describeMove(s, 0, { type: 'play', cards: [0, 8, 8] })).toEqual({ code: 'kleister_play', params: { seat: 0, rank: 8, count: 3, brushes: 1 } });
    expect(describeMove(s, 0, { type: 'play', cards: [8, 0] })).toEqual({ code: 'kleister_play', params: { seat: 0, rank: 8, count: 2, brushes: 1 } });
    expect(describeMove(s, 0, { type: 'play', cards: [0, 0] })).toEqual({ code: 'kleister_play', params: { seat: 0, rank: 14, count: 2, brushes: 2 } });
    expect(describeMove(s, 1, { type: 'draw', from: 'press' })).toEqual({ code: 'kleister_draw_press', params: { seat: 1 } });
    expect(describeMove(s, 1, { type: 'draw', from: 'cart', slot: 2 })).toEqual({ code: 'kleister_draw_cart', params: { seat: 1, slot: 2, card: s.cart[2] as number } });
    expect(describeEvent({ to: 'all', type: 'cover', coverer: 0, seat: 1, group: g(6, 6), by: g(8, 8) }))
      .toEqual({ code: 'kleister_cover', params: { coverer: 0, seat: 1, rank: 6, count: 2, brushes: 0 } });
    expect(describeEvent({ to: [1], type: 'press_card', seat: 1, card: 4 })).toBeNull();
  });
});
