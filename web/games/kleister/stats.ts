// This device's Speedkleister record (localStorage): games, wins, best round. A match is counted
// once, keyed by table and match number, however often the end screen shows.

export interface DeviceStats {
  games: number;
  wins: number;
  /** Best single round score, or null before the first game. */
  bestRound: number | null;
  /** Recently counted matches (table:match), to count each only once. */
  counted: string[];
}

const KEY = 'speedspiele.kleister.stats';

export function loadStats(): DeviceStats {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? 'null') as DeviceStats | null;
    if (raw && typeof raw.games === 'number') return { ...raw, counted: raw.counted ?? [], bestRound: raw.bestRound ?? null };
  } catch {
    // Unreadable: start afresh.
  }
  return { games: 0, wins: 0, bestRound: null, counted: [] };
}

export interface MatchForStats {
  key: string;
  /** Your score in each round of the match. */
  rounds: number[];
  /** Whether you placed first (ties share) over the whole match. */
  won: boolean;
}

/** Adds a finished match to the stats once and returns the new stats. */
export function recordMatch(m: MatchForStats): DeviceStats {
  const stats = loadStats();
  if (stats.counted.includes(m.key)) return stats;
  stats.games += 1;
  if (m.won) stats.wins += 1;
  for (const s of m.rounds) stats.bestRound = stats.bestRound === null ? s : Math.max(stats.bestRound, s);
  stats.counted = [...stats.counted, m.key].slice(-50);
  try {
    localStorage.setItem(KEY, JSON.stringify(stats));
  } catch {
    // Not persisted; shown for this page only.
  }
  return stats;
}
