// Owns the shape of a finished match as the table hands it to D1 (the results outbox row), and of
// one human's result inside it. Types only: every db module reads them, none imports another for them.
import type { Outcome } from '@games/core/types';
import type { BotLevel, GameId, TableMode } from '@schema/protocol';
import type { Rating } from './glicko';

/** A seat as it was when the match ended (a human who left has `left: true`). */
export type OutboxSeat =
  | { kind: 'human'; playerId: string; name: string; left: boolean }
  | { kind: 'computer'; level: BotLevel; name: string }
  | { kind: 'empty' };

/** What the TableDO writes to its outbox in the step that ends a match (table/reducer/match.ts finishMatch). */
export interface OutboxEntry {
  tableId: string;
  game: GameId;
  mode: TableMode;
  matchNo: number;
  /** The Berlin date of a daily table's deal, else null. */
  dailyDate: string | null;
  /** Set on a daily table that is not the player's first attempt: results count as 'practice'. */
  practice?: boolean;
  stake: number;
  seats: OutboxSeat[];
  /** The outcome of a scored match; null when it ended without scoring (`abandoned`). */
  outcome: Outcome | null;
  /** A daily first attempt given up (left, or idle until cleaned up): recorded as abandoned. */
  abandoned?: true;
  /** The game's record hunt counts only your own points on the Bestenliste (against a named computer). */
  recordLeaderboard?: 'points';
  /** What the replay needs beside the actions (absent in rows written before replays existed). */
  replay?: { seed: string; options: unknown };
}

export type ResultMode = 'solo' | 'daily' | 'practice' | 'multi' | 'record';

/** One human's result of a match, as it enters D1. */
export interface ScoredSeat {
  seat: number;
  playerId: string;
  points: number;
  place: number;
  leaderboard: number;
  left: boolean;
  achievements: string[];
  /** The score that counts for records (the game's own figure, else the points). */
  record: { score: number; variant?: string };
}

/** A rating as stored, and what one finished game changes in it (db/rating.ts). */
export interface StoredRating extends Rating {
  games: number;
}

export interface RatingChange {
  seat: number;
  playerId: string;
  before: StoredRating;
  after: Rating;
}
