// The strong computer (stark): legal at every level on random positions, blind to the hidden pile
// order, sensible in clear positions (complete a set, flip a dead objective, deny the next seat),
// its deals consistent with the view, and stronger than normal in a small seeded match.
import { describe, expect, it } from 'vitest';
import { createRng, stepRng } from '@games/core/rng';
import type { BotLevel } from '@games/core/types';
import { isRuleError } from '@games/core/types';
import { album } from '@games/album';
import { choose } from '@games/album/bots';
import { chooseStark, STARK_TABLE, starkTuning } from '@games/album/bots/stark';
import { sampleState, unknownsOf } from '@games/album/bots/deal';
import { frontOf } from '@games/album/cards';
import { legalMoves } from '@games/album/hints';
import { validate } from '@games/album/rules/moves';
import type { Album, AlbumState } from '@games/album/types';
import { scoreTable } from '@games/album/rules/scoring';
import { CARDS_PER_SERIES_PER_SEAT, SERIES_COUNT } from '@games/album/types';
import { pics, table } from './helpers';

const LEVELS: BotLevel[] = ['leicht', 'normal', 'stark'];

/** A seeded position: `steps` random legal moves into a fresh game. */
function randomPosition(seats: number, onlyNew: boolean, long: boolean, seed: string, steps: number): AlbumState {
  const rng = createRng(seed);
  let state = album.setup(seats, { ...album.defaultOptions(), onlyNew, long }, rng);
  for (let i = 0; i < steps && !album.isOver(state); i++) {
    const seat = album.pending(state)[0];
    const move = rng.pick(legalMoves(album.view(state, seat)));
    state = album.apply(state, seat, move, rng).state;
  }
  return state;
}

/** The same state with every card below the pile tops shuffled (pile sizes kept). */
function reshuffleHidden(state: AlbumState, seed: string): AlbumState {
  const hidden = state.piles.flatMap((p) => p.slice(1));
  const order = createRng(seed).shuffle(hidden);
  let k = 0;
  return { ...state, piles: state.piles.map((p) => (p.length ? [p[0], ...p.slice(1).map(() => order[k++])] : [])) };
}

function playOut(levels: BotLevel[], seed: string): AlbumState {
  let state = album.setup(levels.length, album.defaultOptions(), stepRng(seed, 0, 'setup'));
  let seq = 0;
  while (!album.isOver(state)) {
    const seat = album.pending(state)[0];
    seq++;
    const move = album.validate(state, seat, choose(album.view(state, seat), levels[seat], stepRng(seed, seq, `bot:${seat}`)));
    if (isRuleError(move)) throw new Error(`${levels[seat]}: ${move.message}`);
    state = album.apply(state, seat, move, stepRng(seed, seq)).state;
  }
  return state;
}

describe('stark: legality and information', () => {
  it('every level picks a legal move on random positions (2–6 seats, both flip rules)', () => {
    let checked = 0;
    for (let seats = 2; seats <= 6; seats++) {
      for (const onlyNew of [false, true]) {
        for (let i = 0; i < 3; i++) {
          const cards = 18 * seats;
          const state = randomPosition(seats, onlyNew, false, `legal-${seats}-${onlyNew}-${i}`, Math.floor((cards / 2) * (i / 3)));
          if (album.isOver(state)) continue;
          const seat = album.pending(state)[0];
          for (const level of LEVELS) {
            const move = choose(album.view(state, seat), level, createRng(`pick-${level}-${i}`));
            const valid = validate(state, seat, move);
            expect(isRuleError(valid), `${level} at ${seats} seats: ${JSON.stringify(move)}`).toBe(false);
            if (onlyNew && move.flip !== undefined) expect(move.type).toBe('take');
            checked++;
          }
        }
      }
    }
    expect(checked).toBe(5 * 2 * 3 * LEVELS.length);
  });

  it('decides the same when only the hidden pile order differs (same rng)', () => {
    for (const [seats, steps] of [[2, 6], [3, 10], [5, 20]] as const) {
      const a = randomPosition(seats, false, false, `hidden-${seats}`, steps);
      const b = reshuffleHidden(a, `other-${seats}`);
      expect(b.piles).not.toEqual(a.piles);
      const seat = album.pending(a)[0];
      for (const level of LEVELS) {
        expect(choose(album.view(b, seat), level, createRng('same'))).toEqual(choose(album.view(a, seat), level, createRng('same')));
      }
    }
  });

  it('deals only what the view allows: same view, 3 × seats cards of each series per round', () => {
    // The long game at 2 seats, in its second round, so earlier rounds' cards must stay out.
    let state = randomPosition(2, false, true, 'deal-long', 0);
    const rng = createRng('deal-play');
    while (state.round === 0) {
      const seat = album.pending(state)[0];
      state = album.apply(state, seat, rng.pick(legalMoves(album.view(state, seat))), rng).state;
    }
    for (let i = 0; i < 4; i++) {
      const seat = album.pending(state)[0];
      state = album.apply(state, seat, rng.pick(legalMoves(album.view(state, seat))), rng).state;
    }
    const seat = album.pending(state)[0];
    const view = album.view(state, seat);
    const unknowns = unknownsOf(view);
    // Earlier rounds' objectives were seen face up; their pictures' ids the view does not tell.
    const earlier = new Set(state.results.flatMap((r) => r.albums.flatMap((a) => a.objectives)));
    for (let k = 0; k < 5; k++) {
      const deal = sampleState(view, unknowns, createRng(`deal-${k}`));
      const dealView = album.view(deal, seat);
      expect(dealView.piles).toEqual(view.piles);
      expect(dealView.market).toEqual(view.market);
      expect(dealView.albums).toEqual(view.albums);
      const inRound = [...deal.piles.flat(), ...deal.market.filter((c): c is number => c !== null), ...deal.albums.flatMap((a) => [...a.pictures, ...a.objectives])];
      expect(new Set(inRound).size).toBe(inRound.length);
      for (const id of inRound) expect(earlier.has(id)).toBe(false);
      const perSeries = new Array<number>(SERIES_COUNT).fill(0);
      for (const id of inRound) perSeries[frontOf(id)]++;
      expect(perSeries).toEqual(new Array(SERIES_COUNT).fill(CARDS_PER_SERIES_PER_SEAT * 2));
    }
  });
});

describe('stark: clear positions', () => {
  it('takes the picture that completes a set', () => {
    // Card 10: "Satz Flieger, Dampflok, Fußball" (+7). Seat 0 has a Flieger and a Dampflok; the
    // market offers one Fußball (89) among Rennwagen.
    const s = table(2, [[], [], []], [15, 16, 89, 17, null, null], [
      { pictures: pics([0, 1, 1, 0, 0, 0]), objectives: [10] }, { pictures: [], objectives: [] },
    ]);
    for (const seed of ['a', 'b', 'c']) {
      const move = choose(album.view(s, 0), 'stark', createRng(seed));
      expect(move.type).toBe('pictures');
      expect(move.type === 'pictures' && move.slots).toContain(2);
    }
  });

  it('flips an objective that can only cost points', () => {
    // Card 1: "+3 je Ritterburg, −1 je Flieger"; the last two pictures are Flieger (18, 20).
    const s = table(2, [[], [], []], [18, 20, null, null, null, null], [
      { pictures: pics([0, 0, 2, 0, 0, 0]), objectives: [1] }, { pictures: [], objectives: [] },
    ]);
    const pick = chooseStark(album.view(s, 0), createRng('flip'));
    expect(pick.move).toEqual({ type: 'pictures', slots: [0, 1], flip: 1 });
    expect(pick.why).toBe('flip');
  });

  it('leaves the next player nothing good: takes the picture that would complete its set', () => {
    // Seat 1 holds card 10 (Flieger + Dampflok + Fußball, +7) and has a Flieger and a Dampflok.
    // Seat 0 has no objective: no picture helps it, but leaving the Fußball (89) gives seat 1 +7.
    const s = table(2, [[], [], []], [15, 16, 89, 17, null, null], [
      { pictures: [], objectives: [] }, { pictures: pics([0, 1, 1, 0, 0, 0]), objectives: [10] },
    ]);
    const pick = chooseStark(album.view(s, 0), createRng('deny'));
    expect(pick.move.type === 'pictures' && pick.move.slots).toContain(2);
    expect(pick.why).toBe('deny');
  });

  it('at six seats, where only the next three answer, still denies the next player its set', () => {
    const none = { pictures: [], objectives: [] };
    const s = table(6, [[], [], []], [15, 16, 89, 17, null, null], [
      none, { pictures: pics([0, 1, 1, 0, 0, 0]), objectives: [10] }, none, none, none, none,
    ]);
    expect(starkTuning(6).replies).toBeLessThan(5);
    for (const seed of ['deny', 'six']) {
      const pick = chooseStark(album.view(s, 0), createRng(seed));
      expect(pick.move.type === 'pictures' && pick.move.slots).toContain(2);
    }
  });
});

describe('stark: endgame', () => {
  it('at four seats plays the last cards out and takes first place over more points', () => {
    // Nothing hidden, four pictures left: seat 0 takes two, seat 1 the other two, the round ends.
    // Seat 0 holds card 0 (+3 per Flieger), seat 1 card 46 (Satz Rennwagen, Fußball, Ritterburg, +7)
    // with a Rennwagen and a Ritterburg. Two Flieger (35, 34) give seat 0 six points but leave the
    // Fußball (89): seat 1 ends with 7 and wins. A Flieger and the Fußball: 3 against 0, first place.
    const s = table(4, [[], [], []], [35, 34, 89, 107, null, null], [
      { pictures: [], objectives: [0] }, { pictures: pics([1, 0, 0, 1, 0, 0]), objectives: [46] },
      { pictures: [], objectives: [] }, { pictures: [], objectives: [] },
    ]);
    const view = album.view(s, 0);
    for (const seed of ['a', 'b', 'c']) {
      const move = chooseStark(view, createRng(seed)).move;
      expect(move.type === 'pictures' && move.slots).toContain(2);
      // Judged by the plan alone (no endgame), the six points win out.
      const planned = chooseStark(view, createRng(seed), { ...STARK_TABLE, endgame: 0 }).move;
      expect(planned.type === 'pictures' && planned.slots.slice().sort()).toEqual([0, 1]);
    }
  });

  it('in the long game counts the rounds before and plays for first place only in the last', () => {
    // The same last four pictures at three seats in the long game (two rounds).
    const last = table(3, [[], [], []], [35, 34, 89, 107, null, null], [
      { pictures: [], objectives: [0] }, { pictures: pics([1, 0, 0, 1, 0, 0]), objectives: [46] }, { pictures: [], objectives: [] },
    ], { long: true });
    const round = (first: Album[]): AlbumState => ({ ...last, round: 1, results: [{ starter: 0, albums: first, scores: scoreTable(first) }] });
    const empty: Album[] = [0, 1, 2].map(() => ({ pictures: [], objectives: [] }));
    // Seat 1 made 6 points in the first round (card 36: +3 per Rennwagen).
    const ahead: Album[] = [empty[0], { pictures: pics([0, 0, 0, 2, 0, 0], 2), objectives: [36] }, empty[2]];
    const slots = (s: AlbumState) => {
      const move = chooseStark(album.view(s, 0), createRng('long')).move;
      return move.type === 'pictures' ? move.slots.slice().sort() : [];
    };
    expect(last.rounds).toBe(2);
    expect(slots(last)).toEqual([0, 1]); // first round: no bonus, the points
    expect(slots(round(empty))).toContain(2); // last round, level: first place
    expect(slots(round(ahead))).toEqual([0, 1]); // last round, first place out of reach: the points
  });
});

describe('stark: strength', () => {
  it('beats normal heads-up in a small seeded match (seats alternating)', () => {
    const games = 16;
    let share = 0;
    for (let i = 0; i < games; i++) {
      const starkSeat = i % 2;
      const levels: BotLevel[] = starkSeat === 0 ? ['stark', 'normal'] : ['normal', 'stark'];
      const points = album.outcome(playOut(levels, `stark-smoke-${i}`)).seats.map((x) => x.points);
      const mine = points[starkSeat];
      const theirs = points[1 - starkSeat];
      share += mine > theirs ? 1 : mine === theirs ? 0.5 : 0;
    }
    expect(share / games).toBeGreaterThan(0.6);
  });
});
