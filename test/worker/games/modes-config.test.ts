// The foyer's modes (each game's web/games/<game>/meta.tsx) take their facts from the game's own
// worker/games/<game>/modes.ts, as the Game does: written once. Here only what the words add: every
// game the server runs has a meta, every daily a name.
import { describe, expect, it } from 'vitest';
import { games } from '@games/index';
import { games as webGames, modesOf } from '../../../web/games/registry';

describe('the foyer\'s modes', () => {
  it('names every daily and never offers Turbo outside Speedelster', () => {
    expect(webGames.map((g) => g.id).sort()).toEqual(Object.keys(games).sort());
    for (const { id, modes: m } of webGames) {
      if (m.daily) expect(m.daily.name.de).toMatch(/^Tages/);
      expect(m.turbo).toBe(id === 'elster');
    }
    expect(modesOf('klammern')!.daily).toBeNull();
    expect(modesOf('constructor')).toBeUndefined();
  });
});
