// Speedelster, the rule book sentence by sentence: the scenarios rules.test.ts leaves out — the 15
// loot cards, "welche Karten noch kommen, weiß jeder – nur nicht die Reihenfolge", the played
// pebbles public at every place, a lone pebble left by the Gezänk taking Ärger however high it is.
import { describe, expect, it } from 'vitest';
import { stepRng } from '@games/core/rng';
import { isRuleError } from '@games/core/types';
import { apply, validate } from '@games/elster/rules/moves';
import { setup } from '@games/elster/rules/setup';
import type { ElsterState } from '@games/elster/types';
import { LOOT, PEBBLES } from '@games/elster/types';
import { elster } from '@games/elster';

function table(seats: number, top: number[]): ElsterState {
  const s = setup(seats, { games: 1, houseRule: 'topf' }, stepRng('book', 0));
  const order = [...top, ...LOOT.filter((c) => !top.includes(c))];
  return { ...s, current: order[0], pile: order.slice(1) };
}

function round(state: ElsterState, bids: number[]): ElsterState {
  let s = state;
  bids.forEach((pebble, seat) => {
    const move = validate(s, seat, { type: 'bid', pebble });
    if (isRuleError(move)) throw new Error(`seat ${seat} pebble ${pebble}: ${move.message}`);
    s = apply(s, seat, move, stepRng('book', 1)).state;
  });
  return s;
}

describe('Die Beute', () => {
  it('15 cards: Glitzerkram +1 … +10 (the +10 is the Krönchen), Ärger −1 … −5; pebbles 1–15', () => {
    expect(LOOT.slice().sort((a, b) => a - b)).toEqual([-5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(PEBBLES).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
  });

  it('welche Karten noch kommen, weiß jeder – nur nicht die Reihenfolge', () => {
    const a = table(3, [7, -2, 10]);
    const b = table(3, [7, 10, -2]);
    const va = elster.view(a, 0);
    expect(va.remaining).toEqual(LOOT.filter((c) => c !== 7));
    expect(JSON.stringify(va)).toBe(JSON.stringify(elster.view(b, 0)));
  });
});

describe('Gezänk und Entscheidung', () => {
  it('Ärger: a lone pebble left by the Gezänk must take it, even the 15', () => {
    const s = round(table(3, [-4]), [2, 2, 15]);
    expect(s.rounds[0]).toMatchObject({ cancelled: [2], winner: 2, fate: 'taken' });
    expect(s.nests[2]).toEqual([-4]);
  });

  it('Glitzerkram: a lone pebble left by the Gezänk takes it, even the 1', () => {
    const s = round(table(3, [9]), [14, 1, 14]);
    expect(s.rounds[0]).toMatchObject({ cancelled: [14], winner: 1 });
    expect(s.nests[1]).toEqual([9]);
  });

  it('cancelled pebbles are crossed out in everyone\'s strip: the others see which are left', () => {
    const s = round(table(3, [9]), [14, 1, 14]);
    const v = elster.view(s, 1);
    expect(v.hands[0]).toEqual(PEBBLES.filter((p) => p !== 14));
    expect(v.hands[2]).toEqual(PEBBLES.filter((p) => p !== 14));
    expect(v.hands[1]).toEqual(PEBBLES.filter((p) => p !== 1));
  });

  it('the pot (Topf) with the Krönchen and Ärger: sum +7 → the highest pebble takes all three', () => {
    let s = round(table(2, [10, -3, 5]), [4, 4]);
    expect(s.pot).toEqual([10]);
    s = round(s, [6, 6]);
    expect(s.pot).toEqual([10, -3]);
    s = round(s, [2, 3]);
    expect(s.nests[1]).toEqual([10, -3, 5]);
  });
});

describe('Mit anderen und allein (the Game\'s modes)', () => {
  it('zwei bis fünf; Platz 5 spielt immer der Computer; allein gegen 1–4; Tagesnest gegen drei starke, ein Spiel, Topf', () => {
    expect([elster.minSeats, elster.maxSeats]).toEqual([2, 5]);
    expect(elster.computerOnlySeats).toEqual([4]);
    expect(elster.soloComputers).toEqual({ min: 1, max: 4 });
    expect(elster.daily).toMatchObject({ computers: 3, level: 'stark', options: { games: 1, houseRule: 'topf' } });
  });
});
