// Speedkino rules, sentence by sentence from the rule book: the cans, a turn (Hinweis geben,
// Archivieren, Einlegen), drawing to the left, the "neu" marks and the task field, the variants.
import { describe, expect, it } from 'vitest';
import { stepRng } from '@games/core/rng';
import { kino } from '@games/kino';
import { setup } from '@games/kino/rules/setup';
import { parseOptions } from '@games/kino/rules/options';
import { aktMask, bit, filmMask, identity } from '@games/kino/rules/filmdosen';
import { view } from '@games/kino/view';
import { isRuleError } from '@games/core/types';
import type { KinoOptions } from '@games/kino/types';
import { AB, FA, KR, LI, LU, WE, code, handOf, idAt, move, refusal, table } from './helpers';

const opts = (o: Partial<KinoOptions> = {}): KinoOptions => ({ farbfilm: 'none', leereHinweise: false, ...o });

describe('Die Filmdosen', () => {
  it('five films with Akt 1 ×3, Akt 2–4 ×2 and Akt 5 ×1: fifty cans', () => {
    const s = setup(2, opts(), stepRng('cans', 0, 'setup'));
    const all = [...s.hands.flat(), ...s.deck];
    expect(all).toHaveLength(50);
    for (let f = 0; f < 5; f++) {
      expect([1, 2, 3, 4, 5].map((a) => all.filter((c) => c.film === f && c.akt === a).length)).toEqual([3, 2, 2, 2, 1]);
    }
  });

  it('zu zweit und zu dritt bekommt jeder 5 Dosen, zu viert und zu fünft 4 Dosen; 8 batteries, no Filmriss, seat 0 begins', () => {
    for (const [seats, size] of [[2, 5], [3, 5], [4, 4], [5, 4]]) {
      const s = setup(seats, opts(), stepRng(`deal${seats}`, 0, 'setup'));
      expect(s.hands.map((h) => h.length)).toEqual(new Array(seats).fill(size));
      expect(s.deck).toHaveLength(50 - seats * size);
      expect(s.batteries).toBe(8);
      expect(s.filmrisse).toBe(0);
      expect(kino.pending(s)).toEqual([0]);
    }
  });

  it('with Farbfilm (own reel or Joker) there is a sixth film of ten cans and a sixth reel', () => {
    for (const farbfilm of ['reel', 'joker'] as const) {
      const s = setup(3, opts({ farbfilm }), stepRng('farb', 0, 'setup'));
      expect([...s.hands.flat(), ...s.deck]).toHaveLength(60);
      expect(s.reels).toEqual([0, 0, 0, 0, 0, 0]);
    }
  });

  it('a can is named by its draw number, which says nothing about what it is', () => {
    const s = setup(2, opts(), stepRng('ids', 0, 'setup'));
    expect(s.hands.flat().map((c) => c.id).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(s.deck.every((c) => !('id' in c))).toBe(true);
  });
});

describe('Hinweis geben (kostet 1 Batterie)', () => {
  const base = () => table({ hands: [['we1', 'we2', 'lu3', 'ab4', 'li5'], ['kr1', 'we3', 'kr4', 'lu1', 'kr5']], deck: ['ab1', 'ab2'] });

  it('"diese zwei sind Krimi": every can of the colleague that matches lights up', () => {
    const { state, events } = move(base(), 0, { type: 'clue', to: 1, film: KR });
    expect(state.clues[0].touched).toEqual([idAt(state, 1, 0), idAt(state, 1, 2), idAt(state, 1, 4)]);
    expect(state.hands[1].map((c) => c.clued)).toEqual([true, false, true, false, true]);
    expect(state.batteries).toBe(7);
    expect(events[0]).toMatchObject({ to: 'all', type: 'hinweis', batteries: 7 });
  });

  it('"diese eine ist Akt 4": an Akt clue lights up every can of that Akt', () => {
    const { state } = move(base(), 0, { type: 'clue', to: 1, akt: 4 });
    expect(state.clues[0].touched).toEqual([idAt(state, 1, 2)]);
    expect(state.hands[1][2].mask).toBe(aktMask(4, 5));
    expect(state.hands[1][0].mask & aktMask(4, 5)).toBe(0);
  });

  it('what a clue says stands on every back, positive and negative ("kein Western, nicht Akt 1")', () => {
    let s = move(base(), 0, { type: 'clue', to: 1, film: WE }).state;
    s = move(s, 1, { type: 'archive', can: idAt(s, 1, 4) }).state; // kr5 goes, ab1 comes in on the left
    s = move(s, 0, { type: 'clue', to: 1, akt: 1 }).state;
    const back = s.hands[1][3]; // the former kr4: not Western, not Akt 1
    expect(code(back)).toBe('kr4');
    expect(back.mask & filmMask(WE)).toBe(0);
    expect(back.mask & aktMask(1, 5)).toBe(0);
    expect(code(s.hands[1][2])).toBe('we3');
    expect(s.hands[1][2].mask).toBe(filmMask(WE) & ~aktMask(1, 5)); // "Western, nicht Akt 1"
  });

  it('ohne Batterie kein Hinweis', () => {
    expect(refusal({ ...base(), batteries: 0 }, 0, { type: 'clue', to: 1, film: KR }).error).toBe('no_battery');
  });

  it('a clue goes to a colleague, never to yourself, and names a film or an Akt', () => {
    expect(refusal(base(), 0, { type: 'clue', to: 0, film: KR }).error).toBe('clue_to_self');
    expect(refusal(base(), 0, { type: 'clue', to: 1 }).error).toBe('bad_move');
    expect(refusal(base(), 0, { type: 'clue', to: 1, film: KR, akt: 1 }).error).toBe('bad_move');
    expect(refusal(base(), 0, { type: 'clue', to: 1, akt: 6 }).error).toBe('bad_akt');
    expect(refusal(base(), 0, { type: 'clue', to: 1, film: FA }).error).toBe('bad_film');
    expect(refusal(base(), 0, { type: 'clue', to: 7, film: KR }).error).toBe('bad_seat');
    // PROTOCOL §4c: `to` as sent, as text — a missing one too.
    expect(refusal(base(), 0, { type: 'clue', to: 9, film: KR }).params).toEqual({ to: '9' });
    expect(refusal(base(), 0, { type: 'clue', film: KR })).toMatchObject({ error: 'bad_move', params: { field: 'to' } });
  });

  it('without Leere Hinweise a clue that lights up nothing is refused with its own reason', () => {
    const e = refusal(base(), 0, { type: 'clue', to: 1, film: AB });
    expect(e.error).toBe('empty_clue');
    expect(e.message).toMatch(/Leere Hinweise/);
  });

  it('Leere Hinweise: "du hast keinen Abenteuer" is allowed, costs a battery, and every back learns it', () => {
    const s0 = { ...base(), options: opts({ leereHinweise: true }) };
    const { state } = move(s0, 0, { type: 'clue', to: 1, film: AB });
    expect(state.batteries).toBe(7);
    expect(state.clues[0]).toMatchObject({ touched: [], focus: null, reading: 'none' });
    expect(state.hands[1].every((c) => (c.mask & filmMask(AB)) === 0)).toBe(true);
  });

  it('Farbfilm – eigene Spule: a sixth film like the others, named on its own', () => {
    const s0 = table({ hands: [['we1', 'we2', 'lu3', 'ab4', 'li5'], ['fa1', 'kr3', 'fa4', 'lu1', 'kr5']], options: { farbfilm: 'reel' } });
    const { state } = move(s0, 0, { type: 'clue', to: 1, film: FA });
    expect(state.clues[0].touched).toEqual([idAt(state, 1, 0), idAt(state, 1, 2)]);
    expect(move(s0, 0, { type: 'clue', to: 1, film: KR }).state.clues[0].touched).toEqual([idAt(s0, 1, 1), idAt(s0, 1, 4)]);
  });

  it('Farbfilm – Joker: lights up with every film clue, can never be named, the back reads "Krimi oder Farbfilm"', () => {
    const s0 = table({ hands: [['we1', 'we2', 'lu3', 'ab4', 'li5'], ['fa1', 'kr3', 'fa4', 'lu1', 'we5']], options: { farbfilm: 'joker' } });
    const { state } = move(s0, 0, { type: 'clue', to: 1, film: KR });
    expect(state.clues[0].touched).toEqual([idAt(state, 1, 0), idAt(state, 1, 1), idAt(state, 1, 2)]);
    expect(state.hands[1][1].mask).toBe((filmMask(KR) | filmMask(FA)) & state.hands[1][1].mask);
    expect(state.hands[1][1].mask & filmMask(KR)).not.toBe(0);
    expect(state.hands[1][1].mask & filmMask(FA)).not.toBe(0);
    expect(state.hands[1][3].mask & (filmMask(KR) | filmMask(FA))).toBe(0);
    expect(refusal(s0, 0, { type: 'clue', to: 1, film: FA }).error).toBe('joker_unnamed');
  });

  it('the options refuse unknown keys and wrong values', () => {
    expect(parseOptions({ farbfilm: 'joker', leereHinweise: true })).toEqual({ farbfilm: 'joker', leereHinweise: true });
    expect(parseOptions(undefined)).toEqual({ farbfilm: 'none', leereHinweise: false });
    for (const bad of [{ farbfilm: 'gold' }, { leereHinweise: 1 }, { clock: 30 }, [], 'x']) {
      expect(isRuleError(parseOptions(bad))).toBe(true);
    }
  });
});

describe('der letzte Hinweis bleibt stehen ("neu") and the task field', () => {
  const base = () => table({ hands: [['kr1', 'we2', 'lu3', 'ab4', 'li5'], ['kr4', 'we3', 'lu2', 'ab1', 'li2'], ['we1', 'we4', 'lu1', 'kr2', 'ab5']], deck: ['ab1', 'ab2', 'ab3'] });

  it('the cans lit by the last clue to a player stay "neu" until that player has acted', () => {
    let s = move(base(), 0, { type: 'clue', to: 2, film: WE }).state;
    expect(view(s, 1).hands[2].filter((c) => c.neu).map((c) => c.id)).toEqual([idAt(s, 2, 0), idAt(s, 2, 1)]);
    s = move(s, 1, { type: 'clue', to: 0, akt: 1 }).state; // somebody else acts: still neu
    expect(view(s, 0).hands[2].filter((c) => c.neu)).toHaveLength(2);
    expect(view(s, 2).hands[0].filter((c) => c.neu).map((c) => c.id)).toEqual([idAt(s, 0, 0)]);
    s = move(s, 2, { type: 'archive', can: idAt(s, 2, 2) }).state; // seat 2 has acted
    expect(view(s, 0).hands[2].some((c) => c.neu)).toBe(false);
    expect(s.neu).toEqual([0 + 1, -1, -1]);
  });

  it('a clue to you stands in the task field: who, what, how many, which can is meant and how it reads', () => {
    // "Asta hat dir gezeigt: Krimi – eine Dose; die linke Dose ist ein Spielhinweis"
    const s = move(base(), 0, { type: 'clue', to: 1, film: KR }).state;
    expect(view(s, 1).task).toEqual({ by: 0, film: KR, akt: null, count: 1, focus: idAt(s, 1, 0), focusPos: 0, handSize: 5, reading: 'play' });
    const t = move(base(), 0, { type: 'clue', to: 1, film: AB }).state;
    expect(view(t, 1).task).toMatchObject({ film: AB, count: 1, focusPos: 3, reading: 'play' });
    expect(view(t, 2).task).toBeNull();
  });
});

describe('Archivieren (+1 Batterie)', () => {
  it('an own can goes to the archive, a battery comes back, and the new can goes to the very left', () => {
    const s0 = table({ hands: [['kr1', 'we2', 'lu3', 'ab4', 'li5'], ['kr4', 'we3', 'lu2', 'ab1', 'li2']], deck: ['ab2', 'kr3'], batteries: 5 });
    const { state, events } = move(s0, 0, { type: 'archive', can: idAt(s0, 0, 2) });
    expect(state.batteries).toBe(6);
    expect(state.history).toEqual([{ id: idAt(s0, 0, 2), film: LU, akt: 3, seat: 0, turn: 0, how: 'archived' }]);
    expect(handOf(state, 0)).toEqual(['ab2', 'kr1', 'we2', 'ab4', 'li5']);
    expect(state.hands[0][0].id).toBe(s0.drawn);
    expect(state.deck).toHaveLength(1);
    expect(events.map((e) => e.type)).toEqual(['archivieren', 'ziehen']);
    expect(events[1]).toEqual({ to: 'all', type: 'ziehen', seat: 0, id: s0.drawn, deckCount: 1 });
  });

  it('geht nicht, wenn die Taschenlampe voll ist (8 Batterien)', () => {
    const s0 = table({ hands: [['kr1', 'we2', 'lu3', 'ab4', 'li5'], ['kr4', 'we3', 'lu2', 'ab1', 'li2']], deck: ['ab2'] });
    expect(refusal(s0, 0, { type: 'archive', can: idAt(s0, 0, 0) }).error).toBe('batteries_full');
  });

  it('archiving the last of its kind warns where the reel now ends; not when an earlier Akt is already gone', () => {
    const s0 = table({
      hands: [['kr4', 'we2', 'kr5', 'ab4', 'li5'], ['kr4', 'we3', 'lu2', 'ab1', 'li2']], deck: ['ab2', 'ab3', 'ab4'],
      archived: ['kr4'], reels: [2, 0, 0, 0, 0], batteries: 5,
    });
    const lost = move(s0, 0, { type: 'archive', can: idAt(s0, 0, 0) });
    expect(lost.events).toContainEqual({ to: 'all', type: 'verloren', film: KR, akt: 4, endsAt: 3 });
    // Now Krimi ends at 3: the Krimi 5 is not needed any more — no warning for it.
    const s1 = { ...lost.state, turn: 0 };
    expect(move(s1, 0, { type: 'archive', can: idAt(s1, 0, 3) }).events.some((e) => e.type === 'verloren')).toBe(false);
    // A copy that is not the last one: no warning.
    expect(move(s0, 0, { type: 'archive', can: idAt(s0, 0, 1) }).events.some((e) => e.type === 'verloren')).toBe(false);
  });
});

describe('Einlegen', () => {
  const base = (reels = [0, 0, 0, 0, 0], batteries = 5) =>
    table({ hands: [['kr1', 'kr3', 'we5', 'ab2', 'li5'], ['kr4', 'we3', 'lu2', 'ab1', 'li2']], deck: ['ab2', 'kr2'], reels, batteries });

  it('a can goes on its film\'s reel when it is the next Akt (1, 2, 3, 4, 5); a new can comes in on the left', () => {
    const s0 = base();
    const { state, events } = move(s0, 0, { type: 'play', can: idAt(s0, 0, 0) });
    expect(state.reels).toEqual([1, 0, 0, 0, 0]);
    expect(handOf(state, 0)).toEqual(['ab2', 'kr3', 'we5', 'ab2', 'li5']);
    expect(events[0]).toMatchObject({ type: 'einlegen', ok: true, can: { film: KR, akt: 1 } });
  });

  it('passt die Dose nicht, gibt es einen Filmriss und die Dose kommt ins Archiv', () => {
    const s0 = base();
    const { state, events } = move(s0, 0, { type: 'play', can: idAt(s0, 0, 1) });
    expect(state.reels).toEqual([0, 0, 0, 0, 0]);
    expect(state.filmrisse).toBe(1);
    expect(state.history[0]).toMatchObject({ film: KR, akt: 3, how: 'filmriss' });
    expect(state.batteries).toBe(5);
    expect(events[0]).toMatchObject({ type: 'einlegen', ok: false, filmrisse: 1 });
  });

  it('wer eine Spule mit Akt 5 vollendet, bekommt eine Batterie zurück – wenn nicht schon alle 8 da sind', () => {
    const s0 = base([0, 4, 0, 0, 0], 5);
    const r = move(s0, 0, { type: 'play', can: idAt(s0, 0, 2) });
    expect(r.state.batteries).toBe(6);
    expect(r.events).toContainEqual({ to: 'all', type: 'spule_komplett', seat: 0, film: WE });
    const full = base([0, 4, 0, 0, 0], 8);
    expect(move(full, 0, { type: 'play', can: idAt(full, 0, 2) }).state.batteries).toBe(8);
  });

  it('a can that is not in your hand is refused without saying what any of your cans is', () => {
    const s0 = base();
    const e = refusal(s0, 0, { type: 'play', can: idAt(s0, 1, 0) });
    expect(e).toEqual({ error: 'not_your_can', message: 'that can is not in your hand' });
    expect(refusal(s0, 1, { type: 'play', can: idAt(s0, 1, 0) }).error).toBe('not_your_turn');
    expect(refusal(s0, 0, { type: 'play', can: idAt(s0, 0, 0), extra: 1 }).error).toBe('bad_move');
    expect(refusal(s0, 0, 'play').error).toBe('bad_move');
  });
});

describe('what each seat sees', () => {
  const s0 = table({ hands: [['kr1', 'we2', 'lu3', 'ab4', 'li5'], ['kr4', 'we1', 'lu2', 'ab1', 'li2']], deck: ['ab2', 'kr2'], archived: ['we1', 'we1'], reels: [0, 0, 0, 0, 0] });

  it('you see your colleagues\' cans but only the backs of your own', () => {
    const v = view(s0, 0);
    expect(v.hands[0].every((c) => c.film === undefined && c.akt === undefined)).toBe(true);
    expect(v.hands[1].map((c) => code(c as { film: number; akt: number }))).toEqual(['kr4', 'we1', 'lu2', 'ab1', 'li2']);
    expect(JSON.stringify(v)).not.toContain('"deck"');
  });

  it('your backs list what is still possible after everything you see (here: no Western 1 is left)', () => {
    const v = view(s0, 0);
    // Two Western 1 in the archive and one in seat 1's hand: none can be yours.
    expect(v.hands[0][0].possible! & bit(identity(WE, 1))).toBe(0);
    expect(v.hands[0][0].possible! & bit(identity(KR, 1))).not.toBe(0);
  });

  it('a spectator sees only the public facts during the Vorstellung, and every can afterwards', () => {
    const v = view(s0, 'spectator');
    expect(v.hands.flat().every((c) => c.film === undefined && c.possible === undefined)).toBe(true);
    expect(v.handSizes).toEqual([5, 5]);
    const over = view({ ...s0, over: 'letzteRolle' }, 'spectator');
    expect(over.hands[0].map((c) => code(c as { film: number; akt: number }))).toEqual(['kr1', 'we2', 'lu3', 'ab4', 'li5']);
  });

  it('the chat is locked from the deal until the credits', () => {
    // Dealt, no move yet: every seat already sees the others' cans.
    expect(kino.chatLocked!(s0)).toBe(true);
    const s1 = move(s0, 0, { type: 'clue', to: 1, film: KR }).state;
    expect(kino.chatLocked!(s1)).toBe(true);
    expect(kino.chatLocked!({ ...s1, over: 'filmriss' })).toBe(false);
  });

  it('the game log names a played can (public from then on), and a clue by count, focus and reading', () => {
    expect(kino.describeMove!(s0, 0, { type: 'play', can: idAt(s0, 0, 0) })).toEqual({ code: 'kino_einlegen', params: { seat: 0, film: KR, akt: 1 } });
    expect(kino.describeMove!(s0, 0, { type: 'play', can: idAt(s0, 0, 1) })).toEqual({ code: 'kino_filmriss', params: { seat: 0, film: WE, akt: 2 } });
    expect(kino.describeMove!({ ...s0, batteries: 5 }, 0, { type: 'archive', can: idAt(s0, 0, 4) })).toEqual({ code: 'kino_archivieren', params: { seat: 0, film: LI, akt: 5 } });
    expect(kino.describeMove!(s0, 0, { type: 'clue', to: 1, akt: 1 })).toEqual({
      code: 'kino_hinweis', params: { seat: 0, to: 1, film: -1, akt: 1, count: 2, focusPos: 1, handSize: 5, reading: 'play' },
    });
  });
});

describe('das Archiv in the view', () => {
  it('marks the last of each kind and where a reel now ends', () => {
    const s = table({ hands: [['kr1', 'we2', 'lu3', 'ab4', 'li3'], ['kr4', 'we3', 'lu2', 'ab1', 'li2']], archived: ['kr4', 'we2', 'we2'], reels: [3, 1, 0, 0, 0] });
    const v = view(s, 'spectator');
    // Krimi 4: one copy left (gold); Western 2 is ganz verloren, so the Western reel ends at 1 (red).
    expect(v.critical & bit(identity(KR, 4))).not.toBe(0);
    expect(v.critical & bit(identity(WE, 3))).toBe(0);
    expect(v.reachable).toEqual([5, 1, 5, 5, 5]);
  });
});
