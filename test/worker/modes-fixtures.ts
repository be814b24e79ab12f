// A fixture game for the mode tests: Speedelster's rules declaring a record hunt and a daily of its
// own, under an id of its own, so the generic platform paths (Rekordjagd, a second game's daily,
// the records list) are tested without depending on another game's rules. Registered in the game
// registry for the duration of a test file: the Worker and its Durable Objects share the registry
// module with the tests in this runtime.
import { afterAll, beforeAll } from 'vitest';
import { games } from '@games/index';
import { elster } from '@games/elster';
import type { AnyGame, GameId } from '@games/core/types';

export const FIXTURE = 'modetest' as GameId;

export const fixtureGame: AnyGame = {
  ...elster,
  id: FIXTURE,
  soloComputers: { min: 2, max: 3 },
  daily: { computers: 2, level: 'normal', options: { games: 1, houseRule: 'weg' } },
  recordHunt: { computers: 2, levels: ['leicht', 'normal'], options: { games: 1, houseRule: 'weg' } },
};

/** The registry with the fixture game, for planTable / checkInit calls. */
export const lookup = (id: string): AnyGame | undefined => (id === FIXTURE ? fixtureGame : games[id]);

/** Registers the fixture game while the calling test file runs. */
export function useFixtureGame(): void {
  beforeAll(() => {
    games[FIXTURE] = fixtureGame;
  });
  afterAll(() => {
    delete games[FIXTURE];
  });
}
