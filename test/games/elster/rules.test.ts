// Speedelster rule book (shared/seeds/002_*.txt) and SPEC §3, one scenario per rule, in the
// players' words. Each scenario stacks the loot pile in a known order and lets the magpies bid.
import { describe, expect, it } from 'vitest';
import { stepRng } from '@games/core/rng';
import { isRuleError } from '@games/core/types';
import type { GameEvent } from '@games/core/types';
import { apply, pending, validate } from '@games/elster/rules/moves';
import { setup } from '@games/elster/rules/setup';
import type { ElsterOptions, ElsterState } from '@games/elster/types';
import { LOOT } from '@games/elster/types';

/** A fresh game whose pile is stacked: `top` first, then the rest of the 15 cards ascending. */
function table(seats: number, top: number[], options: Partial<ElsterOptions> = {}): ElsterState {
  const s = setup(seats, { games: 1, houseRule: 'topf', ...options }, stepRng('rules', 0));
  const order = [...top, ...LOOT.filter((c) => !top.includes(c))];
  return { ...s, current: order[0], pile: order.slice(1) };
}

/** Every seat bids its pebble (validated like a client's input); returns the state after the reveal. */
function round(state: ElsterState, bids: number[], step = 1): { state: ElsterState; events: GameEvent[] } {
  let s = state;
  const events: GameEvent[] = [];
  bids.forEach((pebble, seat) => {
    const move = validate(s, seat, { type: 'bid', pebble });
    if (isRuleError(move)) throw new Error(`seat ${seat} pebble ${pebble}: ${move.message}`);
    const r = apply(s, seat, move, stepRng('rules', step));
    s = r.state;
    events.push(...r.events);
  });
  return { state: s, events };
}

/** Plays several rounds in a row. */
function rounds(state: ElsterState, bidsPerRound: number[][]): ElsterState {
  return bidsPerRound.reduce((s, bids, i) => round(s, bids, i + 1).state, state);
}

const lastRound = (s: ElsterState) => s.rounds[s.rounds.length - 1];

describe('Entscheidung: who takes the card', () => {
  it('Glitzerkram: the highest pebble takes it into the nest', () => {
    const s = round(table(3, [4]), [5, 9, 2]).state;
    expect(s.nests).toEqual([[], [4], []]);
    expect(lastRound(s)).toMatchObject({ cards: [4], bids: [5, 9, 2], cancelled: [], winner: 1, fate: 'taken' });
  });

  it('Ärger: the lowest pebble must take it', () => {
    const s = round(table(3, [-3]), [5, 9, 2]).state;
    expect(s.nests).toEqual([[], [], [-3]]);
  });

  it('the Krönchen (+10) goes to the highest pebble like any Glitzerkram', () => {
    const s = round(table(2, [10]), [15, 14]).state;
    expect(s.nests[0]).toEqual([10]);
  });
});

describe('Gezänk: equal pebbles cancel', () => {
  it('two magpies with the same pebble both drop out; the third takes the card', () => {
    const s = round(table(3, [6]), [9, 9, 3]).state;
    expect(lastRound(s)).toMatchObject({ cancelled: [9], winner: 2, fate: 'taken' });
    expect(s.nests[2]).toEqual([6]);
  });

  it('a three-way tie cancels all three pebbles', () => {
    const s = round(table(4, [5]), [7, 7, 7, 2]).state;
    expect(lastRound(s)).toMatchObject({ cancelled: [7], winner: 3 });
    expect(s.nests[3]).toEqual([5]);
  });

  it('a tie of the highest lets the next-highest win', () => {
    const s = round(table(5, [8]), [12, 12, 8, 3, 5]).state;
    expect(lastRound(s)).toMatchObject({ cancelled: [12], winner: 2 });
  });

  it('a tie of the lowest on Ärger sends it to the next-lowest', () => {
    const s = round(table(4, [-2]), [1, 1, 4, 6]).state;
    expect(lastRound(s)).toMatchObject({ cancelled: [1], winner: 2 });
    expect(s.nests[2]).toEqual([-2]);
  });

  it('two separate ties at once both cancel', () => {
    const s = round(table(5, [3]), [11, 11, 4, 4, 2]).state;
    expect(lastRound(s)).toMatchObject({ cancelled: [4, 11], winner: 4 });
  });

  it('cancelled pebbles are gone all the same', () => {
    const s = round(table(3, [6]), [9, 9, 3]).state;
    expect(s.hands[0]).not.toContain(9);
    expect(s.hands[1]).not.toContain(9);
  });
});

describe('Alle gleich: the pot (Topf)', () => {
  it('when all pebbles cancel nobody gets the card; it stays in the pot', () => {
    const s = round(table(2, [3, 2]), [5, 5]).state;
    expect(lastRound(s)).toMatchObject({ cards: [3], winner: null, fate: 'pot' });
    expect(s.pot).toEqual([3]);
    expect(s.current).toBe(2);
    expect(s.nests).toEqual([[], []]);
  });

  it('two pairs of ties at a table of four also cancel everything', () => {
    const s = round(table(4, [7]), [3, 3, 8, 8]).state;
    expect(lastRound(s)).toMatchObject({ cancelled: [3, 8], winner: null, fate: 'pot' });
  });

  it('the winner of the next round gets both cards', () => {
    let s = round(table(2, [3, 2]), [5, 5]).state;
    s = round(s, [4, 6], 2).state;
    expect(s.nests).toEqual([[], [3, 2]]);
    expect(lastRound(s)).toMatchObject({ cards: [3, 2], winner: 1, fate: 'taken' });
    expect(s.pot).toEqual([]);
  });

  it('pot sum positive: the highest pebble takes it, even though the new card is Ärger', () => {
    let s = round(table(3, [5, -2]), [4, 4, 4]).state;
    s = round(s, [2, 9, 6], 2).state;
    expect(s.nests[1]).toEqual([5, -2]);
  });

  it('pot sum negative: the lowest pebble must take it, even though the new card is Glitzerkram', () => {
    let s = round(table(3, [-4, 1]), [4, 4, 4]).state;
    s = round(s, [2, 9, 6], 2).state;
    expect(s.nests[0]).toEqual([-4, 1]);
  });

  it('pot sum exactly zero with a new Ärger card: the lowest must take it', () => {
    let s = round(table(2, [3, -3]), [8, 8]).state;
    s = round(s, [2, 9], 2).state;
    expect(s.nests[0]).toEqual([3, -3]);
  });

  it('pot sum exactly zero with a new Glitzerkram card: the highest takes it', () => {
    let s = round(table(2, [-2, 2]), [8, 8]).state;
    s = round(s, [2, 9], 2).state;
    expect(s.nests[1]).toEqual([-2, 2]);
  });

  it('all cancel twice in a row, then a zero-sum pot is decided by the new card (Glitzerkram)', () => {
    let s = round(table(3, [2, -5, 3]), [6, 6, 6]).state;
    expect(s.pot).toEqual([2]);
    // Second round: the pot [2] plus −5 sums to −3, so it is about the lowest — but all cancel again.
    s = round(s, [1, 1, 1], 2).state;
    expect(lastRound(s)).toMatchObject({ cards: [2, -5], winner: null, fate: 'pot' });
    expect(s.pot).toEqual([2, -5]);
    // Third round: 2 − 5 + 3 = 0, the new card +3 decides: the highest takes all three.
    s = round(s, [7, 12, 9], 3).state;
    expect(lastRound(s)).toMatchObject({ cards: [2, -5, 3], winner: 1, fate: 'taken' });
    expect(s.nests).toEqual([[], [2, -5, 3], []]);
  });

  it('all cancel twice in a row, then a zero-sum pot is decided by the new card (Ärger)', () => {
    let s = round(table(3, [4, 1, -5]), [6, 6, 6]).state;
    s = round(s, [1, 1, 1], 2).state;
    expect(s.pot).toEqual([4, 1]);
    s = round(s, [7, 12, 9], 3).state;
    expect(lastRound(s)).toMatchObject({ cards: [4, 1, -5], winner: 0 });
  });
});

describe('Hausregel "Weg damit"', () => {
  it('an all-cancelled card is discarded instead of staying in the pot', () => {
    let s = round(table(2, [6, 1], { houseRule: 'weg' }), [5, 5]).state;
    expect(lastRound(s)).toMatchObject({ cards: [6], winner: null, fate: 'discarded' });
    expect(s.pot).toEqual([]);
    s = round(s, [4, 9], 2).state;
    expect(s.nests).toEqual([[], [1]]);
  });
});

describe('the last card of a game', () => {
  // Seat 0 plays 1…14 in order, seat 1 plays 2…14 then 1: no ties, both keep pebble 15.
  const noTies = Array.from({ length: 14 }, (_, r) => [r + 1, r === 13 ? 1 : r + 2]);

  it('if all cancel on the last card it stays unowned (herrenlos): nobody gets it', () => {
    let s = rounds(table(2, []), noTies);
    expect(s.pile).toEqual([]);
    const last = s.current as number;
    s = round(s, [15, 15], 15).state;
    expect(lastRound(s)).toMatchObject({ cards: [last], winner: null, fate: 'unowned' });
    expect(s.nests.flat()).not.toContain(last);
    expect(s.phase).toBe('over');
  });

  it('a pot that is still open at the last card stays unowned with it', () => {
    // Rounds 1–13 without ties, round 14 both play 14 (pot), round 15 both play 15 (unowned).
    const bids = [...Array.from({ length: 13 }, (_, r) => [r + 1, r === 12 ? 1 : r + 2]), [14, 14]];
    const before = rounds(table(2, []), bids);
    expect(lastRound(before).fate).toBe('pot');
    const atStake = [...before.pot, before.current as number];
    expect(atStake).toHaveLength(2);
    const s = round(before, [15, 15], 15).state;
    expect(lastRound(s)).toMatchObject({ cards: atStake, winner: null, fate: 'unowned' });
    expect(s.nests.flat()).toHaveLength(13);
    expect(s.pot).toEqual([]);
  });

  it('with "Weg damit" the last card is unowned too', () => {
    let s = rounds(table(2, [], { houseRule: 'weg' }), noTies);
    s = round(s, [15, 15], 15).state;
    expect(lastRound(s).fate).toBe('unowned');
  });
});

describe('pebbles and rounds', () => {
  it('every pebble is used exactly once: a played pebble cannot be laid again', () => {
    const s = round(table(2, [4]), [7, 3]).state;
    expect(s.hands[0]).toEqual([1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12, 13, 14, 15]);
    expect(validate(s, 0, { type: 'bid', pebble: 7 })).toMatchObject({ error: 'pebble_played' });
  });

  it('a game has 15 rounds, one per loot card, and ends with every hand empty', () => {
    const bids = Array.from({ length: 15 }, (_, r) => [r + 1, ((r + 1) % 15) + 1, ((r + 2) % 15) + 1]);
    const s = rounds(table(3, []), bids);
    expect(s.rounds).toHaveLength(15);
    expect(s.hands).toEqual([[], [], []]);
    expect(s.phase).toBe('over');
    expect(s.nests.flat().sort((a, b) => a - b)).toEqual(LOOT.slice());
    expect(pending(s)).toEqual([]);
  });

  it('all bid at once: every seat owes a pebble until it has laid one, and the reveal waits for the last', () => {
    let s = table(3, [4]);
    expect(pending(s)).toEqual([0, 1, 2]);
    s = apply(s, 1, { type: 'bid', pebble: 5 }, stepRng('rules', 1)).state;
    expect(pending(s)).toEqual([0, 2]);
    expect(s.rounds).toEqual([]);
    s = apply(s, 2, { type: 'bid', pebble: 6 }, stepRng('rules', 2)).state;
    const r = apply(s, 0, { type: 'bid', pebble: 7 }, stepRng('rules', 3));
    expect(r.state.rounds).toHaveLength(1);
    expect(pending(r.state)).toEqual([0, 1, 2]);
    expect(r.events.map((e) => e.type)).toEqual(['bid', 'reveal', 'card']);
  });

  it('the bid event tells everyone who has laid, never which pebble', () => {
    const r = apply(table(3, [4]), 1, { type: 'bid', pebble: 5 }, stepRng('rules', 1));
    expect(r.events).toEqual([{ to: 'all', type: 'bid', seat: 1 }]);
  });

  it('2 to 5 magpies can play, each with the pebbles 1–15', () => {
    for (const seats of [2, 3, 4, 5]) {
      const s = setup(seats, { games: 1, houseRule: 'topf' }, stepRng('seats', 0));
      expect(s.hands).toHaveLength(seats);
      for (const h of s.hands) expect(h).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
      expect(pending(s)).toEqual(Array.from({ length: seats }, (_, i) => i));
      expect([s.current, ...s.pile].sort((a, b) => (a as number) - (b as number))).toEqual(LOOT.slice());
    }
  });
});
