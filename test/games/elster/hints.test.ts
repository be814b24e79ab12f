import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pebbleHints, seatAchievements, stakeDirection, viewAchievements } from '@games/elster/hints';
import type { ElsterView, RoundRecord } from '@games/elster/types';
import { PEBBLES } from '@games/elster/types';
import { resolveRound } from '@games/elster/rules/round';

const all = () => PEBBLES.slice();

function makeView(over: Partial<ElsterView> & { hands: number[][] }): ElsterView {
  const seats = over.hands.length;
  return {
    seats,
    you: 0,
    options: { games: 1, houseRule: 'topf' },
    gameNo: 0,
    phase: 'bidding',
    current: 5,
    pot: [],
    remaining: [],
    hasBid: new Array(seats).fill(false),
    ownBid: null,
    nests: Array.from({ length: seats }, () => []),
    rounds: [],
    results: [],
    ready: new Array(seats).fill(false),
    totals: new Array(seats).fill(0),
    ...over,
  };
}

const hintOf = (view: ElsterView, pebble: number) => pebbleHints(view).find((h) => h.pebble === pebble);

describe('pebbleHints', () => {
  it('at the start nothing is sure and every pebble can be fought over by each other magpie', () => {
    const hints = pebbleHints(makeView({ hands: [all(), all(), all()] }));
    expect(hints).toHaveLength(15);
    for (const h of hints) expect(h).toEqual({ pebble: h.pebble, sure: null, sameCount: 2 });
  });

  it('the highest pebble nobody else holds takes Glitzerkram for sure (gold)', () => {
    // Berta has played her 15 and 14; Anton his 15 and 13.
    const view = makeView({ current: 7, hands: [all(), all().filter((p) => p < 14), all().filter((p) => p !== 15 && p !== 13)] });
    expect(hintOf(view, 15)).toEqual({ pebble: 15, sure: 'take', sameCount: 0 });
    // 14 is still held by Anton: he can beat nothing above it, but he can cancel it.
    expect(hintOf(view, 14)).toEqual({ pebble: 14, sure: null, sameCount: 1 });
    expect(hintOf(view, 13)).toEqual({ pebble: 13, sure: null, sameCount: 1 });
  });

  it('a pebble nobody shares is still not sure while someone holds a higher one', () => {
    const view = makeView({ current: 3, hands: [[2, 9], [1, 10]] });
    expect(hintOf(view, 9)).toEqual({ pebble: 9, sure: null, sameCount: 0 });
    expect(hintOf(view, 2)).toEqual({ pebble: 2, sure: null, sameCount: 0 });
  });

  it('in the last round two magpies forced onto the same higher pebble cancel each other', () => {
    const view = makeView({ current: 6, hands: [[5], [7], [7]] });
    expect(hintOf(view, 5)).toEqual({ pebble: 5, sure: 'take', sameCount: 0 });
    expect(hintOf(makeView({ current: 6, hands: [[5], [7], [7, 2]] }), 5)?.sure).toBeNull();
  });

  it('the lowest pebble nobody else holds must take Ärger for sure (red)', () => {
    const view = makeView({ current: -3, hands: [all(), all().filter((p) => p > 1), all().filter((p) => p > 2)] });
    expect(hintOf(view, 1)).toEqual({ pebble: 1, sure: 'forced', sameCount: 0 });
    expect(hintOf(view, 2)).toEqual({ pebble: 2, sure: null, sameCount: 1 });
    expect(hintOf(view, 15)?.sure).toBeNull();
  });

  it('with a pot the sum decides the direction', () => {
    const hands = [[1, 8], [4, 6]];
    // Pot +2 with new card −4: sum −2, the lowest must take both.
    expect(stakeDirection({ pot: [2], current: -4 })).toBe(-1);
    expect(hintOf(makeView({ pot: [2], current: -4, hands }), 1)?.sure).toBe('forced');
    expect(hintOf(makeView({ pot: [2], current: -4, hands }), 8)?.sure).toBeNull();
    // Pot −2 with new card +5: sum +3, the highest takes.
    expect(hintOf(makeView({ pot: [-2], current: 5, hands }), 8)?.sure).toBe('take');
    expect(hintOf(makeView({ pot: [-2], current: 5, hands }), 1)?.sure).toBeNull();
  });

  it('with a pot summing to exactly zero the new card decides', () => {
    const hands = [[1, 8], [4, 6]];
    expect(stakeDirection({ pot: [3], current: -3 })).toBe(-1);
    expect(hintOf(makeView({ pot: [3], current: -3, hands }), 1)?.sure).toBe('forced');
    expect(stakeDirection({ pot: [-3, -1], current: 4 })).toBe(1);
    expect(hintOf(makeView({ pot: [-3, -1], current: 4, hands }), 8)?.sure).toBe('take');
  });

  it('nothing is sure between games, and a spectator gets no hints', () => {
    const hands = [[15], [1]];
    expect(pebbleHints(makeView({ phase: 'between', current: null, hands }))[0].sure).toBeNull();
    expect(pebbleHints(makeView({ you: null, hands }))).toEqual([]);
  });

  it('a hinted pebble really wins (or must take) against every possible choice of the others', () => {
    const handArb = fc.uniqueArray(fc.integer({ min: 1, max: 15 }), { minLength: 1, maxLength: 6 });
    const cardArb = fc.constantFrom(-5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10);
    fc.assert(
      fc.property(fc.array(handArb, { minLength: 2, maxLength: 4 }), fc.array(cardArb, { maxLength: 2 }), cardArb, (hands, pot, current) => {
        const view = makeView({ hands, pot, current });
        for (const h of pebbleHints(view)) {
          // Every combination of the others' pebbles.
          let combos: number[][] = [[h.pebble]];
          for (const other of hands.slice(1)) combos = combos.flatMap((c) => other.map((q) => [...c, q]));
          const takesAlways = combos.every((bids) => resolveRound([...pot, current], bids, 'topf', false).winner === 0);
          expect(h.sure !== null).toBe(takesAlways);
          expect(h.sameCount).toBe(hands.slice(1).filter((o) => o.includes(h.pebble)).length);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe('achievements from the view', () => {
  const round = (cards: number[], bids: number[]): RoundRecord => resolveRound(cards, bids, 'topf', false);

  it('reads the achievements stored with each finished game', () => {
    const view = makeView({
      hands: [[], []],
      phase: 'over',
      current: null,
      results: [
        { nests: [[10], [-1]], scores: [10, -1], achievements: [['kroenchen', 'sauberesNest'], []] },
        { nests: [[3], [2]], scores: [3, 2], achievements: [['sauberesNest'], ['zankhahn', 'kieselkunst']] },
      ],
    });
    expect(viewAchievements(view)).toHaveLength(2);
    expect(seatAchievements(view, 0)).toEqual(['kroenchen', 'sauberesNest']);
    // Rule-book order, each only once.
    expect(seatAchievements(view, 1)).toEqual(['kieselkunst', 'zankhahn']);
  });

  it('judges the last game from its rounds when its result carries no achievements', () => {
    const rounds = [round([4], [3, 3]), round([4, 6], [1, 2])];
    const result = { nests: [[], [4, 6]], scores: [0, 10] } as unknown as ElsterView['results'][number];
    const view = makeView({ hands: [[], []], phase: 'over', current: null, rounds, results: [result] });
    // Seat 1 took a pot of two cards with its 2 (the highest remaining pebble).
    expect(seatAchievements(view, 1)).toEqual(['sauberesNest', 'topfraeuber']);
    expect(seatAchievements(view, 0)).toEqual([]);
  });
});
