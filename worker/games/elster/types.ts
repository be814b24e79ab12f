// Speedelster: the shapes of state, view, moves and options. Rule book: shared/seeds/002_*.txt.
// Loot cards are identified by their value: Glitzerkram +1 … +10 (+10 is the Krönchen), Ärger −1 … −5.
import type { Seat } from '../core/types';

export const LOOT: readonly number[] = [-5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
export const PEBBLES: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];
export const CROWN = 10;

/** Hausregel: 'topf' keeps an all-cancelled card in the pot; 'weg' (Weg damit) discards it. */
export type HouseRule = 'topf' | 'weg';

export interface ElsterOptions {
  /** Match length: 1, 3 or 5 games (Partien), scores summed. */
  games: 1 | 3 | 5;
  houseRule: HouseRule;
}

/** One round, as everyone sees it after the reveal. */
export interface RoundRecord {
  /** The cards that were at stake: carried pot cards first, the new card last. */
  cards: number[];
  /** The revealed bid of every seat (index = seat). */
  bids: number[];
  /** Pebble values that tied and cancelled (Gezänk). */
  cancelled: number[];
  /** Who took the cards, or null when nobody did. */
  winner: Seat | null;
  /** What happened to the cards when nobody took them. */
  fate: 'taken' | 'pot' | 'discarded' | 'unowned';
}

export interface GameResult {
  nests: number[][];
  scores: number[];
  /** Achievements each seat earned in this game (see rules/achievements.ts). */
  achievements: ElsterAchievement[][];
}

export interface ElsterState {
  options: ElsterOptions;
  seats: number;
  /** 0-based index of the current game within the match. */
  gameNo: number;
  phase: 'bidding' | 'between' | 'over';
  /** Hidden: the loot pile, top card first. */
  pile: number[];
  /** The card revealed this round (null between games / at the end). */
  current: number | null;
  /** Cards carried over from all-cancelled rounds (not including `current`). */
  pot: number[];
  /** Pebbles still in each seat's hand. */
  hands: number[][];
  /** Hidden until the reveal: each seat's secret bid this round. */
  bids: (number | null)[];
  /** Loot taken this game per seat, in the order taken. */
  nests: number[][];
  /** Rounds of the current game, oldest first. */
  rounds: RoundRecord[];
  /** Finished games of this match. */
  results: GameResult[];
  /** Seats that pressed "Weiter" between games. */
  ready: boolean[];
}

export type ElsterMove = { type: 'bid'; pebble: number } | { type: 'continue' };

export interface ElsterView {
  seats: number;
  /** The viewer's seat, or null for a spectator. */
  you: Seat | null;
  options: ElsterOptions;
  gameNo: number;
  phase: ElsterState['phase'];
  current: number | null;
  pot: number[];
  /** Cards still in the pile, sorted ascending (the order is secret). */
  remaining: number[];
  /** Everyone's remaining pebbles (played pebbles are public). */
  hands: number[][];
  /** Which seats have bid this round (not what). */
  hasBid: boolean[];
  /** The viewer's own secret bid this round, if any. */
  ownBid: number | null;
  nests: number[][];
  rounds: RoundRecord[];
  results: GameResult[];
  ready: boolean[];
  /** Match totals: finished games plus the current nests. */
  totals: number[];
}

export type ElsterAchievement = 'kroenchen' | 'sauberesNest' | 'topfraeuber' | 'kieselkunst' | 'zankhahn';
