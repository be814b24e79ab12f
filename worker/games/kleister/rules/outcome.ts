// The end of the match: totals over all rounds, shared places, Bestenliste points.
import type { Outcome } from '../../core/types';
import type { KleisterState } from '../types';
import { leaderboardPoints, places } from './scoring';

export function outcome(state: KleisterState): Outcome {
  const totals = new Array<number>(state.seats).fill(0);
  for (const r of state.results) for (let s = 0; s < state.seats; s++) totals[s] += r.scores[s];
  const placeOf = places(totals);
  return {
    seats: totals.map((points, seat) => ({
      seat,
      points,
      place: placeOf[seat],
      leaderboard: leaderboardPoints(points, placeOf[seat]),
      achievements: [],
    })),
    detail: { results: state.results, totals },
  };
}
