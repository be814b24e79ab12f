// Speedkino, the rule book sentence by sentence (shared/seeds/003_*.txt, with SPEC §3 where it fills
// a gap): each test builds the scenario a sentence describes and checks what the pure rules make of
// it — the cans and hands, a turn (Hinweis geben, Archivieren, Einlegen), drawing to the left, the
// battery for a finished reel, "neu" and the task field, the three ends, the points, Kritik and
// Bestenliste, the Abspann, the archive's warnings, what a seat may see, the readings of the
// Absprachen the rules record, the variants and the modes. Where a reading is ours and not the
// rule book's words, the comment names where it is documented (docs/DECISIONS.md, Rules.tsx).
import { describe, expect, it } from 'vitest';
import { createRng, stepRng } from '@games/core/rng';
import { isRuleError } from '@games/core/types';
import { kino } from '@games/kino';
import { kinoRules } from '@games/kino/rules';
import { setup } from '@games/kino/rules/setup';
import { readClue } from '@games/kino/rules/absprachen';
import { abspann } from '@games/kino/rules/abspann';
import { legalMoves } from '@games/kino/rules/legal';
import { aktMask, allMask, bit, filmMask, identity } from '@games/kino/rules/filmdosen';
import { view } from '@games/kino/view';
import { FILMS, MAX_BATTERIES } from '@games/kino/types';
import type { KinoOptions, KinoState, KinoView } from '@games/kino/types';
import { AB, FA, KR, LI, LU, WE, code, handOf, idAt, move, play, refusal, table } from './helpers';

const opts = (o: Partial<KinoOptions> = {}): KinoOptions => ({ farbfilm: 'none', leereHinweise: false, ...o });
const ident = (film: number, akt: number) => bit(identity(film, akt));
const detail = (s: KinoState) => kino.outcome(s).detail as ReturnType<typeof abspann>;
const ended = (s: KinoState, over: KinoState['over'] = 'letzteRolle'): KinoState => ({ ...s, over });
/** A colleague's hand as the viewer sees it: film and Akt in the players' notation. */
const open = (v: KinoView, seat: number) => v.hands[seat].map((c) => code(c as { film: number; akt: number }));

describe('Die Filmdosen', () => {
  it('SPEC: Krimi, Western, Lustspiel, Abenteuer, Liebesfilm (+ Farbfilm); je Film Akt 1 ×3, Akt 2 ×2, Akt 3 ×2, Akt 4 ×2, Akt 5 ×1', () => {
    expect(FILMS).toEqual(['krimi', 'western', 'lustspiel', 'abenteuer', 'liebesfilm', 'farbfilm']);
    for (const [farbfilm, films] of [['none', 5], ['reel', 6], ['joker', 6]] as const) {
      const s = setup(3, opts({ farbfilm }), stepRng(`book-${farbfilm}`, 0, 'setup'));
      const all = [...s.hands.flat(), ...s.deck];
      expect(all).toHaveLength(films * 10);
      for (let f = 0; f < films; f++) {
        expect([1, 2, 3, 4, 5].map((a) => all.filter((c) => c.film === f && c.akt === a).length)).toEqual([3, 2, 2, 2, 1]);
      }
    }
  });

  it('"Zu zweit und zu dritt bekommt jeder 5 Dosen, zu viert und zu fünft 4 Dosen" — the rest is the Stapel', () => {
    for (const farbfilm of ['none', 'reel'] as const) {
      const total = farbfilm === 'none' ? 50 : 60;
      for (const [seats, size] of [[2, 5], [3, 5], [4, 4], [5, 4]]) {
        const s = setup(seats, opts({ farbfilm }), stepRng(`hand-${seats}-${farbfilm}`, 0, 'setup'));
        expect(s.hands.map((h) => h.length)).toEqual(new Array(seats).fill(size));
        expect(s.deck).toHaveLength(total - seats * size);
        expect(view(s, 0).deckCount).toBe(total - seats * size);
      }
    }
  });

  it('the Vorstellung starts with a full Taschenlampe ("voll … 8 Batterien"), no Filmriss, every Spule empty', () => {
    const s = setup(4, opts(), stepRng('start', 0, 'setup'));
    expect(MAX_BATTERIES).toBe(8);
    expect(s.batteries).toBe(8);
    expect(s.filmrisse).toBe(0);
    expect(s.reels).toEqual([0, 0, 0, 0, 0]);
    expect(s.over).toBeNull();
    expect(kino.isOver(s)).toBe(false);
  });
});

describe('Das Besondere: what a seat sees', () => {
  const s0 = () => table({
    hands: [['kr1', 'we2', 'lu3', 'ab4', 'li5'], ['kr4', 'we1', 'lu2', 'ab1', 'li2'], ['we3', 'we4', 'lu1', 'kr2', 'ab5']],
    deck: ['ab2', 'kr3', 'li1'],
  });

  it('"Du siehst nur ihre Rückseite, die Dosen der Kollegen aber offen" — every seat, every hand', () => {
    const s = s0();
    for (const seat of [0, 1, 2]) {
      const v = view(s, seat);
      for (const other of [0, 1, 2]) {
        if (other === seat) expect(v.hands[seat].every((c) => c.film === undefined && c.akt === undefined)).toBe(true);
        else expect(open(v, other)).toEqual(handOf(s, other));
      }
    }
  });

  it('your own cans never show their content: two tables that differ only in your cans (and the Stapel) look the same to you', () => {
    const a = s0();
    // Seat 1's hand swapped with other cans from the stack: seat 1's view must not change.
    const b: KinoState = {
      ...a,
      hands: a.hands.map((h, s) => (s === 1 ? h.map((c, i) => ({ ...c, ...[{ film: AB, akt: 2 }, { film: KR, akt: 3 }, { film: LI, akt: 1 }, { film: LU, akt: 4 }, { film: WE, akt: 5 }][i] })) : h)),
      deck: [{ film: KR, akt: 4 }, { film: WE, akt: 1 }, { film: LU, akt: 2 }],
    };
    expect(JSON.stringify(view(b, 1))).toBe(JSON.stringify(view(a, 1)));
    expect(JSON.stringify(view(b, 0))).not.toBe(JSON.stringify(view(a, 0)));
  });

  it('"… erfährst du nur aus den Hinweisen der anderen – und genau das steht auf jeder Rückseite (… „Krimi", „Akt 3" oder durchgestrichen „kein Western, nicht Akt 1")"', () => {
    let s = table({ hands: [['we2', 'we2', 'lu3', 'ab4', 'li4'], ['kr3', 'we3', 'kr1', 'lu3', 'ab2']], deck: ['ab1', 'ab3', 'li1'] });
    s = move(s, 0, { type: 'clue', to: 1, film: KR }).state;
    s = move(s, 1, { type: 'clue', to: 0, film: WE }).state;
    s = move(s, 0, { type: 'clue', to: 1, akt: 3 }).state;
    const backs = view(s, 1).hands[1];
    expect(backs[0].mask).toBe(ident(KR, 3)); // "Krimi" and "Akt 3"
    expect(backs[1].mask).toBe(aktMask(3, 5) & ~filmMask(KR)); // "Akt 3", "kein Krimi"
    expect(backs[2].mask).toBe(filmMask(KR) & ~aktMask(3, 5)); // "Krimi", "nicht Akt 3"
    expect(backs[4].mask).toBe((allMask(5) & ~filmMask(KR)) & ~aktMask(3, 5)); // "kein Krimi, nicht Akt 3"
    expect(backs.every((c) => c.film === undefined)).toBe(true);
  });

  it('"Unter den Dosen der Kollegen zeigt eine kleine Leiste, was sie schon über ihre Dose wissen" — the same facts the owner reads on its backs', () => {
    let s = s0();
    s = move(s, 0, { type: 'clue', to: 2, film: WE }).state;
    const mine = view(s, 2).hands[2];
    const seenBy0 = view(s, 0).hands[2];
    expect(seenBy0.map((c) => [c.mask, c.inferred, c.mark, c.clued])).toEqual(mine.map((c) => [c.mask, c.inferred, c.mark, c.clued]));
    expect(seenBy0[0].mask).toBe(filmMask(WE));
    expect(seenBy0[2].mask).toBe(allMask(5) & ~filmMask(WE));
  });

  it('SPEC (Zuschauer: only public information): a spectator sees no can during the Vorstellung, every can after it', () => {
    const s = s0();
    const v = view(s, 'spectator');
    expect(v.you).toBeNull();
    expect(v.hands.flat().every((c) => c.film === undefined && c.akt === undefined && c.possible === undefined)).toBe(true);
    expect(v.handSizes).toEqual([5, 5, 5]);
    expect(legalMoves(v)).toEqual([]);
    expect(open(view(ended(s), 'spectator'), 2)).toEqual(handOf(s, 2));
  });
});

describe('Ein Zug', () => {
  const s0 = () => table({
    hands: [['kr1', 'we2', 'lu3', 'ab4', 'li5'], ['kr4', 'we3', 'kr2', 'ab1', 'li2'], ['we1', 'we4', 'lu1', 'kr5', 'ab5']],
    deck: ['ab2', 'kr3', 'li1', 'lu2'], batteries: 6,
  });

  it('"Wer dran ist, macht genau eine von drei Aktionen" — only that seat, one move, then the next seat', () => {
    let s = s0();
    expect(kino.pending(s)).toEqual([0]);
    expect(refusal(s, 1, { type: 'clue', to: 0, film: KR }).error).toBe('not_your_turn');
    expect(refusal(s, 2, { type: 'play', can: idAt(s, 2, 0) }).error).toBe('not_your_turn');
    expect(refusal(s, 0, { type: 'pass' }).error).toBe('bad_move');
    const kinds = new Set(legalMoves(view(s, 0)).map((m) => m.type));
    expect([...kinds].sort()).toEqual(['archive', 'clue', 'play']);
    s = move(s, 0, { type: 'clue', to: 1, film: KR }).state;
    expect(kino.pending(s)).toEqual([1]);
    s = move(s, 1, { type: 'archive', can: idAt(s, 1, 4) }).state;
    expect(kino.pending(s)).toEqual([2]);
    s = move(s, 2, { type: 'play', can: idAt(s, 2, 0) }).state;
    expect(kino.pending(s)).toEqual([0]);
    expect(s.turnNo).toBe(3);
  });

  it('"Hinweis geben (kostet 1 Batterie): … Dann leuchten alle Dosen dieses Kollegen auf, die dazu passen – „diese zwei sind Krimi""', () => {
    const { state, events } = move(s0(), 0, { type: 'clue', to: 1, film: KR });
    expect(state.batteries).toBe(5);
    expect(state.clues[0]).toMatchObject({ by: 0, to: 1, film: KR, akt: null, touched: [idAt(state, 1, 0), idAt(state, 1, 2)] });
    expect(state.hands[1].map((c) => c.clued)).toEqual([true, false, true, false, false]);
    // Nothing else changes: no can moves, nobody draws, the other hands learn nothing.
    expect(handOf(state, 1)).toEqual(handOf(s0(), 1));
    expect(state.deck).toHaveLength(4);
    expect(state.hands[2].every((c) => !c.clued)).toBe(true);
    expect(events.map((e) => e.type)).toEqual(['hinweis']);
  });

  it('"… oder „diese eine ist Akt 4"" — an Akt clue lights up every can of that Akt, of any film', () => {
    const s = move(s0(), 0, { type: 'clue', to: 2, akt: 4 }).state;
    expect(s.clues[0]).toMatchObject({ film: null, akt: 4, touched: [idAt(s, 2, 1)] });
    const t = move(s0(), 0, { type: 'clue', to: 2, akt: 5 }).state;
    expect(t.clues[0].touched).toEqual([idAt(t, 2, 3), idAt(t, 2, 4)]); // Krimi 5 and Abenteuer 5
  });

  it('"Ohne Batterie kein Hinweis" — the last battery can be spent, then no clue until one comes back', () => {
    let s = { ...s0(), batteries: 1 };
    s = move(s, 0, { type: 'clue', to: 1, akt: 1 }).state;
    expect(s.batteries).toBe(0);
    expect(refusal(s, 1, { type: 'clue', to: 2, akt: 1 }).error).toBe('no_battery');
    expect(legalMoves(view(s, 1)).some((m) => m.type === 'clue')).toBe(false);
    s = move(s, 1, { type: 'archive', can: idAt(s, 1, 4) }).state; // +1 battery
    expect(s.batteries).toBe(1);
    expect(isRuleError(kino.validate(s, 2, { type: 'clue', to: 0, akt: 1 }))).toBe(false);
  });

  it('"Tippe eine Dose eines Kollegen an und wähle einen Film oder einen Akt" — a clue names a can\'s film or Akt, so without Leere Hinweise it lights up at least one can', () => {
    const s = s0();
    expect(refusal(s, 0, { type: 'clue', to: 1, film: LU }).error).toBe('empty_clue'); // seat 1 has no Lustspiel
    expect(refusal(s, 0, { type: 'clue', to: 2, akt: 3 }).error).toBe('empty_clue'); // seat 2 has no Akt 3
    expect(refusal(s, 0, { type: 'clue', to: 0, film: KR }).error).toBe('clue_to_self');
    expect(legalMoves(view(s, 0)).filter((m) => m.type === 'clue' && m.to === 1)).toEqual([
      { type: 'clue', to: 1, film: KR }, { type: 'clue', to: 1, film: WE }, { type: 'clue', to: 1, film: AB }, { type: 'clue', to: 1, film: LI },
      { type: 'clue', to: 1, akt: 1 }, { type: 'clue', to: 1, akt: 2 }, { type: 'clue', to: 1, akt: 3 }, { type: 'clue', to: 1, akt: 4 },
    ]);
  });

  it('"Mit der Maus zeigt das Überfahren eines Knopfs vorab, welche Dosen aufleuchten, ein Klick gibt den Hinweis" — the preview is the clue\'s own lighting, and previewing changes nothing', () => {
    const s = s0();
    const before = JSON.stringify(s);
    for (const clue of [{ to: 1, film: KR }, { to: 1, akt: 2 }, { to: 2, film: WE }, { to: 2, akt: 5 }] as const) {
      const preview = readClue(view(s, 0), clue)!;
      const sent = move(s, 0, { type: 'clue', ...clue }).state.clues[0];
      expect(preview.touched.map((i) => s.hands[clue.to][i].id)).toEqual(sent.touched);
      expect([preview.focusId, preview.reading]).toEqual([sent.focus, sent.reading]);
    }
    expect(JSON.stringify(s)).toBe(before);
  });

  it('"Archivieren (+1 Batterie): Eine eigene Dose kommt ins Archiv und ist aus dem Spiel"', () => {
    const s1 = s0();
    const { state, events } = move(s1, 0, { type: 'archive', can: idAt(s1, 0, 3) });
    expect(state.batteries).toBe(7);
    expect(state.history).toEqual([{ id: idAt(s1, 0, 3), film: AB, akt: 4, seat: 0, turn: 0, how: 'archived' }]);
    expect(state.hands[0].some((c) => c.id === idAt(s1, 0, 3))).toBe(false);
    expect(state.reels).toEqual([0, 0, 0, 0, 0]);
    expect(events[0]).toMatchObject({ type: 'archivieren', seat: 0, can: { film: AB, akt: 4 }, batteries: 7 });
    // Out of the game: it is in the public archive, no longer anyone's can.
    expect(view(state, 'spectator').history).toEqual(state.history);
  });

  it('"Geht nicht, wenn die Taschenlampe voll ist (8 Batterien)" — at 7 it fills the Taschenlampe, at 8 it is refused', () => {
    let s = { ...s0(), batteries: 7 };
    s = move(s, 0, { type: 'archive', can: idAt(s, 0, 4) }).state;
    expect(s.batteries).toBe(8);
    expect(refusal(s, 1, { type: 'archive', can: idAt(s, 1, 0) }).error).toBe('batteries_full');
    expect(legalMoves(view(s, 1)).some((m) => m.type === 'archive')).toBe(false);
    // Einlegen and Hinweis geben stay open.
    expect(legalMoves(view(s, 1)).some((m) => m.type === 'play')).toBe(true);
  });

  it('"Einlegen: Eine eigene Dose kommt auf die Spule ihres Films. Jede Spule braucht die Akte der Reihe nach: 1, 2, 3, 4, 5"', () => {
    let s = table({ hands: [['kr1', 'kr2', 'kr3', 'kr4', 'kr5'], ['we1', 'we2', 'lu1', 'lu2', 'ab1']], deck: ['li1', 'li1', 'li1', 'li2', 'li2', 'li3', 'li3', 'li4', 'li4', 'li5'] });
    const reels: number[] = [];
    for (let akt = 1; akt <= 5; akt++) {
      const can = s.hands[0].find((c) => c.film === KR && c.akt === akt)!;
      s = move(s, 0, { type: 'play', can: can.id }).state;
      reels.push(s.reels[KR]);
      s = move(s, 1, { type: 'clue', to: 0, film: LI }).state;
    }
    expect(reels).toEqual([1, 2, 3, 4, 5]);
    expect(s.filmrisse).toBe(0);
    expect(s.history.map((h) => `${h.how} ${code(h)}`)).toEqual(['played kr1', 'played kr2', 'played kr3', 'played kr4', 'played kr5']);
  });

  it('"Passt die Dose nicht, gibt es einen Filmriss und die Dose kommt ins Archiv" — an Akt skipped, an Akt twice, an Akt after a finished reel', () => {
    for (const [can, reels] of [['kr3', [1, 0, 0, 0, 0]], ['kr2', [2, 0, 0, 0, 0]], ['kr4', [5, 0, 0, 0, 0]]] as const) {
      const s1 = table({ hands: [[can, 'we2', 'lu3', 'ab4', 'li4'], ['kr4', 'we3', 'lu2', 'ab1', 'li2']], deck: ['ab2', 'kr1'], reels: [...reels], batteries: 5 });
      const { state, events } = move(s1, 0, { type: 'play', can: idAt(s1, 0, 0) });
      expect(state.filmrisse).toBe(1);
      expect(state.reels).toEqual(reels);
      expect(state.batteries).toBe(5);
      expect(state.history).toEqual([{ id: idAt(s1, 0, 0), film: KR, akt: Number(can[2]), seat: 0, turn: 0, how: 'filmriss' }]);
      expect(events[0]).toMatchObject({ type: 'einlegen', ok: false, filmrisse: 1 });
      expect(state.over).toBeNull();
    }
  });

  it('"Nach Archivieren oder Einlegen ziehst du eine neue Dose vom Stapel – sie kommt ganz links in deine Hand" — also after a Filmriss; not after a Hinweis', () => {
    const s1 = table({ hands: [['kr1', 'kr3', 'lu3', 'ab4', 'li4'], ['kr4', 'we3', 'lu2', 'ab1', 'li2']], deck: ['ab2', 'we1', 'li1', 'lu1'], batteries: 5 });
    let s = move(s1, 0, { type: 'play', can: idAt(s1, 0, 0) }).state; // eingelegt
    expect(handOf(s, 0)).toEqual(['ab2', 'kr3', 'lu3', 'ab4', 'li4']);
    s = move(s, 1, { type: 'archive', can: idAt(s, 1, 2) }).state; // archiviert
    expect(handOf(s, 1)).toEqual(['we1', 'kr4', 'we3', 'ab1', 'li2']);
    s = move(s, 0, { type: 'play', can: idAt(s, 0, 1) }).state; // Filmriss (Krimi 3 on Krimi 1)
    expect(s.filmrisse).toBe(1);
    expect(handOf(s, 0)).toEqual(['li1', 'ab2', 'lu3', 'ab4', 'li4']);
    const before = s.deck.length;
    s = move(s, 1, { type: 'clue', to: 0, akt: 1 }).state; // Hinweis: nobody draws
    expect(s.deck).toHaveLength(before);
    expect(s.hands.map((h) => h.length)).toEqual([5, 5]);
    // The drawn can is the top of the Stapel and gets the next draw number.
    expect(s.hands[0][0].id).toBeGreaterThan(s.hands[1][0].id);
  });

  it('"Wer eine Spule mit Akt 5 vollendet, bekommt eine Batterie zurück (wenn nicht schon alle 8 da sind)"', () => {
    const at = (batteries: number) => table({ hands: [['lu5', 'we2', 'lu3', 'ab4', 'li4'], ['kr4', 'we3', 'lu2', 'ab1', 'li2']], deck: ['ab2', 'kr1'], reels: [0, 0, 4, 0, 0], batteries });
    for (const [before, after] of [[0, 1], [3, 4], [7, 8], [8, 8]]) {
      const s1 = at(before);
      const { state, events } = move(s1, 0, { type: 'play', can: idAt(s1, 0, 0) });
      expect(state.reels[LU]).toBe(5);
      expect(state.batteries).toBe(after);
      expect(events[0]).toMatchObject({ type: 'einlegen', ok: true, batteryBack: before < 8, batteries: after });
      expect(events).toContainEqual({ to: 'all', type: 'spule_komplett', seat: 0, film: LU });
    }
    // Any other Akt brings no battery.
    const s2 = table({ hands: [['lu4', 'we2', 'lu3', 'ab4', 'li4'], ['kr4', 'we3', 'lu2', 'ab1', 'li2']], deck: ['ab2', 'kr1'], reels: [0, 0, 3, 0, 0], batteries: 3 });
    expect(move(s2, 0, { type: 'play', can: idAt(s2, 0, 0) }).state.batteries).toBe(3);
  });

  it('"Der letzte Hinweis bleibt stehen: Die Dosen, die der letzte Hinweis an einen Spieler getroffen hat, tragen … „neu", bis dieser Spieler selbst gehandelt hat"', () => {
    let s = s0();
    s = move(s, 0, { type: 'clue', to: 2, film: WE }).state; // we1, we4
    const neuIn = (t: KinoState, viewer: number, seat: number) => view(t, viewer).hands[seat].flatMap((c, i) => (c.neu ? [i] : []));
    expect(neuIn(s, 1, 2)).toEqual([0, 1]);
    expect(neuIn(s, 2, 2)).toEqual([0, 1]); // on the receiver's own backs too
    s = move(s, 1, { type: 'clue', to: 2, akt: 5 }).state; // the last clue to seat 2 is now this one
    expect(neuIn(s, 0, 2)).toEqual([3, 4]);
    s = move(s, 2, { type: 'clue', to: 0, film: KR }).state; // seat 2 has acted (a clue is acting too)
    expect(neuIn(s, 0, 2)).toEqual([]);
    expect(neuIn(s, 1, 0)).toEqual([0]);
    s = move(s, 0, { type: 'play', can: idAt(s, 0, 0) }).state; // seat 0 acts: its marks go
    expect(neuIn(s, 1, 0)).toEqual([]);
  });

  it('"Ein Hinweis an dich steht außerdem im Auftragsfeld … „Asta hat dir gezeigt: Krimi – eine Dose; die linke Dose ist ein Spielhinweis""', () => {
    let s = s0();
    s = move(s, 0, { type: 'clue', to: 2, film: KR }).state; // a clue to seat 2, which it will answer
    s = move(s, 1, { type: 'clue', to: 0, film: KR }).state; // "Krimi – eine Dose", the left one; Krimi 1 fits
    expect(view(s, 0).task).toEqual({ by: 1, film: KR, akt: null, count: 1, focus: idAt(s, 0, 0), focusPos: 0, handSize: 5, reading: 'play' });
    expect(view(s, 1).task).toBeNull();
    expect(view(s, 'spectator').task).toBeNull();
    s = move(s, 2, { type: 'archive', can: idAt(s, 2, 4) }).state;
    expect(view(s, 2).task).toBeNull(); // seat 2 has acted since its clue
    s = move(s, 0, { type: 'play', can: idAt(s, 0, 0) }).state;
    expect(view(s, 0).task).toBeNull();
  });
});

describe('Ende und Punkte', () => {
  it('"Dritter Filmriss: Die Vorstellung bricht sofort ab – 0 Punkte für die Bestenliste" — the first two do not end it', () => {
    let s = table({ hands: [['kr3', 'we3', 'lu3', 'ab4', 'li4'], ['kr4', 'we4', 'lu4', 'ab1', 'li2']], deck: ['ab2', 'kr1', 'we1', 'lu1', 'li1'], reels: [2, 1, 0, 5, 0], batteries: 5 });
    s = move(s, 0, { type: 'play', can: idAt(s, 0, 1) }).state; // Western 3 on Western 1: first
    s = move(s, 1, { type: 'play', can: idAt(s, 1, 0) }).state; // Krimi 4 on Krimi 2: second
    expect([s.filmrisse, s.over]).toEqual([2, null]);
    const deckBefore = s.deck.length;
    const r = move(s, 0, { type: 'play', can: idAt(s, 0, 2) }); // Lustspiel 3 on nothing: third
    expect(r.state.filmrisse).toBe(3);
    expect(r.state.over).toBe('filmriss');
    expect(kino.pending(r.state)).toEqual([]);
    expect(r.state.deck).toHaveLength(deckBefore); // sofort: nobody draws
    expect(r.state.hands[0]).toHaveLength(4);
    expect(refusal(r.state, 1, { type: 'clue', to: 0, akt: 1 }).error).toBe('game_over');
    const o = kino.outcome(r.state);
    expect(o.seats.map((x) => x.leaderboard)).toEqual([0, 0]);
    expect(detail(r.state)).toMatchObject({ reason: 'filmriss', reelPoints: 8, leaderboard: 0, kritik: 'abgebrochen' });
  });

  it('"Dritter Filmriss … 0 Punkte für die Bestenliste" — also at five, with no bonus point', () => {
    const s1 = table({ hands: [['kr3', 'we3', 'lu3', 'ab4'], ['kr4', 'we4', 'lu4', 'ab1'], ['kr1', 'we1', 'lu1', 'li1'], ['ab1', 'ab2', 'li2', 'li3'], ['we2', 'lu2', 'kr2', 'ab3']], reels: [5, 5, 5, 5, 0], filmrisse: 2, batteries: 4 });
    const s = move(s1, 0, { type: 'play', can: idAt(s1, 0, 0) }).state;
    expect(s.over).toBe('filmriss');
    expect(kino.outcome(s).seats.map((x) => [x.points, x.leaderboard])).toEqual(new Array(5).fill([0, 0]));
  });

  it('"Stapel leer: Wer die letzte Dose gezogen hat, löst die letzte Rolle aus – danach hat jeder (auch er selbst) noch genau einen Zug" (four seats)', () => {
    let s = table({
      hands: [['kr1', 'we2', 'lu3', 'ab4'], ['kr4', 'we3', 'lu2', 'ab1'], ['we1', 'li1', 'lu1', 'ab2'], ['kr2', 'kr3', 'li2', 'li3']],
      deck: ['ab3', 'we4'], batteries: 6, turn: 1,
    });
    s = move(s, 1, { type: 'archive', can: idAt(s, 1, 0) }).state; // draws ab3, one can left
    expect([s.deck.length, s.finalTurns]).toEqual([1, null]);
    const r = move(s, 2, { type: 'play', can: idAt(s, 2, 0) }); // seat 2 draws the last can
    expect(r.events.map((e) => e.type)).toEqual(['einlegen', 'ziehen', 'letzte_rolle']);
    expect(r.events.at(-1)).toEqual({ to: 'all', type: 'letzte_rolle', seat: 2 });
    s = r.state;
    const order: number[] = [];
    for (const m of [
      (t: KinoState) => ({ type: 'clue', to: 0, akt: 1 }), // seat 3: a Hinweis is a Zug too
      (t: KinoState) => ({ type: 'play', can: idAt(t, 0, 0) }), // seat 0
      (t: KinoState) => ({ type: 'archive', can: idAt(t, 1, 3) }), // seat 1
    ]) {
      expect(s.over).toBeNull();
      order.push(s.turn);
      s = move(s, s.turn, m(s)).state;
    }
    expect(s.over).toBeNull();
    expect(s.turn).toBe(2); // the drawer, once more
    order.push(s.turn);
    const last = move(s, 2, { type: 'play', can: idAt(s, 2, 0) });
    expect(order).toEqual([3, 0, 1, 2]);
    expect(last.state.over).toBe('letzteRolle');
    expect(kino.pending(last.state)).toEqual([]);
    // Nothing to draw in the letzte Rolle: the hands shrink.
    expect(last.state.hands.map((h) => h.length)).toEqual([3, 3, 3, 4]);
    expect(last.events.at(-1)).toMatchObject({ type: 'ende', reason: 'letzteRolle' });
  });

  it('"Alle Spulen komplett: 25 Punkte … – stehende Ovationen!" — at once, with cans still on the Stapel', () => {
    const s1 = table({ hands: [['we5', 'kr2', 'lu3', 'ab1', 'li1'], ['kr4', 'we3', 'lu2', 'ab1', 'li1']], deck: ['kr1', 'we1', 'ab2'], reels: [5, 4, 5, 5, 5], batteries: 3 });
    const { state, events } = move(s1, 0, { type: 'play', can: idAt(s1, 0, 0) });
    expect(state.over).toBe('komplett');
    expect(state.deck).toHaveLength(2); // it drew one; the rest is never played
    expect(kino.pending(state)).toEqual([]);
    expect(events.at(-1)).toEqual({ to: 'all', type: 'ende', reason: 'komplett', points: 25 });
    expect(detail(state)).toMatchObject({ points: 25, scaled: 25, kritik: 'stehendeOvationen', leaderboard: 25 });
    expect(kino.outcome(state).seats.every((x) => x.achievements.includes('stehendeOvationen'))).toBe(true);
  });

  it('"Alle Spulen komplett: 25 Punkte (mit Farbfilm 30)" — the Joker Farbfilm too has its own Spule to fill', () => {
    for (const farbfilm of ['reel', 'joker'] as const) {
      const s1 = table({ hands: [['fa5', 'kr2', 'lu3', 'ab1', 'li1'], ['kr4', 'we3', 'lu2', 'ab1', 'li2']], reels: [5, 5, 5, 5, 5, 4], batteries: 3, options: { farbfilm } });
      const s = move(s1, 0, { type: 'play', can: idAt(s1, 0, 0) }).state;
      expect(s.over).toBe('komplett');
      expect(detail(s)).toMatchObject({ points: 30, maxPoints: 30, scaled: 25, kritik: 'stehendeOvationen' });
      // Five reels full is not enough with Farbfilm.
      expect(move(table({ hands: [['li5', 'kr2'], ['kr4', 'we3']], reels: [5, 5, 5, 5, 4, 0], batteries: 3, options: { farbfilm } }), 0, { type: 'play', can: 0 }).state.over).toBeNull();
    }
  });

  it('"Die Punkte sind die Summe der höchsten Akte auf allen Spulen"', () => {
    const s = ended(table({ hands: [['kr1', 'we1'], ['lu1', 'ab1']], reels: [4, 0, 2, 5, 1] }));
    expect(kino.outcome(s).seats.map((x) => x.points)).toEqual([12, 12]);
    expect(view(s, 0).points).toBe(12);
    expect(detail(s)).toMatchObject({ reelPoints: 12, points: 12 });
    // While the Vorstellung runs the same sum stands in every view.
    const running = table({ hands: [['kr1', 'we1'], ['lu1', 'ab1']], reels: [4, 0, 2, 5, 1] });
    expect([view(running, 0).points, view(running, 1).points, view(running, 'spectator').points]).toEqual([12, 12, 12]);
  });

  it('"Am Ende gibt es eine Kritik – mit Farbfilm werden die Punkte dafür auf 25 umgerechnet (27 von 30 sind 22,5 von 25, also „Großer Applaus")"', () => {
    const s = ended(table({ hands: [['kr1', 'we1'], ['lu1', 'ab1']], reels: [5, 5, 5, 5, 4, 3], options: { farbfilm: 'reel' } }));
    expect(detail(s)).toMatchObject({ reelPoints: 27, points: 27, maxPoints: 30, scaled: 22.5, kritik: 'grosserApplaus' });
  });

  it('Kritik of a Farbfilm score between two words (our reading, punkte.ts: a fraction counts with the range below) — while the Bestenliste rounds', () => {
    // 25 of 30 are 20.83 of 25: Kritik "Beifall" (16–20), yet the Bestenliste value is 21, the value of a "Großer Applaus" without Farbfilm.
    const s = ended(table({ hands: [['kr1'], ['we1'], ['lu1']], reels: [5, 5, 5, 5, 5, 0], options: { farbfilm: 'reel' } }));
    expect(detail(s)).toMatchObject({ points: 25, kritik: 'beifall', leaderboard: 21 });
    const plain = ended(table({ hands: [['kr1'], ['we1'], ['lu1']], reels: [5, 5, 5, 5, 1] }));
    expect(detail(plain)).toMatchObject({ points: 21, kritik: 'grosserApplaus', leaderboard: 21 });
    // 0 points at the end without the third Filmriss (SPEC names 0 only for "Abgebrochen"): Pfiffe.
    expect(detail(ended(table({ hands: [['kr1'], ['we1']] })))).toMatchObject({ points: 0, kritik: 'pfiffe', leaderboard: 0 });
  });

  it('SPEC Kritik: 1–5 Pfiffe, 6–10 Gähnen, 11–15 Höflicher Beifall, 16–20 Beifall, 21–24 Großer Applaus, 25 Stehende Ovationen — on real tables', () => {
    const word = (reels: number[]) => detail(ended(table({ hands: [['kr1'], ['we1']], reels }))).kritik;
    expect(word([1, 0, 0, 0, 0])).toBe('pfiffe');
    expect(word([5, 0, 0, 0, 0])).toBe('pfiffe');
    expect(word([5, 1, 0, 0, 0])).toBe('gaehnen');
    expect(word([5, 5, 0, 0, 0])).toBe('gaehnen');
    expect(word([5, 5, 1, 0, 0])).toBe('hoeflicherBeifall');
    expect(word([5, 5, 5, 0, 0])).toBe('hoeflicherBeifall');
    expect(word([5, 5, 5, 1, 0])).toBe('beifall');
    expect(word([5, 5, 5, 5, 0])).toBe('beifall');
    expect(word([5, 5, 5, 5, 1])).toBe('grosserApplaus');
    expect(word([5, 5, 5, 5, 4])).toBe('grosserApplaus');
    expect(word([5, 5, 5, 5, 5])).toBe('stehendeOvationen');
    // "0 (third Filmriss) Abgebrochen" — whatever lies on the reels.
    expect(detail(ended(table({ hands: [['kr1'], ['we1']], reels: [5, 5, 5, 5, 4], filmrisse: 3 }), 'filmriss')).kritik).toBe('abgebrochen');
  });

  it('"Bestenliste: Alle am Tisch bekommen denselben Wert – die Punkte auf 25 umgerechnet (mit Farbfilm bringt das Spiel um 30 also keinen Vorteil), dazu 1 Bonuspunkt zu viert und 2 zu fünft"', () => {
    const hands = (n: number) => Array.from({ length: n }, () => ['kr1', 'we1']);
    const board = (n: number, reels: number[], farbfilm: KinoOptions['farbfilm'] = 'none') =>
      kino.outcome(ended(table({ hands: hands(n), reels, options: { farbfilm } }))).seats.map((x) => x.leaderboard);
    expect(board(2, [4, 4, 4, 4, 4])).toEqual([20, 20]);
    expect(board(3, [4, 4, 4, 4, 4])).toEqual([20, 20, 20]);
    expect(board(4, [4, 4, 4, 4, 4])).toEqual([21, 21, 21, 21]);
    expect(board(5, [4, 4, 4, 4, 4])).toEqual([22, 22, 22, 22, 22]);
    // 24 of 30 with Farbfilm are 20 of 25: the same value as 20 without.
    expect(board(3, [4, 4, 4, 4, 4, 4], 'reel')).toEqual([20, 20, 20]);
    expect(board(5, [5, 5, 5, 5, 5, 5], 'joker')).toEqual(new Array(5).fill(27));
    // Our reading (GAME-INTERFACE.md, Speedkino: "Bestenliste values are whole numbers"): 22.5 is 23.
    expect(board(3, [5, 5, 5, 5, 4, 3], 'reel')).toEqual([23, 23, 23]);
  });

  it('"Ihr spielt zusammen: Alle am Tisch bekommen dieselben Punkte" — one place for the whole table', () => {
    const o = kino.outcome(ended(table({ hands: [['kr1'], ['we1'], ['lu1']], reels: [3, 2, 1, 0, 0] })));
    expect(o.coop).toBe(true);
    expect(o.seats.map((x) => [x.seat, x.points, x.place])).toEqual([[0, 6, 1], [1, 6, 1], [2, 6, 1]]);
  });

  it('"Der Abspann zeigt … was nach den Verlusten im Archiv höchstens noch möglich war (zum Beispiel „Krimi Akt 4 ist ganz verloren")"', () => {
    const s = ended(table({ hands: [['kr1', 'we1'], ['lu1', 'ab1']], reels: [2, 0, 0, 3, 0], archived: ['kr4', 'kr4', 'li1', 'we2', 'li1', 'ab5'] }));
    const d = detail(s);
    expect(d.lost).toEqual([{ film: KR, akt: 4 }, { film: AB, akt: 5 }]);
    expect(d.bestPossible).toBe(3 + 5 + 5 + 4 + 5);
  });

  it('"… die Bilanz aus eingelegten Dosen, Filmrissen, Hinweisen und Rettungen, für jeden Vorführer seinen Beitrag"', () => {
    let s = table({ hands: [['kr1', 'kr3', 'lu3', 'ab4', 'li4'], ['kr2', 'we3', 'lu2', 'ab1', 'li5']], deck: ['ab2', 'we1', 'li1', 'lu1', 'we2'], batteries: 6 });
    s = move(s, 0, { type: 'clue', to: 1, akt: 5 }).state; // Rettung of the Liebesfilm 5 (Wegwerf-Dose)
    expect(s.clues[0].reading).toBe('save');
    s = move(s, 1, { type: 'clue', to: 0, akt: 1 }).state; // Spielhinweis: Krimi 1
    s = move(s, 0, { type: 'play', can: idAt(s, 0, 0) }).state; // Krimi 1 eingelegt
    s = move(s, 1, { type: 'play', can: idAt(s, 1, 0) }).state; // Krimi 2 eingelegt
    s = move(s, 0, { type: 'play', can: idAt(s, 0, 2) }).state; // Lustspiel 3: Filmriss
    s = move(s, 1, { type: 'archive', can: idAt(s, 1, 3) }).state; // Abenteuer 1 archiviert
    const d = detail(ended(s));
    expect(d.balance).toEqual({ eingelegt: 2, filmrisse: 1, archiviert: 1, hinweise: 2, rettungen: 1 });
    expect(d.projectionists).toEqual([
      { seat: 0, eingelegt: 1, filmrisse: 1, archiviert: 0, hinweise: 1, rettungen: 1, hinweisWirkung: 0 },
      { seat: 1, eingelegt: 1, filmrisse: 0, archiviert: 1, hinweise: 1, rettungen: 0, hinweisWirkung: 1 },
    ]);
  });

  it('"… und den „Moment des Abends"" — here the last reel finished with its Akt 5', () => {
    let s = table({ hands: [['ab5', 'we2', 'lu3', 'kr4', 'li4'], ['kr4', 'we3', 'lu2', 'ab1', 'li2']], deck: ['ab2', 'we1', 'li1'], reels: [0, 0, 0, 4, 0], batteries: 5 });
    s = move(s, 0, { type: 'play', can: idAt(s, 0, 0) }).state;
    expect(detail(ended(s)).moment).toEqual({ kind: 'spule', seat: 0, film: AB, turn: 0 });
  });

  it('"Dein Browser merkt sich außerdem deinen Rekord je Besetzung (Zahl der Vorführer, mit oder ohne Farbfilm) und wie oft ihr stehende Ovationen geschafft habt"', () => {
    const rec = (n: number, farbfilm: KinoOptions['farbfilm'], reels: number[]) =>
      kino.outcome(ended(table({ hands: Array.from({ length: n }, () => ['kr1']), reels, options: { farbfilm } }))).seats[0];
    expect(rec(2, 'none', [3, 3, 3, 3, 3]).record).toEqual({ score: 15, variant: '2p' });
    expect(rec(5, 'reel', [3, 3, 3, 3, 3, 3]).record).toEqual({ score: 18, variant: '5p-farbfilm' });
    expect(rec(4, 'joker', [3, 3, 3, 3, 3, 3]).record).toEqual({ score: 18, variant: '4p-farbfilm' });
    expect(rec(3, 'none', [5, 5, 5, 5, 5]).achievements).toEqual(['stehendeOvationen']);
    expect(rec(3, 'none', [5, 5, 5, 5, 4]).achievements).toEqual([]);
  });
});

describe('Das Archiv', () => {
  it('"gold = eingelegt, grau = archiviert" — every can that left a hand is public, with how it left', () => {
    let s = table({ hands: [['kr1', 'kr3', 'lu3', 'ab4', 'li4'], ['kr2', 'we3', 'lu2', 'ab1', 'li5']], deck: ['ab2', 'we1', 'li1'], batteries: 6 });
    s = play(s, { type: 'play', can: idAt(s, 0, 0) }, { type: 'archive', can: idAt(s, 1, 1) }, { type: 'play', can: idAt(s, 0, 1) });
    expect(view(s, 'spectator').history.map((h) => [code(h), h.how])).toEqual([['kr1', 'played'], ['we3', 'archived'], ['kr3', 'filmriss']]);
  });

  it('"Ein goldener Rand heißt „das ist die letzte ihrer Art – nicht wegwerfen""', () => {
    const v = view(table({ hands: [['kr1', 'we1'], ['lu1', 'ab1']], archived: ['we2', 'lu1', 'lu1', 'ab3', 'kr1'] }), 0);
    for (let f = 0; f < 5; f++) expect(v.critical & ident(f, 5)).not.toBe(0); // every Akt 5 is the only one
    expect(v.critical & ident(WE, 2)).not.toBe(0); // one of two left
    expect(v.critical & ident(LU, 1)).not.toBe(0); // one of three left
    expect(v.critical & ident(AB, 3)).not.toBe(0);
    expect(v.critical & ident(KR, 1)).toBe(0); // two of three left
    expect(v.critical & ident(LI, 2)).toBe(0);
    // A can already on its reel needs no gold: Krimi 1 eingelegt, two Krimi 1 archived.
    const w = view(table({ hands: [['kr2', 'we1'], ['lu1', 'ab1']], reels: [1, 0, 0, 0, 0], archived: ['kr1'] }), 0);
    expect(w.critical & ident(KR, 1)).toBe(0);
  });

  it('"ein roter heißt „verloren, diese Spule kommt nicht weiter""', () => {
    const v = view(table({ hands: [['kr1', 'we1'], ['lu1', 'ab1']], reels: [1, 0, 0, 0, 0], archived: ['kr3', 'kr3', 'we1', 'we1', 'we1', 'li5'] }), 1);
    expect(v.reachable).toEqual([2, 0, 5, 5, 4]);
  });

  it('"Wird die letzte Dose ihrer Art archiviert (oder reißt sie beim Einlegen), warnt das Spiel und nennt, wo die Spule jetzt endet"', () => {
    const s1 = table({ hands: [['ab3', 'li5', 'lu3', 'ab4', 'li4'], ['kr4', 'we3', 'lu2', 'ab1', 'li2']], deck: ['ab2', 'we1', 'li1'], archived: ['ab3'], reels: [0, 0, 0, 1, 0], batteries: 5 });
    const archived = move(s1, 0, { type: 'archive', can: idAt(s1, 0, 0) });
    expect(archived.events).toContainEqual({ to: 'all', type: 'verloren', film: AB, akt: 3, endsAt: 2 });
    expect(kino.describeEvent!(archived.events.find((e) => e.type === 'verloren')!)).toEqual({ code: 'kino_verloren', params: { film: AB, akt: 3, endsAt: 2 } });
    // The Liebesfilm 5 played on an empty reel: Filmriss, and Liebesfilm now ends at 4.
    const torn = move(s1, 0, { type: 'play', can: idAt(s1, 0, 1) });
    expect(torn.state.filmrisse).toBe(1);
    expect(torn.events).toContainEqual({ to: 'all', type: 'verloren', film: LI, akt: 5, endsAt: 4 });
    // Not the last of its kind (the other Abenteuer 4 is still about): no warning.
    expect(move(s1, 0, { type: 'archive', can: idAt(s1, 0, 3) }).events.some((e) => e.type === 'verloren')).toBe(false);
  });

  it('"Ist ein früherer Akt schon ganz verloren, wird die Dose ohnehin nicht mehr gebraucht – dann gibt es weder goldenen Rand noch Warnung"', () => {
    // Western 2 is ganz verloren: the Western 3 with its twin archived, and the Western 5, are not needed.
    const s1 = table({ hands: [['we3', 'we5', 'lu3', 'ab4', 'li4'], ['kr4', 'we4', 'lu2', 'ab1', 'li2']], deck: ['ab2', 'we1', 'li1'], archived: ['we2', 'we2', 'we3'], batteries: 5 });
    const v = view(s1, 1);
    expect(v.critical & (ident(WE, 3) | ident(WE, 5))).toBe(0);
    expect(v.reachable[WE]).toBe(1);
    expect(move(s1, 0, { type: 'archive', can: idAt(s1, 0, 0) }).events.some((e) => e.type === 'verloren')).toBe(false);
    expect(move(s1, 0, { type: 'archive', can: idAt(s1, 0, 1) }).events.some((e) => e.type === 'verloren')).toBe(false);
    expect(move(s1, 0, { type: 'play', can: idAt(s1, 0, 1) }).events.some((e) => e.type === 'verloren')).toBe(false);
  });
});

describe('Kein Wort!', () => {
  it('"Während der Vorstellung ist der Chat gesperrt … Nach dem Abspann geht der Chat wieder" (from the deal, before the first move too, until the credits)', () => {
    let s = table({ hands: [['kr1', 'we2', 'lu3', 'ab4', 'li4'], ['kr4', 'we3', 'lu2', 'ab1', 'li2']], deck: ['ab2'], batteries: 5 });
    expect(kinoRules.chatLocked!(s)).toBe(true);
    s = move(s, 0, { type: 'play', can: idAt(s, 0, 0) }).state; // draws the last can
    expect(kinoRules.chatLocked!(s)).toBe(true);
    s = move(s, 1, { type: 'archive', can: idAt(s, 1, 0) }).state;
    expect(kinoRules.chatLocked!(s)).toBe(true);
    s = move(s, 0, { type: 'archive', can: idAt(s, 0, 0) }).state;
    expect(s.over).toBe('letzteRolle');
    expect(kinoRules.chatLocked!(s)).toBe(false);
  });
});

describe('Die Absprachen, as the rules read every clue', () => {
  it('"Wegwerf-Dose: Archiviert wird immer die rechte Dose, die noch nie angeleuchtet wurde. Sie ist auf jeder Hand markiert"', () => {
    let s = table({ hands: [['kr1', 'we2', 'lu3', 'ab4', 'li4'], ['kr4', 'we3', 'lu2', 'ab1', 'li2'], ['we1', 'we4', 'lu1', 'kr2', 'ab5']], batteries: 6 });
    expect(view(s, 0).wegwerf).toEqual([4, 4, 4]);
    s = move(s, 0, { type: 'clue', to: 2, akt: 5 }).state; // the Abenteuer 5 lit: the Krimi 2 is the Wegwerf-Dose
    s = move(s, 1, { type: 'clue', to: 2, film: KR }).state; // now the Krimi 2 is lit too: the Lustspiel 1
    // Every seat, the owner included, sees the same marks.
    for (const viewer of [0, 1, 2, 'spectator'] as const) expect(view(s, viewer).wegwerf).toEqual([4, 4, 2]);
  });

  it('"Neue Dosen kommen links dazu – so wandert die Wegwerf-Dose langsam nach links"', () => {
    let s = table({ hands: [['kr1', 'we2', 'lu3', 'ab4', 'li4'], ['kr4', 'we3', 'lu2', 'ab1', 'li2']], deck: ['ab2', 'we1', 'li1', 'lu1'], batteries: 5 });
    s = move(s, 0, { type: 'clue', to: 1, film: LI }).state; // the rightmost can of seat 1 is lit
    expect(view(s, 0).wegwerf[1]).toBe(3);
    const chop = idAt(s, 1, 3); // the Abenteuer 1
    s = move(s, 1, { type: 'archive', can: chop }).state;
    // The new can came in on the left; the Wegwerf-Dose is now the can that stood left of the archived one.
    expect(handOf(s, 1)).toEqual(['ab2', 'kr4', 'we3', 'lu2', 'li2']);
    expect(view(s, 0).wegwerf[1]).toBe(3);
    expect(code(s.hands[1][3])).toBe('lu2');
  });

  it('"Gute Berührung: … Angeleuchtete Dosen werden nicht archiviert" — a lit can is never the Wegwerf-Dose; a hand all lit has none', () => {
    let s = table({ hands: [['kr1', 'we2', 'lu3', 'ab4'], ['kr4', 'kr3', 'kr2', 'kr1'], ['we1', 'we4', 'lu1', 'kr2']], batteries: 6 });
    s = move(s, 0, { type: 'clue', to: 1, film: KR }).state;
    expect(view(s, 2).wegwerf).toEqual([3, -1, 3]);
  });

  it('"Gute Berührung: Ein Hinweis soll nur Dosen treffen, die noch gebraucht werden" — the other lit cans are read as still needed', () => {
    // Western lies at 2: "Western" on seat 1 lights Western 4 (left, the focus) and Western 3.
    const s = move(table({ hands: [['kr1', 'we2', 'lu3', 'ab4', 'li4'], ['we4', 'lu2', 'we3', 'ab1', 'li2']], reels: [0, 2, 0, 0, 0], batteries: 5 }), 0, { type: 'clue', to: 1, film: WE }).state;
    expect(s.hands[1][2].mask).toBe(filmMask(WE)); // the clue's facts: some Western
    expect(s.hands[1][2].inferred & (ident(WE, 1) | ident(WE, 2))).toBe(0); // the reading: not the 1 or 2 already down
  });

  it('"Fokus: Trifft ein Hinweis die Wegwerf-Dose, ist sie gemeint. Sonst ist die linke neu angeleuchtete Dose gemeint"', () => {
    const s0 = table({ hands: [['we2', 'we2', 'lu3', 'ab4', 'li3'], ['kr2', 'we3', 'lu1', 'kr1', 'kr3']], batteries: 6 });
    expect(move(s0, 0, { type: 'clue', to: 1, film: KR }).state.clues[0]).toMatchObject({ focus: idAt(s0, 1, 4), focusPos: 4 });
    expect(move(s0, 0, { type: 'clue', to: 1, akt: 1 }).state.clues[0]).toMatchObject({ focus: idAt(s0, 1, 2), focusPos: 2 });
    // A can lit before does not count as newly lit: "Krimi" after "Akt 1" means the Krimi 4, not the Krimi 1 left of it.
    let s = table({ hands: [['we2', 'we2', 'lu3', 'ab4', 'li3'], ['kr1', 'we4', 'kr4', 'lu3', 'ab3']], batteries: 6 });
    s = move(s, 0, { type: 'clue', to: 1, akt: 1 }).state;
    expect(s.clues[0]).toMatchObject({ focusPos: 0 });
    s = move(s, 1, { type: 'clue', to: 0, film: WE }).state;
    s = move(s, 0, { type: 'clue', to: 1, film: KR }).state;
    expect(s.clues[2]).toMatchObject({ touched: [idAt(s, 1, 0), idAt(s, 1, 2)], focus: idAt(s, 1, 2), focusPos: 2 });
  });

  it('"Spielhinweis (S): Die gemeinte Dose passt jetzt auf ihre Spule" — read as S, the back says which can it is', () => {
    // Lustspiel lies at 2: "Akt 3" lights the Lustspiel 3 (the leftmost new can, not the Wegwerf-Dose).
    const s = move(table({ hands: [['we2', 'we2', 'lu3', 'ab4', 'li3'], ['kr4', 'lu3', 'we4', 'ab2', 'li4']], reels: [0, 0, 2, 0, 0], batteries: 5 }), 0, { type: 'clue', to: 1, akt: 3 }).state;
    expect(s.clues[0]).toMatchObject({ reading: 'play', focusPos: 1 });
    expect(s.hands[1][1]).toMatchObject({ mark: 'play', mask: aktMask(3, 5), inferred: ident(LU, 3) });
    // It fits: played as read, the reel goes on.
    expect(move(s, 1, { type: 'play', can: idAt(s, 1, 1) }).state.reels[LU]).toBe(3);
  });

  it('"… – oder gleich, sobald die Dosen liegen, die schon als passend bekannt sind"', () => {
    let s = table({ hands: [['we2', 'we2', 'lu3', 'ab4'], ['kr1', 'we3', 'ab4', 'lu4'], ['kr2', 'li3', 'ab3', 'we4']], batteries: 6 });
    s = move(s, 0, { type: 'clue', to: 1, film: KR }).state; // Krimi 1: fits now
    expect(s.hands[1][0]).toMatchObject({ mark: 'play', inferred: ident(KR, 1) });
    s = move(s, 1, { type: 'clue', to: 2, film: KR }).state; // Krimi 2: fits once the Krimi 1 is down
    expect(s.clues[1]).toMatchObject({ reading: 'play', focusPos: 0 });
    expect(s.hands[2][0]).toMatchObject({ mark: 'play', inferred: ident(KR, 2) });
  });

  it('"Rettung (R): An der Wegwerf-Dose kann ein Hinweis auch „aufheben!" heißen: ein Akt-5-Hinweis, ein Akt-2-Hinweis oder ein Hinweis auf die letzte Dose ihrer Art"', () => {
    const chop = (can: string, archived: string[] = []) =>
      table({ hands: [['we2', 'we2', 'lu3', 'ab4', 'li4'], ['kr3', 'we3', 'ab4', 'lu4', can]], archived, batteries: 5 });
    const read = (s: KinoState, clue: { akt: number } | { film: number }) => move(s, 0, { type: 'clue', to: 1, ...clue }).state;
    for (const [can, clue, archived] of [['we5', { akt: 5 }, []], ['lu2', { akt: 2 }, []], ['ab3', { akt: 3 }, ['ab3']], ['li4', { akt: 4 }, ['li4']]] as const) {
      const s = read(chop(can, [...archived]), clue);
      expect(s.clues[0]).toMatchObject({ reading: 'save', focusPos: 4 });
      expect(s.hands[1][4].mark).toBe('save');
    }
    // An Akt 3 with its twin still about is not the last of its kind: "Akt 3" on it saves nothing.
    expect(read(chop('ab3'), { akt: 3 }).clues[0].reading).not.toBe('save');
  });

  it('Rettung or Spielhinweis at the Wegwerf-Dose (our reading, Rules.tsx / DECISIONS.md): a Rettung, unless every can it may save fits now', () => {
    const chop = (can: string, reels: number[]) =>
      table({ hands: [['we2', 'we2', 'lu3', 'ab4', 'li4'], ['kr3', 'we3', 'ab4', 'lu4', can]], reels, batteries: 5 });
    const read = (s: KinoState, akt: number) => move(s, 0, { type: 'clue', to: 1, akt }).state.clues[0].reading;
    // "Akt 5" with only the Krimi at 4: it may be another film's 5 — Rettung, though the Krimi 5 would fit.
    expect(read(chop('kr5', [4, 0, 0, 0, 0]), 5)).toBe('save');
    // "Akt 2" with every reel at 1: every Akt 2 it may be fits — a Spielhinweis.
    expect(read(chop('lu2', [1, 1, 1, 1, 1]), 2)).toBe('play');
    // A film clue on the Wegwerf-Dose while that film's Akt 5 is still needed: Rettung, even on its Akt 1.
    expect(move(chop('li1', [0, 0, 0, 0, 0]), 0, { type: 'clue', to: 1, film: LI }).state.clues[0].reading).toBe('save');
  });

  it('"An der Wegwerf-Dose …" — the same clues elsewhere in the hand are no Rettung', () => {
    const s = move(table({ hands: [['we2', 'we2', 'lu3', 'ab4', 'li4'], ['kr3', 'li5', 'ab2', 'lu4', 'we3']], reels: [0, 0, 0, 1, 4], batteries: 5 }), 0, { type: 'clue', to: 1, akt: 5 }).state;
    expect(s.clues[0]).toMatchObject({ reading: 'play', focusPos: 1 });
    const t = move(table({ hands: [['we2', 'we2', 'lu3', 'ab4', 'li4'], ['kr3', 'li5', 'ab2', 'lu4', 'we3']], reels: [0, 0, 0, 1, 4], batteries: 5 }), 0, { type: 'clue', to: 1, akt: 2 }).state;
    expect(t.clues[0]).toMatchObject({ reading: 'play', focusPos: 2 });
  });

  it('"Im Spielverlauf und auf den Dosen steht nach jedem Hinweis, wie die Computer ihn deuten („Spielhinweis" oder „gerettet")"', () => {
    let s = table({ hands: [['we2', 'we2', 'lu3', 'ab4', 'li4'], ['kr1', 'we3', 'ab4', 'lu2', 'li5']], batteries: 6 });
    const line = kino.describeMove!(s, 0, { type: 'clue', to: 1, akt: 5 });
    expect(line).toEqual({ code: 'kino_hinweis', params: { seat: 0, to: 1, film: -1, akt: 5, count: 1, focusPos: 4, handSize: 5, reading: 'save' } });
    s = move(s, 0, { type: 'clue', to: 1, akt: 5 }).state;
    expect(kino.describeMove!(s, 1, { type: 'clue', to: 0, film: LU })).toMatchObject({ params: { reading: 'play', focusPos: 2, count: 1 } });
    s = move(s, 1, { type: 'clue', to: 0, film: LU }).state;
    expect(view(s, 'spectator').hands.map((h) => h.map((c) => c.mark))).toEqual([[null, null, 'play', null, null], [null, null, null, null, 'save']]);
    expect(view(s, 'spectator').clues.map((k) => k.reading)).toEqual(['save', 'play']);
  });

  it('"Vorsicht: Gibst du einem Computer einen Hinweis auf eine Dose, die gerade nicht passt, und sie ist die linke neu angeleuchtete, legt er sie womöglich ein – dann reißt der Film"', () => {
    // "Krimi" lights only the Krimi 3, the leftmost new can (not the Wegwerf-Dose): read as the Krimi 1.
    const s = table({ hands: [['we2', 'we2', 'lu3', 'ab4', 'li4'], ['kr3', 'we3', 'ab4', 'lu4', 'we4']], batteries: 5 });
    const f = readClue(view(s, 0), { to: 1, film: KR })!;
    expect(f).toMatchObject({ reading: 'play', focus: 0, fitsNow: false, misfit: true });
    const after = move(s, 0, { type: 'clue', to: 1, film: KR }).state;
    expect(after.clues[0]).toMatchObject({ reading: 'play', focusPos: 0 });
    expect(after.hands[1][0].inferred).toBe(ident(KR, 1));
    // Played as read: the film tears.
    expect(move(after, 1, { type: 'play', can: idAt(after, 1, 0) }).state.filmrisse).toBe(1);
    // The same warning is not raised for a clue whose focus fits.
    expect(readClue(view(s, 0), { to: 1, akt: 4 })).toMatchObject({ misfit: false });
  });
});

describe('Varianten', () => {
  it('"Farbfilm – eigene Spule: ein sechster Film wie die anderen, bis 30 Punkte"', () => {
    let s = table({ hands: [['fa1', 'we2', 'lu3', 'ab4', 'li4'], ['fa2', 'we3', 'lu2', 'fa1', 'li2']], batteries: 5, options: { farbfilm: 'reel' } });
    const c = move(s, 0, { type: 'clue', to: 1, film: FA }).state;
    expect(c.clues[0].touched).toEqual([idAt(s, 1, 0), idAt(s, 1, 3)]);
    expect(move(s, 0, { type: 'clue', to: 1, film: WE }).state.clues[0].touched).toEqual([idAt(s, 1, 1)]); // no Farbfilm lights up with Western
    s = move(s, 0, { type: 'play', can: idAt(s, 0, 0) }).state;
    expect(s.reels).toEqual([0, 0, 0, 0, 0, 1]);
    expect(s.hands[0].some((x) => x.film === FA)).toBe(false);
    expect(legalMoves(view(s, 1)).some((m) => m.type === 'clue' && m.film === FA)).toBe(false); // nothing Farbfilm to show seat 0 now
    expect(legalMoves(view(c, 1))).toContainEqual({ type: 'clue', to: 0, film: FA }); // the Farbfilm is named like any film
    // 30 points with the sixth reel full.
    expect(detail(ended(table({ hands: [['kr1'], ['we1']], reels: [5, 5, 5, 5, 5, 5], options: { farbfilm: 'reel' } }))).points).toBe(30);
  });

  it('"Farbfilm – Joker: Der Farbfilm hat eine eigene Spule, leuchtet aber bei jedem Filmhinweis mit auf („Krimi" zeigt auch alle Farbfilm-Dosen). Selbst nennen kann man ihn nicht. Auf der Rückseite steht dann „Krimi oder Farbfilm""', () => {
    const s0 = table({ hands: [['fa1', 'we2', 'lu3', 'ab4', 'li4'], ['kr2', 'fa3', 'lu2', 'fa1', 'we4']], batteries: 5, options: { farbfilm: 'joker' } });
    for (const film of [KR, WE, LU, AB, LI]) {
      const s = move(s0, 0, { type: 'clue', to: 1, film }).state;
      const own = s0.hands[1].filter((c) => c.film === film || c.film === FA).map((c) => c.id);
      expect(s.clues[0].touched).toEqual(own);
    }
    const s = move(s0, 0, { type: 'clue', to: 1, film: KR }).state;
    for (const i of [0, 1, 3]) expect(s.hands[1][i].mask).toBe(filmMask(KR) | filmMask(FA)); // "Krimi oder Farbfilm"
    expect(s.hands[1][2].mask & (filmMask(KR) | filmMask(FA))).toBe(0); // and the others: neither
    expect(refusal(s0, 0, { type: 'clue', to: 1, film: FA }).error).toBe('joker_unnamed');
    expect(legalMoves(view(s0, 0)).some((m) => m.type === 'clue' && m.film === FA)).toBe(false);
    // A "Lustspiel" clue to a hand without Lustspiel but with a Farbfilm is not empty.
    const t = table({ hands: [['kr1'], ['kr2', 'fa3']], batteries: 5, options: { farbfilm: 'joker' } });
    expect(move(t, 0, { type: 'clue', to: 1, film: LU }).state.clues[0].touched).toEqual([idAt(t, 1, 1)]);
    // Its own Spule: the Farbfilm 1 goes on the Farbfilm reel.
    expect(move(s0, 0, { type: 'play', can: idAt(s0, 0, 0) }).state.reels).toEqual([0, 0, 0, 0, 0, 1]);
  });

  it('"Leere Hinweise: Man darf auch einen Film oder Akt nennen, den der Kollege gar nicht hat – „du hast keinen Akt 5". Kostet trotzdem eine Batterie"', () => {
    const s0 = table({ hands: [['kr1', 'we2', 'lu3', 'ab4', 'li4'], ['kr4', 'we3', 'lu2', 'ab1', 'li2']], batteries: 5, options: { leereHinweise: true } });
    const { state } = move(s0, 0, { type: 'clue', to: 1, akt: 5 });
    expect(state.batteries).toBe(4);
    expect(state.clues[0]).toMatchObject({ touched: [], focus: null, reading: 'none' });
    expect(state.hands[1].every((c) => (c.mask & aktMask(5, 5)) === 0)).toBe(true); // "kein Akt 5" on every back
    expect(view(state, 1).task).toMatchObject({ akt: 5, count: 0, focus: null });
    expect(legalMoves(view(s0, 0)).filter((m) => m.type === 'clue')).toHaveLength(10); // every film and Akt
    // Still no clue without a battery.
    expect(refusal({ ...s0, batteries: 0 }, 0, { type: 'clue', to: 1, akt: 5 }).error).toBe('no_battery');
  });
});

describe('Allein und zusammen, Tagesvorstellung', () => {
  it('"Solo spielst du mit 1 bis 4 Computer-Kollegen, ohne Bedenkzeit. Mit anderen eröffnest du einen Vorführraum für 2 bis 5 Plätze"', () => {
    expect([kino.minSeats, kino.maxSeats]).toEqual([2, 5]);
    expect(kino.soloComputers).toEqual({ min: 1, max: 4 });
    expect(kino.soloClock).toBeFalsy();
    expect(kino.computerOnlySeats).toBeUndefined();
  });

  it('"Heute bekommen alle denselben gemischten Stapel – du und zwei Computer-Kollegen (Stufe Kollege), ohne Farbfilm, ohne leere Hinweise"', () => {
    expect(kino.daily).toEqual({ computers: 2, level: 'normal', options: { farbfilm: 'none', leereHinweise: false } });
    // The same seed gives the same Stapel.
    const a = setup(3, opts(), stepRng('tag', 0, 'setup'));
    const b = setup(3, opts(), stepRng('tag', 0, 'setup'));
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
  });
});

describe('Karten-Info', () => {
  it('"Bei den Dosen deiner Kollegen siehst du Film und Akt, ob sie gerade passt, ob sie die letzte ihrer Art ist und was der Besitzer aus Hinweisen schon über sie weiß"', () => {
    let s = table({ hands: [['kr1', 'we2', 'lu3', 'ab4', 'li4'], ['we2', 'ab3', 'kr2', 'li5', 'lu1']], reels: [1, 1, 0, 0, 0], archived: ['ab3'], batteries: 5 });
    s = move(s, 0, { type: 'clue', to: 1, film: WE }).state;
    const v = view(s, 0);
    const fits = (c: { film?: number; akt?: number }) => v.reels[c.film!] + 1 === c.akt;
    expect(v.hands[1].map(fits)).toEqual([true, false, true, false, true]);
    expect(v.hands[1].map((c) => (v.critical & ident(c.film!, c.akt!)) !== 0)).toEqual([false, true, false, true, false]);
    expect(v.hands[1][0].mask).toBe(filmMask(WE));
    expect(v.hands[1][1].mask).toBe(allMask(5) & ~filmMask(WE));
  });

  it('"Bei deinen eigenen Dosen steht nur, was du aus den Hinweisen weißt und welche Dosen danach noch in Frage kommen – nie der verdeckte Inhalt"', () => {
    // Seat 0 holds a Lustspiel 5; it is told "Akt 5". The Krimi 5 sits in seat 1's hand, the Western 5 is on its reel, the Abenteuer 5 is archived.
    let s = table({ hands: [['kr1', 'we2', 'lu5', 'ab4', 'li4'], ['kr5', 'we3', 'lu2', 'ab1', 'li2']], reels: [0, 5, 0, 0, 0], archived: ['ab5'], batteries: 5, turn: 1 });
    s = move(s, 1, { type: 'clue', to: 0, akt: 5 }).state;
    const back = view(s, 0).hands[0][2];
    expect(back.film).toBeUndefined();
    expect(back.mask).toBe(aktMask(5, 5));
    expect(back.possible).toBe(ident(LU, 5) | ident(LI, 5));
    // The possibilities come from what seat 0 sees, never from its own cans: the same for a Liebesfilm 5 there.
    const t = { ...s, hands: s.hands.map((h, i) => (i === 0 ? h.map((c, j) => (j === 2 ? { ...c, film: LI } : c)) : h)), deck: s.deck.map((c) => (c.film === LI && c.akt === 5 ? { ...c, film: LU } : c)) };
    expect(view(t, 0).hands[0][2]).toEqual(back);
  });

  it('"… welche Dosen danach noch in Frage kommen" — a can your clues already pin down elsewhere in your own hand does not come into question', () => {
    // Seat 0 is told "Krimi" and "Akt 5" on its left can: it is the Krimi 5, the only one. A can drawn after that cannot be it.
    let s = table({ hands: [['kr5', 'we2', 'lu3', 'ab4', 'li4'], ['kr4', 'we3', 'lu2', 'ab1', 'li2']], deck: ['ab2', 'we1', 'li1'], batteries: 5, turn: 1 });
    s = move(s, 1, { type: 'clue', to: 0, film: KR }).state;
    s = move(s, 0, { type: 'clue', to: 1, akt: 1 }).state;
    s = move(s, 1, { type: 'clue', to: 0, akt: 5 }).state;
    s = move(s, 0, { type: 'archive', can: idAt(s, 0, 4) }).state; // the Liebesfilm 4 goes, a new can comes in on the left
    const backs = view(s, 0).hands[0];
    expect(backs[1].possible).toBe(ident(KR, 5));
    expect(backs[0].mask).toBe(allMask(5)); // the clues say nothing about the new can …
    expect(backs[0].possible! & ident(KR, 5)).toBe(0); // … but the Krimi 5 is known to be its neighbour
    expect(backs[0].possible! & ident(KR, 4)).not.toBe(0); // one Krimi 4 is in seat 1's hand, the other may be here
  });
});

// The whole rule book at once: a referee written from the rule book's sentences alone (not from our
// code) plays along with random inputs — legal and illegal — and must agree with the rules on every
// refusal and on every table after every move, and on the points at the end.
interface Referee {
  seats: number;
  films: number;
  joker: boolean;
  leer: boolean;
  hands: { film: number; akt: number }[][];
  deck: { film: number; akt: number }[];
  reels: number[];
  batteries: number;
  filmrisse: number;
  turn: number;
  /** Turns left after the last can was drawn ("danach hat jeder … noch genau einen Zug"). */
  left: number | null;
  /** Cans in the archive (archived or torn), in the players' notation. */
  archive: string[];
  over: KinoState['over'];
}

type Input = { type: 'clue'; to: number; film?: number; akt?: number } | { type: 'play'; pos: number } | { type: 'archive'; pos: number };

function refereeLegal(r: Referee, seat: number, i: Input): boolean {
  if (r.over || seat !== r.turn) return false;
  if (i.type === 'archive') return r.batteries < 8; // "Geht nicht, wenn die Taschenlampe voll ist (8 Batterien)"
  if (i.type === 'play') return true;
  if (i.to === seat || r.batteries === 0) return false; // a Kollege; "Ohne Batterie kein Hinweis"
  if (i.film === FA && r.joker) return false; // "Selbst nennen kann man ihn nicht"
  // Without "Leere Hinweise" a clue starts from a can ("Tippe eine Dose eines Kollegen an"): something lights up.
  return r.leer || r.hands[i.to].some((c) => lights(r, c, i));
}

function lights(r: Referee, c: { film: number; akt: number }, i: { film?: number; akt?: number }): boolean {
  if (i.akt !== undefined) return c.akt === i.akt;
  return c.film === i.film || (r.joker && c.film === FA); // "leuchtet aber bei jedem Filmhinweis mit auf"
}

function refereeMove(r: Referee, seat: number, i: Input): void {
  let drewLast = false;
  if (i.type === 'clue') {
    r.batteries--; // "kostet 1 Batterie"
  } else {
    const [can] = r.hands[seat].splice(i.pos, 1);
    if (i.type === 'archive') {
      r.batteries++; // "+1 Batterie"
      r.archive.push(code(can));
    } else if (r.reels[can.film] + 1 === can.akt) { // "Jede Spule braucht die Akte der Reihe nach"
      r.reels[can.film] = can.akt;
      if (can.akt === 5 && r.batteries < 8) r.batteries++; // "eine Batterie zurück (wenn nicht schon alle 8 da sind)"
    } else {
      r.filmrisse++; // "Filmriss und die Dose kommt ins Archiv"
      r.archive.push(code(can));
    }
    if (r.filmrisse === 3) { r.over = 'filmriss'; return; } // "bricht sofort ab"
    if (r.deck.length > 0) { // "ziehst du eine neue Dose vom Stapel – sie kommt ganz links in deine Hand"
      r.hands[seat].unshift(r.deck.shift()!);
      drewLast = r.deck.length === 0;
    }
  }
  if (r.left !== null) r.left--;
  if (drewLast) r.left = r.seats; // "danach hat jeder (auch er selbst) noch genau einen Zug"
  if (r.reels.every((x) => x === 5)) r.over = 'komplett'; // "Alle Spulen komplett"
  else if (r.left === 0) r.over = 'letzteRolle'; // the letzte Rolle has run
  r.turn = (r.turn + 1) % r.seats;
}

describe('the rule book played out: a referee from the rule book alone agrees move by move', () => {
  const endings = new Set<string>();
  const cases = [2, 3, 4, 5].flatMap((seats) => (['none', 'reel', 'joker'] as const).flatMap((farbfilm) => [false, true].map((leereHinweise) => ({ seats, farbfilm, leereHinweise }))));
  it.each(cases)('$seats seats, Farbfilm $farbfilm, Leere Hinweise $leereHinweise', ({ seats, farbfilm, leereHinweise }) => {
    for (let game = 0; game < 4; game++) {
      const label = `referee-${seats}-${farbfilm}-${leereHinweise}-${game}`;
      const options = opts({ farbfilm, leereHinweise });
      let s = setup(seats, options, stepRng(label, 0, 'setup'));
      const films = farbfilm === 'none' ? 5 : 6;
      const r: Referee = {
        seats, films, joker: farbfilm === 'joker', leer: leereHinweise,
        hands: s.hands.map((h) => h.map((c) => ({ film: c.film, akt: c.akt }))), deck: s.deck.map((c) => ({ ...c })),
        reels: new Array(films).fill(0), batteries: 8, filmrisse: 0, turn: 0, left: null, archive: [], over: null,
      };
      const rng = createRng(label);
      // Blind play (every other game) reaches the third Filmriss; the referee's open-handed play (it
      // sees the fronts: plays what fits, archives what is not the last of its kind) reaches the
      // letzte Rolle and sometimes all reels complete. Odd inputs (wrong seat, full flashlight, empty
      // clues) keep coming all the time.
      const blind = game % 2 === 0;
      for (let step = 0; step < 400 && !r.over; step++) {
        const seat = rng.next() < 0.95 ? r.turn : rng.int(seats);
        const hand = r.hands[seat];
        const fitting = hand.findIndex((c) => r.reels[c.film] + 1 === c.akt);
        const spare = hand.findIndex((c) => c.akt <= r.reels[c.film] || r.archive.filter((x) => x === code(c)).length + 1 < [3, 2, 2, 2, 1][c.akt - 1]);
        const kind = rng.next();
        const clue = (): Input => (rng.next() < 0.5 ? { type: 'clue', to: rng.int(seats), film: rng.int(films) } : { type: 'clue', to: rng.int(seats), akt: 1 + rng.int(5) });
        let input: Input;
        if (blind) {
          input = kind < 0.2 ? { type: 'play', pos: rng.int(hand.length) } : kind < 0.6 ? { type: 'archive', pos: rng.int(hand.length) } : clue();
        } else if (fitting >= 0 && kind < 0.9) input = { type: 'play', pos: fitting };
        else if (kind < 0.02) input = { type: 'play', pos: rng.int(hand.length) };
        else if (spare >= 0 && kind < 0.6) input = { type: 'archive', pos: spare };
        else input = clue();
        const wire = input.type === 'clue' ? input : { type: input.type, can: s.hands[seat][input.pos].id };
        const legal = refereeLegal(r, seat, input);
        const checked = kino.validate(s, seat, wire);
        expect(isRuleError(checked), `${label} step ${step}: ${JSON.stringify(input)} by seat ${seat}`).toBe(!legal);
        if (!legal || isRuleError(checked)) continue;
        refereeMove(r, seat, input);
        s = kino.apply(s, seat, checked, stepRng(label, step + 1)).state;
        const archive = s.history.filter((h) => h.how !== 'played').map(code);
        expect({ hands: s.hands.map((h) => h.map(code)), deck: s.deck.length, reels: s.reels, archive, batteries: s.batteries, filmrisse: s.filmrisse, over: s.over, next: kino.pending(s) })
          .toEqual({ hands: r.hands.map((h) => h.map(code)), deck: r.deck.length, reels: r.reels, archive: r.archive, batteries: r.batteries, filmrisse: r.filmrisse, over: r.over, next: r.over ? [] : [r.turn] });
      }
      expect(r.over).not.toBeNull();
      endings.add(r.over!);
      // "Die Punkte sind die Summe der höchsten Akte"; Bestenliste: on 25, +1 at four, +2 at five; 0 after the third Filmriss.
      const sum = r.reels.reduce((a, b) => a + b, 0);
      const board = r.filmrisse === 3 ? 0 : Math.round((sum * 25) / (films * 5)) + (seats === 4 ? 1 : seats === 5 ? 2 : 0);
      expect(kino.outcome(s).seats.map((x) => [x.points, x.leaderboard])).toEqual(new Array(seats).fill([r.filmrisse === 3 ? 0 : sum, board]));
    }
  });

  it('… and the games above ended all three ways: third Filmriss, letzte Rolle, all reels complete', () => {
    expect([...endings].sort()).toEqual(['filmriss', 'komplett', 'letzteRolle']);
  });
});
