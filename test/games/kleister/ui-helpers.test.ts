import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Group, KleisterView } from '@games/kleister/types';
import { freshRecord } from '@games/kleister/rules/record';
import {
  addBrush, addOneOfRank, cartLabels, columnBadges, coverWith, groupBar, kindCount, othersClockwise,
  selectAllOfRank, selectionEffect, stillPlayable, toggleCard, wouldCover, cannotBeCovered,
} from '../../../web/games/kleister/ui-helpers';

const g = (...cards: number[]): Group => {
  const rank = cards.find((c) => c !== 0);
  return { value: rank ?? 14, cards: cards.slice().sort((a, b) => a - b) };
};

/** A view for seat 0 ("du"); seat 1 Grete, seat 2 Paul, seat 3 Otto unless given otherwise. */
function makeView(over: Partial<KleisterView> & { hand: number[]; columns: Group[][] }): KleisterView {
  const seats = over.columns.length;
  return {
    seats,
    you: 0,
    options: { rounds: 1, brushes: 5, cartSize: 6, short: false, columnBonus: false },
    roundNo: 0,
    phase: 'play',
    starter: 0,
    turn: 0,
    owes: 0,
    handCounts: new Array(seats).fill(13),
    cart: [1, 2, 3, 4, 5, 6],
    waste: [],
    pressCount: 30,
    played: null,
    covers: [],
    coverIndex: 0,
    cover: null,
    draw: null,
    lastAction: new Array(seats).fill(null),
    record: freshRecord(seats),
    hidden: new Array(14).fill(0),
    roundScores: new Array(seats).fill(0),
    results: [],
    totals: new Array(seats).fill(0),
    ready: new Array(seats).fill(false),
    ...over,
  };
}

describe('the rule book example: Grete two sixes, Paul two elevens', () => {
  const view = makeView({ hand: [2, 8, 8, 9, 13], columns: [[], [g(6, 6)], [g(11, 11)]] });

  it('two eights would cover Grete, not Paul', () => {
    expect(wouldCover(view, [8, 8])).toEqual([1]);
  });

  it('the line under the hand names Grete’s sixes and counts the points', () => {
    const e = selectionEffect(view, [8, 8])!;
    expect(e.covered).toEqual([{ seat: 1, group: g(6, 6) }]);
    expect(e.points).toBe(4);
    expect(e.handAfter).toBe(3);
    expect(e.columnAfter).toBe(2);
    expect(e.lastCards).toBe(false);
  });

  it('with three sixes Grete is safe from two eights: the count must match exactly', () => {
    const three = makeView({ hand: [2, 8, 8, 9], columns: [[], [g(6, 6, 6)], [g(11, 11)]] });
    expect(wouldCover(three, [8, 8])).toEqual([]);
  });

  it('one eight and a brush count as two eights', () => {
    expect(wouldCover(makeView({ hand: [0, 8, 9], columns: [[], [g(6, 6)], [g(11, 11)]] }), [0, 8])).toEqual([1]);
  });

  it('brushes alone (Sonderausgabe, 14) cover Paul’s elevens too', () => {
    expect(wouldCover(makeView({ hand: [0, 0, 3], columns: [[], [g(6, 6)], [g(11, 11)]] }), [0, 0])).toEqual([1, 2]);
  });
});

describe('wouldCover', () => {
  it('checks clockwise from your left neighbour', () => {
    const view = makeView({ you: 2, hand: [9, 4], columns: [[g(3)], [g(5)], [], [g(1)]] });
    expect(wouldCover(view, [9])).toEqual([3, 0, 1]);
  });

  it('covers nothing with your last hand cards (the round ends at once)', () => {
    expect(wouldCover(makeView({ hand: [8, 8], columns: [[], [g(6, 6)]] }), [8, 8])).toEqual([]);
    expect(selectionEffect(makeView({ hand: [8, 8], columns: [[], [g(6, 6)]] }), [8, 8])!.lastCards).toBe(true);
  });

  it('mixed ranks form no group and cover nothing', () => {
    const view = makeView({ hand: [7, 8, 9], columns: [[], [g(6)]] });
    expect(wouldCover(view, [7, 8])).toEqual([]);
    expect(selectionEffect(view, [7, 8])).toBeNull();
  });

  it('a Sonderausgabe on a column is never covered', () => {
    expect(wouldCover(makeView({ hand: [0, 0, 13, 13], columns: [[], [g(0, 0)]] }), [13, 13])).toEqual([]);
  });
});

describe('coverWith: "mit 2× 9 überklebbar"', () => {
  it('picks the lowest higher rank without brushes', () => {
    expect(coverWith([0, 7, 9, 9, 12, 12], g(8, 8))).toEqual(g(9, 9));
  });

  it('prefers fewer brushes over a lower rank', () => {
    expect(coverWith([0, 9, 12, 12], g(8, 8))).toEqual(g(12, 12));
  });

  it('uses a brush when no rank suffices alone', () => {
    expect(coverWith([0, 9, 12], g(8, 8))).toEqual(g(0, 9));
  });

  it('falls back to brushes alone, and returns null when nothing covers', () => {
    expect(coverWith([0, 0, 3], g(8, 8))).toEqual(g(0, 0));
    expect(coverWith([3, 9], g(8, 8))).toBeNull();
    expect(coverWith([0, 0, 13], g(0, 0))).toBeNull();
  });
});

describe('sicher and angreifbar', () => {
  it('a group of thirteens is safe once too few brushes can come back', () => {
    // 5 brushes in the deck, 4 of them in a Sonderausgabe (never covered, so never back in a hand):
    // one brush is left, a pair of 13s needs two.
    const view = makeView({ hand: [1], columns: [[g(5), g(0, 0, 0, 0)], [g(13, 13)]] });
    expect(columnBadges(view, 1).safe).toBe(true);
  });

  it('brushes in a group that can still be covered can come back through "Nehmen": not safe', () => {
    const view = makeView({ hand: [1], columns: [[g(0, 0, 0, 0, 5)], [g(13, 13)]] });
    expect(columnBadges(view, 1).safe).toBe(false);
  });

  it('a column whose top group is safe locks its cards, which can make another top group safe', () => {
    // Brushes in the waste; every 13 on seat 2's column (only six brushes could cover them: safe), so
    // the eight 12s on seat 1 can only be covered by 13s, which never come back: safe as well.
    const waste = [0, 0, 0, 0, 0];
    const view = makeView({ hand: [1], waste, columns: [[g(3)], [g(12, 12, 12, 12, 12, 12, 12, 12)], [g(13, 13, 13, 13, 13, 13, 13, 13)]] });
    expect(columnBadges(view, 2).safe).toBe(true);
    expect(columnBadges(view, 1).safe).toBe(true);
    expect(columnBadges(view, 0).safe).toBe(false);
  });

  it('two sixes are not safe while higher posters are around', () => {
    const view = makeView({ hand: [1], columns: [[], [g(6, 6)]] });
    expect(columnBadges(view, 1)).toEqual({ coverWith: null, safe: false, attackable: false });
  });

  it('your own hand counts: you may paste it over your group and lose it to a coverer who takes it', () => {
    const columns = [[g(11, 11)], [g(12, 12, 12, 12, 12, 12)], [g(13, 13, 13, 13, 13, 13)]];
    // Every other 12 and 13 and every brush is in the waste: nothing can cover your elevens.
    const safe = makeView({ hand: [1], columns, waste: [0, 0, 0, 0, 0, 12, 12, 13, 13] });
    expect(columnBadges(safe, 0)).toEqual({ coverWith: null, safe: true, attackable: false });
    // The same 12s and 13s in your hand could come back to someone else: angreifbar.
    const open = makeView({ hand: [12, 12, 13, 13], columns, waste: [0, 0, 0, 0, 0] });
    expect(columnBadges(open, 0)).toEqual({ coverWith: null, safe: false, attackable: true });
  });

  it('cannotBeCovered counts rank plus brushes', () => {
    const avail = new Array(14).fill(0);
    avail[9] = 1;
    avail[0] = 1;
    expect(cannotBeCovered(g(8, 8), avail)).toBe(false);
    expect(cannotBeCovered(g(8, 8, 8), avail)).toBe(true);
    expect(cannotBeCovered(g(9, 9), avail)).toBe(true);
  });

  it('stillPlayable subtracts the waste and the owner\'s column; hands and coverable groups can come back', () => {
    const view = makeView({ hand: [8, 8], columns: [[g(8)], [g(8, 0)]], waste: [8] });
    expect(stillPlayable(view, 1)[8]).toBe(6);
    expect(stillPlayable(view, 1)[0]).toBe(4);
    expect(stillPlayable(view, 0)[8]).toBe(6);
    expect(stillPlayable(view, 0)[0]).toBe(5);
  });
});

describe('selection in the hand', () => {
  const hand = [0, 0, 3, 8, 8, 8, 11];

  it('a tap toggles; another rank replaces the posters but keeps the brushes', () => {
    expect(toggleCard(hand, [], 3)).toEqual([3]);
    expect(toggleCard(hand, [3], 4)).toEqual([3, 4]);
    expect(toggleCard(hand, [3, 4], 3)).toEqual([4]);
    expect(toggleCard(hand, [0, 3, 4], 6)).toEqual([0, 6]);
    expect(toggleCard(hand, [6], 1)).toEqual([1, 6]);
  });

  it('double tap / the group bar selects all of a rank', () => {
    expect(selectAllOfRank(hand, [0, 2], 8)).toEqual([0, 3, 4, 5]);
    expect(selectAllOfRank(hand, [3], 0)).toEqual([0, 1, 3]);
  });

  it('a rank key selects one copy, again one more, and stops at all copies', () => {
    let s = addOneOfRank(hand, [], 8);
    expect(s).toEqual([3]);
    s = addOneOfRank(hand, s, 8);
    s = addOneOfRank(hand, s, 8);
    expect(s).toEqual([3, 4, 5]);
    expect(addOneOfRank(hand, s, 8)).toEqual([3, 4, 5]);
    expect(addOneOfRank(hand, [0, 3, 4], 11)).toEqual([0, 6]);
    expect(addOneOfRank(hand, [3], 5)).toEqual([]);
  });

  it('"+ B" adds one brush at a time', () => {
    expect(addBrush(hand, [3])).toEqual([0, 3]);
    expect(addBrush(hand, [0, 3])).toEqual([0, 1, 3]);
    expect(addBrush(hand, [0, 1, 3])).toEqual([0, 1, 3]);
  });

  it('the group bar lists "3× 8" and the brushes last', () => {
    expect(groupBar(hand)).toEqual([{ rank: 3, count: 1 }, { rank: 8, count: 3 }, { rank: 11, count: 1 }, { rank: 0, count: 2 }]);
  });

  it('any sequence of taps keeps the selection one rank plus brushes', () => {
    fc.assert(fc.property(
      fc.array(fc.integer({ min: 0, max: 13 }), { minLength: 1, maxLength: 13 }),
      fc.array(fc.integer({ min: 0, max: 12 }), { maxLength: 20 }),
      (raw, taps) => {
        const h = raw.slice().sort((a, b) => a - b);
        let s: number[] = [];
        for (const t of taps) s = toggleCard(h, s, t % h.length);
        const ranks = new Set(s.map((i) => h[i]).filter((c) => c !== 0));
        expect(ranks.size).toBeLessThanOrEqual(1);
        expect(new Set(s).size).toBe(s.length);
      },
    ));
  });
});

describe('drawing and counting', () => {
  it('the cart shows "Joker" on brushes and "passt 2×" on ranks you hold', () => {
    const view = makeView({ hand: [8, 8, 11], columns: [[], []], cart: [0, 8, 5, null, 11, 3], phase: 'draw' });
    expect(cartLabels(view)).toEqual([{ kind: 'joker' }, { kind: 'fits', count: 2 }, null, null, { kind: 'fits', count: 1 }, null]);
  });

  it('kindCount: in play = not on a column nor in the waste', () => {
    const hidden = new Array(14).fill(0);
    hidden[8] = 3;
    const view = makeView({ hand: [8, 8], columns: [[g(8)], [g(8, 0)]], waste: [8], cart: [8, 1, 2, 3, 4, 5], hidden });
    expect(kindCount(view, 8)).toEqual({ total: 8, inPlay: 5, yours: 2, cart: 1, hidden: 3 });
    expect(kindCount(view, 0).total).toBe(5);
  });

  it('othersClockwise starts with the left neighbour', () => {
    expect(othersClockwise(4, 1)).toEqual([2, 3, 0]);
  });

  it('the Säule bonus adds a point for a group of four', () => {
    const view = makeView({ hand: [7, 7, 7, 7, 2], columns: [[], []], options: { rounds: 1, brushes: 5, cartSize: 6, short: false, columnBonus: true } });
    expect(selectionEffect(view, [7, 7, 7, 7])!.points).toBe(9);
  });
});
