// Speedklammern, "Meldungen" and "Bella": Terz 20 and Fuffzig 50 in the natural order, declared
// with the first card (automatically or by "Melden!"), shown and scored at the first trick; only
// the best sequence's holder (at four: his pair) scores, compared by Fuffzig over Terz, the higher
// card, the trump sequence, then play order. Bella: trump König + Dame, 20.
import { describe, expect, it } from 'vitest';
import { meldsOf, meldVerdict } from '@games/klammern/rules/melds';
import type { Meld } from '@games/klammern/types';
import { view } from '@games/klammern/view';
import { card, cs, playing, playTricks, rejected, step } from './helpers';

const HERZ = 2;
const m = (seat: number, suit: number, low: number, high: number): Meld =>
  ({ seat, suit: suit as 0, low, high, value: high - low >= 3 ? 50 : 20 });

describe('Folgen in the natural order 7 8 9 10 Bube Dame König Ass', () => {
  it('three in a row are a Terz (20), four or more a Fuffzig (50); each run counts once', () => {
    expect(meldsOf(cs('P9 P10 PB K7'), 0)).toEqual([m(0, 1, 2, 4)]);
    expect(meldsOf(cs('P9 P10 PB PD'), 1)).toEqual([{ seat: 1, suit: 1, low: 2, high: 5, value: 50 }]);
    expect(meldsOf(cs('C8 C9 C10 CB CD'), 0)).toEqual([{ seat: 0, suit: 3, low: 1, high: 5, value: 50 }]);
    expect(meldsOf(cs('K7 K8 K9 KD KK KA'), 0)).toEqual([m(0, 0, 0, 2), m(0, 0, 5, 7)]);
  });

  it('Bube-Dame-König is a sequence (natural order, not the trump order); gaps are not', () => {
    expect(meldsOf(cs('HB HD HK'), 0)).toHaveLength(1);
    expect(meldsOf(cs('H9 HB HD HA'), 0)).toEqual([]);
  });
});

describe('which sequence is better', () => {
  const trump = HERZ;
  it('Fuffzig over Terz, whatever the height', () => {
    const v = meldVerdict([m(0, 1, 5, 7), m(1, 0, 0, 3)], trump, 0, 3)!;
    expect(v.best).toBe(1);
    expect(v.reason).toBe('kind');
  });

  it('then the higher card: "bis König gegen bis Dame"', () => {
    const v = meldVerdict([m(0, 1, 3, 5), m(1, 0, 4, 6)], trump, 0, 3)!;
    expect(v.best).toBe(1);
    expect(v.reason).toBe('height');
    expect(v.top).toEqual(m(1, 0, 4, 6));
    expect(v.rival).toEqual(m(0, 1, 3, 5));
  });

  it('then the trump sequence', () => {
    const v = meldVerdict([m(0, 1, 2, 4), m(2, HERZ, 2, 4)], trump, 0, 3)!;
    expect(v.best).toBe(2);
    expect(v.reason).toBe('trump');
  });

  it('then whoever is earlier in play order from the leader', () => {
    expect(meldVerdict([m(0, 1, 2, 4), m(2, 0, 2, 4)], trump, 0, 3)!.best).toBe(0);
    expect(meldVerdict([m(0, 1, 2, 4), m(2, 0, 2, 4)], trump, 1, 3)!.best).toBe(2);
    expect(meldVerdict([m(0, 1, 2, 4), m(2, 0, 2, 4)], trump, 1, 3)!.reason).toBe('order');
  });

  it('only the best holder scores — then all of his sequences; the others score nothing', () => {
    const v = meldVerdict([m(0, 1, 2, 4), m(0, 0, 0, 2), m(1, 3, 4, 7)], trump, 0, 3)!;
    expect(v.best).toBe(1);
    expect(v.points).toEqual([0, 50, 0]);
    const w = meldVerdict([m(0, 1, 2, 4), m(0, 0, 0, 2), m(1, 3, 1, 3)], trump, 0, 3)!;
    expect(w.best).toBe(0);
    expect(w.points).toEqual([40, 0, 0]);
  });

  it('four players: the best sequence wins for its pair — the partner\'s melds count too', () => {
    const v = meldVerdict([m(0, 1, 4, 6), m(2, 0, 0, 2), m(1, 3, 3, 5)], trump, 1, 4)!;
    expect(v.best).toBe(0);
    expect(v.rival).toEqual(m(1, 3, 3, 5));
    expect(v.points).toEqual([20, 0, 20, 0]);
  });

  it('alone: nothing to compare', () => {
    expect(meldVerdict([m(1, 0, 0, 2)], trump, 0, 3)!.reason).toBe('alone');
    expect(meldVerdict([], trump, 0, 3)).toBeNull();
  });
});

describe('declaring, showing and scoring at the first trick', () => {
  // Seat 0 holds a Terz Pik 9–Bube, seat 1 a Terz Kreuz 10–Dame (higher): seat 1 leads the melds.
  const hands = ['P9 P10 PB C7', 'K10 KB KD C8', 'K7 P7 C9 CA'];

  it('automatic: declared with the first card, hidden until the first trick is done, then shown and scored', () => {
    const s = playing({ hands, declarer: 0, trump: HERZ, dealer: 2 });
    const after1 = step(s, 0, card('C7')).state;
    expect(after1.melds).toEqual([m(0, 1, 2, 4)]);
    expect(view(after1, 1).melds).toEqual([]);
    expect(view(after1, 2).meldVerdict).toBeNull();
    expect(view(after1, 0).ownMelds).toEqual([m(0, 1, 2, 4)]);
    expect(view(after1, 1).ownMelds).toEqual([]);
    const { state: done, events } = step(step(after1, 1, card('C8')).state, 2, card('CA'));
    expect(events.map((e) => e.type)).toEqual(['card', 'trick', 'melds']);
    const v = view(done, 2);
    expect(v.melds).toEqual([m(0, 1, 2, 4), m(1, 0, 3, 5)]);
    expect(v.meldVerdict).toMatchObject({ best: 1, reason: 'height', points: [0, 20, 0] });
    expect(v.augen).toEqual([0, 20, 11]);
  });

  it('by "Melden!": playing the first card without it loses the meld', () => {
    const s = playing({ hands, declarer: 0, trump: HERZ, dealer: 2, options: { melds: 'button' } });
    const t = playTricks(step(step(s, 0, card('C7', { meld: true })).state, 1, card('C8')).state, ['CA']);
    expect(t.meldVerdict).toMatchObject({ best: 0, reason: 'alone', points: [20, 0, 0] });
    expect(rejected(s, 0, card('C7', { bella: true })).error).toBe('no_bella');
  });

  it('"Melden!" without a sequence, or after the first card, is refused', () => {
    const s = playing({ hands, declarer: 0, trump: HERZ, dealer: 2, options: { melds: 'button' } });
    const t = step(s, 0, card('C7', { meld: true })).state;
    const t1 = step(t, 1, card('C8', { meld: true })).state;
    expect(rejected(t1, 2, card('CA', { meld: true })).error).toBe('no_meld');
    const later = playTricks(t, ['C8 CA', 'K7 P9 K10']);
    expect(rejected(later, 1, card('KB', { meld: true })).error).toBe('no_meld');
  });
});

describe('announced at once: value and height public, compared, the overtaken greyed; cards after the first trick', () => {
  // Seat 0 leads with a Terz Pik 9–Bube; seat 1 then announces a Terz Kreuz 10–Dame (higher).
  const hands = ['P9 P10 PB C7', 'K10 KB KD C8', 'K7 P7 C9 CA'];

  it('the next seat sees the announcement before the first trick is complete, without its cards', () => {
    const s = playing({ hands, declarer: 0, trump: HERZ, dealer: 2, options: { melds: 'button' } });
    const after0 = step(s, 0, card('C7', { meld: true })).state;
    const v1 = view(after0, 1);
    expect(v1.announced).toEqual([{ seat: 0, value: 20, high: 4, trump: null, overtaken: false }]);
    expect(v1.meldLead).toMatchObject({ best: 0, reason: 'alone', rival: null });
    expect(v1.melds).toEqual([]);
    expect(v1.meldVerdict).toBeNull();
    expect(JSON.stringify(v1.announced)).not.toContain('suit');
    expect(JSON.stringify(v1.announced)).not.toContain('low');
  });

  it('a higher announcement overtakes the earlier one at once ("bis Dame gegen bis Bube"); the cards come after the first trick', () => {
    const s = playing({ hands, declarer: 0, trump: HERZ, dealer: 2, options: { melds: 'button' } });
    const after1 = step(step(s, 0, card('C7', { meld: true })).state, 1, card('C8', { meld: true })).state;
    const v2 = view(after1, 2);
    expect(v2.announced).toEqual([
      { seat: 0, value: 20, high: 4, trump: null, overtaken: true },
      { seat: 1, value: 20, high: 5, trump: null, overtaken: false },
    ]);
    expect(v2.meldLead).toMatchObject({ best: 1, reason: 'height', top: { seat: 1, high: 5 }, rival: { seat: 0, high: 4 } });
    expect(v2.melds).toEqual([]);
    const done = step(after1, 2, card('CA')).state;
    const shown = view(done, 2);
    expect(shown.melds).toEqual([m(0, 1, 2, 4), m(1, 0, 3, 5)]);
    expect(shown.meldVerdict).toMatchObject({ best: 1, reason: 'height' });
    expect(shown.meldLead).toMatchObject({ best: 1, reason: 'height' });
  });

  it('"in Trumpf?" is told only when another seat announced the same value and height', () => {
    // Seat 0: Terz Pik 9–Bube; seat 2: Terz Herz (trump) 9–Bube — the trump sequence wins.
    const s = playing({ hands: ['P9 P10 PB C7', 'K7 K9 KD C8', 'H9 H10 HB CA'], declarer: 0, trump: HERZ, dealer: 2 });
    const t1 = step(step(s, 0, card('C7')).state, 1, card('C8')).state;
    expect(view(t1, 2).announced).toEqual([{ seat: 0, value: 20, high: 4, trump: null, overtaken: false }]);
    const v = view(step(t1, 2, card('CA')).state, 1);
    expect(v.announced).toEqual([
      { seat: 0, value: 20, high: 4, trump: false, overtaken: true },
      { seat: 2, value: 20, high: 4, trump: true, overtaken: false },
    ]);
    expect(v.meldLead).toMatchObject({ best: 2, reason: 'trump' });
  });

  it('four players: the partner\'s announcement is not overtaken when his pair leads', () => {
    const s = playing({ hands: ['P9 P10 PB C7', 'K7 K8 K9 C8', 'H7 H8 H9 CA', 'P7 C9 C10 CB'], declarer: 0, trump: HERZ, dealer: 3 });
    const t = step(step(step(s, 0, card('C7')).state, 1, card('C8')).state, 2, card('CA')).state;
    const v = view(t, 3);
    expect(v.announced.map((a) => [a.seat, a.overtaken])).toEqual([[0, false], [1, true], [2, false]]);
    expect(v.meldLead).toMatchObject({ best: 0, reason: 'height', rival: { seat: 1 } });
    expect(v.melds).toEqual([]);
  });
});

describe('Bella', () => {
  const hands = ['HK HD C7', 'K7 K8 C8', 'K9 K10 C9'];

  it('automatic: 20 Augen when the first of König and Dame of trump is played', () => {
    const s = playing({ hands, declarer: 0, trump: HERZ, dealer: 2 });
    const { state, events } = step(s, 0, card('HK'));
    expect(state.bella).toBe(0);
    expect(events[0]).toMatchObject({ type: 'card', seat: 0, bella: true });
    expect(view(state, 1).augen).toEqual([20, 0, 0]);
    // The second card does not count again.
    const t = playTricks(state, ['K7 K9', 'HD K8 K10']);
    expect(t.bella).toBe(0);
  });

  it('by button: without "Bella!" the 20 are gone; with it they count', () => {
    const s = playing({ hands, declarer: 0, trump: HERZ, dealer: 2, options: { bella: 'button' } });
    expect(step(s, 0, card('HK')).state.bella).toBeNull();
    expect(step(s, 0, card('HD', { bella: true })).state.bella).toBe(0);
  });

  it('only with both cards in hand', () => {
    const s = playing({ hands: ['HK C10 C7', 'HD K8 C8', 'K9 K10 C9'], declarer: 0, trump: HERZ, dealer: 2, options: { bella: 'button' } });
    expect(rejected(s, 0, card('HK', { bella: true })).error).toBe('no_bella');
    expect(step(s, 0, card('HK')).state.bella).toBeNull();
  });
});
