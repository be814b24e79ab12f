// Spielende und Wertung: each nest counts plus cards minus Ärger; the most wins; ties share a place.
// Bestenliste: 2 points per loot point (a nest below zero counts 0) plus a place bonus of
// 30 (win), 15 (2nd, from three magpies), 5 (3rd, from four magpies).
import { competitionPlaces } from '../../core/places';

export function nestScore(nest: readonly number[]): number {
  let sum = 0;
  for (const c of nest) sum += c;
  return sum;
}

/** Competition ranking: equal scores share a place, the next place is skipped (1, 1, 3). */
export const places = competitionPlaces;

export function placeBonus(place: number, seats: number): number {
  if (place === 1) return 30;
  if (place === 2 && seats >= 3) return 15;
  if (place === 3 && seats >= 4) return 5;
  return 0;
}

/**
 * Bestenliste: "2 Punkte je Beutepunkt (ein Nest unter null zählt als null)" plus the place bonus.
 * A nest is one game's loot, so over a match of 3 or 5 games each game's nest counts at least 0
 * (docs/DECISIONS.md); the place is the match's.
 */
export function leaderboardPoints(gameScores: readonly number[], place: number, seats: number): number {
  return 2 * gameScores.reduce((sum, s) => sum + Math.max(0, s), 0) + placeBonus(place, seats);
}
