// Rat: exactly stark's pick for the player's own view (a draw from stark's mix), with a chance
// between 0 and 1 and a description of the mix: its top pebble and share, and a second pebble when
// the two are about equally likely.
import { describe, expect, it } from 'vitest';
import { elster } from '@games/elster';
import type { ElsterState } from '@games/elster/types';
import { createRng } from '@games/core/rng';

function playedTo(seed: string, seats: number, rounds: number): ElsterState {
  const rng = createRng(seed);
  let state = elster.setup(seats, elster.defaultOptions(), rng);
  for (let r = 0; r < rounds; r++) {
    for (let s = 0; s < seats; s++) state = elster.apply(state, s, { type: 'bid', pebble: rng.pick(state.hands[s]) }, rng).state;
  }
  return state;
}

describe('Rat (advice)', () => {
  it('is exactly the strong computer\'s pick for the same view and rng seed', () => {
    for (let i = 0; i < 20; i++) {
      const state = playedTo(`rat-${i}`, 2 + (i % 4), i % 15);
      const view = elster.view(state, 0);
      const advice = elster.advise!(view, createRng(`seed-${i}`));
      expect(advice.move).toEqual(elster.choose(view, 'stark', createRng(`seed-${i}`)));
      expect(advice.reason.code).toBe('elster_advice');
      expect(advice.reason.params.pebble).toBe((advice.move as { pebble: number }).pebble);
      const chance = advice.reason.params.chance as number;
      expect(chance).toBeGreaterThanOrEqual(0);
      expect(chance).toBeLessThanOrEqual(1);
      expect(Math.round(chance * 100) / 100).toBe(chance);
      const { share, top, topShare } = advice.reason.params as Record<string, number>;
      expect(share).toBeGreaterThan(0);
      expect(topShare).toBeGreaterThanOrEqual(share);
      expect(topShare).toBeLessThanOrEqual(100);
      expect(view.hands[0]).toContain(top);
    }
  });

  it('gives a sure pick a chance of 1 and a hopeless one a chance of 0', () => {
    const base = playedTo('sure', 2, 0);
    // Last round, the +6 at stake: 15 against 3 takes it for sure.
    const sure = { ...base, pile: [], current: 6, hands: [[15], [3]] };
    expect(elster.advise!(elster.view(sure, 0), createRng('s')).reason.params).toEqual({ pebble: 15, chance: 1, share: 100, top: 15, topShare: 100 });
    // Last round, the −4 at stake: 1 against 3 must take it.
    const forced = { ...base, pile: [], current: -4, hands: [[1], [3]] };
    expect(elster.advise!(elster.view(forced, 0), createRng('f')).reason.params).toEqual({ pebble: 1, chance: 0, share: 100, top: 1, topShare: 100 });
  });

  it('names a second pebble when two are about equally good, and otherwise none', () => {
    // Heads-up, three rounds left, 15 : 15. The equilibrium mixes 1, 9 and 11 (about 41 / 35 / 24 %).
    const base = playedTo('pair', 2, 0);
    const pair = { ...base, pile: [6, -1, 3], current: 4, hands: [[1, 9, 11, 12], [2, 9, 10, 11]], nests: [[7, 8], [10, 5]] };
    const params = elster.advise!(elster.view(pair, 0), createRng('p')).reason.params;
    expect([params.top, params.alt].sort()).toEqual([1, 9]);
    expect(params.topShare).toBeGreaterThan(params.altShare as number);
    expect(params.altShare).toBeGreaterThanOrEqual(0.7 * (params.topShare as number));
    // The Krönchen with a pebble nobody can beat: no mix, no second pebble.
    const crown = { ...base, pile: [1], current: 10, hands: [[2, 14], [5, 9]] };
    expect(elster.advise!(elster.view(crown, 0), createRng('c')).reason.params).not.toHaveProperty('alt');
  });

  it('between games it advises "Weiter"', () => {
    const rng = createRng('between');
    let state = elster.setup(2, { games: 3, houseRule: 'weg' }, rng);
    while (state.phase === 'bidding') {
      for (let s = 0; s < 2; s++) state = elster.apply(state, s, { type: 'bid', pebble: state.hands[s][0] }, rng).state;
    }
    expect(elster.advise!(elster.view(state, 0), createRng('w'))).toEqual({ move: { type: 'continue' }, reason: { code: 'elster_continue', params: {} } });
  });
});
