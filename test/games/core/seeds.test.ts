// Match seeds are SHA-256 of "match|<table seed>|<match no>": the digests are those of an
// independent implementation (Node's crypto), so every stored table and golden replay keeps its
// deals; each match gets its own seed, never the table's.
import { describe, expect, it } from 'vitest';
import { matchSeed } from '@games/core/seeds';
import { legacyMatchSeed } from '../../../worker/table/reducer/model';

describe('matchSeed', () => {
  it('is the SHA-256 digest of the match label, also for an empty or non-ASCII table seed', () => {
    expect(matchSeed('abc', 2)).toBe('272f6786c0858e549c52b7edd6bcbbda1a0546d375fd4ad9746e355fdffe7680');
    expect(matchSeed('äöü€#2'.repeat(30), 7)).toBe('2c9b9b43d74f80c87f75f20f8e9af96877f2fb447f32171f4599e122bcb0b940');
    expect(matchSeed('', 1)).toBe('f188751b98e5625bc799fc6bca0a973b3f6697e5d9fc66df88cf11c47b0d2dd8');
  });
  it('gives every match its own seed that is not the table seed', () => {
    const seeds = [1, 2, 3].map((n) => matchSeed('abc', n));
    expect(new Set(seeds).size).toBe(3);
    expect(seeds).not.toContain('abc');
    expect(legacyMatchSeed('abc', 1)).toBe('abc');
  });
});
