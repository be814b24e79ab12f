// Outside opponents for Speedelster's benchmarks, part 1: a fast simulation of the rest of a game,
// written from the rule book (shared/seeds/002_*.txt) and SPEC §3 — not from the computer levels
// in worker/games/elster/bots, so that the benchmark bots share none of stark's assumptions.
// Hands are bit masks (bit p = pebble p). The rollout policy is the plain value ranking: the stake
// ranks among the cards still to come, and each magpie lays the pebble of that rank in its hand,
// jittered by up to one rank so that equal hands do not always cancel.
import type { Rng } from '../../worker/games/core/rng';
import type { ElsterView } from '../../worker/games/elster/types';

/** A bidding position as the benchmark bots see it (public information only). */
export interface Table {
  n: number;
  me: number;
  hands: Int32Array;
  /** The cards still in the pile, order unknown. */
  pile: number[];
  potSum: number;
  potCount: number;
  current: number;
  /** Hausregel "Weg damit": an all-cancelled card is discarded. */
  weg: boolean;
  /** Match totals so far. */
  totals: Float64Array;
}

export function tableOf(view: ElsterView): Table | null {
  if (view.you === null || view.phase !== 'bidding' || view.current === null) return null;
  const hands = new Int32Array(view.seats);
  view.hands.forEach((h, s) => { for (const p of h) hands[s] |= 1 << p; });
  return {
    n: view.seats,
    me: view.you,
    hands,
    pile: view.remaining.slice(),
    potSum: view.pot.reduce((a, c) => a + c, 0),
    potCount: view.pot.length,
    current: view.current,
    weg: view.options.houseRule === 'weg',
    totals: Float64Array.from(view.totals),
  };
}

export function pebbles(mask: number): number[] {
  const out: number[] = [];
  for (let p = 1; p <= 15; p++) if (mask & (1 << p)) out.push(p);
  return out;
}

/** "Liegen mehrere Karten im Topf, entscheidet ihre Summe … ist sie genau null, entscheidet die neue Karte." */
function highTakes(potSum: number, potCount: number, card: number): boolean {
  if (potCount === 0) return card > 0;
  const sum = potSum + card;
  return sum !== 0 ? sum > 0 : card > 0;
}

/** Gezänk, then the highest (or lowest) remaining pebble takes the stake; −1 when all cancel. */
export function taker(bids: Int8Array, n: number, high: boolean): number {
  let winner = -1;
  for (let s = 0; s < n; s++) {
    let tied = false;
    for (let t = 0; t < n; t++) if (t !== s && bids[t] === bids[s]) { tied = true; break; }
    if (tied) continue;
    if (winner < 0 || (high ? bids[s] > bids[winner] : bids[s] < bids[winner])) winner = s;
  }
  return winner;
}

/** The k-th lowest pebble of a mask (k from 0). */
function kth(mask: number, k: number): number {
  for (let p = 1; p <= 15; p++) if (mask & (1 << p) && k-- === 0) return p;
  return -1;
}

/** One sampled future: the pile order and every seat's jitter per later round. */
export interface World {
  order: Int8Array;
  jitter: Int8Array;
}

export function drawWorld(t: Table, rng: Rng, world?: World): World {
  const rem = t.pile.length;
  const w = world ?? { order: new Int8Array(rem), jitter: new Int8Array(Math.max(1, rem * t.n)) };
  for (let i = 0; i < rem; i++) w.order[i] = t.pile[i];
  for (let i = rem - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const x = w.order[i]; w.order[i] = w.order[j]; w.order[j] = x;
  }
  for (let i = 0; i < rem * t.n; i++) w.jitter[i] = rng.int(3) - 1;
  return w;
}

/**
 * Play this round with `first` (every seat's pebble now) and the rest of the game by the value
 * ranking in `world`; return the viewer's share of first place on the final totals (a tie for
 * first shared). `scratch` is reused working memory of length n.
 */
export function playOut(t: Table, first: Int8Array, world: World, scratch: { bids: Int8Array; hands: Int32Array; score: Float64Array }): number {
  const { n, pile } = t;
  const { bids, hands, score } = scratch;
  for (let s = 0; s < n; s++) { bids[s] = first[s]; hands[s] = t.hands[s]; score[s] = t.totals[s]; }
  let potSum = t.potSum;
  let potCount = t.potCount;
  let card = t.current;
  const rem = pile.length;
  for (let r = 0; ; r++) {
    const w = taker(bids, n, highTakes(potSum, potCount, card));
    if (w >= 0) { score[w] += potSum + card; potSum = 0; potCount = 0; }
    else if (r === rem) { /* the last card stays unowned */ }
    else if (t.weg) { potSum = 0; potCount = 0; }
    else { potSum += card; potCount++; }
    for (let s = 0; s < n; s++) hands[s] &= ~(1 << bids[s]);
    if (r === rem) break;
    card = world.order[r];
    const stake = Math.abs(potSum + card);
    let rank = 0;
    for (let i = r + 1; i < rem; i++) {
      const v = Math.abs(world.order[i]);
      if (v < stake) rank += 2;
      else if (v === stake) rank += 1;
    }
    const top = rem - r - 1;
    for (let s = 0; s < n; s++) {
      const k = Math.max(0, Math.min(top, Math.round(rank / 2) + world.jitter[r * n + s]));
      bids[s] = kth(hands[s], k);
    }
  }
  let best = -Infinity;
  for (let s = 0; s < n; s++) best = Math.max(best, score[s]);
  if (score[t.me] < best) return 0;
  let tied = 0;
  for (let s = 0; s < n; s++) if (score[s] === best) tied++;
  return 1 / tied;
}

export function scratchFor(n: number): { bids: Int8Array; hands: Int32Array; score: Float64Array } {
  return { bids: new Int8Array(n), hands: new Int32Array(n), score: new Float64Array(n) };
}
