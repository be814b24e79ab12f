// The foyer's mode table (web/games/modes.ts) says what each game offers; the server's Game objects
// say the same for the platform. They must agree for every game the server runs.
import { describe, expect, it } from 'vitest';
import { games } from '@games/index';
import { soloComputerRange } from '../../worker/routes/table-request';
import { gameModes, modesOf } from '../../web/games/modes';

describe('web/games/modes.ts agrees with the registered games', () => {
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
    for (const [id, m] of Object.entries(gameModes)) {
      if (m.daily) expect(m.daily.name.de).toMatch(/^Tages/);
      expect(m.turbo).toBe(id === 'elster');
    }
    expect(gameModes.klammern.daily).toBeNull();
    expect(modesOf('constructor')).toBeUndefined();
  });
});
