// This device's Speedalbum record (localStorage): games, wins, best score. A match is counted once,
// keyed by table and match number, however often the end screen shows.

export interface DeviceStats {
  games: number;
  wins: number;
  /** Best match total, or null before the first game. */
  best: number | null;
  /** Recently counted matches (table:match), to count each only once. */
  counted: string[];
}

const KEY = 'speedspiele.album.stats';

export function loadStats(): DeviceStats {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? 'null') as DeviceStats | null;
    if (raw && typeof raw.games === 'number') return { games: raw.games, wins: raw.wins ?? 0, best: raw.best ?? null, counted: raw.counted ?? [] };
  } catch {
    // Unreadable: start afresh.
  }
  return { games: 0, wins: 0, best: null, counted: [] };
}

/** Adds a finished match to the stats once and returns the new stats. */
export function recordMatch(m: { key: string; points: number; won: boolean }): DeviceStats {
  const stats = loadStats();
  if (stats.counted.includes(m.key)) return stats;
  stats.games += 1;
  if (m.won) stats.wins += 1;
  stats.best = stats.best === null ? m.points : Math.max(stats.best, m.points);
  stats.counted = [...stats.counted, m.key].slice(-50);
  try {
    localStorage.setItem(KEY, JSON.stringify(stats));
  } catch {
    // Not persisted; shown for this page only.
  }
  return stats;
}
