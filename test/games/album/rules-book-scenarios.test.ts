// Speedalbum: rule-book sentences (shared/seeds/001_*.txt) that rules.test.ts, rules-book.test.ts and
// scoring.test.ts leave without a scenario, played through the game object (setup / validate /
// apply / view / isOver / outcome). Series: 0 Rennwagen, 1 Flieger, 2 Dampflok, 3 Ritterburg,
// 4 Fußball, 5 Wildtiere; card id = front × 18 + template (cards.ts).
import { describe, expect, it } from 'vitest';
import { stepRng } from '@games/core/rng';
import { isRuleError } from '@games/core/types';
import type { Seat } from '@games/core/types';
import { album } from '@games/album';
import { frontOf } from '@games/album/cards';
import type { AlbumOptions, AlbumState } from '@games/album/types';
import { pics, table } from './helpers';

const opts = (o: Partial<AlbumOptions> = {}): AlbumOptions => ({ ...album.defaultOptions(), ...o });

function play(state: AlbumState, seat: Seat, input: unknown) {
  const move = album.validate(state, seat, input);
  if (isRuleError(move)) throw new Error(`${JSON.stringify(input)}: ${move.message}`);
  return album.apply(state, seat, move, stepRng('book-scenarios', 1));
}
const errorOf = (state: AlbumState, seat: Seat, input: unknown): string => {
  const r = album.validate(state, seat, input);
  return isRuleError(r) ? r.error : 'accepted';
};
/** The first two market pictures, the one left, or else the first pile that has a card. */
function simpleMove(s: AlbumState): unknown {
  const slots = s.market.flatMap((c, i) => (c === null ? [] : [i]));
  if (slots.length) return { type: 'pictures', slots: slots.slice(0, 2) };
  return { type: 'take', pile: s.piles.findIndex((p) => p.length > 0) };
}

describe('Aufbau', () => {
  it('"Die Karten liegen auf drei Stapeln, der Sammelauftrag zeigt nach oben – den obersten sieht man." / "Unter jedem Stapel liegen zwei Bilder offen" — at 2 to 6 seats', () => {
    for (const seats of [2, 3, 4, 5, 6]) {
      const s = album.setup(seats, opts(), stepRng(`book-setup-${seats}`, 0, 'setup'));
      const v = album.view(s, 0);
      // 18 × seats cards: 6 in the market, the rest on three equal piles.
      expect(v.piles.map((p) => p.count)).toEqual([6 * seats - 2, 6 * seats - 2, 6 * seats - 2]);
      expect(v.piles.map((p) => p.top)).toEqual(s.piles.map((p) => p[0]));
      expect(v.market.every((x) => x !== null)).toBe(true);
      expect(v.market).toEqual(s.market.map((c) => frontOf(c as number)));
      expect(v.albums.every((a) => a.objectives.length === 0 && a.counts.every((c) => c === 0))).toBe(true);
      expect([v.turn, v.phase]).toEqual([s.starter, 'playing']);
    }
  });
});

describe('Drehen', () => {
  // Seat 0: one Ritterburg picture and card 54 (front Ritterburg: "+3 je Fußball") in the folder.
  // Seat 1: card 15 (front Rennwagen: "die meisten Ritterburgen", 13) and one Ritterburg picture.
  const base = () => table(2, [[0, 1, 2], [20, 21, 22], [40, 41, 42]], [3, 4, 23, 24, 43, 44], [
    { pictures: pics([0, 0, 0, 1, 0, 0]), objectives: [54] },
    { pictures: pics([0, 0, 0, 1, 0, 0], 3), objectives: [15] },
  ]);

  it('"Er zählt dann als Bild seiner Serie, der Auftrag ist weg" — also at the table, against another seat\'s "die meisten"', () => {
    expect(frontOf(54)).toBe(3);
    expect(album.view(base(), 1).scores[1].total).toBe(13);
    const r = play(base(), 0, { type: 'pictures', slots: [0, 1], flip: 54 });
    const v = album.view(r.state, 1);
    expect(v.albums[0].objectives).toEqual([]);
    expect(v.albums[0].counts[3]).toBe(2);
    expect(v.scores[0].lines).toEqual([]);
    // Two Ritterburgen against one: seat 1's "die meisten Ritterburgen" now earns nothing.
    expect(v.scores[1].lines).toEqual([{ card: 15, points: 0 }]);
  });

  it('"Drehen (freiwillig …)": a move without a flip leaves the folder as it is', () => {
    const r = play(base(), 0, { type: 'pictures', slots: [0, 1] });
    expect(r.state.albums[0].objectives).toEqual([54]);
  });

  it('"Zurückdrehen geht nicht": a flipped card cannot be flipped again or turned back', () => {
    let s = play(base(), 0, { type: 'pictures', slots: [0, 1], flip: 54 }).state;
    s = play(s, 1, { type: 'take', pile: 1 }).state;
    expect(errorOf(s, 0, { type: 'pictures', slots: [0, 1], flip: 54 })).toBe('flip_not_yours');
    expect(errorOf(s, 0, { type: 'unflip', card: 54 })).toBe('bad_move');
    s = play(s, 0, { type: 'take', pile: 2 }).state;
    expect(s.albums[0].pictures).toContain(54);
    expect(s.albums[0].objectives).not.toContain(54);
  });
});

describe('Auffüllen', () => {
  it('"Ist dieser Stapel leer, rückt die untere Hälfte des größten Stapels nach" — again for the second slot when the moved half was one card', () => {
    // Pile 0 empty; both its pictures are taken. Slot 0: pile 2 (3 cards) gives its bottom card.
    // Slot 1: pile 0 is empty again; piles 1 and 2 have 2 each, the leftmost gives its bottom card.
    const s = table(2, [[], [10, 11], [20, 21, 22]], [1, 2, 3, 4, 5, 6]);
    const r = play(s, 0, { type: 'pictures', slots: [0, 1] });
    expect(r.state.market).toEqual([22, 11, 3, 4, 5, 6]);
    expect(r.state.piles).toEqual([[], [10], [20, 21]]);
    expect(r.events.filter((e) => e.type === 'pile_moved').map((e) => [e.fromPile, e.count])).toEqual([[2, 1], [1, 1]]);
  });

  it('"dessen oberste Karte bleibt liegen": a largest pile of one card gives nothing, the slot stays empty', () => {
    const s = table(2, [[], [10], [20]], [1, 2, 3, 4, 5, 6]);
    const r = play(s, 0, { type: 'pictures', slots: [0, 1] });
    expect(r.state.market).toEqual([null, null, 3, 4, 5, 6]);
    expect(r.state.piles).toEqual([[], [10], [20]]);
    expect(album.isOver(r.state)).toBe(false);
  });
});

describe('Ende und Sieg', () => {
  it('"Sind alle Stapel und der Markt leer, wird gezählt" — empty piles alone do not end the round', () => {
    // Steady end game: pile 2 has its last card, its two pictures lie below it.
    let s = table(2, [[], [], [7]], [null, null, null, null, 3, 4]);
    s = play(s, 0, { type: 'take', pile: 2 }).state;
    expect(s.piles.every((p) => p.length === 0)).toBe(true);
    expect([album.isOver(s), s.turn]).toEqual([false, 1]);
    s = play(s, 1, { type: 'pictures', slots: [4, 5] }).state;
    expect(album.isOver(s)).toBe(true);
    expect(album.view(s, 'spectator').turn).toBeNull();
    expect(album.pending(s)).toEqual([]);
  });

  it('"Die Wertung zeigt jeden Auftrag mit seinen Punkten" — zero and negative lines included', () => {
    // Seat 0: card 1 ("+3 je Ritterburg, −1 je Flieger") and card 0 ("+3 je Flieger"), two Flieger.
    // Seat 1: card 36 ("+3 je Ritterburg") with nothing.
    const s = table(2, [[], [], []], [null, null, 30, null, null, null], [
      { pictures: pics([0, 1, 0, 0, 0, 0]), objectives: [1, 0] },
      { pictures: [], objectives: [36] },
    ]);
    const r = play(s, 0, { type: 'pictures', slots: [2] });
    expect(frontOf(30)).toBe(1);
    const detail = album.outcome(r.state).detail as { results: { scores: { total: number; lines: { card: number; points: number }[] }[] }[] };
    expect(detail.results[0].scores).toEqual([
      { total: 4, lines: [{ card: 1, points: -2 }, { card: 0, points: 6 }] },
      { total: 0, lines: [{ card: 36, points: 0 }] },
    ]);
    expect(album.outcome(r.state).seats.map((x) => [x.points, x.place])).toEqual([[4, 1], [0, 2]]);
  });

  it('"Die meisten Punkte gewinnen" — negative totals too; Bestenliste "(mindestens 0)"', () => {
    // Seat 0: card 1 with two Flieger = −2; seat 1: card 36 with nothing = 0.
    const s = table(2, [[], [], []], [null, null, null, null, null, 30], [
      { pictures: pics([0, 2, 0, 0, 0, 0]), objectives: [1] },
      { pictures: [], objectives: [36] },
    ]);
    const r = play({ ...s, starter: 1, turn: 1 }, 1, { type: 'pictures', slots: [5] });
    expect(album.outcome(r.state).seats.map((x) => [x.points, x.place, x.leaderboard])).toEqual([[-2, 2, 15], [0, 1, 30]]);
  });
});

describe('Lange Partie', () => {
  it('"zu zweit" three rounds of 36: each round dealt fresh, "die Punkte werden addiert, wer anfängt, wandert weiter"', () => {
    let s = album.setup(2, opts({ long: true }), stepRng('book-long2', 0, 'setup'));
    const first = s.starter;
    const starters = [s.starter];
    let steps = 0;
    while (!album.isOver(s)) {
      const r = play(s, album.pending(s)[0], simpleMove(s));
      if (r.events.some((e) => e.type === 'round_start')) {
        starters.push(r.state.starter);
        const v = album.view(r.state, 0);
        expect(v.piles.map((p) => p.count)).toEqual([10, 10, 10]);
        expect(v.market.every((x) => x !== null)).toBe(true);
        expect(v.turn).toBe(r.state.starter);
        // The finished rounds' points already count in the totals.
        expect(v.totals).toEqual([0, 1].map((seat) => r.state.results.reduce((t, x) => t + x.scores[seat].total, 0)));
      }
      s = r.state;
      if (++steps > 200) throw new Error('no end');
    }
    expect(starters).toEqual([first, 1 - first, first]);
    expect(s.results).toHaveLength(3);
    const out = album.outcome(s);
    for (const x of out.seats) expect(x.points).toBe(s.results.reduce((t, r) => t + r.scores[x.seat].total, 0));
  });

  it('"Gleichstand: Es gewinnt, wer in der Zugfolge später kommt" in the long game: the last round\'s order (PROTOCOL §4b reading)', () => {
    // Three seats, two rounds, all 0 points; the last round started with seat 1: order 1, 2, 0.
    const s = table(3, [[], [], []], [null, 5, null, null, null, null], undefined, { long: true });
    const lastRound = { ...s, round: 1, rounds: 2, reserve: [], starter: 1, turn: 1,
      results: [{ starter: 0, albums: s.albums, scores: [0, 1, 2].map(() => ({ total: 0, lines: [] })) }] };
    const r = play(lastRound, 1, { type: 'pictures', slots: [1] });
    expect(album.isOver(r.state)).toBe(true);
    expect(album.outcome(r.state).seats.map((x) => x.place)).toEqual([1, 3, 2]);
  });
});

describe('Einstellungen: Bestandsliste', () => {
  it('"wie viele Bilder je Serie noch unter den Stapeln liegen (das könnte man auch selbst mitzählen)": equals 3 × seats minus everything seen', () => {
    let s = album.setup(3, opts({ stockList: true }), stepRng('book-stock', 0, 'setup'));
    for (let i = 0; i < 7; i++) {
      const seat = album.pending(s)[0];
      s = play(s, seat, i % 2 ? { type: 'take', pile: i % 3 } : simpleMove(s)).state;
    }
    const v = album.view(s, 2);
    const counted = [0, 1, 2, 3, 4, 5].map((series) => 3 * 3
      - v.market.filter((x) => x === series).length
      - v.albums.reduce((t, a) => t + a.counts[series] + a.objectives.filter((id) => frontOf(id) === series).length, 0));
    expect(v.stock).toEqual(counted);
  });
});
