// The computer levels in Speedkino's own words (SPEC §3: Lehrling / Kollege / Meister), as the web
// names them wherever a player sees a level; the other games keep the shell's leicht / normal / stark.
import { describe, expect, it } from 'vitest';
import { games, ownLevelName } from '../../../web/games/registry';

describe('Speedkino level names', () => {
  it('Lehrling, Kollege, Meister — in English Apprentice, Colleague, Master', () => {
    expect((['leicht', 'normal', 'stark'] as const).map((l) => ownLevelName('kino', l, 'de'))).toEqual(['Lehrling', 'Kollege', 'Meister']);
    expect((['leicht', 'normal', 'stark'] as const).map((l) => ownLevelName('kino', l, 'en'))).toEqual(['Apprentice', 'Colleague', 'Master']);
  });

  it('other games, unknown games and levels without an own name keep the shell\'s words', () => {
    for (const game of games.map((g) => g.id).filter((g) => g !== 'kino')) expect(ownLevelName(game, 'stark', 'de')).toBeNull();
    expect(ownLevelName('kino', 'max', 'de')).toBeNull();
    expect(ownLevelName('nope', 'normal', 'en')).toBeNull();
    expect(ownLevelName(undefined, 'normal', 'en')).toBeNull();
  });
});
