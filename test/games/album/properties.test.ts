// Speedalbum properties (fast-check): random seeds, 2–6 seats, options, random legal play.
// The rng derivation is the table host's: setup with stepRng(seed, 0, 'setup'), action n with
// stepRng(seed, n). Plus the leak checks: the order of the piles below their top cards, which
// cards are in play, the long game's later rounds and the backs of the pictures never reach any
// seat or spectator.
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
import { album } from '@games/album';
import { eventsFor, propertyHarness, type Action, type Table } from '../properties-harness';
import { table } from './helpers';

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
  setup, pending, validate, apply, view, randomAction, describeMove: album.describeMove, describeEvent: album.describeEvent,
  maxActions: () => 108 * 2 + 1, // more than 108 * 2 actions: the match does not end
});
const { playMatch } = harness;

const inRound = (s: AlbumState) => [...s.piles.flat(), ...s.market.filter((c): c is number => c !== null),
  ...s.albums.flatMap((a) => [...a.pictures, ...a.objectives])];
const sorted = (xs: readonly number[]) => xs.slice().sort((a, b) => a - b);
const viewers = (seats: number): Viewer[] => ['spectator', ...Array.from({ length: seats }, (_, s) => s)];

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

  /** Without what a refill shows: a card from below a top may be of another series in the twin. */
  const withoutRefill = (e: GameEvent) => ({ ...e, series: undefined });
  /** Every card id a view shows: the cards lying objective side up (pictures have no id in a view). */
  const faceUp = (v: AlbumView) => new Set<number>([
    ...v.piles.flatMap((p) => (p.top === null ? [] : [p.top])), ...v.albums.flatMap((a) => a.objectives),
    ...v.results.flatMap((r) => r.albums.flatMap((a) => a.objectives)),
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
          if (JSON.stringify(va) === JSON.stringify(vb)) expect(eventsFor(b.events, v)).toEqual(eventsFor(a.events, v));
          // Without the refilled pictures' series the events are the same: same kinds, slots, piles, counts.
          expect(eventsFor(b.events, v).map(withoutRefill)).toEqual(eventsFor(a.events, v).map(withoutRefill));
          // The only card ids in events are objectives the view showed face up before the move.
          const shown = faceUp(view(state, v));
          for (const e of eventsFor(a.events, v)) {
            expect(e.card).toBeUndefined();
            expect(e.cards).toBeUndefined();
            if (e.type !== 'turn') continue;
            if (e.objective !== null) expect(shown.has(e.objective as number)).toBe(true);
            const flip = (e.move as AlbumMove).flip;
            if (flip !== undefined) expect(shown.has(flip) || flip === e.objective).toBe(true);
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

describe('the leak check: the back of a picture never reaches anyone', () => {
  /**
   * The same table with other backs behind the pictures: per series, the cards lying picture side
   * up (market, albums, finished rounds' albums) and the cards out of play change places at random.
   * What lies objective side up stays (pile tops, folders, the last turn's flip, which everyone saw
   * face up), and so do the piles (whose next tops the move may reveal) and the later rounds. The
   * objective side shows the whole card — every card has a different objective (cards.test.ts) and
   * its front's motif printed on it — so there is no twin with another front under an objective.
   */
  function backsTwin(state: AlbumState, rng: Rng): AlbumState {
    const flip = state.lastTurn?.move.flip;
    const pictures = [...state.market.filter((c): c is number => c !== null), ...state.albums.flatMap((a) => a.pictures),
      ...state.results.flatMap((r) => r.albums.flatMap((a) => a.pictures))].filter((id) => id !== flip);
    const used = new Set([...inRound(state), ...state.reserve.flat(), ...state.results.flatMap((r) => r.albums.flatMap((a) => [...a.pictures, ...a.objectives]))]);
    const to = new Map<number, number>();
    for (let series = 0; series < 6; series++) {
      const out = Array.from({ length: 18 }, (_, i) => series * 18 + i).filter((id) => !used.has(id));
      const pool = [...pictures.filter((id) => frontOf(id) === series), ...out];
      const shuffled = rng.shuffle(pool);
      pool.forEach((id, i) => to.set(id, shuffled[i]));
    }
    const m = (id: number) => to.get(id) ?? id;
    const albums = (as: AlbumState['albums']) => as.map((a) => ({ pictures: a.pictures.map(m), objectives: a.objectives }));
    const last = state.lastTurn;
    return {
      ...state,
      market: state.market.map((c) => (c === null ? null : m(c))),
      albums: albums(state.albums),
      results: state.results.map((r) => ({ ...r, albums: albums(r.albums) })),
      lastTurn: last && (last.move.type === 'pictures' ? { ...last, cards: last.cards.map(m) } : last),
    };
  }

  it('twins that differ only in the pictures\' backs give everyone identical views, events and log lines, also after the move', () => {
    const { steps, differs } = harness.twinsLookAlike(arbTable, backsTwin, (s) => viewers(s.seats), { numRuns: 12 });
    // Not vacuous: nearly every step had a twin with other backs.
    expect(differs).toBeGreaterThan(steps * 0.9);
  });

  /**
   * A whole match with other backs: the cards the match never showed objective side up (pictures
   * that came into the market from below a top or at the start, cards that stayed hidden or out of
   * play) change places within their series in the starting state; what was ever face up stays.
   */
  function backsTwinMatch(states: AlbumState[], rng: Rng): AlbumState {
    const shown = new Set<number>();
    for (const s of states) {
      for (const p of s.piles) if (p.length) shown.add(p[0]);
      for (const a of s.albums) for (const id of a.objectives) shown.add(id);
    }
    const to = new Map<number, number>();
    for (let series = 0; series < 6; series++) {
      const pool = Array.from({ length: 18 }, (_, i) => series * 18 + i).filter((id) => !shown.has(id));
      const shuffled = rng.shuffle(pool);
      pool.forEach((id, i) => to.set(id, shuffled[i]));
    }
    const m = (id: number) => to.get(id) ?? id;
    const start = states[0];
    return {
      ...start,
      piles: start.piles.map((p) => p.map(m)),
      market: start.market.map((c) => (c === null ? null : m(c))),
      reserve: start.reserve.map((r) => r.map(m)),
    };
  }

  it('whole matches that differ only in backs never shown send everyone the same views, events and log lines throughout', () => {
    const { matches, differs } = harness.twinMatchesLookAlike(arbTable, backsTwinMatch, (s) => viewers(s.seats), { numRuns: 15 });
    expect(differs).toBe(matches);
  });

  it('the end (outcome and its public detail) is the same for such twins: the Wertung shows the objectives, not the backs', () => {
    fc.assert(fc.property(arbTable, (t) => {
      const { state } = playMatch(t);
      const other = backsTwin(state, createRng(`end|${t.playSeed}`));
      expect(JSON.stringify(other)).not.toBe(JSON.stringify(state));
      expect(album.outcome(other)).toEqual(album.outcome(state));
    }), { numRuns: 20 });
  });

  it('a picture is shown by its series; an objective lying face up by its id', () => {
    const s = table(3, [[5, 40], [77], []], [90, null, 19, 36, null, 100],
      [{ pictures: [1, 2, 20], objectives: [60] }, { pictures: [], objectives: [] }, { pictures: [107], objectives: [8, 9] }]);
    const v = view({ ...s, lastTurn: { seat: 2, move: { type: 'pictures', slots: [1, 4] }, cards: [107, 25] } }, 'spectator');
    expect(v.piles).toEqual([{ top: 5, count: 2 }, { top: 77, count: 1 }, { top: null, count: 0 }]);
    expect(v.market).toEqual([5, null, 1, 2, null, 5]);
    expect(v.albums).toEqual([{ counts: [2, 1, 0, 0, 0, 0], objectives: [60] }, { counts: [0, 0, 0, 0, 0, 0], objectives: [] },
      { counts: [0, 0, 0, 0, 0, 1], objectives: [8, 9] }]);
    expect(v.lastTurn).toEqual({ seat: 2, move: { type: 'pictures', slots: [1, 4] }, objective: null, pictures: [5, 1] });
  });
});
