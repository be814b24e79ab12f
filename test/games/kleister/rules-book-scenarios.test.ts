// Speedkleister: rule-book scenarios (shared/seeds/000_*.txt) that rules.test.ts and rules-book.test.ts
// leave out, played through the Game object (setup / validate / apply / view / outcome). Each test
// quotes the sentence it checks.
import { describe, expect, it } from 'vitest';
import { createRng } from '@games/core/rng';
import type { RuleError, Seat } from '@games/core/types';
import { isRuleError } from '@games/core/types';
import { defaultOptions } from '@games/kleister/rules/options';
import type { KleisterState } from '@games/kleister/types';
import { kleister } from '@games/kleister';
import { g, playState, type PlayPosition } from './helpers';

/** A position in phase 'play' (helpers.ts), the press eight sevens unless given. */
const make = (p: PlayPosition): KleisterState => playState({ press: [7, 7, 7, 7, 7, 7, 7, 7], ...p });

/** Validates (like a client's input) and applies a move of the seat that owes it. */
function act(state: KleisterState, move: unknown, seat: Seat = kleister.pending(state)[0]!): KleisterState {
  const m = kleister.validate(state, seat, move);
  if (isRuleError(m)) throw new Error(`rejected: ${m.error}`);
  return kleister.apply(state, seat, m, createRng('book-scenarios')).state;
}

const error = (state: KleisterState, seat: Seat, move: unknown) => (kleister.validate(state, seat, move) as RuleError).error;

describe('Spieler', () => {
  it('"Gespielt wird zu zweit bis zu fünft": setup deals 2–5 seats and refuses 1 and 6', () => {
    for (const seats of [2, 3, 4, 5]) expect(kleister.setup(seats, defaultOptions(), createRng('n')).hands).toHaveLength(seats);
    for (const seats of [0, 1, 6]) expect(() => kleister.setup(seats, defaultOptions(), createRng('n'))).toThrow();
  });
});

describe('Ablauf', () => {
  it('"Die Gruppe kommt oben auf die eigene Säule – ältere Schichten bleiben darunter und zählen am Ende mit"', () => {
    const s = act(make({ hands: [[9], [1, 2], [3]], columns: [[g(3), g(5, 5)], [g(4, 4, 4)], []] }), { type: 'play', cards: [9] });
    expect(s.columns[0]).toEqual([g(3), g(5, 5), g(9)]);
    expect(s.results[0]).toMatchObject({ columnCards: [4, 3, 0], handCards: [0, 2, 1], scores: [4, 1, -1] });
  });

  it('"Danach werden reihum (im Uhrzeigersinn ab dem Nächsten) die anderen Säulen geprüft" — five seats, wrapping round', () => {
    const s = act(make({
      hands: [[1], [1], [1], [9, 9, 2], [1]],
      columns: [[g(4, 4)], [g(5, 5)], [g(6, 6)], [], [g(3, 3)]],
      turn: 3,
    }), { type: 'play', cards: [9, 9] });
    expect(s.covers).toEqual([4, 0, 1, 2]);
    expect(s.cover).toMatchObject({ coverer: 3, seat: 4, group: g(3, 3) });
  });

  it('"Jeder Mitspieler höchstens einmal": a column with a lower top of another size is left alone', () => {
    const s = act(make({ hands: [[9, 9, 2], [1], [1]], columns: [[], [g(4)], [g(4, 4, 4)]] }), { type: 'play', cards: [9, 9] });
    expect(s.covers).toEqual([]);
    expect(s.turn).toBe(1);
  });

  it('"Wer überklebt, entscheidet": only the coverer takes or leaves; "dann entscheidet der Überklebte": only he chooses hand or waste', () => {
    let s = act(make({ hands: [[8, 8, 2], [1, 2], [3]], columns: [[], [g(6, 6)], []] }), { type: 'play', cards: [8, 8] });
    expect(error(s, 1, { type: 'take' })).toBe('not_your_turn');
    expect(error(s, 2, { type: 'leave' })).toBe('not_your_turn');
    expect(error(s, 0, { type: 'toWaste' })).toBe('wrong_phase');
    s = act(s, { type: 'leave' });
    expect(error(s, 0, { type: 'toHand' })).toBe('not_your_turn');
    expect(error(s, 0, { type: 'take' })).toBe('wrong_phase');
    expect(kleister.legalMoves(kleister.view(s, 1))).toEqual([{ type: 'toHand' }, { type: 'toWaste' }]);
    expect(kleister.legalMoves(kleister.view(s, 0))).toEqual([]);
  });

  it('"Nehmen: Die abgerissenen Plakate kommen auf die eigene Hand. Der Überklebte zieht gleich viele nach" — three cards, three draws', () => {
    let s = act(make({ hands: [[0, 8, 8, 2], [1, 2], [3]], columns: [[], [g(0, 6, 6)], []] }), { type: 'play', cards: [0, 8, 8] });
    s = act(s, { type: 'take' });
    expect(s.hands[0]).toEqual([0, 2, 6, 6]);
    expect(s.draw).toEqual({ seat: 1, left: 3 });
    s = act(s, { type: 'draw', from: 'cart', slot: 0 });
    s = act(s, { type: 'draw', from: 'press' });
    expect(s.phase).toBe('draw');
    s = act(s, { type: 'draw', from: 'cart', slot: 5 });
    expect(s.hands[1]).toEqual([1, 1, 2, 6, 7]);
    expect(s.phase).toBe('play');
    expect(s.turn).toBe(1);
  });

  it('"Erst wenn alle Überklebungen erledigt sind, füllt sich der Plakatkarren aus der Druckerei wieder auf" — as far as the press reaches', () => {
    let s = act(make({
      hands: [[8, 8, 2], [1, 2], [3]], columns: [[], [g(6, 6)], []], cart: [10, 11, 12, 13, 1, 2], press: [7],
    }), { type: 'play', cards: [8, 8] });
    s = act(act(s, { type: 'take' }), { type: 'draw', from: 'cart', slot: 2 });
    s = act(s, { type: 'draw', from: 'cart', slot: 3 });
    // One press card for two gaps: the first gap (slot order) is filled, the other stays empty.
    expect(s.cart).toEqual([10, 11, 7, null, 1, 2]);
    expect(s.press).toEqual([]);
    // Press empty, cart not: the round goes on.
    expect(s.phase).toBe('play');
    expect(s.turn).toBe(1);
    expect(kleister.view(s, 1).pressCount).toBe(0);
  });
});

describe('Ende und Wertung', () => {
  it('"Er endet ebenfalls sofort, wenn Druckerei und Plakatkarren leer sind – auch mitten im Nachziehen": a later cover of the turn never happens', () => {
    let s = act(make({
      hands: [[8, 8, 2], [1], [3]], columns: [[], [g(6, 6)], [g(7, 7)]], cart: [null, null, null, null, null, 10], press: [],
    }), { type: 'play', cards: [8, 8] });
    expect(s.covers).toEqual([1, 2]);
    s = act(act(s, { type: 'leave' }), { type: 'toWaste' });
    s = act(s, { type: 'draw', from: 'cart', slot: 5 });
    expect(s.phase).toBe('over');
    expect(s.columns[2]).toEqual([g(7, 7)]);
    expect(s.results[0]).toMatchObject({ reason: 'stock_empty', scores: [2 - 1, 0 - 2, 2 - 1] });
  });

  it('"Jedes Plakat auf der eigenen Säule (alle Schichten) zählt +1, jede Karte auf der Hand −1" — brushes count as posters on the column and as cards in the hand', () => {
    const s = act(make({ hands: [[0, 4], [0, 0, 1], [5]], columns: [[g(0, 0)], [g(9, 0)], []] }), { type: 'play', cards: [0, 4] });
    expect(s.results[0]).toMatchObject({ columnCards: [4, 2, 0], handCards: [0, 3, 1], scores: [4, -1, -1] });
  });

  it('"Hausregel „Säule zählt doppelt": Jede Gruppe mit 4 oder mehr Plakaten bringt 1 Punkt extra" — a brush makes the fourth poster', () => {
    const hands = [[0, 5, 5, 5], [1], [2, 3]];
    const columns = [[g(2, 2, 2)], [g(6, 6, 6, 6, 6), g(3, 3, 3, 3)], []];
    const base = act(make({ hands, columns }), { type: 'play', cards: [0, 5, 5, 5] });
    expect(base.results[0]).toMatchObject({ scores: [7, 8, -2], bonus: [0, 0, 0] });
    const house = act(make({ hands, columns, options: { columnBonus: true } }), { type: 'play', cards: [0, 5, 5, 5] });
    expect(house.results[0]).toMatchObject({ scores: [8, 10, -2], bonus: [1, 2, 0] });
  });

  it('"Die meisten Punkte gewinnen. Bei Gleichstand teilen sich die Spieler den Platz" — after a played round', () => {
    const s = act(make({ hands: [[9], [1], [2, 3]], columns: [[], [g(4, 4)], []] }), { type: 'play', cards: [9] });
    expect(kleister.isOver(s)).toBe(true);
    const out = kleister.outcome(s);
    expect(out.seats.map((x) => [x.points, x.place])).toEqual([[1, 1], [1, 1], [-2, 3]]);
  });

  it('"Gesamtpunkte (nie weniger als 0) plus einen Platzbonus: 30 für Platz 1, 15 für Platz 2, 5 für Platz 3"', () => {
    const s = act(make({
      hands: [[9], [1], [2, 3], [4, 5, 6], [7, 8, 10, 11]],
      columns: [[g(12, 12)], [g(4, 4)], [], [], []],
    }), { type: 'play', cards: [9] });
    const out = kleister.outcome(s);
    expect(out.seats.map((x) => [x.points, x.place, x.leaderboard])).toEqual([
      [3, 1, 33], [1, 2, 16], [-2, 3, 5], [-3, 4, 0], [-4, 5, 0],
    ]);
  });

  it('a match of several Durchgänge sums its rounds; the view\'s Punktetafel shows hand −1 live', () => {
    let s = make({ hands: [[9], [1, 2]], options: { rounds: 3 } });
    expect(kleister.view(s, 1).roundScores).toEqual([-1, -2]);
    s = act(s, { type: 'play', cards: [9] });
    expect(s.phase).toBe('between');
    expect(kleister.view(s, 0).totals).toEqual([1, -2]);
  });
});
