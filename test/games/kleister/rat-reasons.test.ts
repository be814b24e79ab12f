// Rat's words must match the move: "viele Karten" only for many, and a group its own text calls
// likely to be covered back says why it is still best.
import { describe, expect, it } from 'vitest';
import { playReasons, type PlayReason } from '@games/kleister/rat-reasons';

// Rat's German and English words (web/games/kleister/words-rat-de.ts, words-rat-en.ts), read as text.
const words = Object.values(import.meta.glob<string>('../../../web/games/kleister/words-rat-{de,en}.ts', { eager: true, query: '?raw', import: 'default' })).join('\n');

const play = (over: Record<string, string | number>) =>
  playReasons({ rank: 8, count: 1, brushes: 0, covers: '', coverChance: 0.2, why: 'shedding', out: 0, win: 0.4, ...over });

describe('Rat for a group: its reasons', () => {
  it('"many cards" only for three or more; one or two cards are said as such', () => {
    expect(play({ count: 1 })).toContain('sheddingOne');
    expect(play({ count: 2 })).toContain('sheddingTwo');
    expect(play({ count: 3 })).toContain('shedding');
    expect(play({ count: 1 })).not.toContain('shedding');
  });

  it('likely covered back: says why it is still best, unless covering someone or the final spurt explains it', () => {
    expect(play({ coverChance: 0.9 })).toEqual(['sheddingOne', 'chance', 'stillBest']);
    expect(play({ coverChance: 0.9, win: undefined as unknown as number }).at(-1)).toBe('stillBestOnly');
    expect(play({ coverChance: 0.9, why: 'covers', covers: '1' })).toEqual(['covers', 'chance']);
    expect(play({ coverChance: 0.9, why: 'endgame' })).toEqual(['endgame', 'chance']);
    expect(play({ coverChance: 0.3 })).toEqual(['sheddingOne', 'chance']);
  });

  it('the last hand cards: only that', () => {
    expect(play({ out: 1, coverChance: 0.9 })).toEqual(['out']);
  });

  it('every reason has German and English words', () => {
    const all: PlayReason[] = ['out', 'covers', 'safe', 'protects', 'endgame', 'shedding', 'sheddingTwo', 'sheddingOne', 'chance', 'stillBest', 'stillBestOnly'];
    for (const key of all) expect(words.split(`'advice.play.${key}':`).length - 1, key).toBe(2);
  });
});
