// The end: points summed over the rounds; places never shared (a tie goes to the seat later in the
// turn order of the last round). `leaderboard` is the normal formula (place bonus + own points);
// the Rekordjagd counts own points only, which the host applies because only it knows the mode.
import type { Outcome } from '../../core/types';
import type { AlbumState } from '../types';
import { roundSeen } from '../view';
import { leaderboardPoints, places } from './scoring';

export function outcome(state: AlbumState): Outcome {
  const points = new Array<number>(state.seats).fill(0);
  for (const r of state.results) r.scores.forEach((s, seat) => { points[seat] += s.total; });
  const last = state.results.length ? state.results[state.results.length - 1].starter : state.starter;
  const placeOf = places(points, last);
  return {
    seats: points.map((p, seat) => ({ seat, points: p, place: placeOf[seat], leaderboard: leaderboardPoints(p, placeOf[seat]), achievements: [] })),
    // Public: the rounds as the table sees them (the pictures' backs stay hidden).
    detail: { results: state.results.map(roundSeen) },
  };
}
