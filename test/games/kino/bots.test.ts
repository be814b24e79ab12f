// The computer colleagues: Lehrling, Kollege and Meister decide from the seat's view only, play by
// the same conventions, and differ in foresight; Rat is the Meister's move with its reason.
import { describe, expect, it } from 'vitest';
import { createRng, stepRng } from '@games/core/rng';
import type { BotLevel } from '@games/core/types';
import { kino } from '@games/kino';
import { decideFor } from '@games/kino/bots';
import { view } from '@games/kino/view';
import type { KinoState } from '@games/kino/types';
import { KR, idAt, move, table } from './helpers';

/** One seeded Vorstellung with every seat at `level`: the points (a third Filmriss counts 0). */
function vorstellung(seats: number, level: BotLevel, seed: string): number {
  let state = kino.setup(seats, kino.defaultOptions(), stepRng(seed, 0, 'setup'));
  let step = 0;
  while (!kino.isOver(state)) {
    const seat = kino.pending(state)[0];
    step++;
    state = kino.apply(state, seat, kino.choose(kino.view(state, seat), level, stepRng(seed, step, `bot:${seat}`)), stepRng(seed, step)).state;
  }
  return kino.outcome(state).seats[0].points;
}

describe('the three levels', () => {
  it('seeded smoke test: over the same decks the Meister scores more than the Lehrling', () => {
    const decks = Array.from({ length: 2 }, (_, i) => `smoke-${i}`);
    const sum = (level: BotLevel) => decks.reduce((a, seed) => a + vorstellung(5, level, seed), 0);
    expect(sum('stark')).toBeGreaterThan(sum('leicht'));
  });

  it('a spectator makes no moves, and nobody moves out of turn', () => {
    const s = table({ hands: [['kr1', 'we2', 'lu3', 'ab4', 'li3'], ['kr4', 'we3', 'lu2', 'ab1', 'li2']] });
    expect(() => decideFor(view(s, 'spectator'), 'normal', createRng('x'))).toThrow();
    expect(() => decideFor(view(s, 1), 'normal', createRng('x'))).toThrow();
  });

  it('the same view and rng give the same decision (the Meister samples from the rng it is given)', () => {
    const s = table({ hands: [['kr1', 'we2', 'lu3', 'ab4', 'li3'], ['kr4', 'we3', 'lu2', 'ab1', 'li2']], batteries: 6 });
    for (const level of ['leicht', 'normal', 'stark'] as const) {
      expect(decideFor(view(s, 0), level, createRng('same'))).toEqual(decideFor(view(s, 0), level, createRng('same')));
    }
  });
});

describe('Rettung geht vor (Rules.tsx: saving is the job of the player directly before)', () => {
  // Seat 0 holds a Spielhinweis on its Krimi 1; seat 1 knows nothing to play, and its Wegwerf-Dose is
  // the Liebesfilm 5. Seat 0 saves it before it plays its own can; with a harmless Wegwerf-Dose it plays.
  const start = (chop: string) => {
    const s = table({ hands: [['kr1', 'we2', 'lu3', 'ab4', 'we3'], ['kr3', 'we3', 'ab4', 'lu3', chop], ['we4', 'lu4', 'ab3', 'kr4', 'li2']], batteries: 5, turn: 2 });
    const after = move(s, 2, { type: 'clue', to: 0, film: KR }).state;
    expect(after.clues[0]).toMatchObject({ focus: idAt(after, 0, 0), reading: 'play' }); // the Krimi 1 is a Spielhinweis
    return after;
  };

  it('a Kollege with a can to play first saves the next seat\'s last Akt 5', () => {
    const d = decideFor(view(start('li5'), 0), 'normal', createRng('vorrang'));
    expect(d.move).toMatchObject({ type: 'clue', to: 1 });
    expect(d.reason.code).toBe('kino_rettung');
  });

  it('with nothing to save it plays its Spielhinweis', () => {
    const s = start('li1');
    expect(decideFor(view(s, 0), 'normal', createRng('vorrang')).move).toEqual({ type: 'play', can: idAt(s, 0, 0) });
  });
});

describe('late in the Vorstellung (Rules.tsx: at most one more can to archive)', () => {
  // Every reel at Akt 4 (20 points, 25 still possible), two seats: with 4 cans in the stack the table
  // may archive one more can (20 + 4 + 2 − 25 = 1); with 8, five more.
  const late = (stack: number) => table({
    hands: [['kr5', 'we5', 'lu5', 'ab5', 'li5'], ['kr1', 'kr2', 'kr3', 'kr4', 'we1']],
    reels: [4, 4, 4, 4, 4], deck: ['we4', 'lu4', 'ab4', 'li4', 'we3', 'lu3', 'ab3', 'li3'].slice(0, stack), batteries: 4,
  });

  it('a Kollege gives a harmless clue rather than archive a can it does not know to be useless', () => {
    expect(decideFor(view(late(4), 0), 'normal', createRng('pace')).reason.code).toBe('kino_harmlos');
  });

  it('with room to spare it archives its Wegwerf-Dose', () => {
    expect(decideFor(view(late(8), 0), 'normal', createRng('pace')).move).toEqual({ type: 'archive', can: idAt(late(8), 0, 4) });
  });
});

describe('Rat', () => {
  const advise = (s: KinoState) => kino.advise!(view(s, s.turn), createRng('rat'));

  it('is the Meister\'s move for the seat, computed from its own view', () => {
    const s = table({ hands: [['kr1', 'we2', 'lu3', 'ab4', 'li3'], ['kr4', 'we3', 'lu2', 'ab1', 'li2']], batteries: 6 });
    expect(advise(s).move).toEqual(decideFor(view(s, 0), 'stark', createRng('rat')).move);
  });

  it('"Gib Fritz den Hinweis Akt 5: Das rettet die Wegwerf-Dose"', () => {
    // Seat 1 has nothing to play and its Wegwerf-Dose is a Liebesfilm 5.
    const s = table({ hands: [['we2', 'we2', 'lu3', 'ab4', 'kr3'], ['kr3', 'we3', 'ab4', 'lu3', 'li5']], batteries: 5 });
    const r = advise(s);
    // "Akt 5" or "Liebesfilm" (the Liebesfilm 5 may be the can): both are a Rettung.
    expect(r.move).toMatchObject({ type: 'clue', to: 1 });
    expect(['akt:5', 'film:4']).toContain(r.reason.params.clue);
    expect(r.reason).toMatchObject({ code: 'kino_rettung', params: { to: 1, focusPos: 4, reading: 'save' } });
  });

  it('"Leg deine linke Dose ein: Sie ist ein Spielhinweis"', () => {
    let s = table({ hands: [['kr1', 'we2', 'lu3', 'ab4', 'li3'], ['kr4', 'we3', 'lu4', 'ab3', 'li4']], batteries: 6, turn: 1 });
    s = move(s, 1, { type: 'clue', to: 0, film: KR }).state;
    const r = advise(s);
    expect(r.move).toEqual({ type: 'play', can: idAt(s, 0, 0) });
    expect(r.reason).toEqual({ code: 'kino_einlegen_spielhinweis', params: { pos: 0 } });
  });

  it('never names a can of the seat itself', () => {
    const s = table({ hands: [['kr1', 'we2', 'lu3', 'ab4', 'li3'], ['kr4', 'we3', 'lu2', 'ab1', 'li2']], batteries: 3 });
    const r = advise(s);
    expect(Object.keys(r.reason.params)).not.toContain('film');
    expect(Object.keys(r.reason.params)).not.toContain('akt');
  });
});
