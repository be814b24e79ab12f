// What docs/PROTOCOL.md §4d tells a bot writer about Speedklammern's cards, read from the page and
// held against the rules (issue 22): the trump and plain orders with their Augen, and the follow
// rules as printed, implemented here from the page's words alone and compared with the rules'
// legal cards on many random tricks. A change to either side that the other does not follow fails.
import { describe, expect, it } from 'vitest';
import { createRng } from '@games/core/rng';
import { card, points, rankOf, strength, suitOf, TOTAL_AUGEN } from '@games/klammern/rules/cards';
import { legalCards } from '@games/klammern/rules/tricks';
import type { Suit } from '@games/klammern/types';

const page = Object.values(import.meta.glob<string>('../../../docs/PROTOCOL.md', { eager: true, query: '?raw', import: 'default' }))[0]!;
const section = page.slice(page.indexOf('## 4d.'), page.indexOf('## 5.'));

/** The §4d card-order row for `suit` ("trump" or "plain"): ranks highest first and their Augen. */
function orderRow(suit: 'trump' | 'plain'): { ranks: number[]; augen: number[] } {
  const line = section.split('\n').find((l) => l.startsWith(`| ${suit} |`));
  if (!line) throw new Error(`§4d has no card-order row for ${suit}`);
  const [, , order, augen] = line.split('|').map((c) => c.trim());
  // Each card is named with its rank in backticks: "Bube ("Jappa", rank `4`), 9 ("Mi", `2`), Ass `7`, …".
  const ranks = [...order!.matchAll(/`(\d)`/g)].map((m) => Number(m[1]));
  return { ranks, augen: augen!.split(',').map((a) => Number(a.trim())) };
}

describe('docs/PROTOCOL.md §4d against the rules', () => {
  it('the card orders and Augen are the rules\' own, for every suit as trump', () => {
    for (const which of ['trump', 'plain'] as const) {
      const { ranks, augen } = orderRow(which);
      expect([...ranks].sort(), which).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
      for (const trump of [0, 1, 2, 3] as Suit[]) {
        const suit = (which === 'trump' ? trump : (trump + 1) % 4) as Suit;
        const cards = ranks.map((r) => card(suit, r));
        for (let i = 1; i < cards.length; i++) expect(strength(cards[i - 1]!, trump), `${which} ${i}`).toBeGreaterThan(strength(cards[i]!, trump));
        expect(cards.map((c) => points(c, trump)), which).toEqual(augen);
      }
    }
    const sum = (a: number[]) => a.reduce((x, y) => x + y, 0);
    expect(sum(orderRow('trump').augen) + 3 * sum(orderRow('plain').augen)).toBe(TOTAL_AUGEN);
    expect(section).toContain(`${TOTAL_AUGEN} Augen in all`);
  });

  it('the follow rules as printed give exactly the rules\' legal cards', () => {
    const trumpOrder = orderRow('trump').ranks;
    const above = (a: number, b: number) => trumpOrder.indexOf(rankOf(a)) < trumpOrder.indexOf(rankOf(b));
    /** §4d's four follow rules, from the page's words. */
    function printed(hand: number[], trick: number[], trump: Suit): number[] {
      if (trick.length === 0) return hand; // 1.
      const led = suitOf(trick[0]!);
      const trumps = hand.filter((c) => suitOf(c) === trump);
      const inTrick = trick.filter((c) => suitOf(c) === trump);
      const higher = (c: number) => inTrick.every((t) => above(c, t));
      const suited = hand.filter((c) => suitOf(c) === led);
      if (suited.length > 0) { // 2.
        if (led !== trump) return suited;
        const over = suited.filter(higher);
        return over.length > 0 ? over : suited;
      }
      if (trumps.length > 0) { // 3.
        const over = trumps.filter(higher);
        return inTrick.length > 0 && over.length > 0 ? over : trumps;
      }
      return hand; // 4.
    }
    const rng = createRng('protocol-4d-follow');
    let checked = 0;
    for (let i = 0; i < 4000; i++) {
      const deck = Array.from({ length: 32 }, (_, c) => c);
      for (let j = deck.length - 1; j > 0; j--) {
        const k = rng.int(j + 1);
        [deck[j], deck[k]] = [deck[k]!, deck[j]!];
      }
      const trump = rng.int(4) as Suit;
      const trick = deck.slice(0, rng.int(3));
      const hand = deck.slice(3, 3 + 1 + rng.int(8)).sort((a, b) => a - b);
      const want = printed(hand, trick, trump).slice().sort((a, b) => a - b);
      expect(legalCards(hand, trick, trump).slice().sort((a, b) => a - b), `hand ${hand} trick ${trick} trump ${trump}`).toEqual(want);
      checked++;
    }
    expect(checked).toBe(4000);
  });
});
