// The seeded rng every table uses: replays depend on it being deterministic per (seed, step).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, hash32, stepRng } from '@games/core/rng';

const draw = (seed: string, n = 20) => {
  const rng = createRng(seed);
  return Array.from({ length: n }, () => rng.next());
};

describe('core/rng', () => {
  it('is deterministic: the same seed gives the same sequence', () => {
    fc.assert(fc.property(fc.string(), (seed) => {
      expect(draw(seed)).toEqual(draw(seed));
    }));
  });

  it('next() stays in [0, 1)', () => {
    fc.assert(fc.property(fc.string(), (seed) => {
      for (const x of draw(seed, 200)) {
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThan(1);
      }
    }));
  });

  it('int(n) gives whole numbers in [0, n)', () => {
    fc.assert(fc.property(fc.string(), fc.integer({ min: 1, max: 1000 }), (seed, n) => {
      const rng = createRng(seed);
      for (let i = 0; i < 50; i++) {
        const x = rng.int(n);
        expect(Number.isInteger(x)).toBe(true);
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThan(n);
      }
    }));
  });

  it('int(n) reaches every value of a small range, roughly evenly', () => {
    const rng = createRng('spread');
    const counts = new Array(6).fill(0);
    for (let i = 0; i < 6000; i++) counts[rng.int(6)]++;
    for (const c of counts) expect(c).toBeGreaterThan(850);
  });

  it('shuffle is a permutation and leaves its input alone', () => {
    fc.assert(fc.property(fc.string(), fc.array(fc.integer(), { maxLength: 30 }), (seed, items) => {
      const input = Object.freeze(items.slice());
      const out = createRng(seed).shuffle(input);
      expect(out).not.toBe(input);
      expect(out.slice().sort((a, b) => a - b)).toEqual(items.slice().sort((a, b) => a - b));
      expect(input).toEqual(items);
    }));
  });

  it('shuffle of 15 cards gives many different orders over many seeds', () => {
    const orders = new Set<string>();
    const cards = Array.from({ length: 15 }, (_, i) => i);
    for (let i = 0; i < 200; i++) orders.add(createRng(`s${i}`).shuffle(cards).join(','));
    expect(orders.size).toBe(200);
  });

  it('pick returns an item of the list', () => {
    fc.assert(fc.property(fc.string(), fc.array(fc.string(), { minLength: 1, maxLength: 10 }), (seed, items) => {
      expect(items).toContain(createRng(seed).pick(items));
    }));
  });

  it('stepRng: the same (seed, step, label) replays, different steps and labels differ', () => {
    expect(draw('x|3|apply')).toEqual(Array.from({ length: 20 }, ((r) => () => r.next())(stepRng('x', 3))));
    const a = stepRng('table', 1).next();
    expect(stepRng('table', 1).next()).toBe(a);
    expect(stepRng('table', 2).next()).not.toBe(a);
    expect(stepRng('table', 1, 'setup').next()).not.toBe(a);
    expect(stepRng('other', 1).next()).not.toBe(a);
  });

  it('stepRng: 1000 consecutive steps of one table give 1000 different streams', () => {
    const firsts = new Set<number>();
    for (let step = 0; step < 1000; step++) firsts.add(stepRng('tbl', step).next());
    expect(firsts.size).toBe(1000);
  });

  it('hash32 is a stable 32-bit FNV-1a (known vector) and depends on the salt', () => {
    // FNV-1a 32 of "a" with the standard offset basis.
    expect(hash32('a')).toBe(0xe40c292c);
    expect(hash32('')).toBe(0x811c9dc5);
    expect(hash32('a', 1)).not.toBe(hash32('a'));
  });

  it('a fixed seed keeps its sequence (recorded games and stored tables depend on it)', () => {
    const rng = createRng('speedspiele');
    expect([rng.int(1000), rng.int(1000), rng.int(1000)]).toEqual([725, 255, 607]);
  });
});
