// Places by points where a tie is shared: competition ranking (1, 1, 3) — more points first, equal
// points the same place, the next place skipped. (Speedalbum breaks ties by turn order instead.)
export function competitionPlaces(scores: readonly number[]): number[] {
  return scores.map((s) => 1 + scores.filter((o) => o > s).length);
}
