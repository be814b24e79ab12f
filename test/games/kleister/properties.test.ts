// Speedkleister properties (fast-check): random seeds, 2–5 seats, every option, random legal play.
// The rng derivation is the table host's (worker/table/replay.ts): setup with
// stepRng(seed, 0, 'setup'), action seq n (1-based) with stepRng(seed, n).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, stepRng } from '@games/core/rng';
import type { Rng } from '@games/core/rng';
import { isRuleError } from '@games/core/types';
import type { GameEvent, Seat, Viewer } from '@games/core/types';
import { deck } from '@games/kleister/rules/cards';
import { legalMoves } from '@games/kleister/rules/legal';
import { apply, pending, validate } from '@games/kleister/rules/moves';
import { setup } from '@games/kleister/rules/setup';
import type { KleisterMove, KleisterOptions, KleisterState } from '@games/kleister/types';
import { view } from '@games/kleister/view';

interface Action { seat: Seat; move: KleisterMove }
interface Table { seed: string; seats: number; options: KleisterOptions; playSeed: string }

const arbTable: fc.Arbitrary<Table> = fc.record({
  seed: fc.string({ maxLength: 12 }),
  seats: fc.integer({ min: 2, max: 5 }),
  options: fc.record({
    rounds: fc.constantFrom<KleisterOptions['rounds']>(1, 3),
    brushes: fc.constantFrom<KleisterOptions['brushes']>(3, 5, 7),
    cartSize: fc.constantFrom<KleisterOptions['cartSize']>(4, 6, 8),
    short: fc.boolean(),
    columnBonus: fc.boolean(),
  }),
  playSeed: fc.string({ maxLength: 8 }),
});

/** A random legal move of a pending seat; plays favour small groups so covers are frequent. */
function randomAction(state: KleisterState, rng: Rng): Action {
  const seat = rng.pick(pending(state));
  const moves = legalMoves(view(state, seat));
  if (state.phase === 'play' && rng.next() < 0.7) {
    const small = moves.filter((m) => m.type === 'play' && m.cards.length <= 2);
    if (small.length > 0) return { seat, move: rng.pick(small) };
  }
  return { seat, move: rng.pick(moves) };
}

function deepFreeze<T>(x: T): T {
  if (typeof x === 'object' && x !== null && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}

/** Plays a whole match, calling `check` before each action. */
function playMatch(t: Table, check?: (state: KleisterState, action: Action, seq: number) => void) {
  const rng = createRng(`play|${t.playSeed}`);
  let state = setup(t.seats, t.options, stepRng(t.seed, 0, 'setup'));
  const actions: Action[] = [];
  while (pending(state).length > 0) {
    if (actions.length >= 3000 * t.options.rounds) throw new Error('the match does not end');
    const action = randomAction(state, rng);
    const seq = actions.length + 1;
    check?.(state, action, seq);
    const move = validate(state, action.seat, action.move);
    if (isRuleError(move)) throw new Error(`legal move rejected: ${move.error}`);
    state = apply(state, action.seat, move, stepRng(t.seed, seq)).state;
    actions.push(action);
  }
  return { state, actions };
}

const sorted = (xs: readonly number[]) => xs.slice().sort((a, b) => a - b);

/** Every card of the round, wherever it is (a torn group under decision is in `cover`). */
function allCards(s: KleisterState): number[] {
  const pending = s.phase === 'decide' || s.phase === 'return' ? s.cover!.group.cards : [];
  return [
    ...s.hands.flat(), ...s.columns.flat().flatMap((g) => g.cards),
    ...s.cart.filter((c): c is number => c !== null), ...s.press, ...s.waste, ...pending,
  ];
}

describe('Speedkleister properties', () => {
  it('legal moves always apply, random play always ends, and cards are conserved at every step', () => {
    fc.assert(fc.property(arbTable, (t) => {
      const full = sorted(deck(t.options));
      const { state } = playMatch(t, (s) => {
        expect(sorted(allCards(s))).toEqual(full);
        expect(pending(s).length === 1 || s.phase === 'between').toBe(true);
        for (const h of s.hands) expect(h).toEqual(sorted(h));
        // The cart has empty slots only inside a turn (refilled at its end) or when the press is empty.
        if (s.phase === 'play' && s.press.length > 0) expect(s.cart.includes(null)).toBe(false);
      });
      expect(state.phase).toBe('over');
      expect(state.results).toHaveLength(t.options.rounds);
      expect(sorted(allCards(state))).toEqual(full);
      for (const r of state.results) {
        if (r.reason === 'hand_empty') expect(r.handCards[r.emptied!]).toBe(0);
      }
    }), { numRuns: 150 });
  });

  it('apply never mutates its input', () => {
    fc.assert(fc.property(arbTable, (t) => {
      const rng = createRng(`play|${t.playSeed}`);
      let state = deepFreeze(setup(t.seats, t.options, stepRng(t.seed, 0, 'setup')));
      let seq = 0;
      while (pending(state).length > 0) {
        const before = JSON.stringify(state);
        const action = randomAction(state, rng);
        // Frozen input: any write in validate/apply/view throws (ES modules are strict).
        const move = validate(state, action.seat, action.move) as KleisterMove;
        view(state, action.seat);
        const next = apply(state, action.seat, move, stepRng(t.seed, ++seq)).state;
        expect(JSON.stringify(state)).toBe(before);
        state = deepFreeze(next);
      }
    }), { numRuns: 50 });
  });

  it('state JSON round-trips at every step, and a round-tripped state plays on identically', () => {
    fc.assert(fc.property(arbTable, (t) => {
      playMatch(t, (state, action, seq) => {
        const copy = JSON.parse(JSON.stringify(state)) as KleisterState;
        expect(copy).toEqual(state);
        const a = apply(state, action.seat, action.move, stepRng(t.seed, seq));
        const b = apply(copy, action.seat, action.move, stepRng(t.seed, seq));
        expect(JSON.stringify(b)).toBe(JSON.stringify(a));
      });
    }), { numRuns: 30 });
  });

  it('same seed + same actions give the same match (replay)', () => {
    fc.assert(fc.property(arbTable, (t) => {
      const live = playMatch(t);
      let state = setup(t.seats, t.options, stepRng(t.seed, 0, 'setup'));
      live.actions.forEach((a, i) => {
        const move = validate(state, a.seat, a.move);
        if (isRuleError(move)) throw new Error(move.error);
        state = apply(state, a.seat, move, stepRng(t.seed, i + 1)).state;
      });
      expect(JSON.stringify(state)).toBe(JSON.stringify(live.state));
    }), { numRuns: 50 });
  });
});

describe('the leak check: hidden information never reaches a seat', () => {
  /**
   * Same public state, different secrets: the hands of every seat but `keep` (the viewer, and the
   * seat about to act, whose move must stay legal) dealt anew from the same cards together with
   * the press below its top `fixedTop` cards.
   */
  function twin(state: KleisterState, keep: Seat[], rng: Rng, fixedTop = 0): KleisterState {
    const others = state.hands.map((_, s) => s).filter((s) => !keep.includes(s));
    const top = state.press.slice(0, fixedTop);
    const pool = rng.shuffle([...others.flatMap((s) => state.hands[s]), ...state.press.slice(fixedTop)]);
    const hands = state.hands.slice();
    let at = 0;
    for (const s of others) {
      hands[s] = sorted(pool.slice(at, at + state.hands[s].length));
      at += state.hands[s].length;
    }
    return { ...state, hands, press: [...top, ...pool.slice(at)] };
  }

  const filtered = (events: GameEvent[], viewer: Viewer) =>
    events.filter((e) => e.to === 'all' || (viewer !== 'spectator' && e.to.includes(viewer)));

  it('states differing only in others\' hands and the press order give a viewer identical views and events', () => {
    fc.assert(fc.property(arbTable, fc.string({ maxLength: 6 }), (t, twinSeed) => {
      const trng = createRng(`twin|${twinSeed}`);
      playMatch(t, (state, action, seq) => {
        const viewers: Viewer[] = ['spectator', ...state.hands.map((_, s) => s)];
        for (const viewer of viewers) {
          const other = twin(state, viewer === 'spectator' ? [] : [viewer], trng);
          expect(view(other, viewer)).toEqual(view(state, viewer));
          // One action turns up at most the press's top cards it draws and refills: those stay
          // in place (revealing them is the rule); everything else hidden is dealt anew.
          // The acting seat keeps its hand so that its move stays legal.
          const keep = viewer === 'spectator' ? [action.seat] : [viewer, action.seat];
          const same = twin(state, keep, trng, state.options.cartSize + 1);
          const a = apply(state, action.seat, action.move, stepRng(t.seed, seq));
          const b = apply(same, action.seat, action.move, stepRng(t.seed, seq));
          expect(filtered(b.events, viewer)).toEqual(filtered(a.events, viewer));
          expect(view(b.state, viewer)).toEqual(view(a.state, viewer));
        }
      });
    }), { numRuns: 25 });
  });

  it('a seat sees its own hand and only counts of the others; a spectator sees no hand', () => {
    fc.assert(fc.property(arbTable, (t) => {
      playMatch(t, (state) => {
        const spectator = view(state, 'spectator');
        expect(spectator.hand).toBeNull();
        expect(Object.keys(spectator)).not.toContain('press');
        expect(Object.keys(spectator)).not.toContain('hands');
        for (let seat = 0; seat < state.seats; seat++) {
          const v = view(state, seat);
          expect(v.hand).toEqual(state.hands[seat]);
          expect(v.handCounts).toEqual(state.hands.map((h) => h.length));
          expect(v.pressCount).toBe(state.press.length);
          // Hidden per kind = others' hands + press.
          const hidden = new Array<number>(14).fill(0);
          for (const c of [...state.hands.filter((_, s) => s !== seat).flat(), ...state.press]) hidden[c]++;
          expect(v.hidden).toEqual(hidden);
        }
      });
    }), { numRuns: 30 });
  });
});
