// Speedklammern stark's bidding (issue 22): the choice by expected game points (Durch costs twice
// the value, so a game is worth playing from a calibrated chance of 2/3), the Kleines worth most
// among the suits, Kontra by the same search, and the inference from the auction: a seat that
// passed the open suit in round 1 rarely holds its Jass and Mi in the sampled worlds.
import { describe, expect, it } from 'vitest';
import { createRng } from '@games/core/rng';
import { klammern } from '@games/klammern';
import { calibrated, expectedPoints, starkChoice } from '@games/klammern/bots/stark';
import { knowledgeOf } from '@games/klammern/bots/knowledge';
import { dealUnknown, sampleWorlds } from '@games/klammern/bots/sample';
import type { KlammernState } from '@games/klammern/types';
import { c, cs, fresh } from './helpers';

describe('stark bids by expected game points', () => {
  it('a game is worth playing from a chance of 2/3; Kontra/Re double the stake; calibration keeps order', () => {
    expect(expectedPoints(2 / 3, 6)).toBeCloseTo(0, 10);
    expect(expectedPoints(0.9, 6)).toBeCloseTo(6 * (0.9 - 0.2), 10);
    expect(expectedPoints(0.5, 8)).toBeLessThan(0);
    expect(expectedPoints(0.9, 6, 2)).toBeCloseTo(2 * expectedPoints(0.9, 6), 10);
  });

  it('at three the chance rises with the solved share and the hand strength; at four it is the blended share', () => {
    const e = (won: number, strength: number) => ({ won, worlds: 16, prior: 0.2, strength });
    // The fit reads a weak solved share as more than it is (open-hand defenders see each other).
    expect(calibrated(e(8, 9), 3)).toBeGreaterThan(0.5);
    expect(calibrated(e(12, 9), 3)).toBeGreaterThan(calibrated(e(8, 9), 3));
    expect(calibrated(e(8, 10), 3)).toBeGreaterThan(calibrated(e(8, 9), 3));
    expect(calibrated(e(0, 4), 3)).toBeLessThan(0.05);
    expect(calibrated(e(8, 9), 4)).toBeCloseTo((8 + 2 * 0.2) / 18, 10);
    // No deal solved and an opponent's contract: the prior.
    expect(calibrated({ won: 0, worlds: 0, prior: 0.7, strength: NaN }, 3)).toBe(0.7);
  });

  const hands4 = [
    cs('P7 P9 PB PK K7 K9 KB KK'), cs('HB H9 HA H10 HK PA KA CA'),
    cs('P8 P10 PD C7 C9 C10 CB CK'), cs('H7 H8 HD K8 K10 KD C8 CD'),
  ];

  it('in round 2 it names the suit of its trumps (Pik with Jass and Mi), not a weak one', () => {
    const s: KlammernState = {
      ...fresh(4), dealer: 3, hands: hands4, upcard: c('H7'),
      bidding: { round: 2, turn: 0, kleines: null, calls: [0, 1, 2, 3].map((seat) => ({ seat, round: 1 as const, call: 'pass' as const, suit: null })) },
      trick: { leader: 0, cards: [] },
    };
    const pick = starkChoice(klammern.view(s, 0), createRng('kleines'));
    // Seat 0: Pik Bube, Neun, König, Sieben and Kreuz Bube, Neun, König, Sieben: a Kleines in Kreuz
    // (4 points) or Pik (3), never Karo where it holds nothing. (At four a whole deal from the first
    // card of so strong a hand can exceed the hard node budget: then the hand evaluation decides.)
    expect(pick.move.type).toBe('kleines');
    if (pick.move.type === 'kleines') expect([0, 1]).toContain(pick.move.suit);
    expect(Number(pick.reason.params.chance)).toBeGreaterThan(0.66);
  });

  it('the opponent with the top trumps says Kontra; the hopeless one does not', () => {
    const base: KlammernState = {
      ...fresh(4, { kontra: true }), dealer: 3, hands: hands4, upcard: c('H7'),
      bidding: { round: 1, turn: 1, kleines: null, calls: [{ seat: 0, round: 1, call: 'orgi', suit: null }] },
      contract: { declarer: 0, kind: 'orgi', trump: 2, value: 6 },
      phase: 'announce', window: { stage: 'kontra', owed: [1, 3] },
      trick: { leader: 0, cards: [] },
    };
    // Seat 1 holds Herz Bube, Neun, Ass, Zehn, König against an Orgi Herz of seat 0.
    expect(starkChoice(klammern.view(base, 1), createRng('kontra')).move).toEqual({ type: 'kontra' });
    const re: KlammernState = { ...base, doubling: { kontra: 1, re: false }, window: { stage: 're', owed: [0] } };
    // The declarer without a trump does not answer Re.
    expect(starkChoice(klammern.view(re, 0), createRng('re')).move).toEqual({ type: 'pass' });
  });
});

describe('inference from the auction', () => {
  it('a seat that passed the open suit in round 1 rarely holds its Jass and Mi in the sampled worlds', () => {
    // Three players; seat 0 to speak after seats 1 and 2 passed an open Herz.
    let s = fresh(3, {}, 'inference');
    const upcard = c('H7');
    const mine = cs('K7 K8 P7 P8 C7 C8 KD PD');
    const rest = Array.from({ length: 32 }, (_, x) => x).filter((x) => x !== upcard && !mine.includes(x));
    s = {
      ...s, dealer: 0, upcard, hands: [mine, rest.slice(0, 8).sort((a, b) => a - b), rest.slice(8, 16).sort((a, b) => a - b)],
      stock: [upcard, ...rest.slice(16)],
      bidding: { round: 1, turn: 0, kleines: null, calls: [{ seat: 1, round: 1, call: 'pass', suit: null }, { seat: 2, round: 1, call: 'pass', suit: null }] },
    };
    const view = klammern.view(s, 0);
    const k = knowledgeOf(view);
    const both = (w: { hands: number[] }, seat: number) => (w.hands[seat] & (1 << c('HB'))) !== 0 && (w.hands[seat] & (1 << c('H9'))) !== 0;
    const rng = createRng('worlds');
    let weighed = 0;
    let uniform = 0;
    const N = 400;
    for (let i = 0; i < N / 20; i++) for (const w of sampleWorlds(k, view, rng, 20)) if (both(w, 1) || both(w, 2)) weighed++;
    for (let i = 0; i < N; i++) { const w = dealUnknown(k, rng)!; if (both(w, 1) || both(w, 2)) uniform++; }
    expect(uniform).toBeGreaterThan(40);
    expect(weighed).toBeLessThan(uniform * 0.8);
  });
});
