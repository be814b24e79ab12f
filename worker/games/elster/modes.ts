// Speedelster's seats and modes, one source for the table host (the Game) and the foyer
// (web/games/elster/meta.tsx): pure facts, no computers.
import type { GameModes } from '../core/types';

export const elsterModes = {
  minSeats: 2,
  maxSeats: 5,
  // "Menschen sitzen auf den Plätzen 1 bis 4, Platz 5 spielt immer der Computer."
  computerOnlySeats: [4],
  // Freie Partie: "du gegen eine bis vier Computer-Elstern".
  soloComputers: { min: 1, max: 4 },
  // Tagesnest: you against 3 strong computers, 1 game, base rules (Topf) — SPEC §3.
  daily: { computers: 3, level: 'stark', options: { games: 1, houseRule: 'topf' } },
} as const satisfies GameModes;
