// This device's Speedklammern record (localStorage): Partien, wins, the best Partie total and the
// best single game. A Partie is counted once, keyed by table and match number.

export interface DeviceStats {
  games: number;
  wins: number;
  /** Best Partie total, or null before the first Partie. */
  best: number | null;
  /** Most points written in one game, or null. */
  bestGame: number | null;
  /** Recently counted Partien (table:match), to count each only once. */
  counted: string[];
}

const KEY = 'speedspiele.klammern.stats';

export function loadStats(): DeviceStats {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? 'null') as DeviceStats | null;
    if (raw && typeof raw.games === 'number') {
      return { games: raw.games, wins: raw.wins ?? 0, best: raw.best ?? null, bestGame: raw.bestGame ?? null, counted: raw.counted ?? [] };
    }
  } catch {
    // Unreadable: start afresh.
  }
  return { games: 0, wins: 0, best: null, bestGame: null, counted: [] };
}

/** Adds a finished Partie to the stats once and returns the new stats. */
export function recordPartie(m: { key: string; points: number; games: number[]; won: boolean }): DeviceStats {
  const stats = loadStats();
  if (stats.counted.includes(m.key)) return stats;
  stats.games += 1;
  if (m.won) stats.wins += 1;
  stats.best = stats.best === null ? m.points : Math.max(stats.best, m.points);
  for (const g of m.games) stats.bestGame = stats.bestGame === null ? g : Math.max(stats.bestGame, g);
  stats.counted = [...stats.counted, m.key].slice(-50);
  try {
    localStorage.setItem(KEY, JSON.stringify(stats));
  } catch {
    // Not persisted; shown for this page only.
  }
  return stats;
}
