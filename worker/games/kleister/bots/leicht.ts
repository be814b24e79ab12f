// Leicht: mostly plays its biggest group (all copies of its most plentiful rank, with every brush),
// sometimes just any rank; always takes torn cards, always takes its own back to the hand, and
// often simply draws the highest card in the cart.
import type { Rng } from '../../core/rng';
import type { KleisterMove, KleisterView } from '../types';
import { BRUSH } from '../types';
import { groupCards, kindCounts } from './read';
import { highestSlot } from './normal';

const BIGGEST = 0.8;
const HIGHEST = 0.7;

export function leichtPlay(view: KleisterView, rng: Rng): KleisterMove {
  const hand = kindCounts(view.hand ?? []);
  const ranks: number[] = [];
  for (let r = 1; r <= 13; r++) if (hand[r] > 0) ranks.push(r);
  if (ranks.length === 0) return { type: 'play', cards: groupCards(0, 0, hand[BRUSH]) };
  let rank: number;
  if (rng.next() < BIGGEST) {
    rank = ranks[0];
    for (const r of ranks) if (hand[r] >= hand[rank]) rank = r;
  } else {
    rank = rng.pick(ranks);
  }
  return { type: 'play', cards: groupCards(rank, hand[rank], hand[BRUSH]) };
}

export function leichtDraw(view: KleisterView, rng: Rng): KleisterMove {
  const slots: number[] = [];
  view.cart.forEach((c, slot) => { if (c !== null) slots.push(slot); });
  if (slots.length > 0 && (view.pressCount === 0 || rng.next() < HIGHEST)) {
    return { type: 'draw', from: 'cart', slot: highestSlot(view.cart) };
  }
  if (view.pressCount > 0 && (slots.length === 0 || rng.next() < 0.5)) return { type: 'draw', from: 'press' };
  return { type: 'draw', from: 'cart', slot: rng.pick(slots) };
}
