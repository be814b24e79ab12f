// Speedelster as the table host sees it: the Game object (index.ts) — seats, outcome of a match,
// the public log line of a move.
import { describe, expect, it } from 'vitest';
import { stepRng } from '@games/core/rng';
import { isRuleError } from '@games/core/types';
import { elster } from '@games/elster';
import type { ElsterState } from '@games/elster/types';

/** Plays a match where in round r seat s lays ((r + s + shift) mod 15) + 1: no ties ever. */
function playMatch(seats: number, games: 1 | 3 | 5, seed: string): ElsterState {
  let state = elster.setup(seats, { games, houseRule: 'topf' }, stepRng(seed, 0, 'setup'));
  let seq = 0;
  while (!elster.isOver(state)) {
    for (const seat of elster.pending(state)) {
      const raw = state.phase === 'between'
        ? { type: 'continue' }
        : { type: 'bid', pebble: ((state.rounds.length + seat + state.gameNo) % 15) + 1 };
      const move = elster.validate(state, seat, raw);
      if (isRuleError(move)) throw new Error(move.message);
      state = elster.apply(state, seat, move, stepRng(seed, ++seq)).state;
    }
  }
  return state;
}

describe('the Speedelster Game object', () => {
  it('seats 2 to 5 magpies', () => {
    expect(elster.minSeats).toBe(2);
    expect(elster.maxSeats).toBe(5);
    expect(elster.defaultOptions()).toEqual({ games: 1, houseRule: 'topf' });
  });

  it('the outcome of a 3-game match sums the games, ranks with shared places and unites achievements', () => {
    const state = playMatch(3, 3, 'outcome');
    const out = elster.outcome(state);
    const sums = [0, 1, 2].map((s) => state.results.reduce((t, r) => t + r.scores[s], 0));
    expect(out.seats.map((s) => s.points)).toEqual(sums);
    for (const s of out.seats) {
      expect(s.place).toBe(1 + sums.filter((x) => x > s.points).length);
      const earned = new Set(state.results.flatMap((r) => r.achievements[s.seat]));
      expect(new Set(s.achievements)).toEqual(earned);
      expect(s.achievements.length).toBe(earned.size);
    }
  });

  it('equal match totals share the place', () => {
    const state = playMatch(2, 1, 'tie');
    const tied: ElsterState = { ...state, results: [{ ...state.results[0], scores: [20, 20] }] };
    expect(elster.outcome(tied).seats.map((s) => s.place)).toEqual([1, 1]);
  });

  it('the log line of a bid says who laid, never the pebble', () => {
    const state = elster.setup(3, elster.defaultOptions(), stepRng('log', 0, 'setup'));
    const line = elster.describeMove?.(state, 2, { type: 'bid', pebble: 13 });
    expect(line).toEqual({ code: 'elster_bid', params: { seat: 2 } });
    expect(JSON.stringify(line)).not.toContain('13');
  });

  it('the log shows every bid only with the reveal, and who took the cards', () => {
    let state = elster.setup(3, elster.defaultOptions(), stepRng('log', 0, 'setup'));
    const card = state.current as number;
    const first = elster.apply(state, 0, { type: 'bid', pebble: 9 }, stepRng('log', 1));
    expect(first.events.map((e) => elster.describeEvent?.(e) ?? null)).toEqual([null]);
    state = elster.apply(first.state, 1, { type: 'bid', pebble: 9 }, stepRng('log', 2)).state;
    const last = elster.apply(state, 2, { type: 'bid', pebble: 4 }, stepRng('log', 3));
    const lines = last.events.map((e) => elster.describeEvent?.(e)).filter(Boolean);
    expect(lines[0]).toEqual({
      code: 'elster_reveal',
      params: { bids: '9,9,4', cancelled: '9', cards: String(card), winner: 2, fate: 'taken' },
    });
  });
});
