// Speedelster computer players: legal moves, no peeking, sensible picks in clear positions, and a
// small seeded strength check.
import { describe, expect, it } from 'vitest';
import { elster } from '@games/elster';
import type { ElsterState } from '@games/elster/types';
import type { BotLevel } from '@games/core/types';
import { isRuleError } from '@games/core/types';
import { createRng, stepRng } from '@games/core/rng';
import { estimateShare, heroShares } from '../../bench/strength';

const LEVELS: BotLevel[] = ['leicht', 'normal', 'stark'];

/**
 * A reachable position: a game of `seats` played with random legal bids for `rounds` rounds,
 * then some of the other seats have already laid their pebble for the current round.
 */
function randomPosition(seed: string, seats: number, houseRule: 'topf' | 'weg' = 'topf'): { state: ElsterState; seat: number } {
  const rng = createRng(seed);
  let state = elster.setup(seats, { games: 1, houseRule }, rng);
  const rounds = rng.int(15);
  for (let r = 0; r < rounds; r++) {
    for (let s = 0; s < seats; s++) state = elster.apply(state, s, { type: 'bid', pebble: rng.pick(state.hands[s]) }, rng).state;
  }
  const seat = rng.int(seats);
  for (let s = 0; s < seats; s++) {
    if (s !== seat && rng.next() < 0.5) state = elster.apply(state, s, { type: 'bid', pebble: rng.pick(state.hands[s]) }, rng).state;
  }
  return { state, seat };
}

/** The same position with different hidden information: the others' secret bids and the pile order. */
function withOtherSecrets(state: ElsterState, seat: number, seed: string): ElsterState {
  const rng = createRng(seed);
  const bids = state.bids.map((b, s) => (s === seat || b === null ? b : rng.pick(state.hands[s])));
  return { ...state, bids, pile: rng.shuffle(state.pile) };
}

/** A hand-made bidding position for seat 0 (late in a game). */
function position(hands: number[][], current: number, pile: number[], extra: Partial<ElsterState> = {}): ElsterState {
  const seats = hands.length;
  return {
    options: { games: 1, houseRule: 'topf' },
    seats,
    gameNo: 0,
    phase: 'bidding',
    pile,
    current,
    pot: [],
    hands,
    bids: new Array(seats).fill(null),
    nests: Array.from({ length: seats }, () => []),
    rounds: [],
    results: [],
    ready: new Array(seats).fill(false),
    ...extra,
  };
}

function bidOf(state: ElsterState, seat: number, level: BotLevel, seed: string): number {
  const move = elster.choose(elster.view(state, seat), level, createRng(seed));
  if (move.type !== 'bid') throw new Error(`expected a bid, got ${JSON.stringify(move)}`);
  return move.pebble;
}

describe('Speedelster computer players', () => {
  it('every level always lays a pebble it still holds, in any reachable position', () => {
    for (let i = 0; i < 60; i++) {
      const seats = 2 + (i % 4);
      const { state, seat } = randomPosition(`legal-${i}`, seats, i % 3 === 0 ? 'weg' : 'topf');
      for (const level of LEVELS) {
        const move = elster.choose(elster.view(state, seat), level, createRng(`bot-${i}`));
        const valid = elster.validate(state, seat, move);
        expect(isRuleError(valid), `${level} in position ${i}: ${JSON.stringify(valid)}`).toBe(false);
      }
    }
  });

  it('decides from its own view only: other seats\' secret bids and the pile order change nothing', () => {
    for (let i = 0; i < 30; i++) {
      const { state, seat } = randomPosition(`secret-${i}`, 2 + (i % 4));
      const other = withOtherSecrets(state, seat, `other-${i}`);
      for (const level of LEVELS) {
        expect(elster.choose(elster.view(other, seat), level, createRng(`r${i}`)))
          .toEqual(elster.choose(elster.view(state, seat), level, createRng(`r${i}`)));
      }
      expect(elster.advise!(elster.view(other, seat), createRng(`a${i}`))).toEqual(elster.advise!(elster.view(state, seat), createRng(`a${i}`)));
    }
  });

  it('presses "Weiter" between the games of a match', () => {
    const rng = createRng('between');
    let state = elster.setup(3, { games: 3, houseRule: 'topf' }, rng);
    while (state.phase === 'bidding') {
      for (let s = 0; s < 3; s++) state = elster.apply(state, s, { type: 'bid', pebble: state.hands[s][0] }, rng).state;
    }
    expect(state.phase).toBe('between');
    for (const level of LEVELS) expect(elster.choose(elster.view(state, 1), level, createRng('x'))).toEqual({ type: 'continue' });
  });

  it('lays its last pebble in the last round', () => {
    const state = position([[7], [3], [12]], 4, []);
    for (const level of LEVELS) expect(bidOf(state, 0, level, 'last')).toBe(7);
  });

  it('takes the Krönchen with a pebble nobody can beat when that wins the game', () => {
    // Heads-up, two rounds left: 14 takes the +10 for sure; the +1 afterwards hardly matters.
    const state = position([[2, 14], [5, 9]], 10, [1]);
    for (let k = 0; k < 10; k++) {
      expect(bidOf(state, 0, 'stark', `crown-${k}`)).toBe(14);
      expect(bidOf(state, 0, 'normal', `crown-${k}`)).toBe(14);
    }
  });

  it('dodges a big Ärger with the highest pebble when the lowest would surely take it', () => {
    // Pebble 1 is below everything the other magpie holds: it would take the −5 for sure.
    const state = position([[1, 15], [3, 8]], -5, [2]);
    for (let k = 0; k < 10; k++) {
      expect(bidOf(state, 0, 'stark', `dodge-${k}`)).toBe(15);
      expect(bidOf(state, 0, 'normal', `dodge-${k}`)).toBe(15);
    }
  });

  it('keeps its big pebble for the big card: a small card goes cheaply', () => {
    // Three rounds left, the +1 now, the +9 and +8 still to come. The other magpie holds 13 and 12,
    // so 14 and 15 are each a sure win later; spending one on the +1 loses a big card.
    const state = position([[1, 14, 15], [2, 12, 13]], 1, [8, 9]);
    for (let k = 0; k < 10; k++) expect(bidOf(state, 0, 'stark', `cheap-${k}`)).toBe(1);
  });

  it('plays the same game again from the same seeds', () => {
    const a = heroShares(elster, 3, 'stark', 'normal', elster.defaultOptions(), ['same-1', 'same-2']);
    const b = heroShares(elster, 3, 'stark', 'normal', elster.defaultOptions(), ['same-1', 'same-2']);
    expect(a).toEqual(b);
  });

  it('normal beats leicht, and stark beats normal, in most heads-up games (seeded smoke test)', () => {
    const seeds = Array.from({ length: 200 }, (_, i) => `smoke-${i}`);
    const normal = estimateShare(heroShares(elster, 2, 'normal', 'leicht', elster.defaultOptions(), seeds));
    expect(normal.value).toBeGreaterThan(0.55);
    const stark = estimateShare(heroShares(elster, 2, 'stark', 'normal', elster.defaultOptions(), seeds.slice(0, 40)));
    expect(stark.value).toBeGreaterThan(0.6);
  });

  it('uses the rng it is given: stepRng streams make computer moves replayable', () => {
    const { state, seat } = randomPosition('replay', 4);
    for (const level of LEVELS) {
      expect(elster.choose(elster.view(state, seat), level, stepRng('t', 3, 'bot')))
        .toEqual(elster.choose(elster.view(state, seat), level, stepRng('t', 3, 'bot')));
    }
  });
});
