// Stark's card play: cards tied on won worlds are told apart by the Augen their side takes in the
// solved worlds (exact open-hand values), and a settled game still takes what it can.
import { describe, expect, it } from 'vitest';
import { createRng } from '@games/core/rng';
import { klammern } from '@games/klammern';
import { knowledgeOf, maskOf } from '@games/klammern/bots/knowledge';
import { load, setupWorld } from '@games/klammern/bots/openhand';
import { Solver } from '@games/klammern/bots/solver';
import { tieAugen } from '@games/klammern/bots/stark';
import { playableCards } from '@games/klammern/rules/legal';
import { c, playing, playTricks } from './helpers';

const HERZ = 2;

/** A four-player Herz game after two tricks: seat 0 leads to trick 3 with every hand known to the test. */
function position() {
  const s = playing({
    hands: ['HB H9 HA PA KA CA P7 K7', 'H8 H10 P8 P9 K8 K9 C7 C8', 'HK PK PD KK KD CK CD C9', 'H7 HD P10 PB K10 KB C10 CB'],
    declarer: 0, trump: HERZ, dealer: 3,
  });
  return playTricks(s, ['HB H8 HK H7', 'H9 H10 C9 HD']);
}

describe('stark breaks ties on won worlds by Augen', () => {
  it('sums, for the tied cards only, the exact Augen each leaves its side over the worlds', () => {
    const s = position();
    const view = klammern.view(s, 0);
    const k = knowledgeOf(view);
    const setup = setupWorld({ hands: s.hands.map(maskOf), stock: 0 }, k, view, s.contract!, false);
    const cards = playableCards(view);
    const solver = new Solver();
    load(solver, setup, false);
    solver.nodes = 0;
    const wins = cards.map((x) => (x === c('P7') ? 0 : 1));
    const sums = tieAugen(solver, [setup, setup], cards, wins, true)!;
    const exact = cards.map((x) => {
      const fresh = new Solver();
      load(fresh, setup, false);
      return fresh.afterMove(x, -1, 10000);
    });
    cards.forEach((x, i) => expect(sums[i]).toBe(x === c('P7') ? undefined : 2 * exact[i]));
    // The position tells the cards apart: not every tied card is worth the same.
    expect(new Set(exact.filter((_, i) => wins[i] === 1)).size).toBeGreaterThan(1);
    // For the opponents the sums count against the playing side.
    const against = tieAugen(solver, [setup], cards, wins, false)!;
    cards.forEach((x, i) => { if (x !== c('P7')) expect(against[i]).toBe(-exact[i]); });
  });

  it('no tie, no sums', () => {
    const s = position();
    const view = klammern.view(s, 0);
    const k = knowledgeOf(view);
    const setup = setupWorld({ hands: s.hands.map(maskOf), stock: 0 }, k, view, s.contract!, false);
    const cards = playableCards(view);
    const solver = new Solver();
    load(solver, setup, false);
    expect(tieAugen(solver, [setup], cards, cards.map((_, i) => i), true)).toBeNull();
  });

  it('the player sure of the game plays a card worth the most Augen with all hands open', () => {
    const s = position();
    const pick = klammern.advise!(klammern.view(s, 0), createRng('ties'));
    const view = klammern.view(s, 0);
    const k = knowledgeOf(view);
    const setup = setupWorld({ hands: s.hands.map(maskOf), stock: 0 }, k, view, s.contract!, false);
    // Stark's card is worth as much as the best card with all hands open.
    const value = (x: number) => { const f = new Solver(); load(f, setup, false); return f.afterMove(x, -1, 10000); };
    const best = Math.max(...playableCards(view).map(value));
    expect(pick.move.type).toBe('card');
    if (pick.move.type === 'card') expect(value(pick.move.card)).toBe(best);
  });
});
