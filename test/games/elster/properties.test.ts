// Speedelster properties (fast-check): random seeds, 2–5 seats, random legal play. The shared
// harness (../properties-harness.ts) plays the matches with the table host's rng derivation.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, stepRng } from '@games/core/rng';
import type { Rng } from '@games/core/rng';
import type { GameEvent, Seat } from '@games/core/types';
import { apply, pending, validate } from '@games/elster/rules/moves';
import { setup } from '@games/elster/rules/setup';
import type { ElsterMove, ElsterOptions, ElsterState } from '@games/elster/types';
import { LOOT, PEBBLES } from '@games/elster/types';
import { view } from '@games/elster/view';
import { propertyHarness, type Action, type Table } from '../properties-harness';

type ElsterTable = Table<ElsterOptions> & { narrow: boolean };

const arbTable: fc.Arbitrary<ElsterTable> = fc.record({
  seed: fc.string({ maxLength: 12 }),
  seats: fc.integer({ min: 2, max: 5 }),
  options: fc.record({
    games: fc.constantFrom<ElsterOptions['games']>(1, 3),
    houseRule: fc.constantFrom<ElsterOptions['houseRule']>('topf', 'weg'),
  }),
  // Drives the choice of seat and pebble; independent of the table seed.
  playSeed: fc.string({ maxLength: 8 }),
  // A narrow pebble range makes ties and all-cancel rounds (and so pots) frequent.
  narrow: fc.boolean(),
});

/** A random legal move of one pending seat. */
function randomAction(state: ElsterState, rng: Rng, narrow: boolean): Action<ElsterMove> {
  const seat = rng.pick(pending(state));
  if (state.phase === 'between') return { seat, move: { type: 'continue' } };
  const hand = state.hands[seat];
  const low = narrow ? hand.slice(0, Math.min(2, hand.length)) : hand;
  return { seat, move: { type: 'bid', pebble: rng.pick(low) } };
}

const harness = propertyHarness({
  setup, pending, validate, apply, view,
  randomAction: (state: ElsterState, rng: Rng, t: ElsterTable) => randomAction(state, rng, t.narrow),
  maxActions: (t) => t.options.games * (15 * t.seats + t.seats),
});
const { playMatch } = harness;

/** Cards of the current game that nobody holds: discarded or unowned per the round records. */
function lostCards(state: Pick<ElsterState, 'rounds'>): number[] {
  return state.rounds.filter((r) => r.fate === 'discarded' || r.fate === 'unowned').flatMap((r) => r.cards);
}

const sorted = (xs: readonly number[]) => xs.slice().sort((a, b) => a - b);

describe('Speedelster properties', () => {
  it('legal moves always apply, and random play always ends after every round of every game', () => {
    fc.assert(fc.property(arbTable, (t) => {
      const { state, actions } = playMatch(t);
      expect(state.phase).toBe('over');
      expect(state.results).toHaveLength(t.options.games);
      expect(actions.filter((a) => a.move.type === 'bid')).toHaveLength(15 * t.seats * t.options.games);
      expect(state.rounds).toHaveLength(15);
    }), { numRuns: 150 });
  });

  it('apply never mutates its input', () => harness.neverMutates(arbTable, { numRuns: 60 }));

  it('state JSON round-trips at every step, and a round-tripped state plays on identically', () => harness.roundTrips(arbTable, { numRuns: 40 }));

  it('same seed + same actions give the same match (replay)', () => harness.replays(arbTable, { numRuns: 60 }));

  it('cards and pebbles are conserved at every step and at the end of every game', () => {
    fc.assert(fc.property(arbTable, (t) => {
      const { state } = playMatch(t, (s) => {
        if (s.phase !== 'bidding') return;
        // Every loot card of this game is in exactly one place.
        const places = [...s.nests.flat(), ...s.pot, s.current as number, ...s.pile, ...lostCards(s)];
        expect(sorted(places)).toEqual(LOOT.slice());
        expect(s.pot.length === 0 || t.options.houseRule === 'topf').toBe(true);
        for (let seat = 0; seat < s.seats; seat++) {
          const played = s.rounds.map((r) => r.bids[seat]);
          expect(sorted([...s.hands[seat], ...played])).toEqual(PEBBLES.slice());
          const bid = s.bids[seat];
          if (bid !== null) expect(s.hands[seat]).toContain(bid);
        }
      });
      // Match over: every hand is empty, the last game's cards are in nests or unowned/discarded.
      expect(state.hands.every((h) => h.length === 0)).toBe(true);
      expect(sorted([...state.nests.flat(), ...lostCards(state)])).toEqual(LOOT.slice());
      for (const r of state.results) {
        expect(r.scores).toEqual(r.nests.map((n) => n.reduce((a, b) => a + b, 0)));
      }
    }), { numRuns: 100 });
  });
});

describe('the leak check: hidden information never reaches a seat', () => {
  /** Same public state, different secrets: other seats' bids replaced, the pile reshuffled. */
  function twin(state: ElsterState, viewer: Seat | 'spectator', rng: Rng): ElsterState {
    const bids = state.bids.map((b, seat) => {
      if (b === null || seat === viewer) return b;
      return rng.pick(state.hands[seat]);
    });
    return { ...state, bids, pile: rng.shuffle(state.pile) };
  }

  const filtered = (events: GameEvent[], seat: Seat) => events.filter((e) => e.to === 'all' || e.to.includes(seat));

  it('two states differing only in what a seat may not see give that seat identical views and events', () => {
    fc.assert(fc.property(arbTable, fc.string({ maxLength: 6 }), (t, twinSeed) => {
      const trng = createRng(`twin|${twinSeed}`);
      playMatch(t, (state, action, seq) => {
        if (state.phase !== 'bidding') return;
        for (let viewer = 0; viewer < state.seats; viewer++) {
          const other = twin(state, viewer, trng);
          expect(view(other, viewer)).toEqual(view(state, viewer));
          // The move of a pending seat that does not complete the round reveals nothing either.
          if (pending(state).length > 1) {
            const a = apply(state, action.seat, action.move, stepRng(t.seed, seq));
            const b = apply(other, action.seat, action.move, stepRng(t.seed, seq));
            expect(filtered(b.events, viewer)).toEqual(filtered(a.events, viewer));
            expect(view(b.state, viewer)).toEqual(view(a.state, viewer));
          }
        }
      });
    }), { numRuns: 60 });
  });

  it('a seat sees its own bid; the spectator sees no current bid at all', () => {
    fc.assert(fc.property(arbTable, (t) => {
      const trng = createRng(`spectator|${t.playSeed}`);
      playMatch(t, (state, action, seq) => {
        const spectator = view(state, 'spectator');
        expect(spectator.you).toBeNull();
        expect(spectator.ownBid).toBeNull();
        const other = twin(state, 'spectator', trng);
        expect(view(other, 'spectator')).toEqual(spectator);
        for (let seat = 0; seat < state.seats; seat++) {
          expect(view(state, seat).ownBid).toBe(state.bids[seat]);
        }
        if (state.phase === 'bidding' && pending(state).length > 1) {
          const toAll = (events: GameEvent[]) => events.filter((e) => e.to === 'all');
          const a = apply(state, action.seat, action.move, stepRng(t.seed, seq));
          const b = apply(other, action.seat, action.move, stepRng(t.seed, seq));
          expect(toAll(b.events)).toEqual(toAll(a.events));
        }
      });
    }), { numRuns: 60 });
  });

  it('the view lists the remaining cards only in sorted order', () => {
    fc.assert(fc.property(arbTable, (t) => {
      playMatch(t, (state) => {
        expect(view(state, 0).remaining).toEqual(sorted(state.pile));
      });
    }), { numRuns: 30 });
  });
});
