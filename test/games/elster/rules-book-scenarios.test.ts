// Speedelster: rule-book scenarios (shared/seeds/002_*.txt) that rules.test.ts, rules-book.test.ts and
// rules-scoring.test.ts leave out, played through the Game object (setup / validate / apply / view /
// outcome). Each test quotes the sentence it checks.
import { describe, expect, it } from 'vitest';
import { stepRng } from '@games/core/rng';
import { isRuleError } from '@games/core/types';
import type { ElsterOptions, ElsterState } from '@games/elster/types';
import { LOOT, PEBBLES } from '@games/elster/types';
import { elster } from '@games/elster';

/** A fresh game whose pile is stacked: `top` first, then the rest of the 15 cards ascending. */
function table(seats: number, top: number[], options: Partial<ElsterOptions> = {}): ElsterState {
  const s = elster.setup(seats, { games: 1, houseRule: 'topf', ...options }, stepRng('scenarios', 0));
  const order = [...top, ...LOOT.filter((c) => !top.includes(c))];
  return { ...s, current: order[0]!, pile: order.slice(1) };
}

let step = 0;
/** Every seat lays its pebble (validated like a client's input); the state after the reveal. */
function round(state: ElsterState, bids: number[]): ElsterState {
  let s = state;
  bids.forEach((pebble, seat) => {
    const move = elster.validate(s, seat, { type: 'bid', pebble });
    if (isRuleError(move)) throw new Error(`seat ${seat} pebble ${pebble}: ${move.message}`);
    s = elster.apply(s, seat, move, stepRng('scenarios', ++step)).state;
  });
  return s;
}

/** Plays the game to its end: even seats lay their lowest pebble, odd seats their highest. */
function finish(state: ElsterState): ElsterState {
  let s = state;
  while (s.phase === 'bidding') s = round(s, s.hands.map((h, seat) => (seat % 2 ? h[h.length - 1]! : h[0]!)));
  return s;
}

/** A finished one-game match with the given game scores (for the outcome). */
function over(scores: number[]): ElsterState {
  const s = elster.setup(scores.length, elster.defaultOptions(), stepRng('over', 0));
  return { ...s, phase: 'over', results: [{ nests: scores.map((x) => [x]), scores, achievements: scores.map(() => []) }] };
}

describe('Eine Runde', () => {
  it('"Beute aufdecken: Die oberste Beutekarte fliegt in die Mitte" — round after round, from the top of the pile', () => {
    let s = table(2, [4, -2, 9]);
    expect(s.current).toBe(4);
    expect(s.pile).toHaveLength(14);
    s = round(s, [3, 5]);
    expect(s.current).toBe(-2);
    s = round(s, [4, 2]);
    expect(s.current).toBe(9);
    expect(s.nests).toEqual([[], [4, -2]]);
  });

  it('"Dein Kiesel fliegt verdeckt in die Mitte, bei den anderen siehst du nur „hat gelegt“"', () => {
    const s = round(table(3, [6]), [9]);
    const other = elster.view(s, 1);
    expect(other.hasBid).toEqual([true, false, false]);
    expect(other.ownBid).toBeNull();
    expect(other.hands[0]).toEqual(PEBBLES.slice());
    expect(other.rounds).toEqual([]);
    expect(elster.view(s, 0).ownBid).toBe(9);
    expect(elster.view(s, 'spectator').ownBid).toBeNull();
    expect(elster.legalMoves(elster.view(s, 0))).toEqual([]);
    expect(elster.legalMoves(elster.view(s, 1))).toHaveLength(15);
  });

  it('"Gezänk: … Diese Kiesel heben sich auf und zählen nicht" — at five, two pairs cancel and the lone lowest pebble takes Glitzerkram; a triple and a pair cancel all', () => {
    const s = round(table(5, [7]), [13, 13, 10, 10, 2]);
    expect(s.rounds[0]).toMatchObject({ bids: [13, 13, 10, 10, 2], cancelled: [10, 13], winner: 4, fate: 'taken' });
    expect(s.nests[4]).toEqual([7]);
    const t = round(table(5, [7]), [6, 6, 6, 9, 9]);
    expect(t.rounds[0]).toMatchObject({ winner: null, fate: 'pot' });
    expect(t.pot).toEqual([7]);
  });

  it('"Alle gleich: … wer die nächste Runde gewinnt, bekommt beide" — even when the lowest must take an Ärger pot', () => {
    let s = round(table(3, [-4, 2]), [8, 8, 8]);
    expect(s.pot).toEqual([-4]);
    s = round(s, [5, 3, 11]);
    expect(s.rounds[1]).toMatchObject({ cards: [-4, 2], winner: 1 });
    expect(s.nests).toEqual([[], [-4, 2], []]);
    expect(s.pot).toEqual([]);
  });

  it('Hausregel "Weg damit": the cancelled card is gone, the next card alone decides (Ärger → the lowest)', () => {
    let s = round(table(2, [9, -1], { houseRule: 'weg' }), [7, 7]);
    expect(s.rounds[0]!.fate).toBe('discarded');
    s = round(s, [3, 12]);
    expect(s.rounds[1]).toMatchObject({ cards: [-1], winner: 0 });
    expect(s.nests).toEqual([[-1], []]);
    const end = finish(s);
    expect(end.nests.flat()).not.toContain(9);
  });

  it('"Jeder Kiesel wird nur einmal gelegt und ist danach weg" — also a pebble lost in the Gezänk', () => {
    const s = round(table(3, [5]), [4, 4, 1]);
    expect(elster.validate(s, 0, { type: 'bid', pebble: 4 })).toMatchObject({ error: 'pebble_played' });
    expect(elster.legalMoves(elster.view(s, 1))).not.toContainEqual({ type: 'bid', pebble: 4 });
    expect(elster.view(s, 2).hands).toEqual([PEBBLES.filter((p) => p !== 4), PEBBLES.filter((p) => p !== 4), PEBBLES.filter((p) => p !== 1)]);
  });
});

describe('Spielende und Wertung', () => {
  it('"Nach der letzten Beutekarte zählt jede Elster ihr Nest zusammen: Pluskarten minus Ärger"', () => {
    const s = finish(table(2, [10, -5, 3]));
    expect(elster.isOver(s)).toBe(true);
    expect(s.results[0]!.scores).toEqual(s.nests.map((n) => n.reduce((a, b) => a + b, 0)));
    const out = elster.outcome(s);
    expect(out.seats.map((x) => x.points)).toEqual(s.results[0]!.scores);
  });

  it('"Wer am meisten hat, gewinnt; bei Gleichstand teilen sich die Elstern den Platz" — 1, 1, 3 and 1, 2, 2, 4', () => {
    expect(elster.outcome(over([7, 7, 1])).seats.map((x) => x.place)).toEqual([1, 1, 3]);
    expect(elster.outcome(over([9, 4, 4, 0])).seats.map((x) => x.place)).toEqual([1, 2, 2, 4]);
  });

  it('"Bestenliste: 2 Punkte je Beutepunkt … Platzbonus von 30 (Sieg), 15 (Platz 2 ab drei Elstern) und 5 (Platz 3 ab vier Elstern)"', () => {
    const lb = (scores: number[]) => elster.outcome(over(scores)).seats.map((x) => x.leaderboard);
    expect(lb([12, 3])).toEqual([54, 6]);
    expect(lb([9, 5, 4])).toEqual([48, 25, 8]);
    expect(lb([10, 6, 2, 1])).toEqual([50, 27, 9, 2]);
    expect(lb([10, 6, 5, 2, 1])).toEqual([50, 27, 15, 4, 2]);
  });

  it('"(ein Nest unter null zählt als null)"; shared places share the bonus', () => {
    const lb = (scores: number[]) => elster.outcome(over(scores)).seats.map((x) => x.leaderboard);
    expect(lb([-3, -6])).toEqual([30, 0]);
    expect(lb([7, 7, -2])).toEqual([44, 44, 0]);
    expect(lb([9, 4, 4, -1])).toEqual([48, 23, 23, 0]);
  });

  it('"Bei der letzten Karte einer Partie bleibt eine Karte, die niemand bekommt, herrenlos" — at three seats', () => {
    // Rounds 1–14: seat s lays ((r + s) mod 14) + 1, no ties; all three keep the 15 for the last card.
    let s = table(3, []);
    for (let r = 0; r < 14; r++) s = round(s, [0, 1, 2].map((seat) => ((r + seat) % 14) + 1));
    expect(s.pile).toEqual([]);
    expect(s.hands).toEqual([[15], [15], [15]]);
    const last = s.current!;
    s = round(s, [15, 15, 15]);
    expect(s.rounds[14]).toMatchObject({ cards: [last], winner: null, fate: 'unowned' });
    expect(s.nests.flat()).not.toContain(last);
    expect(s.phase).toBe('over');
  });
});

describe('Erfolge', () => {
  it('Kieselkunst, Zankhahn and Topfräuber earned in play show in the game result and the outcome', () => {
    // Seats 1 and 2 tie four times (Zankhahn); seat 0 takes the 6 with pebble 1 (Kieselkunst);
    // all three tie on the 2, and seat 0 takes the pot 2 + 1 with the highest pebble (Topfräuber).
    let s = table(3, [6, 3, 4, 5, 2, 1]);
    s = round(s, [1, 15, 15]);
    s = round(s, [2, 14, 14]);
    s = round(s, [3, 13, 13]);
    s = round(s, [4, 12, 12]);
    s = round(s, [5, 5, 5]);
    expect(s.pot).toEqual([2]);
    s = round(s, [15, 11, 10]);
    expect(s.nests[0]).toEqual([6, 3, 4, 5, 2, 1]);
    s = finish(s);
    const [a0, a1, a2] = s.results[0]!.achievements;
    expect(a0).toEqual(expect.arrayContaining(['kieselkunst', 'topfraeuber']));
    expect(a1).toContain('zankhahn');
    expect(a2).toContain('zankhahn');
    expect(a1).not.toContain('kieselkunst');
    expect(a1).not.toContain('topfraeuber');
    const out = elster.outcome(s);
    expect(out.seats[0]!.achievements).toEqual(expect.arrayContaining(['kieselkunst', 'topfraeuber']));
    expect(out.seats[1]!.achievements).toContain('zankhahn');
  });

  it('Krönchen-Elster ("das Krönchen ins Nest geholt") and Sauberes Nest ("eine Partie ganz ohne Ärger") in play', () => {
    // Pile: Krönchen, then −5 … 9 ascending. Seat 0 lays 1 … 15, seat 1 lays 2 … 15 and then 1: seat 1
    // is higher in rounds 1–14 (the Krönchen and +1 … +8 to seat 1, every Ärger to seat 0), seat 0 takes the 9.
    let s = table(2, [10]);
    for (let r = 1; r <= 15; r++) s = round(s, [r, r === 15 ? 1 : r + 1]);
    expect(s.results[0]!.nests).toEqual([[-5, -4, -3, -2, -1, 9], [10, 1, 2, 3, 4, 5, 6, 7, 8]]);
    expect(s.results[0]!.achievements[1]).toEqual(expect.arrayContaining(['kroenchen', 'sauberesNest']));
    expect(s.results[0]!.achievements[0]).not.toContain('kroenchen');
    expect(s.results[0]!.achievements[0]).not.toContain('sauberesNest');
  });
});
