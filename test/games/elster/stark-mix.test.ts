// Stark's mixed strategy: the support and rough weights of its mix in known positions, its draws
// following the mix, and the opponent model's trust rising only for a magpie it can read.
import { describe, expect, it } from 'vitest';
import { elster } from '@games/elster';
import type { ElsterState } from '@games/elster/types';
import { createRng, stepRng } from '@games/core/rng';
import { starkPick } from '@games/elster/bots';
import { positionOf } from '@games/elster/bots/position';
import { modelTrust, opponentBidModel } from '@games/elster/bots/opponents';

function position(hands: number[][], current: number, pile: number[], nests: number[][] = hands.map(() => [])): ElsterState {
  return {
    options: { games: 1, houseRule: 'topf' },
    seats: hands.length,
    gameNo: 0,
    phase: 'bidding',
    pile,
    current,
    pot: [],
    hands,
    bids: hands.map(() => null),
    nests,
    rounds: [],
    results: [],
    ready: hands.map(() => false),
  };
}

function drawCounts(state: ElsterState, seeds: number): Map<number, number> {
  const counts = new Map<number, number>();
  for (let k = 0; k < seeds; k++) {
    const move = elster.choose(elster.view(state, 0), 'stark', createRng(`draw-${k}`));
    if (move.type !== 'bid') throw new Error('expected a bid');
    counts.set(move.pebble, (counts.get(move.pebble) ?? 0) + 1);
  }
  return counts;
}

describe('stark mixes its bids', () => {
  // Heads-up, three rounds left (+6 now, then +5 and −4), 20 : 18. Worked out exactly: 9 only has
  // a chance against their 14, 11 only against their 10, 13 only against their 12, each a coin
  // flip for the game; any other pair loses it. A three-way guessing game, like rock-paper-
  // scissors: the only equilibrium lays each pebble a third of the time.
  const cycle = position([[9, 11, 13], [10, 12, 14]], 6, [5, -4], [[10, 9, 1], [8, 7, 3]]);

  it('in a three-way guessing game, all three pebbles about equally', () => {
    const pick = starkPick(elster.view(cycle, 0), createRng('cycle'))!;
    expect(pick.mix.map((m) => m.pebble).sort((a, b) => a - b)).toEqual([9, 11, 13]);
    for (const m of pick.mix) expect(m.weight).toBeCloseTo(1 / 3, 1);
  });

  it('draws its pebble from the mix: over many seeds every pebble of the support comes up', () => {
    const counts = drawCounts(cycle, 90);
    expect([...counts.keys()].sort((a, b) => a - b)).toEqual([9, 11, 13]);
    for (const n of counts.values()) {
      expect(n).toBeGreaterThan(15);
      expect(n).toBeLessThan(45);
    }
  });

  it('leans to one pebble where that pebble is better, but keeps the others in the mix', () => {
    // Three rounds left, 15 : 15: 1 (give the +4 away), 9 and 11 share the mix, about 41 / 35 / 24 %.
    const state = position([[1, 9, 11, 12], [2, 9, 10, 11]], 4, [6, -1, 3], [[7, 8], [10, 5]]);
    const mix = starkPick(elster.view(state, 0), createRng('lean'))!.mix;
    expect(mix.map((m) => m.pebble)).toEqual([1, 9, 11]);
    expect(mix[0].weight).toBeGreaterThan(0.35);
    expect(mix[0].weight).toBeLessThan(0.5);
    expect(mix[2].weight).toBeGreaterThan(0.15);
  });

  it('at the start of a heads-up game, the Krönchen is fought over with a mix, not one pebble', () => {
    const state = position([PEBBLES(), PEBBLES()], 10, [-5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const mix = starkPick(elster.view(state, 0), createRng('crown'))!.mix;
    expect(mix.length).toBeGreaterThanOrEqual(3);
    expect(mix[0].weight).toBeLessThan(0.6);
  });
});

function PEBBLES(): number[] {
  return Array.from({ length: 15 }, (_, i) => i + 1);
}

describe('stark trusts its model of a magpie only as far as it has held', () => {
  /** Seat 0 (stark's view) after `rounds` rounds in which seat 1 bid as `level` and seat 0 at random. */
  function fitAfter(level: 'normal' | 'random', rounds: number, seed: string): number {
    let state = elster.setup(2, elster.defaultOptions(), createRng(seed));
    const rng = createRng(`${seed}-bids`);
    for (let r = 0; r < rounds; r++) {
      const theirs = level === 'normal'
        ? elster.choose(elster.view(state, 1), 'normal', stepRng(seed, r, 'n'))
        : { type: 'bid' as const, pebble: rng.pick(state.hands[1]) };
      state = elster.apply(state, 0, { type: 'bid', pebble: rng.pick(state.hands[0]) }, rng).state;
      state = elster.apply(state, 1, theirs, rng).state;
    }
    const view = elster.view(state, 0);
    return opponentBidModel(view, positionOf(view)!).fit[1];
  }

  it('starts undecided and does not lean on the model before any evidence', () => {
    expect(fitAfter('normal', 0, 'fit-0')).toBe(0.5);
    expect(modelTrust(0.5)).toBe(0);
  });

  it('trusts a readable magpie more and more, an unreadable one not at all', () => {
    for (let g = 0; g < 3; g++) {
      expect(fitAfter('normal', 6, `fit-n${g}`)).toBeGreaterThan(0.9);
      expect(modelTrust(fitAfter('random', 6, `fit-r${g}`))).toBe(0);
    }
  });
});
