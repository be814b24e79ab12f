// Speedklammern properties (fast-check): random seeds, 3 or 4 seats, every house rule, random legal
// play (forgotten "Melden!" and "Bella!" included) through whole Partien with the table host's rng
// derivation (../properties-harness.ts): cards conserved, never mutated, JSON round trip, replay,
// and the leak check over thousands of states.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, stepRng } from '@games/core/rng';
import type { Rng } from '@games/core/rng';
import type { GameEvent, Seat, Viewer } from '@games/core/types';
import { DECK } from '@games/klammern/rules/cards';
import { legalMoves } from '@games/klammern/rules/legal';
import { apply, pending, validate } from '@games/klammern/rules/moves';
import { setup } from '@games/klammern/rules/deal';
import type { KlammernMove, KlammernOptions, KlammernState } from '@games/klammern/types';
import { view } from '@games/klammern/view';
import { propertyHarness, type Action, type Table } from '../properties-harness';

const arbOptions: fc.Arbitrary<KlammernOptions> = fc.record({
  eightCards: fc.boolean(),
  length: fc.constantFrom<KlammernOptions['length']>('games12', 'points51'),
  kontra: fc.boolean(),
  durchmarsch: fc.boolean(),
  bella: fc.constantFrom<KlammernOptions['bella']>('auto', 'button'),
  melds: fc.constantFrom<KlammernOptions['melds']>('auto', 'button'),
  schenken: fc.boolean(),
  againstEach: fc.boolean(),
});

const arbTable: fc.Arbitrary<Table<KlammernOptions>> = fc.record({
  seed: fc.string({ maxLength: 12 }),
  seats: fc.integer({ min: 3, max: 4 }),
  options: arbOptions,
  playSeed: fc.string({ maxLength: 8 }),
});

/** A random legal move of a random pending seat; bids lean towards playing, so redeals stay rare. */
function randomAction(state: KlammernState, rng: Rng): Action<KlammernMove> {
  const seat = rng.pick(pending(state));
  const moves = legalMoves(view(state, seat), true);
  if (state.phase === 'bidding' && rng.next() < 0.3) {
    const play = moves.filter((m) => m.type !== 'pass' && m.type !== 'bitte');
    if (play.length > 0) return { seat, move: rng.pick(play) };
  }
  return { seat, move: rng.pick(moves) };
}

const harness = propertyHarness({
  setup, pending, validate, apply, view, randomAction,
  maxActions: () => 12_000,
});

const sorted = (xs: readonly number[]) => xs.slice().sort((a, b) => a - b);
const allCards = (s: KlammernState) => [...s.hands.flat(), ...s.stock, ...s.tricks.flatMap((t) => t.cards), ...s.trick.cards];

describe('Speedklammern properties', () => {
  it('random legal play ends; cards are conserved; hand sizes stay equal in turn; partners share points', () => {
    fc.assert(fc.property(arbTable, (t) => {
      const { state } = harness.playMatch(t, (s) => {
        if (s.phase === 'play' || s.phase === 'bidding' || s.phase === 'announce') expect(sorted(allCards(s))).toEqual(DECK);
        for (const h of s.hands) expect(h).toEqual(sorted(h));
        expect(pending(s).length).toBeGreaterThan(0);
      });
      expect(state.phase).toBe('over');
      expect(pending(state)).toEqual([]);
      for (const r of state.results) {
        expect(r.scores.filter((x) => x > 0).length).toBeLessThanOrEqual(2);
        if (t.seats === 4) expect([r.scores[0], r.scores[1]]).toEqual([r.scores[2], r.scores[3]]);
      }
    }), { numRuns: 12 });
  });

  it('apply never mutates its input', () => harness.neverMutates(arbTable, { numRuns: 4 }));

  it('state JSON round-trips at every step, and a round-tripped state plays on identically', () => harness.roundTrips(arbTable, { numRuns: 3 }));

  it('same seed + same actions give the same Partie (replay)', () => harness.replays(arbTable, { numRuns: 6 }));
});

describe('the leak check: hidden information never reaches a seat', () => {
  /**
   * Same public state, different secrets: the hands of every seat not in `keep` and the closed
   * stock dealt anew from the same cards. Cards everyone knows a seat holds stay with it (the
   * four-player open card while the dealer holds it).
   */
  function twin(state: KlammernState, keep: Seat[], rng: Rng): KlammernState {
    const fixed = (s: Seat, c: number) => state.seats === 4 && s === state.dealer && c === state.upcard;
    const others = state.hands.map((_, s) => s).filter((s) => !keep.includes(s));
    const loose = (s: Seat) => state.hands[s].filter((c) => !fixed(s, c));
    const pool = rng.shuffle([...others.flatMap(loose), ...state.stock.slice(1)]);
    const hands = state.hands.slice();
    let at = 0;
    for (const s of others) {
      const n = loose(s).length;
      hands[s] = sorted([...state.hands[s].filter((c) => fixed(s, c)), ...pool.slice(at, at + n)]);
      at += n;
    }
    const stock = state.stock.length > 0 ? [state.stock[0], ...pool.slice(at)] : [];
    return { ...state, hands, stock };
  }

  const filtered = (events: GameEvent[], viewer: Viewer) =>
    events.filter((e) => e.to === 'all' || (viewer !== 'spectator' && e.to.includes(viewer)));

  it('states differing only in others\' hands and the closed stock look and play the same to a viewer (≥ 1,000 states)', () => {
    let checked = 0;
    // Matches differ in length, so run batches until the states are counted (never a chance failure).
    for (let batch = 0; batch < 10 && checked < 1000; batch++) fc.assert(fc.property(arbTable, fc.string({ maxLength: 6 }), (t, twinSeed) => {
      const trng = createRng(`twin|${twinSeed}`);
      harness.playMatch(t, (state, action, seq) => {
        checked++;
        const viewers: Viewer[] = ['spectator', ...state.hands.map((_, s) => s)];
        for (const viewer of viewers) {
          const other = twin(state, viewer === 'spectator' ? [] : [viewer], trng);
          expect(view(other, viewer)).toEqual(view(state, viewer));
          // The acting seat keeps its hand so that its move stays legal.
          const keep = viewer === 'spectator' ? [action.seat] : [viewer, action.seat];
          const same = twin(state, keep, trng);
          const a = apply(state, action.seat, action.move, stepRng(t.seed, seq));
          const b = apply(same, action.seat, action.move, stepRng(t.seed, seq));
          expect(filtered(b.events, viewer)).toEqual(filtered(a.events, viewer));
          expect(view(b.state, viewer)).toEqual(view(a.state, viewer));
        }
      });
    }), { numRuns: 6 });
    expect(checked).toBeGreaterThanOrEqual(1000);
  });

  it('an announcement (value, height) is public at once; the cards of another seat\'s meld are not until the first trick is done', () => {
    let announced = 0;
    fc.assert(fc.property(arbTable, (t) => {
      harness.playMatch(t, (state) => {
        if (state.phase !== 'play' || state.tricks.length > 0 || state.melds.length === 0) return;
        const trump = state.contract!.trump;
        for (let viewer = 0; viewer < state.seats; viewer++) {
          const v = view(state, viewer);
          // Every declarer is heard at once, by everyone.
          expect(v.announced.map((a) => a.seat)).toEqual([...new Set(state.melds.map((m) => m.seat))]);
          announced++;
          expect(v.melds).toEqual([]);
          expect(v.meldVerdict).toBeNull();
          // Another seat's sequence moved to another suit of the same trump-ness (and, for a
          // Fuffzig, a different low card) looks the same: suit and cards are not told.
          const other = state.melds.map((m) => {
            if (m.seat === viewer) return m;
            const suit = ([0, 1, 2, 3] as const).find((x) => x !== m.suit && (x === trump) === (m.suit === trump)) ?? m.suit;
            return { ...m, suit, low: m.value === 50 ? Math.max(0, m.high - 4) : m.low };
          });
          expect(view({ ...state, melds: other }, viewer)).toEqual(v);
        }
      });
    }), { numRuns: 4 });
    expect(announced).toBeGreaterThan(0);
  });

  it('a view carries no card of another hand or of the closed stock', () => {
    fc.assert(fc.property(arbTable, (t) => {
      harness.playMatch(t, (state) => {
        if (state.phase !== 'play' && state.phase !== 'bidding') return;
        const v = view(state, 0);
        const text = JSON.stringify({ ...v, options: null, results: null });
        expect(v.hand).toEqual(state.hands[0]);
        expect(Object.keys(v)).not.toContain('hands');
        expect(Object.keys(v)).not.toContain('stock');
        expect(text).not.toContain('"hands"');
      });
    }), { numRuns: 3 });
  });
});
