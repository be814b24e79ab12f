// Speedalbum's seats and modes, one source for the table host (the Game) and the foyer
// (web/games/album/meta.tsx): pure facts, no computers.
import type { GameModes } from '../core/types';

export const albumModes = {
  minSeats: 2,
  maxSeats: 6,
  // Freie Partie: "du gegen einen bis fünf Computer".
  soloComputers: { min: 1, max: 5 },
  // Tagesalbum: "du gegen zwei starke Computer", seat 0 starts, base rules.
  daily: { computers: 2, level: 'stark', options: { start: 'seat0' } },
  // Rekordjagd: "du gegen den Mitsammler Max", you start; only your own points count.
  // "Bedenkzeit: 30, 60, 90 Sekunden, 2 Minuten oder ohne (Standard 2 Minuten)."
  defaultThinkTime: 120,
  recordHunt: { computers: 1, levels: ['max'], options: { start: 'seat0' }, leaderboard: 'points' },
} as const satisfies GameModes;
