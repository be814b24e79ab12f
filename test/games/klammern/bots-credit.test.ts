// Stark as declarer at three counts a world it loses with all hands open by only a few Augen as a
// part of a won one (real defenders forgive such positions; see declarerCredit); as a defender it
// counts a world the defence wins open by only a few Augen as a part of one (its partner may not
// hold it; see defenderCredit).
import { describe, expect, it } from 'vitest';
import { createRng } from '@games/core/rng';
import { klammern } from '@games/klammern';
import { declarerCredit, defenderCredit } from '@games/klammern/bots/stark';

describe('the declarer credit at three', () => {
  it('is 1 for a won world, falls with the Augen short, and is 0 beyond 25', () => {
    expect(declarerCredit(0)).toBe(1);
    expect(declarerCredit(-40)).toBe(1);
    expect(declarerCredit(1)).toBe(0.8);
    expect(declarerCredit(10)).toBe(0.8);
    expect(declarerCredit(11)).toBe(0.4);
    expect(declarerCredit(25)).toBe(0.4);
    expect(declarerCredit(26)).toBe(0);
    expect(declarerCredit(152)).toBe(0);
    for (let short = -5; short < 60; short++) expect(declarerCredit(short + 1)).toBeLessThanOrEqual(declarerCredit(short));
  });

  it('for a defender: 0 when the declarer wins open, a part for a narrow win, 1 from 21 Augen short', () => {
    expect(defenderCredit(0)).toBe(0);
    expect(defenderCredit(-30)).toBe(0);
    expect(defenderCredit(1)).toBe(0.5);
    expect(defenderCredit(10)).toBe(0.5);
    expect(defenderCredit(11)).toBe(0.85);
    expect(defenderCredit(20)).toBe(0.85);
    expect(defenderCredit(21)).toBe(1);
    expect(defenderCredit(152)).toBe(1);
    for (let short = -5; short < 60; short++) expect(defenderCredit(short + 1)).toBeGreaterThanOrEqual(defenderCredit(short));
  });

  it('Rat still reports the share of worlds won outright, never above 1', () => {
    // Play a seeded three-player game to the declarer's cards and read stark's advice there.
    let state = klammern.setup(3, klammern.defaultOptions(), createRng('credit-setup'));
    let step = 0;
    let checked = 0;
    while (!klammern.isOver(state) && step < 400) {
      for (const seat of klammern.pending(state)) {
        step++;
        const view = klammern.view(state, seat);
        const pick = klammern.advise!(view, createRng(`credit-${step}`));
        if (pick.move.type === 'card' && pick.reason?.params && typeof pick.reason.params.win === 'number') {
          const p = pick.reason.params;
          expect(p.win).toBeGreaterThanOrEqual(0);
          expect(p.win).toBeLessThanOrEqual(1);
          // A share of whole worlds: win × worlds is (close to) a whole number.
          expect(Math.abs((p.win as number) * (p.worlds as number) - Math.round((p.win as number) * (p.worlds as number)))).toBeLessThan(0.3);
          checked++;
        }
        const valid = klammern.validate(state, seat, pick.move);
        state = klammern.apply(state, seat, valid as never, createRng(`credit-apply-${step}`)).state;
      }
    }
    expect(checked).toBeGreaterThan(5);
  });
});
