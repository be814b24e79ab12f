// Rat: exactly the strong computer's choice for the player's own view and rng, with a structured
// reason that matches the move (the codes documented in worker/games/kleister/advice.ts).
import { describe, expect, it } from 'vitest';
import { kleister } from '@games/kleister';
import type { KleisterState } from '@games/kleister/types';
import { legalMoves } from '@games/kleister/rules/legal';
import { createRng } from '@games/core/rng';
import { starkChoice } from '@games/kleister/bots/stark';

/** Positions from seeded random games, of every kind of decision. */
function positions(count: number): { state: KleisterState; seat: number }[] {
  const out: { state: KleisterState; seat: number }[] = [];
  for (let game = 0; out.length < count; game++) {
    const rng = createRng(`rat-${game}`);
    let state = kleister.setup(2 + (game % 4), { ...kleister.defaultOptions(), rounds: 3 }, rng);
    while (!kleister.isOver(state) && out.length < count) {
      const seat = rng.pick(kleister.pending(state));
      if (rng.next() < 0.08 || (state.phase !== 'play' && rng.next() < 0.3)) out.push({ state, seat });
      state = kleister.apply(state, seat, rng.pick(legalMoves(kleister.view(state, seat))), rng).state;
    }
  }
  return out;
}

const CODE_OF: Record<string, string> = {
  play: 'kleister_play', take: 'kleister_take', leave: 'kleister_leave', toHand: 'kleister_to_hand',
  toWaste: 'kleister_to_waste', draw: 'kleister_draw', continue: 'kleister_continue',
};

describe('Rat (advice)', () => {
  const list = positions(80);

  it('is exactly the strong computer\'s choice for the same view and rng seed', () => {
    list.forEach(({ state, seat }, i) => {
      const view = kleister.view(state, seat);
      const advice = kleister.advise!(view, createRng(`seed-${i}`));
      expect(advice.move).toEqual(kleister.choose(view, 'stark', createRng(`seed-${i}`)));
      expect(advice.reason.code).toBe(CODE_OF[advice.move.type]);
    });
  });

  it('gives the reason stark chose the move in points: its mean margin over the best of the others', () => {
    let searched = 0;
    list.forEach(({ state, seat }, i) => {
      const view = kleister.view(state, seat);
      if (view.phase === 'between' || i % 4 !== 0) return;
      const p = kleister.advise!(view, createRng(`m-${i}`)).reason.params;
      const pick = starkChoice(view, createRng(`m-${i}`));
      if (!Number.isFinite(pick.margin)) {
        expect(p.margin).toBeUndefined();
        return;
      }
      searched++;
      expect(p.margin).toBeCloseTo(pick.margin, 1);
      expect(p.win).toBeDefined();
    });
    expect(searched).toBeGreaterThan(3);
  });

  it('explains a play: the group, whom it covers, how likely it is covered back, and why', () => {
    let plays = 0;
    list.forEach(({ state, seat }, i) => {
      const view = kleister.view(state, seat);
      const { move, reason } = kleister.advise!(view, createRng(`p-${i}`));
      if (move.type !== 'play') return;
      plays++;
      const p = reason.params;
      expect(p.count).toBe(move.cards.length);
      expect(p.brushes).toBe(move.cards.filter((c) => c === 0).length);
      expect(p.rank).toBe(p.brushes === p.count ? 14 : Math.max(...move.cards));
      expect(['covers', 'safe', 'shedding', 'protects', 'endgame']).toContain(p.why);
      expect(p.coverChance as number).toBeGreaterThanOrEqual(0);
      expect(p.coverChance as number).toBeLessThanOrEqual(1);
      // The covered seats are exactly those whose top group has as many cards and a lower value.
      const covered = p.covers === '' ? [] : String(p.covers).split(',').map(Number);
      const expected = p.out === 1 ? [] : view.columns.map((c, s) => ({ c, s }))
        .filter(({ c, s }) => s !== seat && c.length > 0 && c[c.length - 1].cards.length === p.count && c[c.length - 1].value < (p.rank as number))
        .map(({ s }) => s);
      expect(covered.sort()).toEqual(expected.sort());
      if (covered.length > 0) expect(p.why === 'covers' || p.why === 'endgame').toBe(true);
      if (p.win !== undefined) {
        expect(p.win as number).toBeGreaterThanOrEqual(0);
        expect(p.win as number).toBeLessThanOrEqual(1);
      }
    });
    expect(plays).toBeGreaterThan(5);
  });

  it('explains a draw by what the card does for the hand', () => {
    let draws = 0;
    for (const [i, { state, seat }] of list.entries()) {
      if (state.phase !== 'draw') continue;
      draws++;
      const view = kleister.view(state, seat);
      const { move, reason } = kleister.advise!(view, createRng(`d-${i}`));
      expect(move.type).toBe('draw');
      if (move.type !== 'draw') continue;
      if (move.from === 'press') expect(reason.params).toMatchObject({ from: 'press', slot: -1, why: 'press' });
      else {
        const card = view.cart[move.slot];
        expect(reason.params).toMatchObject({ from: 'cart', slot: move.slot, card: card as number });
        expect(reason.params.why).toBe(card === 0 ? 'joker' : view.hand!.includes(card as number) ? 'fits' : 'open');
      }
    }
    expect(draws).toBeGreaterThan(3);
  });

  it('between rounds it advises "Weiter"', () => {
    const rng = createRng('between');
    let state = kleister.setup(2, { ...kleister.defaultOptions(), rounds: 3 }, rng);
    while (state.phase !== 'between') {
      const seat = kleister.pending(state)[0];
      state = kleister.apply(state, seat, kleister.choose(kleister.view(state, seat), 'normal', rng), rng).state;
    }
    expect(kleister.advise!(kleister.view(state, 0), createRng('w'))).toEqual({ move: { type: 'continue' }, reason: { code: 'kleister_continue', params: {} } });
  });
});
