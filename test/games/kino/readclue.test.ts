// Die Absprachen, read before sending: readClue foresees from the giver's view how the receiving
// computer reads a clue — and it is the reading the rules then record. A film clue on a
// Wegwerf-Dose that may still be that film's Akt 5 is a Rettung ("aufheben!"), never played blind.
import { describe, expect, it } from 'vitest';
import { createRng } from '@games/core/rng';
import { decideFor } from '@games/kino/bots';
import { readClue } from '@games/kino/rules/absprachen';
import { view } from '@games/kino/view';
import type { KinoState } from '@games/kino/types';
import { AB, KR, LI, idAt, move, refusal, table } from './helpers';

const bot = (s: KinoState) => decideFor(view(s, s.turn), 'normal', createRng('readclue'));

describe('Rettung by film: a possible Akt 5 at the Wegwerf-Dose', () => {
  // Seat 1's Wegwerf-Dose is Liebesfilm 5; Liebesfilm's reel is empty, so "Liebesfilm" on it may be the 5.
  const s0 = () => table({ hands: [['we2', 'we2', 'lu3', 'ab4', 'kr3'], ['kr4', 'we3', 'ab4', 'lu2', 'li5']], batteries: 5 });

  it('"Liebesfilm" on the Wegwerf-Dose Liebesfilm 5 is read as a Rettung, and the computer keeps it instead of playing it', () => {
    const s = move(s0(), 0, { type: 'clue', to: 1, film: LI }).state;
    expect(s.clues[0]).toMatchObject({ reading: 'save', focusPos: 4 });
    expect(s.hands[1][4].mark).toBe('save');
    const d = bot(s);
    expect(d.move).not.toEqual({ type: 'play', can: idAt(s, 1, 4) });
    expect(d.move).not.toEqual({ type: 'archive', can: idAt(s, 1, 4) });
  });

  it('also when the can is the film\'s Akt 1 (it fits): a film clue at the Wegwerf-Dose that may be the 5 is a Rettung, not a Spielhinweis', () => {
    const s = move(table({ hands: [['we2', 'we2', 'lu3', 'ab4', 'kr3'], ['kr4', 'we3', 'ab4', 'lu2', 'li1']], batteries: 5 }), 0, { type: 'clue', to: 1, film: LI }).state;
    expect(s.clues[0]).toMatchObject({ reading: 'save', focusPos: 4 });
    expect(bot(s).move).not.toEqual({ type: 'play', can: idAt(s, 1, 4) });
  });

  it('once that film\'s 5 is lost (nothing of it is the last of its kind any more), the same clue is a Spielhinweis', () => {
    const s = move(table({ hands: [['we2', 'we2', 'lu3', 'ab4', 'kr3'], ['kr4', 'we3', 'ab4', 'lu2', 'li1']], archived: ['li5'], batteries: 5 }), 0, { type: 'clue', to: 1, film: LI }).state;
    expect(s.clues[0]).toMatchObject({ reading: 'play', focusPos: 4 });
    expect(bot(s).move).toEqual({ type: 'play', can: idAt(s, 1, 4) });
  });

  it('a saved can is kept, not played on a guess: "Akt 2" saved the Western 2, then the other Western 2 went on the reel — the computer does not bet that its can is another 2', () => {
    let s = move(table({ hands: [['kr3', 'kr4', 'lu3', 'ab4', 'li3'], ['we4', 'we3', 'ab4', 'lu4', 'we2']], reels: [1, 1, 1, 1, 0], batteries: 5 }), 0, { type: 'clue', to: 1, akt: 2 }).state;
    expect(s.clues[0]).toMatchObject({ reading: 'save', focusPos: 4 });
    // Meanwhile the other Western 2 and a Liebesfilm 1 were played: every Akt 2 it may still be fits — except the Western 2 it is.
    s = { ...s, reels: [1, 2, 1, 1, 1], turn: 1 };
    for (const level of ['normal', 'stark'] as const) {
      expect(decideFor(view(s, 1), level, createRng('saved')).move).not.toEqual({ type: 'play', can: idAt(s, 1, 4) });
    }
  });

  it('away from the Wegwerf-Dose a film clue stays a Spielhinweis', () => {
    const s = move(table({ hands: [['we2', 'we2', 'lu3', 'ab4', 'kr3'], ['li1', 'we3', 'ab4', 'lu2', 'kr4']], batteries: 5 }), 0, { type: 'clue', to: 1, film: LI }).state;
    expect(s.clues[0]).toMatchObject({ reading: 'play', focusPos: 0 });
  });
});

describe('readClue', () => {
  it('foresees exactly the reading the rules record, for every clue the giver could send', () => {
    const s = table({ hands: [['we2', 'we2', 'lu3', 'ab4', 'kr3'], ['kr1', 'we3', 'ab4', 'lu2', 'li5']], batteries: 5, reels: [0, 0, 1, 0, 0] });
    const v = view(s, 0);
    for (const clue of [...[0, 1, 2, 3, 4].map((film) => ({ to: 1, film })), ...[1, 2, 3, 4, 5].map((akt) => ({ to: 1, akt }))]) {
      const f = readClue(v, clue);
      if (f!.touched.length === 0) { expect(refusal(s, 0, { type: 'clue', ...clue }).error).toBe('empty_clue'); continue; }
      const r = move(s, 0, { type: 'clue', ...clue });
      const rec = r.state.clues[0];
      expect(f).toMatchObject({ to: 1, reading: rec.reading, focus: rec.focusPos, focusId: rec.focus });
      expect(f!.touched.map((i) => s.hands[1][i].id)).toEqual(rec.touched);
      expect(f!.hand.map((c) => c.inferred)).toEqual(r.state.hands[1].map((c) => c.inferred));
    }
  });

  it('warns of a misfit: "Abenteuer" on a colleague\'s Abenteuer 3 with the reel empty makes it play the can, and it does not fit', () => {
    const s = table({ hands: [['we2', 'we2', 'lu3', 'ab4', 'kr3'], ['ab3', 'we3', 'kr4', 'lu2', 'kr2']], batteries: 5 });
    const f = readClue(view(s, 0), { to: 1, film: AB })!;
    expect(f).toMatchObject({ reading: 'play', focus: 0, fitsNow: false, misfit: true });
    const ok = readClue(view(s, 0), { to: 1, film: KR })!; // Wegwerf-Dose kr2: a Rettung (Krimi 5 possible)
    expect(ok).toMatchObject({ reading: 'save', focus: 4, misfit: false });
  });

  it('a good Spielhinweis is no misfit; a clue to oneself or from a spectator cannot be foreseen', () => {
    const s = table({ hands: [['we2', 'we2', 'lu3', 'ab4', 'kr3'], ['ab1', 'we3', 'kr4', 'lu2', 'kr2']], batteries: 5 });
    expect(readClue(view(s, 0), { to: 1, akt: 1 })).toMatchObject({ reading: 'play', focus: 0, fitsNow: true, misfit: false });
    expect(readClue(view(s, 0), { to: 0, akt: 1 })).toBeNull();
    expect(readClue(view(s, 'spectator'), { to: 1, akt: 1 })).toBeNull();
    expect(readClue(view(s, 0), { to: 7, akt: 1 })).toBeNull();
  });
});
