// Ende und Punkte: the third Filmriss, the letzte Rolle after the last can, all reels complete;
// the points, the Kritik and the Bestenliste (SPEC §3), and the Abspann with the co-operative outcome.
import { describe, expect, it } from 'vitest';
import { kino } from '@games/kino';
import { bestenliste, kritik, scaled } from '@games/kino/rules/punkte';
import { abspann, besetzung } from '@games/kino/rules/abspann';
import { AB, KR, idAt, move, table } from './helpers';

describe('Ende', () => {
  it('dritter Filmriss: the Vorstellung stops at once (nobody draws), 0 for the Bestenliste', () => {
    const s0 = table({ hands: [['kr3', 'we2', 'lu3', 'ab4', 'li5'], ['kr4', 'we3', 'lu2', 'ab1', 'li2']], deck: ['ab2', 'kr2'], filmrisse: 2, reels: [1, 2, 0, 0, 0] });
    const { state, events } = move(s0, 0, { type: 'play', can: idAt(s0, 0, 0) });
    expect(state.over).toBe('filmriss');
    expect(kino.pending(state)).toEqual([]);
    expect(state.hands[0]).toHaveLength(4);
    expect(state.deck).toHaveLength(2);
    expect(events.map((e) => e.type)).toEqual(['einlegen', 'ende']);
    const o = kino.outcome(state);
    expect(o.seats.map((s) => [s.points, s.place, s.leaderboard])).toEqual([[0, 1, 0], [0, 1, 0]]);
    expect((o.detail as ReturnType<typeof abspann>)).toMatchObject({ reelPoints: 3, points: 0, kritik: 'abgebrochen' });
    // PROTOCOL §4c: the view's `points` keeps the reels' sum, `totals` are 0 for every seat.
    expect(kino.view(state, 1)).toMatchObject({ points: 3, totals: [0, 0] });
    // The record in this Besetzung counts what the leaderboard counts: 0.
    expect(o.seats.map((s) => s.record)).toEqual([{ score: 0, variant: '2p' }, { score: 0, variant: '2p' }]);
  });

  it('Stapel leer: whoever drew the last can starts the letzte Rolle — then everyone (the drawer too) has exactly one more turn', () => {
    const s0 = table({ hands: [['kr1', 'we2', 'lu3', 'ab4'], ['kr4', 'we3', 'lu2', 'ab1'], ['we1', 'li1', 'lu1', 'ab2']], deck: ['ab3'], batteries: 6 });
    let r = move(s0, 0, { type: 'play', can: idAt(s0, 0, 0) }); // draws the last can
    expect(r.events.map((e) => e.type)).toEqual(['einlegen', 'ziehen', 'letzte_rolle']);
    let s = r.state;
    expect(s.finalTurns).toBe(3);
    s = move(s, 1, { type: 'clue', to: 0, film: AB }).state;
    s = move(s, 2, { type: 'play', can: idAt(s, 2, 0) }).state;
    expect(s.over).toBeNull();
    expect(kino.pending(s)).toEqual([0]); // the drawer once more
    r = move(s, 0, { type: 'archive', can: idAt(s, 0, 0) });
    expect(r.state.hands[0]).toHaveLength(3); // nothing left to draw
    expect(r.state.over).toBe('letzteRolle');
    expect(r.events[r.events.length - 1]).toEqual({ to: 'all', type: 'ende', reason: 'letzteRolle', points: 2 });
  });

  it('alle Spulen komplett: 25 points at once — stehende Ovationen', () => {
    const s0 = table({ hands: [['li5', 'we2', 'lu3', 'ab4'], ['kr4', 'we3', 'lu2', 'ab1'], ['we1', 'li1', 'lu1', 'ab2']], deck: ['ab3', 'kr1'], reels: [5, 5, 5, 5, 4] });
    const { state } = move(s0, 0, { type: 'play', can: idAt(s0, 0, 0) });
    expect(state.over).toBe('komplett');
    const o = kino.outcome(state);
    expect(o.coop).toBe(true);
    expect(o.seats.map((s) => [s.seat, s.points, s.place, s.leaderboard, s.achievements])).toEqual([0, 1, 2].map((seat) => [seat, 25, 1, 25, ['stehendeOvationen']]));
    expect((o.detail as ReturnType<typeof abspann>).kritik).toBe('stehendeOvationen');
    // Everyone's record in this Besetzung: three projectionists without Farbfilm.
    expect(o.seats.map((s) => s.record)).toEqual([0, 1, 2].map(() => ({ score: 25, variant: '3p' })));
  });

  it('with Farbfilm all six reels make 30', () => {
    const s0 = table({ hands: [['fa5', 'we2', 'lu3', 'ab4'], ['kr4', 'we3', 'lu2', 'ab1'], ['we1', 'li1', 'lu1', 'ab2'], ['kr1', 'kr2', 'kr3', 'kr4']], deck: ['ab3'], reels: [5, 5, 5, 5, 5, 4], options: { farbfilm: 'reel' } });
    const { state } = move(s0, 0, { type: 'play', can: idAt(s0, 0, 0) });
    expect(state.over).toBe('komplett');
    const o = kino.outcome(state);
    // 30 points scaled to 25, plus 1 at four projectionists.
    expect(o.seats[0]).toMatchObject({ points: 30, leaderboard: 26, achievements: ['stehendeOvationen'], record: { score: 30, variant: '4p-farbfilm' } });
  });

  it('the record is kept per Besetzung: number of projectionists, with or without Farbfilm (own reel or Joker)', () => {
    expect(besetzung(3, { farbfilm: 'none', leereHinweise: true })).toBe('3p');
    expect(besetzung(3, { farbfilm: 'reel', leereHinweise: false })).toBe('3p-farbfilm');
    expect(besetzung(5, { farbfilm: 'joker', leereHinweise: false })).toBe('5p-farbfilm');
  });
});

describe('Punkte, Kritik und Bestenliste', () => {
  it('the points are the sum of the highest Akt on every reel', () => {
    const s = { ...table({ hands: [['kr1'], ['we1']], reels: [3, 5, 0, 2, 1] }), over: 'letzteRolle' as const };
    expect(kino.outcome(s).seats[0].points).toBe(11);
    expect(kino.view(s, 0).totals).toEqual([11, 11]);
  });

  it('the Kritik by points scaled to 25: Pfiffe, Gähnen, Höflicher Beifall, Beifall, Großer Applaus, Stehende Ovationen', () => {
    const words = [0, 1, 5, 6, 10, 11, 15, 16, 20, 21, 24, 25].map((p) => kritik(p, false));
    expect(words).toEqual(['pfiffe', 'pfiffe', 'pfiffe', 'gaehnen', 'gaehnen', 'hoeflicherBeifall', 'hoeflicherBeifall', 'beifall', 'beifall', 'grosserApplaus', 'grosserApplaus', 'stehendeOvationen']);
    expect(kritik(0, true)).toBe('abgebrochen');
    // "27 von 30 sind 22,5 von 25, also Großer Applaus"
    expect(scaled(27, { farbfilm: 'reel', leereHinweise: false })).toBe(22.5);
    expect(kritik(22.5, false)).toBe('grosserApplaus');
    expect(kritik(scaled(25, { farbfilm: 'joker', leereHinweise: false }), false)).toBe('beifall');
  });

  it('Bestenliste: the scaled points, +1 at four and +2 at five, 0 on the third Filmriss', () => {
    expect([2, 3, 4, 5].map((n) => bestenliste(20, n, false))).toEqual([20, 20, 21, 22]);
    expect(bestenliste(22.5, 3, false)).toBe(23);
    expect(bestenliste(24, 5, true)).toBe(0);
  });
});

describe('der Abspann', () => {
  it('shows what was still possible ("Krimi Akt 4 ist ganz verloren"), the balance, every projectionist and the Moment des Abends', () => {
    let s = table({
      hands: [['kr1', 'kr4', 'lu3', 'ab4', 'li5'], ['kr4', 'we3', 'lu2', 'ab1', 'li2']],
      deck: ['ab2', 'kr2', 'we1', 'we2', 'li1'], batteries: 6,
    });
    s = move(s, 0, { type: 'clue', to: 1, akt: 1 }).state; // ab1: Spielhinweis
    s = move(s, 1, { type: 'play', can: idAt(s, 1, 3) }).state; // +ab1
    s = move(s, 0, { type: 'archive', can: idAt(s, 0, 1) }).state; // kr4, one copy left
    s = move(s, 1, { type: 'archive', can: idAt(s, 1, 1) }).state; // kr4 again: Krimi Akt 4 ist ganz verloren
    s = move(s, 0, { type: 'play', can: idAt(s, 0, 1) }).state; // kr1
    s = { ...s, over: 'letzteRolle' };
    const d = abspann(s);
    expect(d.lost).toEqual([{ film: KR, akt: 4 }]);
    expect(d.bestPossible).toBe(23);
    expect(d.reelPoints).toBe(2);
    expect(d.balance).toEqual({ eingelegt: 2, filmrisse: 0, archiviert: 2, hinweise: 1, rettungen: 0 });
    expect(d.projectionists[0]).toMatchObject({ seat: 0, eingelegt: 1, archiviert: 1, hinweise: 1, hinweisWirkung: 1 });
    expect(d.projectionists[1]).toMatchObject({ seat: 1, eingelegt: 1, archiviert: 1, hinweise: 0 });
    // No Rettung, no clue that brought two cans in, no reel completed: no Moment des Abends.
    expect(d.moment).toBeNull();
  });

  it('the Moment des Abends: a clue that brought two cans onto the reels', () => {
    let s = table({ hands: [['kr2', 'we2', 'lu3', 'ab4', 'li5'], ['kr4', 'we3', 'lu2', 'we1', 'kr1']], deck: ['ab2', 'kr2', 'we1'], batteries: 6 });
    s = move(s, 0, { type: 'clue', to: 1, akt: 1 }).state;
    s = move(s, 1, { type: 'play', can: idAt(s, 1, 4) }).state;
    s = move(s, 0, { type: 'play', can: idAt(s, 0, 0) }).state;
    s = move(s, 1, { type: 'play', can: idAt(s, 1, 4) }).state;
    expect(abspann({ ...s, over: 'letzteRolle' }).moment).toEqual({ kind: 'hinweis', by: 0, to: 1, film: null, akt: 1, played: 2, turn: 0 });
  });

  it('the Moment des Abends: a Rettung whose can later made it onto the reel', () => {
    // Akt 5 at the Wegwerf-Dose is a Rettung; the Liebesfilm 5 is eingelegt later.
    let t = table({ hands: [['kr1', 'we2', 'lu3', 'ab4', 'li1'], ['kr4', 'we3', 'lu2', 'we1', 'li5']], deck: ['ab2', 'kr2', 'we1'], batteries: 6, reels: [0, 0, 0, 0, 4] });
    t = move(t, 0, { type: 'clue', to: 1, akt: 5 }).state;
    expect(t.clues[0].reading).toBe('save');
    t = move(t, 1, { type: 'clue', to: 0, film: KR }).state;
    t = move(t, 0, { type: 'play', can: idAt(t, 0, 0) }).state;
    t = move(t, 1, { type: 'play', can: idAt(t, 1, 4) }).state;
    const d = abspann({ ...t, over: 'letzteRolle' });
    expect(d.moment).toEqual({ kind: 'rettung', by: 0, to: 1, film: 4, akt: 5, turn: 0 });
    expect(d.balance.rettungen).toBe(1);
    expect(d.kritik).toBe('gaehnen'); // 6 points
  });
});
