// The part of the games' property tests that is the same for every game: random legal play through
// the pure rules, and the properties every game must have (apply never mutates its input, state
// JSON round-trips, seed + actions replay the match). The rng derivation is the table host's
// (worker/table/replay.ts): setup with stepRng(seed, 0, 'setup'), action seq n (1-based) with
// stepRng(seed, n).
import fc from 'fast-check';
import { expect } from 'vitest';
import { createRng, stepRng } from '@games/core/rng';
import type { Rng } from '@games/core/rng';
import { isRuleError } from '@games/core/types';
import type { GameEvent, RuleError, Seat, Viewer } from '@games/core/types';

export interface Action<M> { seat: Seat; move: M }

/** A random table: the rules' seed and options, and a separate seed for the players' choices. */
export interface Table<O> { seed: string; seats: number; options: O; playSeed: string }

/** The pure rule functions of one game, and how its random players choose. */
export interface RulesUnderTest<S, M, V, O, T extends Table<O>> {
  setup(seats: number, options: O, rng: Rng): S;
  pending(state: S): Seat[];
  validate(state: S, seat: Seat, input: unknown): M | RuleError;
  apply(state: S, seat: Seat, move: M, rng: Rng): { state: S; events: GameEvent[] };
  view(state: S, viewer: Viewer): V;
  /** A random legal move of a pending seat. */
  randomAction(state: S, rng: Rng, table: T): Action<M>;
  /** A match still running after this many actions does not end. */
  maxActions(table: T): number;
}

export interface Match<S, M> { state: S; actions: Action<M>[]; events: GameEvent[][] }

type RunOptions = { numRuns: number };

export function deepFreeze<X>(x: X): X {
  if (typeof x === 'object' && x !== null && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}

export function propertyHarness<S, M, V, O, T extends Table<O>>(rules: RulesUnderTest<S, M, V, O, T>) {
  const start = (t: T) => rules.setup(t.seats, t.options, stepRng(t.seed, 0, 'setup'));

  /** Plays a whole match, calling `check` before each action. */
  function playMatch(t: T, check?: (state: S, action: Action<M>, seq: number) => void): Match<S, M> {
    const rng = createRng(`play|${t.playSeed}`);
    let state = start(t);
    const actions: Action<M>[] = [];
    const events: GameEvent[][] = [];
    while (rules.pending(state).length > 0) {
      if (actions.length >= rules.maxActions(t)) throw new Error('the match does not end');
      const action = rules.randomAction(state, rng, t);
      const seq = actions.length + 1;
      check?.(state, action, seq);
      const move = rules.validate(state, action.seat, action.move);
      if (isRuleError(move)) throw new Error(`legal move rejected: ${move.error}`);
      const r = rules.apply(state, action.seat, move, stepRng(t.seed, seq));
      actions.push(action);
      events.push(r.events);
      state = r.state;
    }
    return { state, actions, events };
  }

  /** Property: validate, view and apply never write to their (deep-frozen) input. */
  function neverMutates(arb: fc.Arbitrary<T>, run: RunOptions): void {
    fc.assert(fc.property(arb, (t) => {
      const rng = createRng(`play|${t.playSeed}`);
      let state = deepFreeze(start(t));
      let seq = 0;
      while (rules.pending(state).length > 0) {
        const before = JSON.stringify(state);
        const action = rules.randomAction(state, rng, t);
        // Frozen input: any write in validate/apply/view throws (ES modules are strict).
        const move = rules.validate(state, action.seat, action.move) as M;
        rules.view(state, action.seat);
        const next = rules.apply(state, action.seat, move, stepRng(t.seed, ++seq)).state;
        expect(JSON.stringify(state)).toBe(before);
        state = deepFreeze(next);
      }
    }), run);
  }

  /** Property: the state JSON round-trips at every step, and the copy plays on identically. */
  function roundTrips(arb: fc.Arbitrary<T>, run: RunOptions): void {
    fc.assert(fc.property(arb, (t) => {
      playMatch(t, (state, action, seq) => {
        const copy = JSON.parse(JSON.stringify(state)) as S;
        expect(copy).toEqual(state);
        const a = rules.apply(state, action.seat, action.move, stepRng(t.seed, seq));
        const b = rules.apply(copy, action.seat, action.move, stepRng(t.seed, seq));
        expect(JSON.stringify(b)).toBe(JSON.stringify(a));
      });
    }), run);
  }

  /** Property: the same seed and the same actions give the same match. */
  function replays(arb: fc.Arbitrary<T>, run: RunOptions): void {
    fc.assert(fc.property(arb, (t) => {
      const live = playMatch(t);
      let state = start(t);
      live.actions.forEach((a, i) => {
        const move = rules.validate(state, a.seat, a.move);
        if (isRuleError(move)) throw new Error(move.error);
        state = rules.apply(state, a.seat, move, stepRng(t.seed, i + 1)).state;
      });
      expect(JSON.stringify(state)).toBe(JSON.stringify(live.state));
    }), run);
  }

  return { playMatch, neverMutates, roundTrips, replays };
}
