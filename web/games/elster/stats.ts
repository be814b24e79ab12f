// This device's Speedelster record (localStorage): games, wins, best game, achievements counted.
// A match is counted once, keyed by table and match number, however often the end screen shows.
import type { ElsterAchievement } from '@games/elster/types';

export interface DeviceStats {
  games: number;
  wins: number;
  /** Best single game score, or null before the first game. */
  best: number | null;
  achievements: Partial<Record<ElsterAchievement, number>>;
  /** Recently counted matches (table:match), to count each only once. */
  counted: string[];
}

const KEY = 'speedspiele.elster.stats';

export function loadStats(): DeviceStats {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? 'null') as DeviceStats | null;
    if (raw && typeof raw.games === 'number') return { ...raw, counted: raw.counted ?? [], achievements: raw.achievements ?? {} };
  } catch {
    // Unreadable: start afresh.
  }
  return { games: 0, wins: 0, best: null, achievements: {}, counted: [] };
}

export interface MatchForStats {
  key: string;
  /** Your score in each game of the match. */
  scores: number[];
  /** Whether you had the best score (ties share) in each game. */
  won: boolean[];
  achievements: ElsterAchievement[][];
}

/** Adds a finished match to the stats once and returns the new stats. */
export function recordMatch(m: MatchForStats): DeviceStats {
  const stats = loadStats();
  if (stats.counted.includes(m.key)) return stats;
  stats.games += m.scores.length;
  stats.wins += m.won.filter(Boolean).length;
  for (const s of m.scores) stats.best = stats.best === null ? s : Math.max(stats.best, s);
  for (const list of m.achievements) for (const a of list) stats.achievements[a] = (stats.achievements[a] ?? 0) + 1;
  stats.counted = [...stats.counted, m.key].slice(-50);
  try {
    localStorage.setItem(KEY, JSON.stringify(stats));
  } catch {
    // Not persisted; shown for this page only.
  }
  return stats;
}
