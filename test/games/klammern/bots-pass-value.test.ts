// Speedklammern stark at three (issue 22): a pass is valued by what it leaves — a new deal (the
// fair third), or an opponent's call that this seat shares half of when it fails — and a call is
// made when its win chance beats that.
import { describe, expect, it } from 'vitest';
import { createRng } from '@games/core/rng';
import { klammern } from '@games/klammern';
import { knowledgeOf } from '@games/klammern/bots/knowledge';
import { REDEAL_SHARE, passShare, strengthChance3 } from '@games/klammern/bots/pass-value';
import { starkChoice } from '@games/klammern/bots/stark';
import type { BidCall, Card, KlammernState } from '@games/klammern/types';
import { c, cs, fresh } from './helpers';

const upcard = c('H7');

/** Three players, dealer 0 (seat 1 speaks first): `mine` for `me`, the rest dealt in order. */
function table(me: number, mine: Card[], calls: BidCall[], kleines: { seat: number; suit: 0 | 1 | 2 | 3 } | null, turn: number): KlammernState {
  const rest = Array.from({ length: 32 }, (_, x) => x).filter((x) => x !== upcard && !mine.includes(x));
  const hands: Card[][] = [];
  let at = 0;
  for (let s = 0; s < 3; s++) {
    if (s === me) { hands.push(mine); continue; }
    hands.push(rest.slice(at, at + 9).sort((a, b) => a - b));
    at += 9;
  }
  return {
    ...fresh(3, {}, 'pass-value'), dealer: 0, upcard, hands, stock: [upcard, ...rest.slice(at)],
    bidding: { round: 2, turn, kleines, calls },
  };
}

const pass = (seat: number, round: 1 | 2): BidCall => ({ seat, round, call: 'pass', suit: null });
const round1 = [pass(1, 1), pass(2, 1), pass(0, 1)];

describe('stark at three values a pass by what it leaves', () => {
  it('the dealer last in round 2 after all passed: a pass is a new deal, the fair third', () => {
    const s = table(0, cs('K7 K8 P7 P8 C7 C8 CD PD H8'), [...round1, pass(1, 2), pass(2, 2)], null, 0);
    const view = klammern.view(s, 0);
    expect(passShare(view, knowledgeOf(view), createRng('redeal'))).toBeCloseTo(REDEAL_SHARE, 10);
  });

  it('"Bitte" to a Kleines is worth half its chance to fail: more when this seat holds the suit\'s top trumps', () => {
    const calls = [...round1, { seat: 1, round: 2 as const, call: 'kleines' as const, suit: 1 as const }];
    const share = (mine: Card[]) => {
      const view = klammern.view(table(2, mine, calls, { seat: 1, suit: 1 }, 2), 2);
      return passShare(view, knowledgeOf(view), createRng('bitte'));
    };
    const strong = share(cs('PB P9 PA P10 PK K7 C7 C8 H8'));
    const none = share(cs('K7 K8 K9 C7 C8 C9 H8 H9 H10'));
    expect(strong).toBeLessThanOrEqual(0.5);
    expect(strong).toBeGreaterThan(none);
    expect(none).toBeGreaterThan(0);
  });

  it('a hand that wins less than 2/3 of the time is still called when the pass only redeals', () => {
    // Kreuz Bube, Neun, Acht and the Karo Ass: short of a sure game, better than the third.
    const mine = cs('KB K9 K8 CA C7 P7 P8 H8 H9');
    const chance = strengthChance3(mine, 0);
    expect(chance).toBeGreaterThan(REDEAL_SHARE);
    expect(chance).toBeLessThan(2 / 3);
    const s = table(0, mine, [...round1, pass(1, 2), pass(2, 2)], null, 0);
    const pick = starkChoice(klammern.view(s, 0), createRng('call'));
    expect(pick.move).toEqual({ type: 'kleines', suit: 0 });
  });
});
