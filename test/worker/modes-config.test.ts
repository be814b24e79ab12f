// The foyer's modes (each game's web/games/<game>/meta.tsx) say what each game offers; the server's
// Game objects say the same for the platform. They must agree for every game the server runs.
import { describe, expect, it } from 'vitest';
import { games } from '@games/index';
import { soloComputerRange } from '../../worker/routes/table-request';
import { games as webGames, modesOf } from '../../web/games/registry';

describe('the web metas\' modes agree with the registered games', () => {
  it.each(Object.keys(games))('%s', (id) => {
    const game = games[id]!;
    const modes = modesOf(id)!;
    expect(modes).toBeDefined();
    expect(modes.seats).toEqual({ min: game.minSeats, max: game.maxSeats });
    expect(modes.soloComputers).toEqual(soloComputerRange(game));
    expect(modes.daily !== null).toBe(game.daily !== undefined);
    expect(modes.recordHunt?.levels ?? null).toEqual(game.recordHunt?.levels ?? null);
    expect(modes.thinkTime).toBe(game.defaultThinkTime ?? 60);
    expect(modes.soloClock ?? false).toBe(game.soloClock ?? false);
  });

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
