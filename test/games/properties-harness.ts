// The part of the games' property tests that is the same for every game: random legal play through
// the pure rules, and the properties every game must have (apply never mutates its input, state
// JSON round-trips, seed + actions replay the match), plus the leak property for a game's own twins
// (two states that differ only in a secret look alike to everyone). The rng derivation is the table host's
// (worker/table/reducer/replay.ts): setup with stepRng(seed, 0, 'setup'), action seq n (1-based) with
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
  /** The game's log lines (sent to everyone), when it writes any: part of the leak property. */
  describeMove?(state: S, seat: Seat, move: M): unknown;
  describeEvent?(event: GameEvent): unknown;
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

  /**
   * The leak property for secrets the next action cannot reveal: at every step of random play,
   * `twin(state, rng)` — the same table with other secrets — gives every viewer (`viewers(state)`:
   * the seats and spectators) the very same view; the pending action is legal in both alike and
   * gives every viewer the very same events and the very same view after it, and the log the very
   * same lines. `differs` counts the steps where the twin really differed from the state (so a
   * caller can show the check is not vacuous).
   */
  function twinsLookAlike(
    arb: fc.Arbitrary<T>,
    twin: (state: S, rng: Rng) => S,
    viewers: (state: S) => Viewer[],
    run: RunOptions,
  ): { steps: number; differs: number } {
    const count = { steps: 0, differs: 0 };
    fc.assert(fc.property(arb, fc.string({ maxLength: 6 }), (t, twinSeed) => {
      const trng = createRng(`twin|${twinSeed}`);
      playMatch(t, (state, action, seq) => {
        const other = twin(state, trng);
        count.steps++;
        if (JSON.stringify(other) !== JSON.stringify(state)) count.differs++;
        const move = rules.validate(state, action.seat, action.move);
        expect(rules.validate(other, action.seat, action.move)).toEqual(move);
        if (isRuleError(move)) return;
        const a = rules.apply(state, action.seat, move, stepRng(t.seed, seq));
        const b = rules.apply(other, action.seat, move, stepRng(t.seed, seq));
        for (const v of viewers(state)) {
          expect(rules.view(other, v)).toEqual(rules.view(state, v));
          expect(eventsFor(b.events, v)).toEqual(eventsFor(a.events, v));
          expect(rules.view(b.state, v)).toEqual(rules.view(a.state, v));
        }
        expect(rules.describeMove?.(other, action.seat, move)).toEqual(rules.describeMove?.(state, action.seat, move));
        const lines = (events: GameEvent[]) => eventsFor(events, 'spectator').map((e) => rules.describeEvent?.(e));
        expect(lines(b.events)).toEqual(lines(a.events));
      });
    }), run);
    return count;
  }

  /**
   * The leak property over whole matches: a random match is played, `twinStart(states, rng)` builds
   * the start of another match with other secrets (from every state the match passed through, so
   * it can leave alone what the match ever showed), and the same actions are replayed on both. At
   * every step every viewer sees the very same view and events and the log the very same lines —
   * what was sent earlier can never tell the twins apart later either. Returns how many matches
   * had a twin that really differed.
   */
  function twinMatchesLookAlike(
    arb: fc.Arbitrary<T>,
    twinStart: (states: S[], rng: Rng) => S,
    viewers: (state: S) => Viewer[],
    run: RunOptions,
  ): { matches: number; differs: number } {
    const count = { matches: 0, differs: 0 };
    fc.assert(fc.property(arb, fc.string({ maxLength: 6 }), (t, twinSeed) => {
      const states: S[] = [];
      const match = playMatch(t, (state) => { states.push(state); });
      states.push(match.state);
      let a = states[0];
      let b = twinStart(states, createRng(`twin|${twinSeed}`));
      count.matches++;
      if (JSON.stringify(a) !== JSON.stringify(b)) count.differs++;
      const same = (x: S, y: S) => { for (const v of viewers(x)) expect(rules.view(y, v)).toEqual(rules.view(x, v)); };
      same(a, b);
      match.actions.forEach((action, i) => {
        const move = rules.validate(a, action.seat, action.move);
        expect(rules.validate(b, action.seat, action.move)).toEqual(move);
        if (isRuleError(move)) throw new Error(move.error);
        expect(rules.describeMove?.(b, action.seat, move)).toEqual(rules.describeMove?.(a, action.seat, move));
        const ra = rules.apply(a, action.seat, move, stepRng(t.seed, i + 1));
        const rb = rules.apply(b, action.seat, move, stepRng(t.seed, i + 1));
        for (const v of viewers(a)) expect(eventsFor(rb.events, v)).toEqual(eventsFor(ra.events, v));
        const lines = (events: GameEvent[]) => eventsFor(events, 'spectator').map((e) => rules.describeEvent?.(e));
        expect(lines(rb.events)).toEqual(lines(ra.events));
        a = ra.state;
        b = rb.state;
        same(a, b);
      });
    }), run);
    return count;
  }

  return { playMatch, neverMutates, roundTrips, replays, twinsLookAlike, twinMatchesLookAlike };
}

/** The events a viewer receives (as the table host sends them: worker/table/shell/outbound.ts). */
export function eventsFor(events: readonly GameEvent[], viewer: Viewer): GameEvent[] {
  return events.filter((e) => e.to === 'all' || (viewer !== 'spectator' && e.to.includes(viewer)));
}
