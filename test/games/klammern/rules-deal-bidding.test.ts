// Speedklammern, "Geben" and "Trumpf bestimmen": the rule book's deal at three and four players,
// the dealer moving clockwise, both bidding rounds, Orgi / Kleines / Besser values, and the redeal
// when everyone says "Ich will nicht" twice.
import { describe, expect, it } from 'vitest';
import { createRng } from '@games/core/rng';
import { contractValue } from '@games/klammern/rules/bidding';
import { DECK, suitOf } from '@games/klammern/rules/cards';
import { dealCards } from '@games/klammern/rules/deal';
import { parseOptions } from '@games/klammern/rules/options';
import { pending } from '@games/klammern/rules/moves';
import { legalMoves } from '@games/klammern/rules/legal';
import { view } from '@games/klammern/view';
import { isRuleError } from '@games/core/types';
import { fresh, opts, rejected, step, steps } from './helpers';

describe('Geben', () => {
  it('three players: 9 each in packets 3-3-3 from the dealer\'s left, a stock of 5 with the top card open', () => {
    const deck = DECK.slice();
    const d = dealCards(deck, 3, 2, opts());
    // Packets: seat 0 gets cards 0-2, seat 1 3-5, dealer (2) 6-8, then 9-11 to seat 0 …
    expect(d.hands[0]).toEqual([0, 1, 2, 9, 10, 11, 18, 19, 20]);
    expect(d.hands[2]).toEqual([6, 7, 8, 15, 16, 17, 24, 25, 26]);
    expect(d.stock).toEqual([27, 28, 29, 30, 31]);
    expect(d.upcard).toBe(27);
  });

  it('house rule "8 Karten": 3-2-3 and a stock of 8', () => {
    const d = dealCards(DECK.slice(), 3, 0, opts({ eightCards: true }));
    expect(d.hands.map((h) => h.length)).toEqual([8, 8, 8]);
    expect(d.stock).toHaveLength(8);
    expect(d.upcard).toBe(d.stock[0]);
  });

  it('four players: 8 each (3-2-3); the middle card of the dealer\'s last packet lies open and stays his', () => {
    const d = dealCards(DECK.slice(), 4, 3, opts());
    expect(d.hands.map((h) => h.length)).toEqual([8, 8, 8, 8]);
    expect(d.stock).toEqual([]);
    // The dealer's last packet is the last three cards of the deck: 29, 30, 31; the middle one is open.
    expect(d.upcard).toBe(30);
    expect(d.hands[3]).toContain(30);
  });

  it('every card is dealt exactly once, and the view shows the open card but never the closed stock', () => {
    const s = fresh(3);
    expect([...s.hands.flat(), ...s.stock].sort((a, b) => a - b)).toEqual(DECK);
    const v = view(s, 0);
    expect(v.stockTop).toBe(s.upcard);
    expect(v.stockClosed).toBe(4);
    expect(JSON.stringify(v)).not.toContain(JSON.stringify(s.stock.slice(1)));
    const s4 = fresh(4);
    expect(s4.hands[s4.dealer]).toContain(s4.upcard);
    expect(view(s4, (s4.dealer + 1) % 4).upcardHeld).toBe(true);
  });

  it('the dealer moves clockwise every game', () => {
    let s = fresh(3);
    const first = s.dealer;
    for (let game = 0; game < 3; game++) {
      expect(s.dealer).toBe((first + game) % 3);
      expect(s.trick.leader).toBe((s.dealer + 1) % 3);
      s = step(s, (s.dealer + 1) % 3, { type: 'orgi' }).state;
      while (s.phase === 'play') {
        const seat = pending(s)[0];
        s = step(s, seat, legalMoves(view(s, seat)).find((m) => m.type === 'card')).state;
      }
      s = steps(s, [[0, { type: 'continue' }], [1, { type: 'continue' }], [2, { type: 'continue' }]]);
    }
  });
});

describe('Trumpf bestimmen', () => {
  it('round 1 from the dealer\'s left: "Ich spiele" makes an Orgi in the open card\'s suit', () => {
    const s = fresh(4);
    const left = (s.dealer + 1) % 4;
    expect(pending(s)).toEqual([left]);
    expect(rejected(s, (left + 1) % 4, { type: 'orgi' }).error).toBe('not_your_turn');
    const after = steps(s, [[left, { type: 'pass' }], [(left + 1) % 4, { type: 'orgi' }]]);
    expect(after.contract).toEqual({ declarer: (left + 1) % 4, kind: 'orgi', trump: suitOf(s.upcard), value: contractValue('orgi', suitOf(s.upcard)) });
    expect(after.phase).toBe('play');
    expect(after.trick.leader).toBe(left);
  });

  it('Spielwert: Orgi Kreuz 8, Pik 7, Herz 6, Karo 5; Kleines 4, 3, 2, 1; Besser 4', () => {
    expect([0, 1, 2, 3].map((t) => contractValue('orgi', t as 0))).toEqual([8, 7, 6, 5]);
    expect([0, 1, 2, 3].map((t) => contractValue('kleines', t as 0))).toEqual([4, 3, 2, 1]);
    expect([0, 1, 2, 3].map((t) => contractValue('besser', t as 0))).toEqual([4, 4, 4, 4]);
  });

  it('round 2: "Ein Kleines" with another suit; all later players say "Bitte" → he plays', () => {
    const s = fresh(4);
    const order = [1, 2, 3, 4].map((i) => (s.dealer + i) % 4);
    const open = suitOf(s.upcard);
    const other = ([0, 1, 2, 3] as const).find((x) => x !== open)!;
    let t = steps(s, order.map((seat) => [seat, { type: 'pass' }] as [number, unknown]));
    expect(t.bidding!.round).toBe(2);
    expect(rejected(t, order[0], { type: 'kleines', suit: open }).error).toBe('bad_suit');
    t = steps(t, [[order[0], { type: 'pass' }], [order[1], { type: 'kleines', suit: other }]]);
    expect(rejected(t, order[2], { type: 'pass' }).error).toBe('not_now');
    t = steps(t, [[order[2], { type: 'bitte' }], [order[3], { type: 'bitte' }]]);
    expect(t.contract).toEqual({ declarer: order[1], kind: 'kleines', trump: other, value: contractValue('kleines', other) });
  });

  it('round 2: the first "Besser" plays with Kreuz as trump, value 4', () => {
    const s = fresh(3);
    const order = [1, 2, 3].map((i) => (s.dealer + i) % 3);
    const open = suitOf(s.upcard);
    const other = ([1, 2, 3] as const).find((x) => x !== open) ?? 2;
    const t = steps(s, [
      ...order.map((seat) => [seat, { type: 'pass' }] as [number, unknown]),
      [order[0], { type: 'kleines', suit: other }],
      [order[1], { type: 'besser' }],
    ]);
    expect(t.contract).toEqual({ declarer: order[1], kind: 'besser', trump: 0, value: 4 });
  });

  it('a Kleines by the dealer (nobody left to answer) is played at once', () => {
    const s = fresh(3);
    const order = [1, 2, 3].map((i) => (s.dealer + i) % 3);
    const suit = ([0, 1, 2, 3] as const).find((x) => x !== suitOf(s.upcard))!;
    const t = steps(s, [
      ...order.map((seat) => [seat, { type: 'pass' }] as [number, unknown]),
      [order[0], { type: 'pass' }], [order[1], { type: 'pass' }], [order[2], { type: 'kleines', suit }],
    ]);
    expect(t.contract!.declarer).toBe(s.dealer);
    expect(t.contract!.kind).toBe('kleines');
  });

  it('"Ich will nicht" twice from everyone: the same dealer deals again', () => {
    const s = fresh(4);
    const order = [1, 2, 3, 4].map((i) => (s.dealer + i) % 4);
    const passes = [...order, ...order].map((seat) => [seat, { type: 'pass' }] as [number, unknown]);
    const last = passes.pop()!;
    const before = steps(s, passes);
    const { state: t, events } = step(before, last[0], last[1], 99);
    expect(t.dealer).toBe(s.dealer);
    expect(t.deal).toBe(2);
    expect(t.gameNo).toBe(0);
    expect(t.phase).toBe('bidding');
    expect(t.bidding).toEqual({ round: 1, turn: order[0], kleines: null, calls: [] });
    expect(t.hands).not.toEqual(s.hands);
    expect(events.map((e) => e.type)).toEqual(['bid', 'redeal']);
    expect(t.results).toEqual([]);
  });
});

describe('Hausregeln (options)', () => {
  it('defaults are the base rules; unknown keys and wrong values are refused', () => {
    expect(parseOptions(undefined)).toEqual(opts());
    expect(parseOptions({ kontra: true, length: 'points51' })).toEqual(opts({ kontra: true, length: 'points51' }));
    expect(isRuleError(parseOptions({ daily: true }))).toBe(true);
    expect(isRuleError(parseOptions({ length: 'games13' }))).toBe(true);
    expect(isRuleError(parseOptions({ melds: 'sometimes' }))).toBe(true);
    expect(isRuleError(parseOptions([]))).toBe(true);
  });

  it('the shuffle comes from the rng: different seeds, different deals', () => {
    const a = dealCards(createRng('a').shuffle(DECK), 4, 0, opts());
    const b = dealCards(createRng('b').shuffle(DECK), 4, 0, opts());
    expect(a.hands).not.toEqual(b.hands);
  });
});
