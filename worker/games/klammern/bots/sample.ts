// Deals consistent with a view: the unknown cards go to the other hands (and, at three, the closed
// stock) by their counts, never to a seat that cannot hold them (knowledge.ts), and a deal is kept
// with the probability that everyone would have done what they did with it: their calls in the
// bidding (the hand evaluation as a model of how players bid) and their melds (shown ones exactly;
// with automatic melds, none where none was shown).
import type { Rng } from '../../core/rng';
import type { Seat } from '../../core/types';
import type { BidCall, Card, KlammernView, Suit } from '../types';
import { KREUZ, suitOf } from '../rules/cards';
import { meldsOf } from '../rules/melds';
import { winChance } from './evaluate';
import { cardsOf, type Knowledge } from './knowledge';
import { popcount } from './solver';

export interface World {
  /** Every seat's hand (the viewer's own included). */
  hands: number[];
  /** Three players: the closed stock. */
  stock: number;
}

/** A random deal of the unknown cards respecting counts and the cards each seat cannot hold. */
export function dealUnknown(k: Knowledge, rng: Rng, tries = 20): World | null {
  const pool = cardsOf(k.unknown);
  const need = k.counts.map((c, s) => (s === k.me ? 0 : c - popcount(k.held[s])));
  for (let attempt = 0; attempt < tries; attempt++) {
    // The most constrained cards first, each to a seat that may hold it, weighted by room left.
    const cards = rng.shuffle(pool)
      .map((c) => ({ c, ways: k.forbid.filter((f, s) => s !== k.me && !(f & (1 << c))).length }))
      .sort((a, b) => a.ways - b.ways);
    const room = need.slice();
    let stockRoom = k.stockClosed;
    const hands = k.held.slice();
    hands[k.me] = k.hand;
    let stock = 0;
    let ok = true;
    for (const { c } of cards) {
      let total = stockRoom;
      for (let s = 0; s < k.n; s++) if (s !== k.me && room[s] > 0 && !(k.forbid[s] & (1 << c))) total += room[s];
      if (total === 0) { ok = false; break; }
      let r = rng.int(total);
      let placed = false;
      for (let s = 0; s < k.n && !placed; s++) {
        if (s === k.me || room[s] === 0 || k.forbid[s] & (1 << c)) continue;
        if (r < room[s]) { hands[s] |= 1 << c; room[s]--; placed = true; } else r -= room[s];
      }
      if (!placed) { stock |= 1 << c; stockRoom--; }
    }
    if (ok) return { hands, stock };
  }
  return null;
}

/** How likely a player with `hand` makes `call` (the hand evaluation as the model of bidding). */
export function callLikelihood(call: BidCall, hand: readonly Card[], upcard: Card, seats: number): number {
  const open = suitOf(upcard);
  const soft = (p: number) => 0.1 + 0.8 * p; // players misjudge: never quite 0 or 1
  switch (call.call) {
    case 'orgi': return soft(winChance(hand, open, seats));
    case 'besser': return soft(winChance(hand, KREUZ, seats));
    case 'kleines': return soft(winChance(hand, call.suit as Suit, seats));
    case 'bitte': return 1 - soft(winChance(hand, KREUZ, seats)) * 0.7;
    case 'pass':
      if (call.round === 1) return 1 - soft(winChance(hand, open, seats));
      return ([0, 1, 2, 3] as Suit[]).filter((s) => s !== open).reduce<number>((p, s) => p * (1 - 0.6 * soft(winChance(hand, s, seats))), 1);
  }
}

/** The hand a seat held when the bidding took place (before any card or swap). */
function biddingHand(world: World, k: Knowledge, view: KlammernView, s: Seat): Card[] {
  let m = world.hands[s] | k.playedBy[s];
  if (view.swap && view.swap.seat === s) m = (m & ~(1 << view.swap.took)) | (1 << view.swap.gave);
  return cardsOf(m);
}

/** Whether a world agrees with the melds shown (exactly those sequences; none where none shown, when automatic). */
function meldsAgree(world: World, k: Knowledge, view: KlammernView): boolean {
  if (!view.meldVerdict && view.melds.length === 0 && view.tricks.length === 0) return true;
  for (let s = 0; s < k.n; s++) {
    if (s === k.me) continue;
    const shown = view.melds.filter((m) => m.seat === s);
    if (shown.length === 0 && view.options.melds === 'button') continue;
    const had = meldsOf(cardsOf(world.hands[s] | k.playedBy[s]), s);
    if (had.length !== shown.length) return false;
    for (const m of had) if (!shown.some((x) => x.suit === m.suit && x.low === m.low && x.high === m.high)) return false;
  }
  return true;
}

/** How likely the others' calls and melds are with this world (0..1). */
export function worldLikelihood(world: World, k: Knowledge, view: KlammernView): number {
  if (!meldsAgree(world, k, view)) return 0;
  let p = 1;
  for (const call of view.bidding?.calls ?? []) {
    if (call.seat === k.me) continue;
    p *= callLikelihood(call, biddingHand(world, k, view, call.seat), view.upcard, k.n);
  }
  return p;
}

/**
 * `count` worlds drawn in proportion to their likelihood from three times as many random deals
 * (importance resampling; a likely deal may come twice — the solver's table then knows it).
 */
export function sampleWorlds(k: Knowledge, view: KlammernView, rng: Rng, count: number): World[] {
  const candidates: World[] = [];
  const weights: number[] = [];
  let total = 0;
  for (let i = 0; i < count * 3; i++) {
    const w = dealUnknown(k, rng);
    if (w === null) break;
    const p = worldLikelihood(w, k, view);
    if (p <= 0) continue;
    candidates.push(w);
    weights.push(p);
    total += p;
  }
  if (candidates.length === 0) {
    const w = dealUnknown(k, rng);
    return w ? [w] : [];
  }
  const out: World[] = [];
  const step = total / count;
  let at = rng.next() * step;
  let acc = 0;
  for (let i = 0; i < candidates.length && out.length < count; i++) {
    acc += weights[i];
    while (at < acc && out.length < count) { out.push(candidates[i]); at += step; }
  }
  return out;
}
