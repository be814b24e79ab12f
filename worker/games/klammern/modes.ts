// Speedklammern's seats and modes, one source for the table host (the Game) and the foyer
// (web/games/klammern/meta.tsx): pure facts, no computers.
import type { GameModes } from '../core/types';

export const klammernModes = {
  minSeats: 3,
  maxSeats: 4,
  // "Solo: du gegen zwei oder drei Computer (zu viert mit einem Computer als Partner)."
  soloComputers: { min: 2, max: 3 },
  // The one game where a solo player may set a Bedenkzeit; the rule book's default is 2 minutes.
  soloClock: true,
  defaultThinkTime: 120,
} as const satisfies GameModes;
