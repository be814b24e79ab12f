// This device's Speedkino record (localStorage): per Besetzung (number of projectionists, with or
// without Farbfilm) the screenings and the best points; standing ovations counted, and their streak
// (consecutive screenings with a standing ovation). A screening is counted once, keyed by table and
// match number, however often the credits show.

export interface ConfigRecord { games: number; best: number | null }

export interface KinoStats {
  configs: Record<string, ConfigRecord>;
  ovations: number;
  streak: number;
  bestStreak: number;
  counted: string[];
}

const KEY = 'speedspiele.kino.stats';

export const configKey = (seats: number, farbfilm: boolean): string => `${seats}${farbfilm ? 'f' : ''}`;

export function loadStats(): KinoStats {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? 'null') as KinoStats | null;
    if (raw && typeof raw.ovations === 'number') {
      return { configs: raw.configs ?? {}, ovations: raw.ovations, streak: raw.streak ?? 0, bestStreak: raw.bestStreak ?? 0, counted: raw.counted ?? [] };
    }
  } catch {
    // Unreadable: start afresh.
  }
  return { configs: {}, ovations: 0, streak: 0, bestStreak: 0, counted: [] };
}

/** Adds a finished screening once and returns the new stats. */
export function recordScreening(m: { key: string; config: string; points: number; ovation: boolean }): KinoStats {
  const stats = loadStats();
  if (stats.counted.includes(m.key)) return stats;
  const c = stats.configs[m.config] ?? { games: 0, best: null };
  stats.configs[m.config] = { games: c.games + 1, best: c.best === null ? m.points : Math.max(c.best, m.points) };
  if (m.ovation) {
    stats.ovations += 1;
    stats.streak += 1;
    stats.bestStreak = Math.max(stats.bestStreak, stats.streak);
  } else {
    stats.streak = 0;
  }
  stats.counted = [...stats.counted, m.key].slice(-50);
  try {
    localStorage.setItem(KEY, JSON.stringify(stats));
  } catch {
    // Not persisted; shown for this page only.
  }
  return stats;
}
