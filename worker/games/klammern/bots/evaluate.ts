// Hand evaluation for bidding ("wie gut ist mein Blatt mit diesem Trumpf?"): a strength score from
// the trumps (Jappa and Mi above all), side Asse and guarded Zehnen, voids next to trump length,
// melds and Bella; and the chance to win as the player, a logistic curve fitted to open-hand
// solutions of random deals (scripts/klammern-calibrate.ts prints the fit). The normal computer
// bids from it; the strong computer uses it to choose the suit worth solving and, as a model of
// the other players' calls, to weigh the deals it samples.
import type { Card, Suit } from '../types';
import { rankOf, suitOf } from '../rules/cards';
import { meldsOf } from '../rules/melds';

/** Weight of each trump by natural rank: 7 8 9 10 B D K A. */
const TRUMP_WEIGHT = [0.5, 0.5, 2.4, 1.2, 3.2, 0.7, 0.8, 1.4];
const ACE = 7;
const TEN = 3;
const KING = 6;

export function handStrength(hand: readonly Card[], trump: Suit): number {
  let f = 0;
  const bySuit: number[][] = [[], [], [], []];
  for (const c of hand) bySuit[suitOf(c)].push(rankOf(c));
  const trumps = bySuit[trump];
  for (const r of trumps) f += TRUMP_WEIGHT[r];
  if (trumps.includes(4) && trumps.includes(2)) f += 0.5;
  if (trumps.length >= 4) f += 0.4 * (trumps.length - 3);
  for (let s = 0; s < 4; s++) {
    if (s === trump) continue;
    const ranks = bySuit[s];
    if (ranks.length === 0) { if (trumps.length >= 3) f += 0.4; continue; }
    if (ranks.includes(ACE)) f += 1.1;
    if (ranks.includes(TEN)) f += ranks.includes(ACE) ? 0.8 : ranks.length >= 2 ? 0.35 : 0.1;
    if (ranks.includes(KING) && (ranks.includes(ACE) || ranks.includes(TEN))) f += 0.25;
  }
  for (const m of meldsOf(hand, 0)) f += m.value === 50 ? 1.2 : 0.5;
  if (trumps.includes(5) && trumps.includes(6)) f += 0.5;
  return f;
}

/** Fitted on open-hand solutions (scripts/klammern-calibrate.ts): P(win) = σ(slope · (f − mid)). */
export const WIN_CURVE: Record<3 | 4, { mid: number; slope: number }> = {
  // Alone against two: a steep curve. At four the partner's unseen hand counts as much as one's own.
  3: { mid: 8.83, slope: 1.29 },
  4: { mid: 4.21, slope: 0.54 },
};

export function winChance(hand: readonly Card[], trump: Suit, seats: number): number {
  const { mid, slope } = WIN_CURVE[seats === 3 ? 3 : 4];
  return 1 / (1 + Math.exp(-slope * (handStrength(hand, trump) - mid)));
}

/** The suit (among `suits`) with the best chance, and that chance. */
export function bestSuit(hand: readonly Card[], suits: readonly Suit[], seats: number): { suit: Suit; chance: number } {
  let best = { suit: suits[0], chance: -1 };
  for (const s of suits) {
    const chance = winChance(hand, s, seats);
    if (chance > best.chance) best = { suit: s, chance };
  }
  return best;
}
