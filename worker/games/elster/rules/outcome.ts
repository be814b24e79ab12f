// The match's end: points summed over its games, places from the totals, the Bestenliste points,
// the achievements, and "Bestes Spiel" (the best single game of the match) as the record.
import type { Outcome } from '../../core/types';
import type { ElsterState } from '../types';
import { leaderboardPoints, places } from './scoring';

export function outcome(state: ElsterState): Outcome {
  const totals = new Array<number>(state.seats).fill(0);
  for (const r of state.results) for (let s = 0; s < state.seats; s++) totals[s] += r.scores[s];
  const placeOf = places(totals);
  return {
    seats: totals.map((points, seat) => ({
      seat,
      points,
      place: placeOf[seat],
      leaderboard: leaderboardPoints(state.results.map((r) => r.scores[seat]!), placeOf[seat], state.seats),
      achievements: [...new Set(state.results.flatMap((r) => r.achievements[seat]))],
      record: { score: Math.max(...state.results.map((r) => r.scores[seat]!)) },
    })),
    detail: { results: state.results },
  };
}
