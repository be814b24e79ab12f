// Speedklammern, "Spielen": Bedienen, Trumpfen, Überstechen and Untertrumpfen, who takes the trick
// and leads next; the trump-seven swap and its window; Kontra / Re and Schenken with every seat
// entitled to speak pending at once.
import { describe, expect, it } from 'vitest';
import { legalCards } from '@games/klammern/rules/tricks';
import { pending } from '@games/klammern/rules/moves';
import { view } from '@games/klammern/view';
import { c, card, cs, fresh, playing, playTricks, rejected, step, steps } from './helpers';

const HERZ = 2;
const legal = (hand: string, trick: string) => legalCards(cs(hand), trick.split(' ').filter(Boolean).map(c), HERZ).sort((a, b) => a - b);

describe('Bedienen, Trumpfen, Überstechen (trump Herz)', () => {
  it('a plain suit led: follow with any card of it, higher or not', () => {
    expect(legal('PA P7 H9 KA', 'P10')).toEqual(cs('PA P7'));
  });

  it('unable to follow: you must trump (any trump while no trump lies in the trick)', () => {
    expect(legal('H7 HB KA C10', 'P10')).toEqual(cs('H7 HB'));
  });

  it('unable to follow with a trump in the trick: overtrump if you can', () => {
    expect(legal('H7 HB KA', 'P10 H9')).toEqual(cs('HB'));
  });

  it('unable to follow and unable to overtrump: undertrump (still a trump)', () => {
    expect(legal('H7 H8 KA', 'P10 HB')).toEqual(cs('H7 H8'));
  });

  it('trump led: play trump, and higher if you can', () => {
    expect(legal('H7 H9 HA PA', 'H10')).toEqual(cs('H9 HA'));
    expect(legal('H7 H8 PA', 'HA')).toEqual(cs('H7 H8'));
  });

  it('trump led and no trump in hand: any card', () => {
    expect(legal('P7 KA C10', 'HB')).toEqual(cs('P7 KA C10'));
  });

  it('neither the suit nor trump: any card may be thrown', () => {
    expect(legal('K7 KA C10', 'P10')).toEqual(cs('K7 KA C10'));
  });

  it('you must trump even when your partner holds the trick', () => {
    expect(legal('H7 KA', 'PA P7 P8')).toEqual(cs('H7'));
  });

  it('validate refuses a card that breaks the follow rules, and a card not in hand', () => {
    const s = playing({ hands: ['PA K7 K8', 'P7 H7 H8', 'K9 K10 KB'], declarer: 0, trump: HERZ, dealer: 2 });
    const t = step(s, 0, card('PA')).state;
    expect(rejected(t, 1, card('H7')).error).toBe('must_follow');
    expect(rejected(t, 1, card('KA')).error).toBe('not_in_hand');
    expect(rejected(t, 2, card('K9')).error).toBe('not_your_turn');
  });
});

describe('who takes the trick', () => {
  it('the highest trump; Bube (Jappa) over Neun (Mi) over Ass in trump; the winner leads next', () => {
    const s = playing({ hands: ['PA HA K7', 'P7 H9 K8', 'P8 HB K9'], declarer: 0, trump: HERZ, dealer: 2 });
    const t = playTricks(s, ['PA P7 P8', 'HA H9 HB']);
    expect(t.tricks.map((x) => x.winner)).toEqual([0, 2]);
    expect(t.trick.leader).toBe(2);
    // 11 + 0 + 0 ; 11 + 14 + 20
    expect(t.tricks.map((x) => x.points)).toEqual([11, 45]);
  });

  it('outside trump the Zehn beats König, Dame and Bube; a card of another suit never wins', () => {
    const s = playing({ hands: ['PK K7 K8', 'P10 K9 K10', 'CA KB KD'], declarer: 0, trump: HERZ, dealer: 2 });
    const t = playTricks(s, ['PK P10 CA']);
    expect(t.tricks[0].winner).toBe(1);
  });

  it('the last trick counts 10 more', () => {
    const s = playing({ hands: ['PA', 'P7', 'P8'], declarer: 0, trump: HERZ, dealer: 2 });
    const t = playTricks(s, ['PA P7 P8']);
    expect(t.results[0].augen).toEqual([21, 0, 0]);
  });
});

describe('the trump-seven swap (three players, Orgi)', () => {
  const base = () => playing({
    hands: ['H7 PA K7 K8', 'P7 P8 K9 K10', 'P9 P10 KB KD'], declarer: 1, trump: HERZ, dealer: 2, upcard: 'HB',
  });

  it('the holder swaps the seven for the open card before his first card; the seven lies open', () => {
    const s = base();
    expect(pending(s)).toEqual([0]);
    const { state: t, events } = step(s, 0, { type: 'swap' });
    expect(t.hands[0]).toEqual(cs('HB PA K7 K8'));
    expect(t.stock[0]).toBe(c('H7'));
    expect(events).toEqual([{ to: 'all', type: 'swap', seat: 0, gave: c('H7'), took: c('HB') }]);
    expect(view(t, 2).stockTop).toBe(c('H7'));
    expect(pending(t)).toEqual([0]);
    expect(rejected(t, 0, { type: 'swap' }).error).toBe('no_swap');
  });

  it('forgotten is forgotten: after the first card the seven stays in hand', () => {
    const t = step(base(), 0, card('PA')).state;
    const back = playTricks(t, ['P7 P9']);
    expect(back.trick.leader).toBe(0);
    expect(rejected(back, 0, { type: 'swap' }).error).toBe('no_swap');
  });

  it('only when the holder owes a decision (not out of turn), and only in an Orgi at three', () => {
    const s = playing({ hands: ['PA K7 K8 K9', 'H7 P8 KA K10', 'P9 P10 KB KD'], declarer: 1, trump: HERZ, dealer: 2, upcard: 'HB' });
    expect(rejected(s, 1, { type: 'swap' }).error).toBe('not_your_turn');
    const t = step(s, 0, card('PA')).state;
    expect(step(t, 1, { type: 'swap' }).state.hands[1]).toContain(c('HB'));
    const kleines = playing({ hands: ['H7 PA K7 K8', 'P7 P8 K9 K10', 'P9 P10 KB KD'], declarer: 1, trump: HERZ, kind: 'kleines', dealer: 2, upcard: 'PB' });
    expect(rejected(kleines, 0, { type: 'swap' }).error).toBe('no_swap');
    const four = playing({ hands: ['H7 PA', 'P7 P8', 'P9 P10', 'KB HB'], declarer: 1, trump: HERZ, dealer: 3, upcard: 'HB' });
    expect(rejected(four, 0, { type: 'swap' }).error).toBe('no_swap');
  });
});

describe('Kontra und Re (house rule)', () => {
  /** Four players, Orgi by the dealer's left, Kontra on. */
  function contracted(o = { kontra: true }) {
    const s = fresh(4, o);
    const left = (s.dealer + 1) % 4;
    return { s: step(s, left, { type: 'orgi' }).state, declarer: left, opponents: [(left + 1) % 4, (left + 3) % 4].sort() };
  }

  it('both opponents may say Kontra in the same window; the player may not', () => {
    const { s, declarer, opponents } = contracted();
    expect(s.phase).toBe('announce');
    expect(pending(s).sort()).toEqual(opponents);
    expect(rejected(s, (declarer + 2) % 4, { type: 'kontra' }).error).toBe('not_your_turn');
    expect(rejected(s, opponents[0], card('PA')).error).toBe('not_now');
  });

  it('Kontra closes the opponents\' turn; the player answers Re (×4) or passes', () => {
    const { s, declarer, opponents } = contracted();
    const k = step(s, opponents[1], { type: 'kontra' }).state;
    expect(k.doubling).toEqual({ kontra: opponents[1], re: false });
    expect(pending(k)).toEqual([declarer]);
    const re = step(k, declarer, { type: 're' }).state;
    expect(re.doubling).toEqual({ kontra: opponents[1], re: true });
    expect(re.phase).toBe('play');
    expect(step(k, declarer, { type: 'pass' }).state.doubling.re).toBe(false);
  });

  it('one pass leaves the other opponent entitled; two passes open the play', () => {
    const { s, opponents } = contracted();
    const one = step(s, opponents[0], { type: 'pass' }).state;
    expect(pending(one)).toEqual([opponents[1]]);
    const two = step(one, opponents[1], { type: 'pass' }).state;
    expect(two.phase).toBe('play');
    expect(two.doubling).toEqual({ kontra: null, re: false });
  });

  it('without the house rule there is no window', () => {
    const { s } = contracted({ kontra: false });
    expect(s.phase).toBe('play');
  });

  it('three players: both opponents of the player are asked', () => {
    const s = fresh(3, { kontra: true });
    const left = (s.dealer + 1) % 3;
    const t = step(s, left, { type: 'orgi' }).state;
    expect(pending(t).sort()).toEqual([(left + 1) % 3, (left + 2) % 3].sort());
    expect(rejected(t, (left + 1) % 3, { type: 'schenken' }).error).toBe('not_now');
  });
});

describe('Schenken (four players, house rule)', () => {
  function offered() {
    const s = fresh(4, { schenken: true, kontra: true });
    const left = (s.dealer + 1) % 4;
    const t = step(s, left, { type: 'orgi' }).state;
    const by = (left + 1) % 4;
    return { t: step(t, by, { type: 'schenken' }).state, declarer: left, by, partner: (by + 2) % 4 };
  }

  it('an opponent concedes; only his partner decides', () => {
    const { t, partner } = offered();
    expect(pending(t)).toEqual([partner]);
    expect(t.window).toEqual({ stage: 'schenken', owed: [partner] });
  });

  it('accepted: the playing pair wins the simple value at once, no tricks played', () => {
    const { t, partner, declarer } = offered();
    const { state: done, events } = step(t, partner, { type: 'accept' });
    expect(done.phase).toBe('abrechnung');
    const r = done.results[0];
    expect(r.geschenkt).toBe(true);
    expect(r.won).toBe(true);
    expect(r.value).toBe(t.contract!.value);
    expect(r.scores[declarer]).toBe(t.contract!.value);
    expect(r.scores[(declarer + 2) % 4]).toBe(t.contract!.value);
    expect(r.scores[partner]).toBe(0);
    expect(events.map((e) => e.type)).toEqual(['announce', 'game_end']);
  });

  it('declined: normal play, no Kontra any more', () => {
    const { t, partner } = offered();
    const d = step(t, partner, { type: 'decline' }).state;
    expect(d.phase).toBe('play');
    expect(d.schenken).toEqual({ by: t.schenken!.by, answer: 'decline' });
    expect(d.doubling.kontra).toBeNull();
  });

  it('a Kontra said first closes the window for Schenken', () => {
    const s = fresh(4, { schenken: true, kontra: true });
    const left = (s.dealer + 1) % 4;
    const t = steps(s, [[left, { type: 'orgi' }], [(left + 1) % 4, { type: 'kontra' }]]);
    expect(rejected(t, (left + 3) % 4, { type: 'schenken' }).error).toBe('not_your_turn');
  });
});
