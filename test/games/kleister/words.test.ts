// What a new player reads at the table says what is true: an empty column after being covered is
// not "noch leer", your own seat is "dir" / "dich" in another's line (not "Gast 27 (du)", cut on a
// phone), the Plakatkarren holds "Plakate" (seats are "Plätze"), and drawing speaks of Karten
// throughout, as the rule book's "Nachziehen geht Karte für Karte".
import { describe, expect, it } from 'vitest';
import type { Group, KleisterView, LastAction } from '@games/kleister/types';
import { emptyColumnKey, lastActionText } from '../../../web/games/kleister/model';
import { tx } from '../../../web/games/kleister/i18n';

const g = (...cards: number[]): Group => ({ value: cards.find((c) => c !== 0) ?? 14, cards });
const names = ['Gast 2720 (du)', 'Grete', 'Paul'];

describe('the line under a name', () => {
  it('names you "dir" / "dich", others by name', () => {
    const leave: LastAction = { type: 'leave', from: 0, group: g(2, 2, 2) };
    expect(lastActionText(leave, names, 0)).toBe('ließ 3× 2 von dir liegen');
    expect(lastActionText({ type: 'take', from: 0, group: g(2, 2, 2) }, names, 0)).toBe('nahm 3× 2 von dir');
    expect(lastActionText({ type: 'play', group: g(5, 5), covered: [0, 2] }, names, 0)).toBe('klebte 2× 5 und überklebte dich und Paul');
    expect(lastActionText({ type: 'take', from: 1, group: g(2) }, names, 0)).toBe('nahm 1× 2 von Grete');
    // A spectator has no "du": everyone by name.
    expect(lastActionText(leave, names, null)).toBe('ließ 3× 2 von Gast 2720 (du) liegen');
  });
});

describe('an empty column', () => {
  const view = (lastAction: (LastAction | null)[]) => ({ lastAction } as KleisterView);

  it('is "noch leer" before its first group, "überklebt, jetzt leer" once everything on it was torn off', () => {
    expect(tx(emptyColumnKey(view([null, null]), 0), undefined, 'de')).toBe('noch leer');
    const covered = view([{ type: 'play', group: g(2, 2, 2), covered: [] }, null]);
    expect(tx(emptyColumnKey(covered, 0), undefined, 'de')).toBe('überklebt, jetzt leer');
    expect(tx(emptyColumnKey(covered, 0), undefined, 'en')).toBe('covered, empty now');
  });
});

describe('the words for the cards', () => {
  it('the cart holds "4 / 6 / 8 Plakate", no "Plätze"', () => {
    expect([4, 6, 8].map((n) => tx('options.cart.n', { n }, 'de'))).toEqual(['4 Plakate', '6 Plakate', '8 Plakate']);
    expect(tx('options.cart.n', { n: 6 }, 'en')).toBe('6 posters');
  });

  it('the draw box speaks of Karten only, as the rule book', () => {
    for (const l of ['de', 'en'] as const) {
      const box = [tx('prompt.draw', { n: 3 }, l), tx('prompt.drawOne', undefined, l), tx('press.tip', { n: 64 }, l), tx('press.tip.one', { n: 1 }, l)];
      expect(box.join(' ')).not.toMatch(l === 'de' ? /Plakat/ : /poster/);
    }
    expect(tx('press.tip', { n: 64 }, 'de')).toBe('64 Karten liegen verdeckt in der Druckerei.');
  });
});
