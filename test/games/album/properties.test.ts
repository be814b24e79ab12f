// Speedalbum properties (fast-check): random seeds, 2–6 seats, options, random legal play.
// The rng derivation is the table host's: setup with stepRng(seed, 0, 'setup'), action n with
// stepRng(seed, n). Plus the leak check: the order of the piles below their top cards, which
// cards are in play and the long game's later rounds never reach any seat or spectator.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, stepRng } from '@games/core/rng';
import type { Rng } from '@games/core/rng';
import { isRuleError } from '@games/core/types';
import type { GameEvent, Viewer } from '@games/core/types';
import { apply, pending, validate } from '@games/album/rules/moves';
import { setup } from '@games/album/rules/setup';
import { view } from '@games/album/view';
import { legalMoves } from '@games/album/hints';
import { frontOf } from '@games/album/cards';
import type { AlbumMove, AlbumOptions, AlbumState, AlbumView } from '@games/album/types';
import { propertyHarness, type Action, type Table } from '../properties-harness';

const arbTable: fc.Arbitrary<Table<AlbumOptions>> = fc.record({
  seed: fc.string({ maxLength: 12 }),
  seats: fc.integer({ min: 2, max: 6 }),
  options: fc.record({
    onlyNew: fc.boolean(),
    stockList: fc.boolean(),
    long: fc.boolean(),
    start: fc.constantFrom<AlbumOptions['start']>('lot', 'seat0'),
  }),
  playSeed: fc.string({ maxLength: 8 }),
});

function randomAction(state: AlbumState, rng: Rng): Action<AlbumMove> {
  const seat = pending(state)[0];
  const moves = legalMoves(view(state, seat));
  return { seat, move: rng.pick(moves) };
}

const harness = propertyHarness({
  setup, pending, validate, apply, view, randomAction,
  maxActions: () => 108 * 2 + 1, // more than 108 * 2 actions: the match does not end
});
const { playMatch } = harness;

const inRound = (s: AlbumState) => [...s.piles.flat(), ...s.market.filter((c): c is number => c !== null),
  ...s.albums.flatMap((a) => [...a.pictures, ...a.objectives])];
const sorted = (xs: readonly number[]) => xs.slice().sort((a, b) => a - b);

describe('Speedalbum properties', () => {
  it('every listed legal move validates and applies, and random play always ends', () => {
    fc.assert(fc.property(arbTable, (t) => {
      const { state, actions } = playMatch(t, (s, a) => {
        for (const m of legalMoves(view(s, a.seat))) expect(isRuleError(validate(s, a.seat, m))).toBe(false);
      });
      expect(state.phase).toBe('over');
      expect(state.results).toHaveLength(state.rounds);
      expect(actions.length).toBeLessThanOrEqual(18 * t.seats * state.rounds);
    }), { numRuns: 40 });
  });

  it('apply never mutates its input', () => harness.neverMutates(arbTable, { numRuns: 30 }));

  it('state JSON round-trips at every step, and a round-tripped state plays on identically', () => harness.roundTrips(arbTable, { numRuns: 20 }));

  it('same seed + same actions give the same match (replay)', () => harness.replays(arbTable, { numRuns: 30 }));

  it('cards are conserved at every step; each round ends with every card in an album', () => {
    fc.assert(fc.property(arbTable, (t) => {
      let roundCards: number[] = [];
      let round = -1;
      const { state } = playMatch(t, (s) => {
        const cards = inRound(s);
        if (s.round !== round) { round = s.round; roundCards = sorted(cards); }
        expect(sorted(cards)).toEqual(roundCards);
        expect(cards).toHaveLength(18 * t.seats);
        for (let series = 0; series < 6; series++) expect(cards.filter((c) => frontOf(c) === series)).toHaveLength(3 * t.seats);
        const all = [...cards, ...s.reserve.flat(), ...s.results.flatMap((r) => r.albums.flatMap((a) => [...a.pictures, ...a.objectives]))];
        expect(new Set(all).size).toBe(all.length);
      });
      for (const r of state.results) {
        expect(r.albums.flatMap((a) => [...a.pictures, ...a.objectives])).toHaveLength(18 * t.seats);
      }
    }), { numRuns: 40 });
  });
});

describe('the leak check: what lies below the pile tops never reaches anyone', () => {
  /**
   * The same public table with other secrets: the cards below the tops reshuffled among the piles
   * (sizes kept), and every hidden card (below a top, or in a later round) possibly swapped for a
   * card of the same series that is not in play. The per-series counts stay, as they are public.
   */
  function twin(state: AlbumState, rng: Rng): AlbumState {
    const below = rng.shuffle(state.piles.flatMap((p) => p.slice(1)));
    let k = 0;
    let piles = state.piles.map((p) => (p.length ? [p[0], ...p.slice(1).map(() => below[k++])] : []));
    let reserve = state.reserve.map((r) => r.slice());
    const used = new Set([...inRound(state), ...reserve.flat(), ...state.results.flatMap((r) => r.albums.flatMap((a) => [...a.pictures, ...a.objectives]))]);
    for (let series = 0; series < 6; series++) {
      const hidden = (id: number) => frontOf(id) === series;
      const out = Array.from({ length: 18 }, (_, i) => series * 18 + i).filter((id) => !used.has(id));
      const pool = rng.shuffle([...piles.flatMap((p) => p.slice(1)).filter(hidden), ...reserve.flat().filter(hidden), ...out]);
      let j = 0;
      piles = piles.map((p) => (p.length ? [p[0], ...p.slice(1).map((id) => (hidden(id) ? pool[j++] : id))] : []));
      reserve = reserve.map((r) => r.map((id) => (hidden(id) ? pool[j++] : id)));
    }
    return { ...state, piles, reserve };
  }

  const viewers = (seats: number): Viewer[] => ['spectator', ...Array.from({ length: seats }, (_, s) => s)];
  const forViewer = (events: GameEvent[], v: Viewer) => events.filter((e) => e.to === 'all' || (v !== 'spectator' && e.to.includes(v)));
  const withoutCards = (e: GameEvent) => ({ ...e, card: undefined, cards: undefined });
  /** Every card id a view shows. */
  const visible = (v: AlbumView) => new Set<number>([
    ...v.piles.flatMap((p) => (p.top === null ? [] : [p.top])), ...v.market.filter((c): c is number => c !== null),
    ...v.albums.flatMap((a) => [...a.pictures, ...a.objectives]), ...v.results.flatMap((r) => r.albums.flatMap((a) => [...a.pictures, ...a.objectives])),
  ]);

  it('twin states give every seat and spectators identical views; events only show what the views show', () => {
    fc.assert(fc.property(arbTable, fc.string({ maxLength: 6 }), (t, twinSeed) => {
      const trng = createRng(`twin|${twinSeed}`);
      playMatch(t, (state, action, seq) => {
        const other = twin(state, trng);
        const a = apply(state, action.seat, action.move, stepRng(t.seed, seq));
        const b = apply(other, action.seat, action.move, stepRng(t.seed, seq));
        for (const v of viewers(state.seats)) {
          expect(view(other, v)).toEqual(view(state, v));
          // After the move, the twins may differ only in cards the rules reveal now (new tops,
          // refills from below a top); when the views agree, the events must agree too.
          const va = view(a.state, v);
          const vb = view(b.state, v);
          if (JSON.stringify(va) === JSON.stringify(vb)) expect(forViewer(b.events, v)).toEqual(forViewer(a.events, v));
          // Without the revealed card ids the events are the same: same kinds, slots, piles, counts.
          expect(forViewer(b.events, v).map(withoutCards)).toEqual(forViewer(a.events, v).map(withoutCards));
          const shown = new Set([...visible(view(state, v)), ...visible(va)]);
          for (const e of forViewer(a.events, v)) {
            for (const id of (e.cards as number[] | undefined) ?? []) expect(shown.has(id)).toBe(true);
            if (typeof e.card === 'number') expect(shown.has(e.card)).toBe(true);
          }
        }
      });
    }), { numRuns: 40 });
  });

  it('the twins really differ below the tops (the check is not vacuous)', () => {
    const state = setup(4, { onlyNew: false, stockList: true, long: false, start: 'lot' }, stepRng('vacuous', 0, 'setup'));
    const other = twin(state, createRng('x'));
    expect(other.piles).not.toEqual(state.piles);
    expect(other.piles.map((p) => p[0])).toEqual(state.piles.map((p) => p[0]));
    expect(view(other, 0)).toEqual(view(state, 0));
  });

  it('the view shows only the top of each pile, and the Bestandsliste only with the option', () => {
    const on = setup(3, { onlyNew: false, stockList: true, long: false, start: 'lot' }, stepRng('stock', 0, 'setup'));
    const v = view(on, 1);
    expect(v.piles).toEqual(on.piles.map((p) => ({ top: p[0], count: p.length })));
    expect(v.stock).toEqual([0, 1, 2, 3, 4, 5].map((s) => on.piles.flat().filter((id) => frontOf(id) === s).length));
    expect(JSON.stringify(v)).not.toContain('reserve');
    const off = view({ ...on, options: { ...on.options, stockList: false } }, 1);
    expect('stock' in off).toBe(false);
  });
});
