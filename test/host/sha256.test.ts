// The match seeds' hash gives the known SHA-256 digests (padding edges, multi-block, non-ASCII).
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../worker/table/sha256';
import { legacyMatchSeed, matchSeed } from '../../worker/table/replay';

describe('sha256Hex', () => {
  it('matches the reference digests', () => {
    const cases: [string, string][] = [
      ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
      ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
      ['a'.repeat(55), '9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318'],
      ['a'.repeat(56), 'b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a'],
      ['a'.repeat(119), '31eba51c313a5c08226adf18d4a359cfdfd8d2e816b13f4af952f7ea6584dcfb'],
      ['äöü€#2'.repeat(30), '0959473a89acec841ba327123095ed4120e14a9815cba5c581fab2bc4b985631'],
    ];
    for (const [text, digest] of cases) expect(sha256Hex(text)).toBe(digest);
  });
  it('gives every match its own seed that is not the table seed', () => {
    const seeds = [1, 2, 3].map((n) => matchSeed('abc', n));
    expect(new Set(seeds).size).toBe(3);
    expect(seeds).not.toContain('abc');
    expect(legacyMatchSeed('abc', 1)).toBe('abc');
  });
});
