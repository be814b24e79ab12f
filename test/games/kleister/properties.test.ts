// Speedkleister properties (fast-check): random seeds, 2–5 seats, every option, random legal play.
// The shared harness (../properties-harness.ts) plays the matches with the table host's rng derivation.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, stepRng } from '@games/core/rng';
import type { Rng } from '@games/core/rng';
import type { GameEvent, Seat, Viewer } from '@games/core/types';
import { deck } from '@games/kleister/rules/cards';
import { legalMoves } from '@games/kleister/rules/legal';
import { apply, pending, validate } from '@games/kleister/rules/moves';
import { setup } from '@games/kleister/rules/setup';
import type { KleisterMove, KleisterOptions, KleisterState } from '@games/kleister/types';
import { view } from '@games/kleister/view';
import { propertyHarness, type Action, type Table } from '../properties-harness';

const arbTable: fc.Arbitrary<Table<KleisterOptions>> = fc.record({
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
function randomAction(state: KleisterState, rng: Rng): Action<KleisterMove> {
  const seat = rng.pick(pending(state));
  const moves = legalMoves(view(state, seat));
  if (state.phase === 'play' && rng.next() < 0.7) {
    const small = moves.filter((m) => m.type === 'play' && m.cards.length <= 2);
    if (small.length > 0) return { seat, move: rng.pick(small) };
  }
  return { seat, move: rng.pick(moves) };
}

const harness = propertyHarness({
  setup, pending, validate, apply, view, randomAction,
  maxActions: (t: Table<KleisterOptions>) => 3000 * t.options.rounds,
});
const { playMatch } = harness;

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

  it('apply never mutates its input', () => harness.neverMutates(arbTable, { numRuns: 50 }));

  it('state JSON round-trips at every step, and a round-tripped state plays on identically', () => harness.roundTrips(arbTable, { numRuns: 30 }));

  it('same seed + same actions give the same match (replay)', () => harness.replays(arbTable, { numRuns: 50 }));
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
