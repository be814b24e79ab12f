// Seeded randomness. Every random choice of a table goes through an Rng derived from
// (table seed, step), so {game, options, seed, actions} replays a game exactly.
// Pure: no Math.random, no Date.

export interface Rng {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform integer in [0, n). */
  int(n: number): number;
  /** A new array with the items in random order (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[];
  /** One item, uniformly. */
  pick<T>(items: readonly T[]): T;
}

/** 32-bit FNV-1a hash of a string, used to turn seeds and labels into generator state. */
export function hash32(text: string, salt = 0): number {
  let h = (0x811c9dc5 ^ salt) >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** sfc32: small, fast, statistically good enough for card games. */
export function createRng(seed: string): Rng {
  let a = hash32(seed, 1);
  let b = hash32(seed, 2);
  let c = hash32(seed, 3);
  let d = hash32(seed, 4) | 1;
  const next = (): number => {
    a >>>= 0; b >>>= 0; c >>>= 0; d >>>= 0;
    const t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    const r = (t + d) | 0;
    c = (c + r) | 0;
    return (r >>> 0) / 4294967296;
  };
  for (let i = 0; i < 12; i++) next();
  const int = (n: number): number => Math.floor(next() * n);
  return {
    next,
    int,
    shuffle<T>(items: readonly T[]): T[] {
      const out = items.slice();
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(i + 1);
        const tmp = out[i];
        out[i] = out[j];
        out[j] = tmp;
      }
      return out;
    },
    pick<T>(items: readonly T[]): T {
      return items[int(items.length)];
    },
  };
}

/** The rng for one step of a table: independent streams per (seed, step, label). */
export function stepRng(seed: string, step: number, label = 'apply'): Rng {
  return createRng(`${seed}|${step}|${label}`);
}
