// The replay record of one finished match: everything needed to rebuild it exactly — the game, its
// options, the seats, the match seed and every action with who decided it. Written to D1 by the
// results drain, served by GET /api/replays/<table>/<match> (docs/PROTOCOL.md), stepped by the pure
// reader (worker/games/core/replay.ts). Imported by worker and web alike: types only.
import type { BotLevel, GameId, TableMode } from './protocol';

/** Who decided an action: the seat's human, a computer seat, the computer after the human's think time and grace ran out, the computer standing in for an absent or departed human. */
export type ReplayBy = 'human' | 'computer' | 'clock_out' | 'autopilot';

export interface ReplayAction {
  seat: number;
  /** The move exactly as the game validated it. */
  move: unknown;
  by: ReplayBy;
  /** When it was applied (ms since the epoch). */
  at: number;
}

export type ReplaySeat =
  | { kind: 'human'; name: string; left?: true }
  | { kind: 'computer'; level: BotLevel; name: string }
  | { kind: 'empty' };

export interface ReplayRecord {
  /** The record's format version. */
  v: 1;
  table: string;
  match: number;
  game: GameId;
  mode: TableMode;
  /** A daily deal's Berlin date, else null. */
  dailyDate: string | null;
  /** A later attempt at the daily deal. */
  practice?: true;
  /** The game's parsed options (what `parseOptions` returned). */
  options: unknown;
  /** The seats as they were at the end; `setup` got `seats.length`. */
  seats: ReplaySeat[];
  /** The match seed: setup uses stepRng(seed, 0, 'setup'), action n uses stepRng(seed, n). */
  seed: string;
  /** The match ended without scoring (a daily first attempt given up). */
  abandoned?: true;
  finishedAt: number;
  /** Action n of the match is actions[n - 1]. */
  actions: ReplayAction[];
}

/** How the strong computer measures a decision (worker/games/core/types.ts CompareUnit). */
export type ComparisonUnit = 'share' | 'margin' | 'points';

/** A decision where the strong computer would have chosen otherwise. */
export interface ComparisonMoment {
  /** The action number (1-based); the replay shows the position before it at `position - 1`. */
  position: number;
  /** The move made, and the computer's, as the game validates moves. */
  chosen: unknown;
  best: unknown;
  /** What the computer expected of each: 'share' 0…1, 'margin' and 'points' in points. */
  chosenValue: number;
  bestValue: number;
  unit: ComparisonUnit;
}

/**
 * "Wie hätte der Computer gespielt?" of a daily match: GET /api/replays/<table>/<match>/computer
 * (docs/PROTOCOL.md). The deal played again with the strong computer in the player's seat (the other
 * seats at their levels), and the player's decisions set beside the strong computer's.
 */
export interface ComputerComparison {
  v: 1;
  table: string;
  match: number;
  game: GameId;
  /** The player's seat. */
  seat: number;
  /** The player's result; null when the match was given up. */
  you: { points: number; place: number } | null;
  computer: { points: number; place: number };
  /** Co-operative: everyone shares the points, places say nothing. */
  coop?: true;
  /** The player's own decisions with a choice, and how many of them were examined. */
  decisions: number;
  examined: number;
  /** At most 12: those where the computer expected most from its own choice, in match order. */
  moments: ComparisonMoment[];
}
