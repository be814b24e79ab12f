// Die Absprachen: each convention as a scenario — how the reading (shown in the log and on the
// cans) reads a clue, and how the computers give and follow it.
import { describe, expect, it } from 'vitest';
import { createRng } from '@games/core/rng';
import type { BotLevel } from '@games/core/types';
import { decideFor } from '@games/kino/bots';
import { bit, identity } from '@games/kino/rules/filmdosen';
import { readClue } from '@games/kino/rules/absprachen';
import { view } from '@games/kino/view';
import type { KinoState } from '@games/kino/types';
import { AB, KR, LI, LU, WE, idAt, move, table } from './helpers';

const bot = (s: KinoState, level: BotLevel = 'normal') => decideFor(view(s, s.turn), level, createRng('absprachen'));
const ident = (film: number, akt: number) => bit(identity(film, akt));

describe('Wegwerf-Dose', () => {
  it('is the rightmost can never touched, marked on every hand, and moves left as cans are touched', () => {
    let s = table({ hands: [['kr1', 'we2', 'lu3', 'ab4', 'li4'], ['kr4', 'we3', 'lu2', 'ab1', 'li2']] });
    expect(view(s, 0).wegwerf).toEqual([4, 4]);
    s = move(s, 0, { type: 'clue', to: 1, akt: 2 }).state; // touches lu2 and li2 (the Wegwerf-Dose)
    expect(view(s, 1).wegwerf).toEqual([4, 3]);
  });

  it('a computer with nothing to play and nothing worth a clue archives its Wegwerf-Dose', () => {
    const s = table({ hands: [['kr3', 'we3', 'lu3', 'ab3', 'li3'], ['kr4', 'we4', 'lu4', 'ab4', 'li4']], batteries: 1 });
    const d = bot(s);
    expect(d.move).toEqual({ type: 'archive', can: idAt(s, 0, 4) });
    expect(d.reason.code).toBe('kino_archivieren_wegwerf');
  });
});

describe('Fokus', () => {
  const s0 = () => table({ hands: [['we2', 'we2', 'lu3', 'ab4', 'li3'], ['kr1', 'we3', 'kr4', 'lu2', 'kr2']] });

  it('a clue that touches the Wegwerf-Dose means the Wegwerf-Dose', () => {
    const { state } = move(s0(), 0, { type: 'clue', to: 1, film: KR });
    expect(state.clues[0]).toMatchObject({ focus: idAt(state, 1, 4), focusPos: 4 });
  });

  it('otherwise the leftmost newly touched can', () => {
    let s = move(s0(), 0, { type: 'clue', to: 1, akt: 4 }).state; // kr4: leftmost new
    expect(s.clues[0].focusPos).toBe(2);
    s = move(s, 1, { type: 'clue', to: 0, film: WE }).state;
    s = move(s, 0, { type: 'clue', to: 1, film: KR }).state; // kr1 new, kr4 old, kr2 is the Wegwerf-Dose
    expect(s.clues[2].focusPos).toBe(4);
  });
});

describe('Spielhinweis (S)', () => {
  it('the focus fits now: "Krimi" on the leftmost new can reads as a Spielhinweis and a computer plays it knowing only the film', () => {
    let s = table({ hands: [['we2', 'we2', 'lu3', 'ab4', 'li3'], ['kr1', 'we3', 'ab4', 'lu2', 'we4']] });
    s = move(s, 0, { type: 'clue', to: 1, film: KR }).state;
    expect(s.clues[0].reading).toBe('play');
    expect(s.hands[1][0]).toMatchObject({ mark: 'play', inferred: ident(KR, 1) });
    const d = bot(s);
    expect(d.move).toEqual({ type: 'play', can: idAt(s, 1, 0) });
    expect(d.reason.code).toBe('kino_einlegen_spielhinweis');
  });

  it('knowing only the Akt is enough too ("Akt 1" early on)', () => {
    let s = table({ hands: [['we2', 'we2', 'lu3', 'ab4', 'li3'], ['kr3', 'we3', 'ab1', 'lu2', 'we4']] });
    s = move(s, 0, { type: 'clue', to: 1, akt: 1 }).state;
    expect(s.clues[0].reading).toBe('play');
    expect(bot(s).move).toEqual({ type: 'play', can: idAt(s, 1, 2) });
  });

  it('delayed: the focus fits once the cans already known to fit are down — the computer waits for them', () => {
    // Seat 1 knows its left can is Krimi 2 (two clues); seat 0 then shows seat 2 "Krimi" on Krimi 3.
    let s = table({
      hands: [['we2', 'we2', 'lu3', 'ab4'], ['kr2', 'we3', 'ab4', 'lu2'], ['kr3', 'li3', 'ab3', 'we3'], ['lu4', 'lu4', 'li4', 'li4']],
      reels: [1, 0, 0, 0, 0],
    });
    s = move(s, 0, { type: 'clue', to: 1, film: KR }).state;
    expect(s.hands[1][0]).toMatchObject({ mark: 'play', inferred: ident(KR, 2) });
    s = move(s, 1, { type: 'clue', to: 3, film: LU }).state; // seat 1 does something else first
    s = move(s, 2, { type: 'clue', to: 0, film: WE }).state;
    s = move(s, 3, { type: 'clue', to: 2, film: KR }).state;
    expect(s.clues[3]).toMatchObject({ reading: 'play', focusPos: 0 });
    expect(s.hands[2][0]).toMatchObject({ mark: 'play', inferred: ident(KR, 3) });
    // Seat 0 … then seat 1 plays Krimi 2 …
    s = { ...s, turn: 1 };
    expect(bot(s).move).toEqual({ type: 'play', can: idAt(s, 1, 0) });
    s = move(s, 1, { type: 'play', can: idAt(s, 1, 0) }).state;
    // … and now seat 2's Krimi 3 fits: it plays it.
    expect(bot(s).move).toEqual({ type: 'play', can: idAt(s, 2, 0) });
  });

  it('a computer given a misleading Spielhinweis plays it — and the film tears (as the rule book warns)', () => {
    let s = table({ hands: [['we2', 'we2', 'lu3', 'ab4', 'li3'], ['kr4', 'we3', 'ab4', 'lu2', 'we4']] });
    s = move(s, 0, { type: 'clue', to: 1, film: KR }).state;
    expect(s.clues[0].reading).toBe('play');
    const d = bot(s, 'stark');
    expect(d.move).toEqual({ type: 'play', can: idAt(s, 1, 0) });
    expect(move(s, 1, d.move).state.filmrisse).toBe(1);
  });

  it('a computer gives Spielhinweise that read right: never one that would make a can be played that does not fit', () => {
    const s = table({ hands: [['we2', 'we2', 'lu3', 'ab4', 'li3'], ['kr4', 'kr1', 'ab4', 'lu3', 'we4']], batteries: 7 });
    for (const level of ['leicht', 'normal'] as const) {
      const d = bot(s, level);
      // "Krimi" would focus the Krimi 4 (leftmost new): the computers name "Akt 1" instead.
      expect(d.move).toEqual({ type: 'clue', to: 1, akt: 1 });
      expect(move(s, 0, d.move).state.clues[0]).toMatchObject({ reading: 'play', focusPos: 1 });
    }
    // The Meister may prefer another move after its look-ahead, but never the misleading clue.
    const d = bot(s, 'stark');
    if (d.move.type === 'clue') expect(readClue(view(s, 0), d.move)).toMatchObject({ misfit: false });
  });
});

describe('Rettung (R)', () => {
  const chopTable = (chop: string, extra: Partial<Parameters<typeof table>[0]> = {}) =>
    table({ hands: [['we2', 'we2', 'lu3', 'ab4', 'li4'], ['kr3', 'we3', 'ab4', 'lu2', chop]], batteries: 5, ...extra });

  it('an Akt-5 clue at the Wegwerf-Dose is "aufheben!": read as gerettet, and not played blind', () => {
    const s = move(chopTable('li5'), 0, { type: 'clue', to: 1, akt: 5 }).state;
    expect(s.clues[0]).toMatchObject({ reading: 'save', focusPos: 4 });
    expect(s.hands[1][4].mark).toBe('save');
    const d = bot(s);
    expect(d.move).not.toEqual({ type: 'play', can: idAt(s, 1, 4) });
    expect(d.move).not.toEqual({ type: 'archive', can: idAt(s, 1, 4) });
  });

  it('an Akt-2 clue at the Wegwerf-Dose is a Rettung too', () => {
    const s = move(chopTable('we2'), 0, { type: 'clue', to: 1, akt: 2 }).state;
    expect(s.clues[0]).toMatchObject({ reading: 'save', focusPos: 4 });
  });

  it('a clue on the last of its kind at the Wegwerf-Dose is a Rettung (film or Akt)', () => {
    const s0 = chopTable('ab3', { archived: ['ab3'] });
    expect(move(s0, 0, { type: 'clue', to: 1, film: AB }).state.clues[0]).toMatchObject({ reading: 'save', focusPos: 4 });
    expect(move(s0, 0, { type: 'clue', to: 1, akt: 3 }).state.clues[0]).toMatchObject({ reading: 'save', focusPos: 4 });
  });

  it('the same Akt clue away from the Wegwerf-Dose is a Spielhinweis', () => {
    const s = move(chopTable('kr3', { reels: [0, 0, 1, 0, 0] }), 0, { type: 'clue', to: 1, akt: 2 }).state; // lu2, not at the Wegwerf-Dose
    expect(s.clues[0]).toMatchObject({ reading: 'play', focusPos: 3 });
  });

  it('a computer saves the next colleague\'s Wegwerf-Dose before it is archived; the Lehrling, busy playing, misses it', () => {
    let s = table({ hands: [['we2', 'we2', 'lu3', 'ab4', 'kr1'], ['kr3', 'we3', 'ab4', 'lu3', 'li5']], batteries: 5, turn: 1 });
    s = move(s, 1, { type: 'clue', to: 0, akt: 1 }).state; // seat 0 now knows its Krimi 1 (Spielhinweis)
    const kollege = bot(s, 'normal');
    // "Akt 5" or "Liebesfilm": both are a Rettung of the Liebesfilm 5 at the Wegwerf-Dose.
    expect(kollege.move.type === 'clue' && readClue(view(s, 0), kollege.move)).toMatchObject({ to: 1, reading: 'save', focus: 4 });
    expect(kollege.reason.code).toBe('kino_rettung');
    expect(bot(s, 'leicht').move).toEqual({ type: 'play', can: idAt(s, 0, 4) });
  });
});

describe('Gute Berührung', () => {
  it('touched cans are not archived: with every can touched, a computer gives a harmless clue instead', () => {
    let s = table({ hands: [['kr3', 'we3', 'lu3', 'ab3', 'li3'], ['kr4', 'we4', 'lu4', 'ab4', 'li4']], batteries: 4 });
    for (const akt of [3]) s = move({ ...s, turn: 1 }, 1, { type: 'clue', to: 0, akt }).state;
    s = { ...s, turn: 0 };
    const d = bot(s);
    expect(d.move.type).toBe('clue');
  });

  it('the other touched cans of a clue are read as still needed', () => {
    const s = move(table({ hands: [['kr1', 'we2', 'lu3', 'ab4', 'li4'], ['kr1', 'we3', 'kr4', 'lu2', 'ab4']], reels: [1, 0, 0, 0, 0] }), 0, { type: 'clue', to: 1, film: KR }).state;
    // The Krimi 1 is no longer needed (Krimi lies at 1): the touched cans read "Krimi 2 to 5".
    expect(s.hands[1][0].inferred & ident(KR, 1)).toBe(0);
    expect(s.hands[1][2].inferred & ident(KR, 1)).toBe(0);
  });
});

describe('festgelegt: what the clues pin down among the cans still needed', () => {
  it('"Akt 1" with every other Akt 1 on its reel is the Krimi 1 — so "Krimi" on a Krimi 2 elsewhere is a delayed Spielhinweis', () => {
    let s = table({ hands: [['we2', 'lu3', 'ab4', 'li3'], ['kr1', 'we3', 'ab4', 'lu2'], ['kr2', 'li4', 'ab3', 'we4']], reels: [0, 1, 1, 1, 1] });
    const akt1 = ident(KR, 1) | ident(WE, 1) | ident(LU, 1) | ident(AB, 1) | ident(LI, 1);
    // An old "Akt 1" clue on seat 1's left can: the facts say some Akt 1, only the Krimi 1 is still needed.
    s.hands[1][0] = { ...s.hands[1][0], clued: true, mask: akt1, inferred: akt1, mark: 'play' };
    s = move(s, 0, { type: 'clue', to: 2, film: KR }).state;
    expect(s.clues[0]).toMatchObject({ reading: 'play', focusPos: 0 });
    expect(s.hands[2][0].inferred).toBe(ident(KR, 2));
  });
});

describe('Können der Computer: the Wegwerf-Dose held with few batteries', () => {
  it('at three or more, with one battery, a colleague gives a harmless clue rather than archive a Wegwerf-Dose that may be a last copy', () => {
    // No colleague holds a can that fits (a Spielhinweis for a colleague with nothing to play would
    // be worth the battery on its own: see the next block).
    const hands = [['kr3', 'we3', 'lu3', 'ab3', 'li3'], ['kr2', 'we4', 'lu4', 'ab4', 'li4'], ['kr4', 'we4', 'lu4', 'ab4', 'li4']];
    const s = table({ hands, batteries: 1 });
    const d = bot(s);
    expect(d.reason.code).toBe('kino_halten');
    expect(d.move.type).toBe('clue');
    const after = move(s, 0, d.move).state;
    // Harmless: a Spielhinweis means a can that fits (every reel is empty: an Akt 1).
    const clue = after.clues.at(-1)!;
    if (clue.reading === 'play') expect(after.hands[clue.to]!.find((c) => c.id === clue.focus)?.akt).toBe(1);
    expect(after.batteries).toBe(0);
    // Heads-up the same hand is archived: the colleague who could not save it is the one who moves next.
    const two = table({ hands: hands.slice(0, 2), batteries: 1 });
    expect(bot(two).reason.code).toBe('kino_archivieren_wegwerf');
  });

  it('heads-up, right after a Rettung, the new Wegwerf-Dose is held with a harmless clue', () => {
    const hands = [['kr3', 'we3', 'lu3', 'ab3', 'li5'], ['kr2', 'we4', 'lu4', 'ab4', 'li4']];
    // Seat 1 saves seat 0's Liebesfilm 5 ("Akt 5" on the Wegwerf-Dose); the Abenteuer 3 is the new
    // one, and with its twin in the archive it may be the last of its kind.
    const s = move(table({ hands, archived: ['ab3'], batteries: 2, turn: 1 }), 1, { type: 'clue', to: 0, akt: 5 }).state;
    expect(s.clues[0]).toMatchObject({ reading: 'save', focusPos: 4 });
    const d = bot(s);
    expect(d.reason.code).toBe('kino_halten_gerettet');
    expect(d.move).toMatchObject({ type: 'clue', to: 1 });
    // Without the Rettung the same hand archives its Wegwerf-Dose.
    expect(bot(table({ hands, archived: ['ab3'], batteries: 1 })).reason.code).toBe('kino_archivieren_wegwerf');
  });
});

describe('Können der Computer: a Spielhinweis for a colleague with nothing to play', () => {
  it('is worth the last battery; for a colleague who already knows a can to play it is only a hold', () => {
    const hands = [['kr3', 'we3', 'lu3', 'ab3', 'li3'], ['kr1', 'we1', 'lu4', 'ab4', 'li4'], ['kr4', 'we4', 'lu4', 'ab4', 'li4']];
    const idle = table({ hands, batteries: 1 });
    const d = bot(idle);
    expect(d.reason.code).toBe('kino_spielhinweis');
    expect(d.move).toMatchObject({ type: 'clue', to: 1 });
    // The same colleague already knows its Western 1: the Krimi clue alone is not worth the battery.
    const busy = table({ hands, batteries: 1 });
    busy.hands[1][1] = { ...busy.hands[1][1], clued: true, mask: ident(WE, 1), inferred: ident(WE, 1), mark: 'play' };
    expect(bot(busy).reason.code).toBe('kino_halten');
  });
});

describe('Können der Computer: full flashlight', () => {
  it('with 8 batteries and no clue worth giving, a computer gives a harmless clue (nobody is led to play)', () => {
    // Everything seat 1 holds is no longer needed: any clue to it would only touch useless cans.
    const s = table({ hands: [['kr5', 'we5', 'lu5', 'ab5', 'li5'], ['kr1', 'we2', 'lu1', 'ab2', 'li3']], batteries: 8, reels: [3, 3, 3, 3, 3] });
    const d = bot(s);
    expect(d.reason.code).toBe('kino_harmlos');
    const after = move(s, 0, d.move).state;
    expect(after.clues[0].reading).not.toBe('play');
  });

  it('blind eingelegt wird nur, wenn es gar keinen harmlosen Hinweis gibt', () => {
    const s = table({ hands: [['kr1', 'we1', 'lu1', 'ab1', 'li1'], ['kr4', 'we3', 'lu4', 'ab4', 'li4']], batteries: 8 });
    // Seat 1 already (wrongly) reads its Krimi 4 and Western 3 as Spielhinweise: no single clue can
    // set both right, so every clue would leave it playing a can that does not fit.
    s.hands[1][0] = { ...s.hands[1][0], clued: true, mask: ident(KR, 1) | ident(KR, 4), inferred: ident(KR, 1), mark: 'play' };
    s.hands[1][1] = { ...s.hands[1][1], clued: true, mask: ident(WE, 1) | ident(WE, 3), inferred: ident(WE, 1), mark: 'play' };
    const d = bot(s);
    expect(d.reason.code).toBe('kino_blind');
    expect(d.move.type).toBe('play');
  });
});

describe('Können der Computer: the last turn', () => {
  // Letzte Rolle: the stack is empty, each seat has one turn left. Seat 1 holds only cans no longer
  // needed, so no clue gets anyone playing; seat 0 knows none of its cans.
  const last = (over: Partial<Parameters<typeof table>[0]> = {}) => table({
    hands: [['kr4', 'we5', 'lu5', 'ab5', 'li5'], ['kr1', 'we2', 'lu1', 'ab2', 'li3']],
    reels: [3, 3, 3, 3, 3], batteries: 3, deck: [], finalTurns: 2, ...over,
  });

  it('lays its likeliest can blind instead of archiving: an archived can helps nobody any more', () => {
    const d = bot(last());
    expect(d.reason.code).toBe('kino_letzter_zug');
    expect(d.move.type).toBe('play');
    expect(d.reason.params.chance).toBeGreaterThan(0);
    // Before the letzte Rolle the same hand archives its Wegwerf-Dose.
    expect(bot(last({ finalTurns: null, deck: undefined })).reason.code).toBe('kino_archivieren_wegwerf');
  });

  it('not after two Filmrisse (a third ends the Vorstellung with 0), never a saved can, and not the Lehrling', () => {
    expect(bot(last({ filmrisse: 2 })).move.type).not.toBe('play');
    const saved = last();
    saved.hands[0] = saved.hands[0].map((c) => ({ ...c, clued: true, mark: 'save' as const }));
    expect(bot(saved).reason.code).not.toBe('kino_letzter_zug');
    expect(bot(last(), 'leicht').move.type).not.toBe('play');
  });
});

describe('how the reading is shown', () => {
  it('every clue carries its reading in the log and on the cans (Spielhinweis / gerettet)', () => {
    let s = table({ hands: [['we2', 'we2', 'lu3', 'ab4', 'li4'], ['kr1', 'we3', 'ab4', 'lu2', 'li5']], batteries: 6 });
    s = move(s, 0, { type: 'clue', to: 1, akt: 5 }).state;
    s = move(s, 1, { type: 'clue', to: 0, film: LU }).state;
    s = move(s, 0, { type: 'clue', to: 1, film: KR }).state;
    expect(s.clues.map((k) => k.reading)).toEqual(['save', 'play', 'play']);
    expect(view(s, 0).hands[1].map((c) => c.mark)).toEqual(['play', null, null, null, 'save']);
    expect(view(s, 'spectator').clues).toEqual(s.clues);
    void LI;
  });
});
