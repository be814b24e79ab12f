// Speedklammern: rule-book scenarios (seeds/004) the other rules tests leave out, run through the
// game's public interface (klammern.setup / validate / apply / view) or, for a constructed position,
// the exported pure rule functions. Every test quotes the sentence it checks.
import { describe, expect, it } from 'vitest';
import { stepRng } from '@games/core/rng';
import { isRuleError } from '@games/core/types';
import type { RuleError, Seat } from '@games/core/types';
import { klammern } from '@games/klammern';
import { DECK } from '@games/klammern/rules/cards';
import { dealCards } from '@games/klammern/rules/deal';
import { meldVerdict } from '@games/klammern/rules/melds';
import type { KlammernOptions, KlammernState, Meld } from '@games/klammern/types';
import { c, opts, playing } from './helpers';

const HERZ = 2;
let seq = 0;

/** One move through klammern.validate and klammern.apply; throws on a rule error. */
function go(s: KlammernState, seat: Seat, raw: unknown): KlammernState {
  const m = klammern.validate(s, seat, raw);
  if (isRuleError(m)) throw new Error(`seat ${seat}: ${m.error} — ${m.message}`);
  return klammern.apply(s, seat, m, stepRng('book-scenarios', ++seq)).state;
}
const goAll = (s: KlammernState, moves: [Seat, unknown][]) => moves.reduce((t, [seat, m]) => go(t, seat, m), s);
const refused = (s: KlammernState, seat: Seat, raw: unknown) => klammern.validate(s, seat, raw) as RuleError;
const cardMove = (name: string, flags: { meld?: boolean; bella?: boolean } = {}) =>
  ({ type: 'card', card: c(name), meld: flags.meld ?? false, bella: flags.bella ?? false });
/** Plays tricks card by card, each string one trick from its leader. */
function play(s: KlammernState, tricks: string[]): KlammernState {
  for (const t of tricks) for (const name of t.split(' ')) s = go(s, klammern.pending(s)[0], cardMove(name));
  return s;
}
const fresh = (seats: number, o: Partial<KlammernOptions> = {}, seed = 'book') => klammern.setup(seats, opts(o), stepRng(seed, 0, 'setup'));
/** A constructed deal still in the bidding: chosen hands and open card, round 1 from the dealer's left. */
function bidding(p: { hands: string[]; upcard: string; dealer: Seat; options?: Partial<KlammernOptions> }): KlammernState {
  const s = playing({ ...p, declarer: 0, trump: 0 });
  return { ...s, phase: 'bidding', contract: null, bidding: { round: 1, turn: (p.dealer + 1) % s.seats, kleines: null, calls: [] } };
}
const pass = { type: 'pass' };

describe('Geben', () => {
  it('„Hausregel „8 Karten“: 3-2-3, dann liegen 8 Karten im Stock“ — packets from the dealer\'s left, the stock\'s top card open', () => {
    const d = dealCards(DECK.slice(), 3, 2, opts({ eightCards: true }));
    expect(d.hands[0]).toEqual([0, 1, 2, 9, 10, 15, 16, 17]);
    expect(d.hands[1]).toEqual([3, 4, 5, 11, 12, 18, 19, 20]);
    expect(d.hands[2]).toEqual([6, 7, 8, 13, 14, 21, 22, 23]);
    expect(d.stock).toEqual([24, 25, 26, 27, 28, 29, 30, 31]);
    expect(d.upcard).toBe(24);
  });

  it('„Der Geber wechselt jedes Spiel im Uhrzeigersinn“ — zu viert, after an accepted Schenken', () => {
    const s = fresh(4, { schenken: true });
    const d = s.dealer;
    const left = (d + 1) % 4;
    const done = goAll(s, [[left, { type: 'orgi' }], [(left + 1) % 4, { type: 'schenken' }], [(left + 3) % 4, { type: 'accept' }]]);
    expect(done.phase).toBe('abrechnung');
    const next = goAll(done, [0, 1, 2, 3].map((seat) => [seat, { type: 'continue' }] as [Seat, unknown]));
    expect(next.dealer).toBe(left);
    expect(next.gameNo).toBe(1);
    expect(klammern.pending(next)).toEqual([(left + 1) % 4]);
    expect(next.hands[left]).toContain(next.upcard);
  });
});

describe('Trumpf bestimmen', () => {
  it('„Sagen alle zweimal „Ich will nicht“, gibt derselbe Geber neu“ — zu dritt', () => {
    const s = fresh(3);
    const order = [1, 2, 3].map((i) => (s.dealer + i) % 3);
    const t = goAll(s, [...order, ...order].map((seat) => [seat, pass] as [Seat, unknown]));
    expect(t).toMatchObject({ dealer: s.dealer, deal: 2, gameNo: 0, phase: 'bidding', contract: null, results: [] });
    expect(t.bidding).toEqual({ round: 1, turn: order[0], kleines: null, calls: [] });
    expect(t.hands.map((h) => h.length)).toEqual([9, 9, 9]);
    expect(t.stock).toHaveLength(5);
    expect(t.upcard).toBe(t.stock[0]);
    expect(t.hands).not.toEqual(s.hands);
  });

  it('„Besser“ – dann spielt dieser Spieler, und Kreuz ist Trumpf; „Links vom Geber spielt aus“ — the Kleines caller leads, not the player', () => {
    const s = bidding({ hands: ['P7 P8', 'K7 K8', 'C7 C8'], upcard: 'HA', dealer: 2 });
    const t = goAll(s, [[0, pass], [1, pass], [2, pass], [0, { type: 'kleines', suit: 1 }], [1, { type: 'besser' }]]);
    expect(t.contract).toEqual({ declarer: 1, kind: 'besser', trump: 0, value: 4 });
    expect(t.phase).toBe('play');
    expect(klammern.pending(t)).toEqual([0]);
  });

  it('„Kleines mit … Pik 3“: the Kleines suit is trump in the play — its Bube (Jappa) beats the Ass', () => {
    const s = bidding({ hands: ['PA C7', 'PB C8', 'K7 K8'], upcard: 'HA', dealer: 2 });
    const t = goAll(s, [[0, pass], [1, pass], [2, pass], [0, { type: 'kleines', suit: 1 }], [1, { type: 'bitte' }], [2, { type: 'bitte' }]]);
    expect(t.contract).toEqual({ declarer: 0, kind: 'kleines', trump: 1, value: 3 });
    const done = play(t, ['PA PB K7', 'C8 K8 C7']);
    expect(done.tricks.map((x) => x.winner)).toEqual([1, 1]);
    expect(done.results[0]).toMatchObject({ won: false, value: 3, scores: [0, 6, 6] });
  });
});

describe('Kontra und Re', () => {
  const hands = ['HB HA', 'P7 P8', 'K7 K8'];

  it('„Kontra“ … „Re“: vierfach — said in the window after the Orgi, then the game is played out', () => {
    const s = bidding({ hands, upcard: 'H10', dealer: 2, options: { kontra: true } });
    const w = go(s, 0, { type: 'orgi' });
    expect(w.phase).toBe('announce');
    expect(klammern.pending(w).sort()).toEqual([1, 2]);
    expect(refused(w, 0, { type: 're' }).error).toBe('not_your_turn');
    const k = goAll(w, [[2, pass], [1, { type: 'kontra' }]]);
    expect(klammern.pending(k)).toEqual([0]);
    const r = go(k, 0, { type: 're' });
    expect(klammern.view(r, 1).doubling).toEqual({ kontra: 1, re: true });
    const done = play(r, ['HB P7 K7', 'HA P8 K8']);
    expect(done.results[0]).toMatchObject({ won: true, kontra: true, re: true, value: 24, scores: [24, 0, 0] });
  });

  it('„Der Spieler darf darauf „Re“ sagen“ — Re only after a Kontra: with no Kontra the play starts and Re is refused', () => {
    const s = bidding({ hands, upcard: 'H10', dealer: 2, options: { kontra: true } });
    const t = goAll(s, [[0, { type: 'orgi' }], [1, pass], [2, pass]]);
    expect(t.phase).toBe('play');
    expect(refused(t, 0, { type: 're' }).error).toBe('not_now');
    expect(play(t, ['HB P7 K7', 'HA P8 K8']).results[0]).toMatchObject({ kontra: false, re: false, value: 6 });
  });
});

describe('Meldungen', () => {
  const m = (seat: number, suit: number, low: number, high: number): Meld =>
    ({ seat, suit: suit as 0, low, high, value: high - low >= 3 ? 50 : 20 });

  it('„Fuffzig vor Terz, dann die höhere Karte, dann die Trumpffolge“ — the higher card beats the trump Terz', () => {
    const v = meldVerdict([m(1, HERZ, 2, 4), m(0, 1, 3, 5)], HERZ, 1, 3)!;
    expect(v).toMatchObject({ best: 0, reason: 'height', points: [20, 0, 0] });
  });

  it('„dann wer früher dran ist“ and „zu viert die des ganzen Paares“ — played: from the leader (seat 3), not by seat number', () => {
    // Dealer 2, seat 3 leads. Seats 3 and 2 hold equal Terzen 9–Bube outside trump; seat 3 is
    // earlier, so pair 1 + 3 scores — with seat 1's lower Terz 7–9, and seat 2's counts nothing.
    const s = playing({ hands: ['P7 P8 HA KA', 'C7 C8 C9 CA', 'P9 P10 PB CB', 'K9 K10 KB H7'], declarer: 0, trump: HERZ, dealer: 2 });
    const t = play(s, ['H7 HA CA CB']);
    const v = klammern.view(t, 0);
    expect(v.meldVerdict).toMatchObject({ best: 3, reason: 'order', points: [0, 20, 0, 20] });
    expect(v.augen).toEqual([24, 20, 0, 20]);
  });
});

describe('Bella zu viert, and a tie', () => {
  // Dealer 3, seat 0 plays Orgi Herz. Seat 2 (partner) plays Herz Dame under the Ass (Bella),
  // then takes the last trick with the König: cards 14 against 14.
  const hands = ['H7 P9', 'HA P7', 'HD HK', 'H8 P8'];
  const run = (bella: 'auto' | 'button') =>
    play(playing({ hands, declarer: 0, trump: HERZ, dealer: 3, options: { bella } }), ['H7 HA HD H8', 'P7 HK P8 P9']);

  it('„Bella: König und Dame in Trumpf zählen 20 Augen“ — the partner\'s Bella wins the game for the pair', () => {
    const r = run('auto').results[0];
    expect(r.augen).toEqual([0, 14, 34, 0]);
    expect(r).toMatchObject({ won: true, side: [0, 2], scores: [6, 0, 6, 0] });
  });

  it('„Gleichstand verliert“ zu viert — the same game with Bella forgotten (per Knopf): 14 : 14, each opponent double', () => {
    const r = run('button').results[0];
    expect(r.augen).toEqual([0, 14, 14, 0]);
    expect(r).toMatchObject({ won: false, scores: [0, 12, 0, 12] });
  });
});

describe('Spielen zu viert', () => {
  it('„Ist Trumpf angespielt, musst du Trumpf geben – und, wenn du kannst, höher stechen“ — over your partner too; „Den Stich gewinnt der höchste Trumpf“', () => {
    const s = playing({ hands: ['H10 P7', 'H7 P8', 'HB H8', 'H9 HA'], declarer: 0, trump: HERZ, dealer: 3 });
    const t = play(s, ['H10 H7']);
    expect(refused(t, 2, cardMove('H8')).error).toBe('must_follow');
    const u = go(t, 2, cardMove('HB'));
    // Seat 3 cannot beat the Bube: any trump (undertrump), but a trump.
    expect(klammern.legalMoves(klammern.view(u, 3)).map((x) => (x as { card: number }).card).sort()).toEqual([c('H9'), c('HA')].sort());
    const done = go(u, 3, cardMove('HA'));
    expect(done.tricks[0]).toMatchObject({ winner: 2, points: 10 + 0 + 20 + 11 });
  });
});

describe('Abrechnung', () => {
  it('„Durchmarsch (alle Stiche, Hausregel) ×2“ is the player\'s: opponents taking every trick double nothing (SPEC: the playing side)', () => {
    const s = playing({ hands: ['P7 P8', 'HB HA', 'K7 K8'], declarer: 0, trump: HERZ, dealer: 2, options: { durchmarsch: true } });
    const t = play(s, ['P7 HB K7', 'HA K8 P8']);
    expect(t.tricks.map((x) => x.winner)).toEqual([1, 1]);
    expect(t.results[0]).toMatchObject({ won: false, durchmarsch: false, value: 6, scores: [0, 12, 12] });
  });
});
