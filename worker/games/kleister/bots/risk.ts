// How likely a group is covered back before the owner's next turn, estimated from the hidden
// cards: each other seat's hand is taken as a random draw of its size from the hidden pool
// (others' hands + press). A seat can cover a group of k cards and value v when it holds, for some
// rank above v, that rank's copies plus brushes ≥ k (brushes alone, value 14, cover anything).
// Ranks are treated as independent given the number of brushes held.

const LOG_FACT = new Float64Array(256);
for (let i = 1; i < 256; i++) LOG_FACT[i] = LOG_FACT[i - 1] + Math.log(i);

function logChoose(n: number, k: number): number {
  return LOG_FACT[n] - LOG_FACT[k] - LOG_FACT[n - k];
}

/** P(X = x) for X hypergeometric: `draws` from `pool` cards of which `good` are good. */
export function hyperPmf(pool: number, good: number, draws: number, x: number): number {
  if (x < 0 || x > good || x > draws || draws - x > pool - good) return 0;
  return Math.exp(logChoose(good, x) + logChoose(pool - good, draws - x) - logChoose(pool, draws));
}

/** P(X ≥ t). */
export function hyperTail(pool: number, good: number, draws: number, t: number): number {
  if (t <= 0) return 1;
  const hi = Math.min(good, draws);
  let p = 0;
  for (let x = t; x <= hi; x++) p += hyperPmf(pool, good, draws, x);
  return Math.min(1, p);
}

/** Cover chances by (size, value) for one set of opponents, computed lazily and cached. */
export class CoverRisk {
  private readonly cache = new Map<number, number>();

  /**
   * @param hidden hidden cards per kind (0 = brushes)
   * @param handSizes hand sizes of the seats that move before the owner's next turn
   */
  constructor(private readonly hidden: readonly number[], private readonly handSizes: readonly number[]) {}

  /** Chance that at least one of the seats can cover a group of `size` cards and `value`. */
  chance(size: number, value: number): number {
    if (value >= 14) return 0;
    const key = size * 16 + value;
    const hit = this.cache.get(key);
    if (hit !== undefined) return hit;
    let none = 1;
    for (const h of this.handSizes) none *= 1 - this.seatChance(h, size, value);
    const p = 1 - none;
    this.cache.set(key, p);
    return p;
  }

  private seatChance(handSize: number, size: number, value: number): number {
    const hidden = this.hidden;
    let pool = 0;
    for (const c of hidden) pool += c;
    const h = Math.min(handSize, pool);
    if (h < size) return 0;
    const brushes = hidden[0];
    const rest = pool - brushes;
    let p = 0;
    for (let b = 0; b <= Math.min(brushes, h); b++) {
      const pb = hyperPmf(pool, brushes, h, b);
      if (pb === 0) continue;
      if (b >= size) { p += pb; continue; }
      let none = 1;
      for (let u = value + 1; u <= 13; u++) none *= 1 - hyperTail(rest, hidden[u], h - b, size - b);
      p += pb * (1 - none);
    }
    return Math.min(1, p);
  }
}
