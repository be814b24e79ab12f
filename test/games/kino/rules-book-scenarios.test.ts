// Speedkino, rule-book scenarios not pinned elsewhere (shared/seeds/003_*.txt): the letzte Rolle at
// two, three and five seats and cut short by the other two ends, the variants' clues and batteries
// (Farbfilm's own reel, the Joker with Akt clues and with Leere Hinweise), and the "neu" marks and the
// task field for an empty clue and a Rettung. Built through the game's public rules (validate / apply
// / view / pending / isOver / outcome) on tables set up directly.
import { describe, expect, it } from 'vitest';
import { stepRng } from '@games/core/rng';
import { kino } from '@games/kino';
import { aktMask, allMask, filmMask } from '@games/kino/rules/filmdosen';
import type { abspann } from '@games/kino/rules/abspann';
import type { KinoState } from '@games/kino/types';
import { AB, FA, KR, LI, handOf, idAt, move, refusal, table } from './helpers';

const detail = (s: KinoState) => kino.outcome(s).detail as ReturnType<typeof abspann>;
const HANDS = [['kr1', 'we1', 'lu1', 'ab1', 'li1'], ['kr2', 'we2', 'lu2', 'ab2', 'li2'], ['kr1', 'we1', 'lu1', 'ab1', 'li1'], ['kr3', 'we3', 'lu3', 'ab3', 'li3'], ['kr4', 'we4', 'lu4', 'ab4', 'li4']];

describe('"Stapel leer: Wer die letzte Dose gezogen hat, löst die letzte Rolle aus – danach hat jeder (auch er selbst) noch genau einen Zug"', () => {
  it.each([2, 3, 5])('%i seats: the last seat draws the last can (after a Filmriss); every seat, in order, has one more turn, then the end', (seats) => {
    const size = seats <= 3 ? 5 : 4;
    const hands = HANDS.slice(0, seats).map((h) => h.slice(0, size));
    hands[seats - 1][0] = 'kr3'; // the drawer's left can does not fit the empty Krimi reel
    let s = table({ hands, deck: ['ab5'], batteries: 3, turn: seats - 1 });
    const r = move(s, seats - 1, { type: 'play', can: idAt(s, seats - 1, 0) });
    expect(r.state.filmrisse).toBe(1);
    expect(r.events.map((e) => e.type)).toEqual(['einlegen', 'ziehen', 'letzte_rolle']);
    expect(r.events.at(-1)).toMatchObject({ seat: seats - 1 });
    s = r.state;
    expect(s.deck).toHaveLength(0);
    const order: number[] = [];
    for (let k = 0; k < seats; k++) {
      expect(kino.isOver(s)).toBe(false);
      const seat = kino.pending(s)[0];
      order.push(seat);
      const before = { batteries: s.batteries, size: s.hands[seat].length };
      // Archivieren in the letzte Rolle: +1 Batterie, but nothing left to draw.
      s = move(s, seat, { type: 'archive', can: idAt(s, seat, s.hands[seat].length - 1) }).state;
      expect([s.batteries, s.hands[seat].length]).toEqual([before.batteries + 1, before.size - 1]);
    }
    expect(order).toEqual(Array.from({ length: seats }, (_, k) => k)); // seat 0 … the drawer last
    expect(s.over).toBe('letzteRolle');
    expect(kino.pending(s)).toEqual([]);
    expect(refusal(s, 0, { type: 'play', can: idAt(s, 0, 0) }).error).toBe('game_over');
  });

  it('"Dritter Filmriss: Die Vorstellung bricht sofort ab" — also inside the letzte Rolle, before every seat had its turn: 0 for the Bestenliste', () => {
    let s = table({ hands: [['kr1', 'we2', 'lu3', 'ab4', 'li4'], ['kr4', 'we3', 'lu2', 'ab1', 'li2']], deck: ['ab2'], reels: [3, 0, 0, 0, 0], filmrisse: 2, batteries: 4 });
    s = move(s, 0, { type: 'archive', can: idAt(s, 0, 0) }).state; // draws the last can: letzte Rolle
    expect(s.finalTurns).toBe(2);
    s = move(s, 1, { type: 'play', can: idAt(s, 1, 1) }).state; // Western 3 on an empty reel: third Filmriss
    expect(s.over).toBe('filmriss');
    expect(kino.pending(s)).toEqual([]); // seat 0 gets no last turn
    expect(kino.outcome(s).seats.map((x) => [x.points, x.leaderboard])).toEqual([[0, 0], [0, 0]]);
  });

  it('"Alle Spulen komplett: 25 Punkte … – stehende Ovationen!" — also inside the letzte Rolle, with turns left', () => {
    let s = table({ hands: [['kr1', 'we2', 'lu3'], ['li5', 'we3', 'lu2'], ['kr4', 'ab1', 'li2']], deck: ['ab2'], reels: [5, 5, 5, 5, 4], batteries: 4 });
    s = move(s, 0, { type: 'archive', can: idAt(s, 0, 0) }).state; // letzte Rolle: three more turns
    expect(s.finalTurns).toBe(3);
    const r = move(s, 1, { type: 'play', can: idAt(s, 1, 0) });
    expect(r.state.over).toBe('komplett');
    expect(kino.pending(r.state)).toEqual([]);
    expect(r.events.at(-1)).toEqual({ to: 'all', type: 'ende', reason: 'komplett', points: 25 });
    expect(detail(r.state)).toMatchObject({ points: 25, kritik: 'stehendeOvationen', leaderboard: 25 });
  });

  it('… and when the can that completes the last Spule is followed by drawing the last can, the Vorstellung ends complete at once', () => {
    const s = table({ hands: [['li5', 'we2', 'lu3'], ['kr4', 'we3', 'lu2']], deck: ['ab2'], reels: [5, 5, 5, 5, 4], batteries: 4 });
    const r = move(s, 0, { type: 'play', can: idAt(s, 0, 0) });
    expect(r.state.over).toBe('komplett');
    expect(r.state.batteries).toBe(5); // the battery for the finished Spule
    expect(kino.outcome(r.state).seats.map((x) => x.points)).toEqual([25, 25]);
    // Over at once: no letzte Rolle is announced before the end.
    expect(r.events.map((e) => e.type)).not.toContain('letzte_rolle');
    expect(r.events.at(-1)).toMatchObject({ type: 'ende', reason: 'komplett' });
  });
});

describe('Varianten', () => {
  it('"Farbfilm – eigene Spule: ein sechster Film wie die anderen" — Akt clues light its cans, and its Akt 5 brings a battery back', () => {
    const s = table({ hands: [['fa5', 'we2', 'lu3', 'ab4', 'li4'], ['fa3', 'kr3', 'we1', 'fa1', 'li2']], reels: [0, 0, 0, 0, 0, 4], batteries: 5, options: { farbfilm: 'reel' } });
    const c = move(s, 0, { type: 'clue', to: 1, akt: 3 }).state;
    expect(c.clues[0].touched).toEqual([idAt(s, 1, 0), idAt(s, 1, 1)]);
    expect(c.hands[1][0].mask).toBe(aktMask(3, 6)); // "Akt 3": any of the six films
    const r = move(s, 0, { type: 'play', can: idAt(s, 0, 0) });
    expect(r.state.reels[FA]).toBe(5);
    expect(r.state.batteries).toBe(6);
    expect(r.events).toContainEqual({ to: 'all', type: 'spule_komplett', seat: 0, film: FA });
  });

  it('"Farbfilm – Joker: … leuchtet aber bei jedem Filmhinweis mit auf" — an Akt clue lights a Farbfilm can only by its Akt, like any can', () => {
    const s = table({ hands: [['kr1', 'we2', 'lu3', 'ab4', 'li4'], ['fa3', 'kr3', 'fa1', 'we1', 'li2']], batteries: 5, options: { farbfilm: 'joker' } });
    const c = move(s, 0, { type: 'clue', to: 1, akt: 3 }).state;
    expect(c.clues[0].touched).toEqual([idAt(s, 1, 0), idAt(s, 1, 1)]);
    expect(c.hands[1][0].mask).toBe(aktMask(3, 6));
    expect(c.hands[1][2].mask).toBe(allMask(6) & ~aktMask(3, 6)); // the Farbfilm 1: "nicht Akt 3"
    const d = move(s, 0, { type: 'clue', to: 1, akt: 1 }).state;
    expect(d.clues[0].touched).toEqual([idAt(s, 1, 2), idAt(s, 1, 3)]);
  });

  it('"Leere Hinweise" with the Joker: a film the colleague lacks (and no Farbfilm) may be named, costs a battery, and says "weder Abenteuer noch Farbfilm"; the Farbfilm still cannot be named', () => {
    const hands = [['kr1', 'we2', 'lu3', 'ab4', 'li4'], ['kr3', 'we3', 'lu1', 'we1', 'li2']];
    const s = table({ hands, batteries: 5, options: { farbfilm: 'joker', leereHinweise: true } });
    const { state } = move(s, 0, { type: 'clue', to: 1, film: AB });
    expect(state.batteries).toBe(4);
    expect(state.clues[0]).toMatchObject({ touched: [], focus: null, reading: 'none' });
    expect(state.hands[1].every((c) => (c.mask & (filmMask(AB) | filmMask(FA))) === 0)).toBe(true);
    expect(refusal(s, 0, { type: 'clue', to: 1, film: FA }).error).toBe('joker_unnamed');
    // Without Leere Hinweise the same clue is refused.
    expect(refusal(table({ hands, batteries: 5, options: { farbfilm: 'joker' } }), 0, { type: 'clue', to: 1, film: AB }).error).toBe('empty_clue');
  });

  it('"Zu zweit und zu dritt bekommt jeder 5 Dosen, zu viert und zu fünft 4 Dosen" — with the Joker too (60 cans)', () => {
    for (const [seats, size] of [[2, 5], [3, 5], [4, 4], [5, 4]]) {
      const s = kino.setup(seats, { farbfilm: 'joker', leereHinweise: false }, stepRng(`joker-${seats}`, 0, 'setup'));
      expect(s.hands.map((h) => h.length)).toEqual(new Array(seats).fill(size));
      expect(s.deck).toHaveLength(60 - seats * size);
      expect(s.reels).toHaveLength(6);
    }
  });
});

describe('"Der letzte Hinweis bleibt stehen … bis dieser Spieler selbst gehandelt hat" and the Auftragsfeld', () => {
  it('an empty clue (Leere Hinweise) is the last clue now: no can carries "neu", the task field says "keinen Akt 5"', () => {
    let s = table({ hands: [['kr1', 'we2', 'lu3', 'ab4', 'li4'], ['kr4', 'we3', 'lu2', 'ab1', 'li2'], ['we1', 'we4', 'lu1', 'kr2', 'ab4']], batteries: 6, options: { leereHinweise: true } });
    s = move(s, 0, { type: 'clue', to: 2, film: KR }).state;
    expect(kino.view(s, 1).hands[2].map((c) => c.neu)).toEqual([false, false, false, true, false]);
    s = move(s, 1, { type: 'clue', to: 2, akt: 5 }).state; // "du hast keinen Akt 5"
    expect(kino.view(s, 0).hands[2].some((c) => c.neu)).toBe(false);
    expect(kino.view(s, 2).task).toMatchObject({ by: 1, akt: 5, film: null, count: 0, focus: null, reading: 'none' });
    expect(s.batteries).toBe(4);
  });

  it('a Rettung stands in the task field of its receiver: who, what, one can, the right one, "gerettet"', () => {
    const s0 = table({ hands: [['kr1', 'we2', 'lu3', 'ab4', 'li4'], ['kr4', 'we3', 'lu2', 'ab1', 'li5']], batteries: 6 });
    const s = move(s0, 0, { type: 'clue', to: 1, akt: 5 }).state;
    expect(kino.view(s, 1).task).toEqual({ by: 0, film: null, akt: 5, count: 1, focus: idAt(s, 1, 4), focusPos: 4, handSize: 5, reading: 'save' });
    const back = kino.view(s, 1).hands[1][4];
    expect(back).toMatchObject({ mark: 'save', neu: true });
    expect([back.film, back.akt]).toEqual([undefined, undefined]);
    expect(kino.view(s, 0).task).toBeNull();
    // The receiver's own can stays hidden to it, open to the giver.
    expect(handOf(s, 1)[4]).toBe('li5');
    expect(kino.view(s, 0).hands[1][4]).toMatchObject({ film: LI, akt: 5 });
  });
});
