// Speedkleister's seats and modes, one source for the table host (the Game) and the foyer
// (web/games/kleister/meta.tsx): pure facts, no computers.
import type { GameModes } from '../core/types';
import { defaultOptions } from './rules/options';

export const kleisterModes = {
  minSeats: 2,
  maxSeats: 5,
  // Freie Partie: "du gegen einen bis vier Computer".
  soloComputers: { min: 1, max: 4 },
  // Tagesplakat: you against three strong computers, one round, base rules.
  daily: { computers: 3, level: 'stark', options: defaultOptions() },
  // Rekordjagd: five rounds against three computers of the chosen strength, summed.
  recordHunt: { computers: 3, levels: ['leicht', 'normal', 'stark'], options: { ...defaultOptions(), rounds: 5 } },
} as const satisfies GameModes;
