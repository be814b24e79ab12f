// Speedkino's seats and modes, one source for the table host (the Game) and the foyer
// (web/games/kino/meta.tsx): pure facts, no computers.
import type { GameModes } from '../core/types';

export const kinoModes = {
  minSeats: 2,
  maxSeats: 5,
  // "Solo spielst du mit 1 bis 4 Computer-Kollegen, ohne Bedenkzeit."
  soloComputers: { min: 1, max: 4 },
  // Tagesvorstellung: you and two Kollege colleagues, no Farbfilm, no empty clues, no clock.
  daily: { computers: 2, level: 'normal', options: { farbfilm: 'none', leereHinweise: false } },
} as const satisfies GameModes;
