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
