// Speedklammern, the rule book sentence by sentence: the scenarios the other rules tests leave out
// (full card orders, the stock not played, a Besser cutting the answers short, the swap during the
// Kontra window, Fuffzig against Fuffzig, "Melden!" offered before the first card only, Bella for a
// lost trick, Durchmarsch of a pair, Schenken by the second opponent, the exact Partie targets, the
// house rules that do not apply at four).
import { describe, expect, it } from 'vitest';
import { DECK, points, strength, TOTAL_AUGEN } from '@games/klammern/rules/cards';
import { dealCards } from '@games/klammern/rules/deal';
import { legalMoves } from '@games/klammern/rules/legal';
import { meldsOf, meldVerdict } from '@games/klammern/rules/melds';
import { pending } from '@games/klammern/rules/moves';
import { outcome, partieOver } from '@games/klammern/rules/partie';
import { legalCards } from '@games/klammern/rules/tricks';
import type { GameRecord, KlammernState, Meld } from '@games/klammern/types';
import { view } from '@games/klammern/view';
import { c, card, cs, fresh, opts, playing, playTricks, rejected, scoreRecord as record, step, steps, withResults } from './helpers';

const HERZ = 2;
const byStrength = (names: string, trump: number) =>
  cs(names).sort((a, b) => strength(b, trump as 0) - strength(a, trump as 0));

describe('Die Karten', () => {
  it('in der Trumpffarbe: Bube (Jappa), Neun (Mi), Ass, Zehn, König, Dame, Acht, Sieben', () => {
    expect(byStrength('H7 H8 H9 H10 HB HD HK HA', HERZ)).toEqual(['HB', 'H9', 'HA', 'H10', 'HK', 'HD', 'H8', 'H7'].map(c));
  });

  it('in den anderen Farben: Ass, Zehn, König, Dame, Bube, Neun, Acht, Sieben', () => {
    expect(byStrength('P7 P8 P9 P10 PB PD PK PA', HERZ)).toEqual(['PA', 'P10', 'PK', 'PD', 'PB', 'P9', 'P8', 'P7'].map(c));
  });

  it('alle Karten zusammen sind 152 Augen (Trumpf-Bube 20, Trumpf-Neun 14), every trump suit', () => {
    for (const trump of [0, 1, 2, 3] as const) expect(DECK.reduce((t, x) => t + points(x, trump), 0)).toBe(152);
    expect(TOTAL_AUGEN).toBe(152);
    expect([points(c('HB'), HERZ), points(c('H9'), HERZ), points(c('PB'), HERZ), points(c('P9'), HERZ)]).toEqual([20, 14, 2, 0]);
  });

  it('a whole game at four: the tricks bring 152 + 10 for the last one', () => {
    const s = fresh(4);
    let t = step(s, (s.dealer + 1) % 4, { type: 'orgi' }).state;
    while (t.phase === 'play') {
      const seat = pending(t)[0];
      t = step(t, seat, legalMoves(view(t, seat)).find((m) => m.type === 'card')).state;
    }
    expect(t.tricks).toHaveLength(8);
    expect(t.tricks.reduce((a, x) => a + x.points, 0)).toBe(162);
  });
});

describe('Geben', () => {
  it('zu dritt: die Karten im Stock werden nicht gespielt — after nine tricks the stock is untouched', () => {
    const s = fresh(3);
    const stock = s.stock.slice();
    let t = step(s, (s.dealer + 1) % 3, { type: 'orgi' }).state;
    while (t.phase === 'play') {
      const seat = pending(t)[0];
      t = step(t, seat, legalMoves(view(t, seat)).find((m) => m.type === 'card')).state;
    }
    expect(t.tricks).toHaveLength(9);
    const played = t.tricks.flatMap((x) => x.cards);
    expect(played.filter((x) => stock.includes(x))).toEqual([]);
  });

  it('Hausregel "8 Karten" is a rule at three: at four still 8 each and the open card stays the dealer\'s', () => {
    const d = dealCards(DECK.slice(), 4, 1, opts({ eightCards: true }));
    expect(d.hands.map((h) => h.length)).toEqual([8, 8, 8, 8]);
    expect(d.stock).toEqual([]);
    expect(d.hands[1]).toContain(d.upcard);
  });
});

describe('Trumpf bestimmen, 2. Runde', () => {
  /** Four players, everyone passed round 1; `order` is the bidding order from the dealer's left. */
  function round2() {
    const s = fresh(4);
    const order = [1, 2, 3, 4].map((i) => (s.dealer + i) % 4);
    const open = s.upcard >> 3;
    const other = ([0, 1, 2, 3] as const).find((x) => x !== open)!;
    return { s: steps(s, order.map((seat) => [seat, { type: 'pass' }] as [number, unknown])), order, other };
  }

  it('"Besser" by the second player after the Kleines ends the bidding at once; the last is not asked', () => {
    const { s, order, other } = round2();
    const t = steps(s, [[order[0], { type: 'kleines', suit: other }], [order[1], { type: 'bitte' }], [order[2], { type: 'besser' }]]);
    expect(t.contract).toEqual({ declarer: order[2], kind: 'besser', trump: 0, value: 4 });
    expect(t.phase).toBe('play');
    expect(t.bidding!.calls.map((x) => x.call)).toEqual(['pass', 'pass', 'pass', 'pass', 'kleines', 'bitte', 'besser']);
  });

  it('the dealer (last to answer) may still say "Besser" after everyone else said "Bitte"', () => {
    const { s, order, other } = round2();
    const t = steps(s, [
      [order[0], { type: 'kleines', suit: other }], [order[1], { type: 'bitte' }], [order[2], { type: 'bitte' }], [order[3], { type: 'besser' }],
    ]);
    expect(t.contract).toMatchObject({ declarer: order[3], kind: 'besser', trump: 0 });
  });

  it('after a Kleines nobody may name another Kleines or pass: only "Bitte" or "Besser"', () => {
    const { s, order, other } = round2();
    const t = step(s, order[0], { type: 'kleines', suit: other }).state;
    expect(rejected(t, order[1], { type: 'kleines', suit: other }).error).toBe('not_now');
    expect(rejected(t, order[1], { type: 'pass' }).error).toBe('not_now');
    expect(legalMoves(view(t, order[1]))).toEqual([{ type: 'bitte' }, { type: 'besser' }]);
  });

  it('"Ich will nicht" in round 2 passes the turn on; the Kleines may come from a later player', () => {
    const { s, order, other } = round2();
    const t = steps(s, [[order[0], { type: 'pass' }], [order[1], { type: 'pass' }], [order[2], { type: 'kleines', suit: other }], [order[3], { type: 'bitte' }]]);
    expect(t.contract).toMatchObject({ declarer: order[2], kind: 'kleines', trump: other });
  });
});

describe('die Trumpf-Sieben tauschen', () => {
  it('an opponent may swap while the Kontra window asks him; the Orgi keeps its value', () => {
    const s = playing({
      hands: ['H7 PA K7 K8', 'P7 P8 K9 K10', 'P9 P10 KB KD'], declarer: 1, trump: HERZ, dealer: 2, upcard: 'HA', options: { kontra: true },
    });
    const w: KlammernState = { ...s, phase: 'announce', window: { stage: 'kontra', owed: [0, 2] } };
    const t = step(w, 0, { type: 'swap' }).state;
    expect(t.hands[0]).toContain(c('HA'));
    expect(t.stock[0]).toBe(c('H7'));
    expect(t.contract!.value).toBe(6);
    expect(pending(t).sort()).toEqual([0, 2]);
  });

  it('the swapped-in card counts for the melds and Bella (HK in hand, HD from the stock)', () => {
    const s = playing({ hands: ['H7 HK PA K7', 'P7 P8 K9 K10', 'P9 P10 KB KD'], declarer: 0, trump: HERZ, dealer: 2, upcard: 'HD' });
    const t = step(s, 0, { type: 'swap' }).state;
    const { state } = step(t, 0, card('HK'));
    expect(state.bella).toBe(0);
  });
});

describe('Meldungen', () => {
  const m = (seat: number, suit: number, low: number, high: number): Meld =>
    ({ seat, suit: suit as 0, low, high, value: high - low >= 3 ? 50 : 20 });

  it('Fuffzig: eight in a row is one Fuffzig of 50, not more', () => {
    expect(meldsOf(cs('P7 P8 P9 P10 PB PD PK PA'), 0)).toEqual([{ seat: 0, suit: 1, low: 0, high: 7, value: 50 }]);
  });

  it('two cards in a row are no Folge', () => {
    expect(meldsOf(cs('PK PA HK HA'), 0)).toEqual([]);
  });

  it('Fuffzig against Fuffzig: the higher card decides, not the length (bis König over five bis Dame)', () => {
    const v = meldVerdict([m(0, 1, 1, 5), m(1, 0, 3, 6)], HERZ, 0, 3)!;
    expect(v.best).toBe(1);
    expect(v.reason).toBe('height');
    expect(v.points).toEqual([0, 50, 0]);
  });

  it('a Terz bis Ass loses to any Fuffzig, even bis Zehn', () => {
    expect(meldVerdict([m(0, 1, 5, 7), m(2, 3, 0, 3)], HERZ, 0, 3)!.best).toBe(2);
  });

  it('the trump Terz beats the same height in another suit even when that one is earlier in play', () => {
    const v = meldVerdict([m(1, 1, 4, 6), m(2, HERZ, 4, 6)], HERZ, 1, 3)!;
    expect(v).toMatchObject({ best: 2, reason: 'trump', points: [0, 0, 20] });
  });

  it('"Melden!" is offered with the first card only, and only with a Folge', () => {
    const s = playing({ hands: ['P9 P10 PB C7', 'K10 KB KA C8', 'K7 P7 C9 CA'], declarer: 0, trump: HERZ, dealer: 2, options: { melds: 'button' } });
    const first = legalMoves(view(s, 0), true);
    expect(first.filter((x) => x.type === 'card' && x.meld)).toHaveLength(4);
    const t = step(s, 0, card('C7')).state;
    expect(legalMoves(view(t, 1)).every((x) => x.type !== 'card' || !x.meld)).toBe(true);
    const later = playTricks(t, ['C8 CA', 'K7']);
    expect(pending(later)).toEqual([0]);
    expect(legalMoves(view(later, 0)).every((x) => x.type !== 'card' || !x.meld)).toBe(true);
    expect(later.meldVerdict).toBeNull();
  });
});

describe('Bella', () => {
  it('counts for its holder even when he loses the trick, and is played later with the second card', () => {
    // Seat 1 plays trump Dame under seat 0's trump Bube lead: Bella 20 for seat 1 all the same.
    const s = playing({ hands: ['HB PA', 'HD HK', 'H7 P7'], declarer: 0, trump: HERZ, dealer: 2 });
    const t = playTricks(s, ['HB HD H7']);
    expect(t.tricks[0].winner).toBe(0);
    expect(t.bella).toBe(1);
    const done = playTricks(t, ['PA HK P7']);
    expect(done.results[0].augen[1]).toBe(20 + 4 + 11 + 10);
  });

  it('in a Besser game Kreuz is trump: Kreuz König and Dame are the Bella', () => {
    const s = playing({ hands: ['KK KD C7', 'HK HD C8', 'K7 K8 C9'], declarer: 0, trump: 0, kind: 'besser', dealer: 2 });
    expect(step(s, 0, card('KD')).state.bella).toBe(0);
    expect(step(s, 0, card('C7')).state.bella).toBeNull();
  });
});

describe('Spielen', () => {
  const legal = (hand: string, trick: string) => legalCards(cs(hand), trick.split(' ').map(c), HERZ).sort((a, b) => a - b);

  it('Trumpf angespielt: höher stechen means above the highest trump in the trick, not the led one', () => {
    expect(legal('HA H10 H7', 'H8 H9')).toEqual(cs('H7 H10 HA'));
    expect(legal('HB HA H7', 'H8 H9')).toEqual(cs('HB'));
  });

  it('the last card: a single card in hand is always playable', () => {
    expect(legal('C7', 'P10 HB')).toEqual(cs('C7'));
  });

  it('nobody may lead out of turn; the trick winner leads the next trick', () => {
    const s = playing({ hands: ['P7 K7', 'PA K8', 'P8 K9'], declarer: 0, trump: HERZ, dealer: 2 });
    const t = playTricks(s, ['P7 PA P8']);
    expect(pending(t)).toEqual([1]);
    expect(rejected(t, 0, card('K7')).error).toBe('not_your_turn');
  });
});

describe('Abrechnung', () => {
  it('Durchmarsch zu viert: the pair takes every trick between them → ×2', () => {
    const s = playing({ hands: ['HB P7', 'H7 K7', 'HA PA', 'H8 K8'], declarer: 0, trump: HERZ, dealer: 3, options: { durchmarsch: true } });
    const t = playTricks(s, ['HB H7 HA H8', 'P7 K7 PA K8']);
    expect(t.tricks.map((x) => x.winner)).toEqual([0, 2]);
    expect(t.results[0]).toMatchObject({ won: true, durchmarsch: true, value: 12, scores: [12, 0, 12, 0] });
  });

  it('one trick lost is no Durchmarsch, even when the game is won', () => {
    const s = playing({ hands: ['HB P7', 'H7 PA', 'HA C7'], declarer: 0, trump: HERZ, dealer: 2, options: { durchmarsch: true } });
    const t = playTricks(s, ['HB H7 HA', 'P7 PA C7']);
    expect(t.tricks.map((x) => x.winner)).toEqual([0, 1]);
    expect(t.results[0]).toMatchObject({ won: true, durchmarsch: false, value: 6 });
  });

  it('without the house rule every trick is no Durchmarsch', () => {
    const s = playing({ hands: ['HB HA', 'P7 P8', 'K7 K8'], declarer: 0, trump: HERZ, dealer: 2 });
    expect(playTricks(s, ['HB P7 K7', 'HA P8 K8']).results[0]).toMatchObject({ durchmarsch: false, value: 6 });
  });

  it('Kleines Karo is worth 1; lost ("Durch") with Re each opponent gets 8', () => {
    const s = playing({ hands: ['P7 P8', 'CB CA', 'K7 K8'], declarer: 0, trump: 3, kind: 'kleines', dealer: 2, doubling: { kontra: 1, re: true } });
    const t = playTricks(s, ['P7 CB K7', 'CA K8 P8']);
    expect(t.results[0]).toMatchObject({ won: false, value: 4, scores: [0, 8, 8] });
  });

  it('"gegen jeden": a tie with the stronger opponent loses', () => {
    // Seat 0 (player) 21, seat 1: 21 — tie; seat 2: 0.
    const s = playing({ hands: ['PA C7', 'P10 CA', 'P9 K7'], declarer: 0, trump: HERZ, dealer: 2, options: { againstEach: true } });
    const t = playTricks(s, ['PA P10 P9', 'C7 CA K7']);
    expect(t.results[0].augen).toEqual([21, 21, 0]);
    expect(t.results[0].won).toBe(false);
  });
});

describe('Schenken', () => {
  it('without Kontra the window offers only Schenken; the second opponent may give after the first passed', () => {
    const s = fresh(4, { schenken: true });
    const left = (s.dealer + 1) % 4;
    const t = step(s, left, { type: 'orgi' }).state;
    expect(t.phase).toBe('announce');
    const first = (left + 1) % 4;
    const second = (left + 3) % 4;
    expect(legalMoves(view(t, first))).toEqual([{ type: 'schenken' }, { type: 'pass' }]);
    expect(rejected(t, first, { type: 'kontra' }).error).toBe('not_now');
    const p = step(t, first, { type: 'pass' }).state;
    const g = step(p, second, { type: 'schenken' }).state;
    expect(pending(g)).toEqual([first]);
    const done = step(g, first, { type: 'accept' }).state;
    expect(done.results[0]).toMatchObject({ geschenkt: true, won: true, durchmarsch: false, kontra: false });
  });

  it('the player\'s partner may not give the game away', () => {
    const s = fresh(4, { schenken: true });
    const left = (s.dealer + 1) % 4;
    const t = step(s, left, { type: 'orgi' }).state;
    expect(rejected(t, (left + 2) % 4, { type: 'schenken' }).error).toBe('not_your_turn');
  });
});

describe('Partie', () => {
  it('101 Punkte: 100 plays on, exactly 101 ends', () => {
    expect(partieOver(withResults(3, 'points101', [record([100, 0, 0])]))).toBe(false);
    expect(partieOver(withResults(3, 'points101', [record([100, 0, 0]), record([1, 0, 0])]))).toBe(true);
  });

  it('36 Spiele: the 35th plays on, the 36th ends', () => {
    const games = (n: number) => Array.from({ length: n }, () => record([0, 1, 0]));
    expect(partieOver(withResults(3, 'games36', games(35)))).toBe(false);
    expect(partieOver(withResults(3, 'games36', games(36)))).toBe(true);
  });

  it('51 Punkte zu viert: a pair reaching 51 (each partner holds its points) ends', () => {
    expect(partieOver(withResults(4, 'points51', [record([48, 0, 48, 0])]))).toBe(false);
    expect(partieOver(withResults(4, 'points51', [record([48, 0, 48, 0]), record([6, 0, 6, 0])]))).toBe(true);
  });

  it('Platzbonus on ties: two first places both get 30; zu dritt shared second places both get 15', () => {
    const a = outcome(withResults(3, 'games12', [record([20, 20, 5])]));
    expect(a.seats.map((x) => [x.place, x.leaderboard])).toEqual([[1, 50], [1, 50], [3, 5]]);
    const b = outcome(withResults(3, 'games12', [record([30, 10, 10])]));
    expect(b.seats.map((x) => [x.place, x.leaderboard])).toEqual([[1, 60], [2, 25], [2, 25]]);
  });

  it('zu viert there is no bonus for the second pair', () => {
    const out = outcome(withResults(4, 'games12', [record([8, 4, 8, 4])]));
    expect(out.seats.map((x) => x.leaderboard)).toEqual([38, 4, 38, 4]);
  });
});

describe('Bella vergessen', () => {
  it('forgotten with the first card: the second card cannot claim it ("die 20 Augen sind weg")', () => {
    const s = playing({ hands: ['HK HD C7', 'K7 K8 C8', 'K9 K10 C9'], declarer: 0, trump: HERZ, dealer: 2, options: { bella: 'button' } });
    const t = playTricks(step(s, 0, card('HK')).state, ['K7 K9']);
    expect(t.trick.leader).toBe(0);
    expect(rejected(t, 0, card('HD', { bella: true })).error).toBe('no_bella');
    expect(step(t, 0, card('HD')).state.bella).toBeNull();
  });
});

describe('Hausregel "8 Karten" in play, and a Partie target passed by two', () => {
  it('zu dritt with 8 cards: eight tricks, the eighth brings the 10 extra, the 8 stock cards stay out', () => {
    const s = fresh(3, { eightCards: true });
    expect(s.stock).toHaveLength(8);
    let t = step(s, (s.dealer + 1) % 3, { type: 'orgi' }).state;
    while (t.phase === 'play') {
      const seat = pending(t)[0];
      t = step(t, seat, legalMoves(view(t, seat)).find((m) => m.type === 'card')).state;
    }
    expect(t.tricks).toHaveLength(8);
    const trump = t.contract!.trump;
    const last = t.tricks[7];
    expect(last.points).toBe(last.cards.reduce((a, x) => a + points(x, trump), 0) + 10);
  });

  it('Durch pushes both opponents past 51 at once: the Partie ends, the equal totals share first place', () => {
    const rec: GameRecord = {
      gameNo: 0, dealer: 0, contract: { declarer: 0, kind: 'orgi', trump: 0, value: 8 }, side: [0], kontra: true, re: true,
      durchmarsch: false, geschenkt: false, won: false, value: 32, augen: [0, 0, 0], scores: [0, 64, 64],
    };
    const st: KlammernState = { ...fresh(3, { length: 'points51' }), results: [rec], phase: 'over' };
    expect(partieOver(st)).toBe(true);
    expect(outcome(st).seats.map((x) => [x.place, x.leaderboard])).toEqual([[3, 0], [1, 94], [1, 94]]);
  });
});
