// Speedklammern computers: a legal move at every step for every level and house rule, sensible
// choices in clear positions (draw trumps with the Jappa, smear to the partner, swap the seven,
// declare melds and Bella, pass a hopeless hand), Rat = the strong choice with its reason, and a
// small seeded check of the strength order.
import { describe, expect, it } from 'vitest';
import { createRng, stepRng } from '@games/core/rng';
import type { BotLevel } from '@games/core/types';
import { isRuleError } from '@games/core/types';
import { klammern } from '@games/klammern';
import type { KlammernOptions, KlammernState } from '@games/klammern/types';
import { card, c, cs, fresh, playing, step } from './helpers';

const LEVELS: BotLevel[] = ['leicht', 'normal', 'stark'];
const HERZ = 2;

/** Plays on with computers until `stop` says so; every move goes through validate. */
function playOn(state: KlammernState, levels: BotLevel[], seed: string, stop: (s: KlammernState) => boolean): KlammernState {
  let s = state;
  let seq = 0;
  while (!klammern.isOver(s) && !stop(s)) {
    const seat = klammern.pending(s)[0];
    seq++;
    const move = klammern.choose(klammern.view(s, seat), levels[seat], stepRng(seed, seq, `bot:${seat}`));
    const valid = klammern.validate(s, seat, move);
    if (isRuleError(valid)) throw new Error(`${levels[seat]} (seat ${seat}) made an illegal move in ${s.phase}: ${valid.message}`);
    s = klammern.apply(s, seat, valid, stepRng(seed, seq)).state;
  }
  return s;
}

const optionSets: Partial<KlammernOptions>[] = [
  {},
  { kontra: true, schenken: true, durchmarsch: true, melds: 'button', bella: 'button' },
  { eightCards: true, againstEach: true, kontra: true, length: 'points51' },
];

describe('every computer makes only legal moves', () => {
  for (const seats of [3, 4]) {
    it(`leicht and normal through whole Partien at ${seats} seats, every house rule`, () => {
      optionSets.forEach((o, i) => {
        const levels: BotLevel[] = Array.from({ length: seats }, (_, s) => (s % 2 === i % 2 ? 'normal' : 'leicht'));
        const end = playOn(fresh(seats, o, `legal-${seats}-${i}`), levels, `legal-${seats}-${i}`, () => false);
        expect(end.phase).toBe('over');
      });
    });

    it(`stark through the first game at ${seats} seats (bids, Kontra, Schenken, swap, every card)`, () => {
      const o = optionSets[1];
      const levels: BotLevel[] = Array.from({ length: seats }, (_, s) => (s === 0 ? 'stark' : s === 1 ? 'stark' : 'normal'));
      const end = playOn(fresh(seats, o, `stark-${seats}`), levels, `stark-${seats}`, (s) => s.results.length >= 1);
      expect(end.results.length).toBeGreaterThanOrEqual(1);
    });
  }
});

describe('sensible choices', () => {
  it('every level presses "Weiter" in the Abrechnung and swaps the trump seven', () => {
    const s = playing({ hands: ['H7 PA K7 K8', 'P7 P8 K9 K10', 'P9 P10 KB KD'], declarer: 1, trump: HERZ, dealer: 2, upcard: 'HB' });
    for (const level of LEVELS) expect(klammern.choose(klammern.view(s, 0), level, createRng('swap'))).toEqual({ type: 'swap' });
    const done = playing({ hands: ['HB', 'P7', 'K7'], declarer: 0, trump: HERZ, dealer: 2 });
    const over = step(step(step(done, 0, card('HB')).state, 1, card('P7')).state, 2, card('K7')).state;
    for (const level of LEVELS) expect(klammern.choose(klammern.view(over, 1), level, createRng('w'))).toEqual({ type: 'continue' });
  });

  it('normal smears a Zehn on the partner\'s sure trick (schmieren)', () => {
    // Seat 0 leads, the partner (seat 1) takes with the Ass, seat 3 plays last.
    const s = playing({
      hands: ['P7 K7 C7', 'PA KA CA', 'P8 K9 C8', 'P10 P9 C9'], declarer: 1, trump: HERZ, dealer: 3,
    });
    const t = step(step(step(s, 0, card('P7')).state, 1, card('PA')).state, 2, card('P8')).state;
    expect(klammern.choose(klammern.view(t, 3), 'normal', createRng('smear'))).toMatchObject({ type: 'card', card: c('P10') });
  });

  it('stark, as the player with the Jappa, draws the trumps — and Rat says why', () => {
    const s = playing({
      hands: ['HB H9 HA PA KA CA P7 K7', 'H8 H10 P8 P9 K8 K9 C7 C8', 'HK PK PD KK KD CK CD C9', 'H7 HD P10 PB K10 KB C10 CB'],
      declarer: 0, trump: HERZ, dealer: 3,
    });
    const v = klammern.view(s, 0);
    const move = klammern.choose(v, 'stark', createRng('jappa'));
    expect(move).toMatchObject({ type: 'card', card: c('HB') });
    const advice = klammern.advise!(v, createRng('jappa'));
    expect(advice.move).toEqual(move);
    expect(advice.reason.code).toBe('klammern_play');
    expect(advice.reason.params).toMatchObject({ card: c('HB'), why: 'draw_trump', jappa: 1 });
  });

  it('stark presses "Melden!" with its first card and "Bella!" with the first of König and Dame', () => {
    const s = playing({
      hands: ['HK HD PB PD PK', 'K7 K8 K9 C7 C8', 'P7 P8 C9 C10 CB'], declarer: 0, trump: HERZ, dealer: 2,
      options: { melds: 'button', bella: 'button' },
    });
    const move = klammern.choose(klammern.view(s, 0), 'stark', createRng('flags'));
    expect(move).toMatchObject({ type: 'card', meld: true });
    if (move.type === 'card' && (move.card === c('HK') || move.card === c('HD'))) expect(move.bella).toBe(true);
  });

  it('stark passes a hopeless hand and plays a strong one (Orgi), with its estimated chance', () => {
    const hands = [
      cs('P7 P9 PB PK K7 K9 KB KK'), cs('HB H9 HA H10 HK PA KA CA'),
      cs('P8 P10 PD C7 C9 C10 CB CK'), cs('H7 H8 HD K8 K10 KD C8 CD'),
    ];
    const s: KlammernState = {
      ...fresh(4), dealer: 3, hands, upcard: c('H7'),
      bidding: { round: 1, turn: 0, kleines: null, calls: [] }, trick: { leader: 0, cards: [] },
    };
    // Seat 0: no trump, no Ass, no sequence. Seat 1: five top trumps and three Asse.
    const weak = klammern.advise!(klammern.view(s, 0), createRng('bid'));
    expect(weak.move).toEqual({ type: 'pass' });
    expect(weak.reason.code).toBe('klammern_bid_pass');
    const t = step(s, 0, { type: 'pass' }).state;
    const strong = klammern.advise!(klammern.view(t, 1), createRng('bid2'));
    expect(strong.move).toEqual({ type: 'orgi' });
    expect(strong.reason.code).toBe('klammern_bid_orgi');
    expect(Number(strong.reason.params.chance)).toBeGreaterThan(0.66);
  });
});

describe('strength order (small seeded check; the real figures are in npm run bench)', () => {
  /** One deal played twice with the pairs swapped: the hero pair's net points over both tables. */
  function board(seed: string, hero: BotLevel, villain: BotLevel): number {
    let net = 0;
    for (const team of [0, 1]) {
      const levels = [0, 1, 2, 3].map((s) => (s % 2 === team ? hero : villain));
      const end = playOn(fresh(4, {}, seed), levels, seed, (s) => s.results.length > 0 || s.deal > 1);
      if (end.results.length > 0) net += end.results[0].scores[team] - end.results[0].scores[1 - team];
    }
    return net;
  }

  it('normal beats leicht on more duplicate boards than it loses', () => {
    const nets = Array.from({ length: 40 }, (_, i) => board(`order-${i}`, 'normal', 'leicht'));
    expect(nets.filter((x) => x > 0).length).toBeGreaterThan(nets.filter((x) => x < 0).length);
  });

  it('stark scores more than normal on a few duplicate boards', () => {
    const nets = Array.from({ length: 3 }, (_, i) => board(`order-${i}`, 'stark', 'normal'));
    expect(nets.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  });
});
