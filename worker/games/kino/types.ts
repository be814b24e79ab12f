// Speedkino: the shapes of cans, state, view, moves and options. Rule book: shared/seeds/003_*.txt.
// Films are indices into FILMS (numbers keep the conventions and the computers fast); a can's
// identity (film, Akt) is also a bit `film * 5 + akt - 1` in a 30-bit mask of possible identities.
// Cans are named by their draw number (`id`), which says nothing about what they are.
import type { Seat } from '../core/types';

export const FILMS = ['krimi', 'western', 'lustspiel', 'abenteuer', 'liebesfilm', 'farbfilm'] as const;
export type FilmName = (typeof FILMS)[number];
/** 0 Krimi, 1 Western, 2 Lustspiel, 3 Abenteuer, 4 Liebesfilm, 5 Farbfilm (only in the variants). */
export type Film = number;
export const FARBFILM: Film = 5;
/** Akt 1 … 5. */
export type Akt = number;
export const AKTS = 5;
/** "Akt 1 ×3, Akt 2–4 ×2, Akt 5 ×1" — copies per film, index = Akt − 1. */
export const COPIES: readonly number[] = [3, 2, 2, 2, 1];
/** "Taschenlampe voll": 8 batteries. */
export const MAX_BATTERIES = 8;
/** The third Filmriss ends the Vorstellung. */
export const MAX_FILMRISSE = 3;

export interface KinoOptions {
  /** Farbfilm: none, a sixth film with its own reel ('reel'), or the Joker that lights up with every film clue. */
  farbfilm: 'none' | 'reel' | 'joker';
  /** Leere Hinweise: a clue may name a film or Akt the colleague does not hold (still costs a battery). */
  leereHinweise: boolean;
}

/** What a can is: its film and Akt. */
export interface CanFace {
  film: Film;
  akt: Akt;
}

export interface Can extends CanFace {
  /** Draw number: 0 for the first can dealt, counting up. */
  id: number;
}

/** How the conventions read a clue: Spielhinweis (S), gerettet (R), or neither. */
export type Reading = 'play' | 'save' | 'none';

/**
 * What everyone knows about a can in a hand (common knowledge, from the public clues and the
 * conventions): kept in the state and updated with each clue, never derived from the can itself.
 */
export interface CanKnowledge {
  id: number;
  /** Angeleuchtet: touched by a clue at least once. */
  clued: boolean;
  /** Identities the clues leave possible, positive and negative ("Krimi", "nicht Akt 1"). */
  mask: number;
  /** Identities the conventions leave possible (a subset of `mask`). */
  inferred: number;
  /** The reading of the clue that focused this can: 'play' (S) or 'save' (R); null when none did. */
  mark: 'play' | 'save' | null;
}

/** A can in a hand: the can and what everyone knows about it. Index 0 of a hand is its left end. */
export interface HandCan extends Can, CanKnowledge {}

export type Clue = { film: Film; akt?: undefined } | { akt: Akt; film?: undefined };

/** One clue as everyone saw it, and how the conventions read it. */
export interface ClueRecord {
  /** Number of the turn (0-based) in which the clue was given. */
  turn: number;
  by: Seat;
  to: Seat;
  film: Film | null;
  akt: Akt | null;
  /** The cans that lit up, left to right. */
  touched: number[];
  /** The can the clue means (Fokus), or null for an empty clue. */
  focus: number | null;
  /** Where the focus stood: index from the left, and the hand's size then. */
  focusPos: number;
  handSize: number;
  reading: Reading;
}

/** A can that left a hand, and how. */
export interface PlayRecord extends Can {
  seat: Seat;
  turn: number;
  /** 'played' (eingelegt), 'filmriss' (did not fit: archived), 'archived' (Archivieren). */
  how: 'played' | 'filmriss' | 'archived';
}

export type EndReason = 'filmriss' | 'komplett' | 'letzteRolle';

export interface KinoState {
  options: KinoOptions;
  seats: number;
  /** Hidden: the stack, top can first (a can gets its id when it is drawn). */
  deck: CanFace[];
  /** Cans drawn so far (the next can's id). */
  drawn: number;
  hands: HandCan[][];
  /** The highest Akt on each film's reel (0 = empty), per film of this game. */
  reels: number[];
  /** Every can that left a hand, in order: eingelegt, gerissen, archiviert. */
  history: PlayRecord[];
  batteries: number;
  filmrisse: number;
  /** Whose turn it is, and how many turns were completed. */
  turn: Seat;
  turnNo: number;
  /** After the last can was drawn: turns still to play (every seat once more), else null. */
  finalTurns: number | null;
  clues: ClueRecord[];
  /** Per seat: index into `clues` of the last clue to it while it has not acted since ("neu"), else −1. */
  neu: number[];
  over: EndReason | null;
}

export type KinoMove =
  | { type: 'clue'; to: Seat; film: Film; akt?: undefined }
  | { type: 'clue'; to: Seat; akt: Akt; film?: undefined }
  | { type: 'play'; can: number }
  | { type: 'archive'; can: number };

/** A can as a viewer sees it: the front only where that viewer may see it. */
export interface CanView extends CanKnowledge {
  film?: Film;
  akt?: Akt;
  /** Only on the viewer's own cans: identities still possible after everything the viewer sees and its other cans known for certain. */
  possible?: number;
  /** Lit up by the last clue to this hand, which its owner has not answered yet. */
  neu: boolean;
}

/** The clue to you that stands in the task field ("Asta hat dir gezeigt: Krimi – eine Dose; …"). */
export interface TaskFact {
  by: Seat;
  film: Film | null;
  akt: Akt | null;
  count: number;
  focus: number | null;
  focusPos: number;
  handSize: number;
  reading: Reading;
}

export interface KinoView {
  seats: number;
  /** The viewer's seat, or null for a spectator. */
  you: Seat | null;
  options: KinoOptions;
  /** The films of this game (indices into FILMS). */
  films: Film[];
  phase: 'play' | 'over';
  turn: Seat | null;
  turnNo: number;
  reels: number[];
  /** Cans out of the hands in order (public): eingelegt, gerissen, archiviert. */
  history: PlayRecord[];
  deckCount: number;
  batteries: number;
  filmrisse: number;
  finalTurns: number | null;
  /**
   * Per seat its cans left to right. Your own cans and, for a spectator during play, every can
   * show only their backs (what the clues say); after the end every front is open.
   */
  hands: CanView[][];
  handSizes: number[];
  /** Per seat the index of its Wegwerf-Dose (rightmost never touched can), or −1. */
  wegwerf: number[];
  clues: ClueRecord[];
  neu: number[];
  /** The last clue to you while you have not acted since. */
  task: TaskFact | null;
  /** Identities still needed with one copy left outside the archive ("die letzte ihrer Art"). */
  critical: number;
  /** Per film the highest Akt its reel can still reach after the losses (5 = nothing ganz verloren). */
  reachable: number[];
  /** Points on the reels now (everyone shares them). */
  points: number;
  /** The same points for every seat (the shape the end screen and the golden tests read). */
  totals: number[];
  over: EndReason | null;
}
