// Speedalbum rule book (shared/seeds/001_*.txt) and SPEC §3, one scenario per rule: setup by
// player count, the compound turn, flipping, the refill with the bottom half of the largest pile,
// one picture when only one is left, the end, the long game with the rotating start.
import { describe, expect, it } from 'vitest';
import { stepRng } from '@games/core/rng';
import { isRuleError } from '@games/core/types';
import type { Seat } from '@games/core/types';
import { album } from '@games/album';
import { apply, pending, validate } from '@games/album/rules/moves';
import { parseOptions } from '@games/album/rules/options';
import { refill } from '@games/album/rules/market';
import { setup } from '@games/album/rules/setup';
import { frontOf } from '@games/album/cards';
import type { AlbumOptions, AlbumState } from '@games/album/types';
import { dealt, pics, table } from './helpers';

const opts = (o: Partial<AlbumOptions> = {}): AlbumOptions => ({ onlyNew: false, stockList: false, long: false, start: 'lot', ...o });

/** Validates like a client's input and applies; throws on a rule error. */
function play(state: AlbumState, seat: Seat, input: unknown) {
  const move = validate(state, seat, input);
  if (isRuleError(move)) throw new Error(`${JSON.stringify(input)}: ${move.message}`);
  return apply(state, seat, move, stepRng('rules', 1));
}

function errorOf(state: AlbumState, seat: Seat, input: unknown): string {
  const r = validate(state, seat, input);
  return isRuleError(r) ? r.error : 'accepted';
}

const allCards = (s: AlbumState) => [...s.piles.flat(), ...s.market.filter((c): c is number => c !== null),
  ...s.albums.flatMap((a) => [...a.pictures, ...a.objectives])];

describe('Aufbau', () => {
  it('cards in play: three of every series per seat (2 → 36 … 6 → 108)', () => {
    for (const seats of [2, 3, 4, 5, 6]) {
      const s = setup(seats, opts(), stepRng(`setup-${seats}`, 0, 'setup'));
      const cards = allCards(s);
      expect(cards).toHaveLength(18 * seats);
      expect(new Set(cards).size).toBe(cards.length);
      for (let series = 0; series < 6; series++) expect(cards.filter((c) => frontOf(c) === series)).toHaveLength(3 * seats);
    }
  });

  it('which cards are in play is chosen by the seed', () => {
    const a = allCards(setup(2, opts(), stepRng('one', 0, 'setup'))).sort((x, y) => x - y);
    const b = allCards(setup(2, opts(), stepRng('two', 0, 'setup'))).sort((x, y) => x - y);
    expect(a).not.toEqual(b);
  });

  it('three equal piles objective side up; the market of 3 × 2 is filled from the pile above each slot', () => {
    const cards = Array.from({ length: 36 }, (_, i) => i * 3);
    const s = dealt(2, cards);
    expect(s.piles.map((p) => p.length)).toEqual([10, 10, 10]);
    // Slot = column * 2 + row: pile 0 gives slots 0 and 1 (its top two cards), and so on.
    expect(s.market).toEqual([cards[0], cards[1], cards[12], cards[13], cards[24], cards[25]]);
    expect(s.piles[0][0]).toBe(cards[2]);
  });

  it('who starts: by lot, or seat 0 (Tagesalbum, Rekordjagd)', () => {
    const starters = new Set(Array.from({ length: 40 }, (_, i) => setup(4, opts(), stepRng(`lot-${i}`, 0, 'setup')).starter));
    expect(starters.size).toBe(4);
    for (let i = 0; i < 10; i++) {
      const s = setup(4, opts({ start: 'seat0' }), stepRng(`lot-${i}`, 0, 'setup'));
      expect([s.starter, s.turn]).toEqual([0, 0]);
    }
  });

  it('options: defaults, unknown keys and wrong values are errors', () => {
    expect(parseOptions(undefined)).toEqual(opts());
    expect(parseOptions({ onlyNew: true, stockList: true, long: true, start: 'seat0' })).toEqual(opts({ onlyNew: true, stockList: true, long: true, start: 'seat0' }));
    expect(isRuleError(parseOptions({ games: 3 }))).toBe(true);
    expect(isRuleError(parseOptions({ onlyNew: 'ja' }))).toBe(true);
    expect(isRuleError(parseOptions({ start: 'me' }))).toBe(true);
    expect(isRuleError(parseOptions([]))).toBe(true);
  });
});

describe('Ein Zug', () => {
  const s0 = dealt(2, Array.from({ length: 36 }, (_, i) => i * 3));

  it('take the top objective of a pile into the folder; the pile shrinks, its next card shows', () => {
    const top = s0.piles[1][0];
    const r = play(s0, 0, { type: 'take', pile: 1 });
    expect(r.state.albums[0].objectives).toEqual([top]);
    expect(r.state.piles[1]).toEqual(s0.piles[1].slice(1));
    expect(r.state.turn).toBe(1);
    expect(r.events[0]).toEqual({ to: 'all', type: 'turn', seat: 0, move: { type: 'take', pile: 1 }, objective: top, pictures: [] });
  });

  it('two pictures from anywhere in the market; their slots are refilled from the piles above', () => {
    const r = play(s0, 0, { type: 'pictures', slots: [1, 4] });
    expect(r.state.albums[0].pictures).toEqual([s0.market[1], s0.market[4]]);
    expect(r.state.market[1]).toBe(s0.piles[0][0]);
    expect(r.state.market[4]).toBe(s0.piles[2][0]);
    expect(r.state.piles.map((p) => p.length)).toEqual([9, 10, 9]);
    // The event shows the pictures by series: their backs are hidden now.
    expect(r.events[0]).toEqual({ to: 'all', type: 'turn', seat: 0, move: { type: 'pictures', slots: [1, 4] }, objective: null, pictures: [s0.market[1], s0.market[4]].map((c) => frontOf(c as number)) });
    expect(r.events.filter((e) => e.type === 'refill')).toEqual([
      { to: 'all', type: 'refill', slot: 1, series: frontOf(s0.piles[0][0]) },
      { to: 'all', type: 'refill', slot: 4, series: frontOf(s0.piles[2][0]) },
    ]);
  });

  it('one picture is not a move while two are there; the same slot twice is not two pictures', () => {
    expect(errorOf(s0, 0, { type: 'pictures', slots: [2] })).toBe('two_pictures');
    expect(errorOf(s0, 0, { type: 'pictures', slots: [2, 2] })).toBe('bad_slots');
    expect(errorOf(s0, 0, { type: 'pictures', slots: [2, 3, 4] })).toBe('two_pictures');
  });

  it('only the one picture when only one is left', () => {
    const s = table(2, [[], [], []], [null, null, null, 40, null, null]);
    expect(errorOf(s, 0, { type: 'pictures', slots: [3, 4] })).toBe('one_picture');
    const r = play(s, 0, { type: 'pictures', slots: [3] });
    expect(r.state.albums[0].pictures).toEqual([40]);
  });

  it('bad input gets a clear error and changes nothing', () => {
    const before = JSON.stringify(s0);
    const bad: [unknown, string][] = [
      [null, 'bad_move'], [[1], 'bad_move'], [{ type: 'draw' }, 'bad_move'],
      [{ type: 'take', pile: 3 }, 'bad_pile'], [{ type: 'take', pile: '1' }, 'bad_pile'],
      [{ type: 'take', pile: 0, extra: 1 }, 'bad_move'], [{ type: 'take', slots: [1, 2] }, 'bad_move'],
      [{ type: 'pictures', slots: [0, 6] }, 'bad_slots'], [{ type: 'pictures', slots: 'ab' }, 'bad_slots'],
      [{ type: 'pictures', slots: [0, 1], flip: 'x' }, 'bad_flip'],
    ];
    for (const [input, code] of bad) expect(errorOf(s0, 0, input)).toBe(code);
    expect(errorOf(s0, 1, { type: 'take', pile: 0 })).toBe('not_your_turn');
    expect(JSON.stringify(s0)).toBe(before);
    const empty = table(2, [[], [5], []], [1, 2, 3, 4, null, null]);
    expect(errorOf(empty, 0, { type: 'take', pile: 0 })).toBe('pile_empty');
    expect(errorOf(empty, 0, { type: 'pictures', slots: [0, 4] })).toBe('slot_empty');
  });
});

describe('Drehen', () => {
  const objectives = [19, 37];
  const base = () => table(2, [[60, 61, 62], [63, 64], [65, 66]], [1, 2, 20, 21, 38, 39], [
    { pictures: pics([1, 0, 0, 0, 0, 0]), objectives: objectives.slice() },
    { pictures: [], objectives: [] },
  ]);

  it('flip any own objective: it counts as a picture of its series from now on', () => {
    const r = play(base(), 0, { type: 'pictures', slots: [0, 1], flip: 37 });
    expect(r.state.albums[0].objectives).toEqual([19]);
    expect(r.state.albums[0].pictures).toContain(37);
    expect(frontOf(37)).toBe(2);
  });

  it('also the objective just taken', () => {
    const r = play(base(), 0, { type: 'take', pile: 0, flip: 60 });
    expect(r.state.albums[0].objectives).toEqual(objectives);
    expect(r.state.albums[0].pictures).toContain(60);
  });

  it('never another seat\'s objective, a card not in the folder, or a picture', () => {
    expect(errorOf(base(), 0, { type: 'take', pile: 0, flip: 61 })).toBe('flip_not_yours');
    expect(errorOf(base(), 0, { type: 'pictures', slots: [0, 1], flip: 1 })).toBe('flip_not_yours');
    const s = base();
    s.albums[1] = { pictures: [], objectives: [80] };
    expect(errorOf(s, 0, { type: 'pictures', slots: [0, 1], flip: 80 })).toBe('flip_not_yours');
  });

  it('a whole number that names no card is flip_not_yours too; only a non-integer is bad_flip (PROTOCOL §4b)', () => {
    expect(errorOf(base(), 0, { type: 'take', pile: 0, flip: 200 })).toBe('flip_not_yours');
    expect(errorOf(base(), 0, { type: 'take', pile: 0, flip: -1 })).toBe('flip_not_yours');
    expect(errorOf(base(), 0, { type: 'take', pile: 0, flip: 1.5 })).toBe('bad_flip');
  });

  it('once per turn: a move flips one card at most, and the turn then passes', () => {
    expect(errorOf(base(), 0, { type: 'pictures', slots: [0, 1], flip: [19, 37] })).toBe('bad_flip');
    const r = play(base(), 0, { type: 'pictures', slots: [0, 1], flip: 19 });
    expect(errorOf(r.state, 0, { type: 'pictures', slots: [0, 1], flip: 37 })).toBe('not_your_turn');
  });

  it('house rule "nur neuen": only the objective taken this turn', () => {
    const s = { ...base(), options: opts({ onlyNew: true }) };
    expect(errorOf(s, 0, { type: 'pictures', slots: [0, 1], flip: 19 })).toBe('flip_only_new');
    expect(errorOf(s, 0, { type: 'take', pile: 0, flip: 19 })).toBe('flip_only_new');
    expect(play(s, 0, { type: 'take', pile: 0, flip: 60 }).state.albums[0].pictures).toContain(60);
  });
});

describe('Auffüllen', () => {
  it('an empty slot under an empty pile: the bottom half (rounded down) of the largest pile moves there, its top stays', () => {
    // Pile 0 is empty; pile 2 is the largest (5 cards): its bottom 2 move to pile 0's place.
    const r = refill([[], [10, 11, 12], [20, 21, 22, 23, 24]], [null, 1, 2, 3, 4, 5]);
    expect(r.piles).toEqual([[24], [10, 11, 12], [20, 21, 22]]);
    expect(r.market).toEqual([23, 1, 2, 3, 4, 5]);
    expect(r.events).toEqual([
      { to: 'all', type: 'pile_moved', fromPile: 2, toPile: 0, count: 2 },
      { to: 'all', type: 'refill', slot: 0, series: frontOf(23) },
    ]);
  });

  it('both slots of a column empty: the moved half fills both', () => {
    const r = refill([[30, 31, 32, 33], [], [40]], [1, 2, null, null, 3, 4]);
    expect(r.piles).toEqual([[30, 31], [], [40]]);
    expect(r.market).toEqual([1, 2, 32, 33, 3, 4]);
  });

  it('of equally large piles the leftmost gives; a pile of one card gives nothing', () => {
    expect(refill([[1, 2], [], [3, 4]], [9, 9, null, 9, 9, 9]).piles).toEqual([[1], [], [3, 4]]);
    const r = refill([[], [7], []], [null, 9, 9, 9, 9, 9]);
    expect(r.piles).toEqual([[], [7], []]);
    expect(r.market[0]).toBeNull();
  });

  it('in a game: taking the last pictures under an empty pile brings half of the largest pile over', () => {
    const s = table(2, [[], [10, 11], [20, 21, 22, 23]], [1, 2, 3, 4, 5, 6]);
    const r = play(s, 0, { type: 'pictures', slots: [0, 1] });
    expect(r.state.piles).toEqual([[], [10, 11], [20, 21]]);
    expect(r.state.market).toEqual([22, 23, 3, 4, 5, 6]);
  });
});

describe('Ende und Sieg', () => {
  it('when all piles and the market are empty, every album is scored; a tie goes to the later player', () => {
    // Seat 0 holds "Je X" objectives; the last picture ends the round.
    const each = 0; // card 0: +3 per picture of series 1
    const s = table(2, [[], [], []], [null, null, null, null, 18, null], [
      { pictures: [], objectives: [each] },
      { pictures: pics([0, 1, 0, 0, 0, 0]), objectives: [18 * 2 + 0] },
    ]);
    // Seat 1's card 36 (front Dampflok): +3 per Ritterburg — worth 0; seat 0 takes a Flieger: 3.
    const r = play(s, 0, { type: 'pictures', slots: [4] });
    expect(r.state.phase).toBe('over');
    expect(pending(r.state)).toEqual([]);
    expect(r.events.at(-1)).toEqual({ to: 'all', type: 'round_end', round: 0, scores: [3, 0] });
    const out = album.outcome(r.state);
    expect(out.seats.map((x) => [x.points, x.place, x.leaderboard])).toEqual([[3, 1, 33], [0, 2, 15]]);
    expect(errorOf(r.state, 1, { type: 'pictures', slots: [0] })).toBe('game_over');
  });

  it('equal points: the seat later in the turn order wins', () => {
    const s = table(3, [[], [], []], [null, 5, null, null, null, null]);
    const starterTwo = { ...s, starter: 2, turn: 2 };
    const r = play(starterTwo, 2, { type: 'pictures', slots: [1] });
    // Everyone 0 points; turn order 2, 0, 1: seat 1 is last and wins, seat 2 (the starter) is third.
    expect(album.outcome(r.state).seats.map((x) => x.place)).toEqual([2, 1, 3]);
  });
});

describe('Lange Partie', () => {
  it('2 seats: all 108 cards over 3 rounds, 3 per series per seat each; points add up; the start moves on', () => {
    const s = setup(2, opts({ long: true }), stepRng('long2', 0, 'setup'));
    expect(s.rounds).toBe(3);
    const rounds = [allCards(s), ...s.reserve];
    expect(rounds.map((r) => r.length)).toEqual([36, 36, 36]);
    expect(new Set(rounds.flat()).size).toBe(108);
    for (const r of rounds) for (let series = 0; series < 6; series++) expect(r.filter((c) => frontOf(c) === series)).toHaveLength(6);
  });

  it('3 seats: two rounds of 54; 4 or more seats ignore the long game', () => {
    const s = setup(3, opts({ long: true }), stepRng('long3', 0, 'setup'));
    expect([s.rounds, s.reserve.length, s.reserve[0].length]).toEqual([2, 1, 54]);
    expect(setup(4, opts({ long: true }), stepRng('long4', 0, 'setup')).rounds).toBe(1);
  });

  it('played to the end: the starting player rotates, every round is scored, totals are summed', () => {
    let s = setup(3, opts({ long: true, start: 'seat0' }), stepRng('long-play', 0, 'setup'));
    const starters = [s.starter];
    let seq = 0;
    while (s.phase === 'playing') {
      const seat = pending(s)[0];
      const market = s.market.map((c, i) => (c === null ? -1 : i)).filter((i) => i >= 0);
      const input = market.length >= 2 ? { type: 'pictures', slots: market.slice(0, 2) } : market.length === 1 ? { type: 'pictures', slots: market } : { type: 'take', pile: s.piles.findIndex((p) => p.length > 0) };
      const r = play(s, seat, input);
      if (r.events.some((e) => e.type === 'round_start')) {
        starters.push(r.state.starter);
        expect(r.state.albums.every((a) => a.pictures.length === 0 && a.objectives.length === 0)).toBe(true);
        expect(r.state.turn).toBe(r.state.starter);
      }
      s = r.state;
      if (++seq > 500) throw new Error('no end');
    }
    expect(starters).toEqual([0, 1]);
    expect(s.results).toHaveLength(2);
    const out = album.outcome(s);
    out.seats.forEach((x) => expect(x.points).toBe(s.results[0].scores[x.seat].total + s.results[1].scores[x.seat].total));
    expect(album.view(s, 0).totals).toEqual(out.seats.map((x) => x.points));
  });
});
