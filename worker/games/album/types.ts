// Speedalbum: the shapes of cards, state, view, moves and options. Rule book: shared/seeds/001_*.txt.
// Cards are identified by their id 0…107; a card's front series is `Math.floor(id / 18)` (cards.ts).
// Series are indices 0…5 into SERIES (numbers keep the scoring and the computers fast).
// The id says what is on both sides, so the view names only cards lying objective side up by id
// (see AlbumView); a picture is shown by its series alone.
import type { Seat } from '../core/types';

export const SERIES = ['rennwagen', 'flieger', 'dampflok', 'ritterburg', 'fussball', 'wildtiere'] as const;
export type SeriesId = (typeof SERIES)[number];
/** 0 Rennwagen, 1 Flieger, 2 Dampflok, 3 Ritterburg, 4 Fußball, 5 Wildtiere. */
export type Series = number;
export const SERIES_COUNT = 6;
export const CARDS_PER_SERIES = 18;
/** "Im Spiel sind je Platz drei Karten jeder Serie." */
export const CARDS_PER_SERIES_PER_SEAT = 3;
export const PILES = 3;
/** Market slots: slot = column * 2 + row (row 0 = top, 1 = bottom); column = the pile above. */
export const MARKET_SLOTS = 6;

export type ObjectiveKind =
  | 'each' | 'pair' | 'trio' | 'stairs' | 'equal' | 'parity'
  | 'most' | 'fewest' | 'mostTotal' | 'fewestTotal' | 'complete' | 'missing' | 'atLeast';

export const OBJECTIVE_KINDS: readonly ObjectiveKind[] = [
  'each', 'pair', 'trio', 'stairs', 'equal', 'parity', 'most', 'fewest', 'mostTotal', 'fewestTotal', 'complete', 'missing', 'atLeast',
];

/** What a card's back asks for. All counts are pictures in the owner's album. */
export type Objective =
  /** Per picture: the sum of count × points over the terms ("+2 je Flieger, −1 je Fußball"). */
  | { kind: 'each'; terms: { series: Series; points: number }[] }
  /** Per pair of the two named series (both may be the same series: "je 2 Flieger"). */
  | { kind: 'pair'; series: [Series, Series]; points: number }
  /** Per set of three different named series. */
  | { kind: 'trio'; series: [Series, Series, Series]; points: number }
  /** Treppe: per run of 1 × series[0], 2 × series[1], 3 × series[2]. */
  | { kind: 'stairs'; series: [Series, Series, Series]; points: number }
  /** Equally many of both series, at least one each (0 = 0 does not count). */
  | { kind: 'equal'; series: [Series, Series]; points: number }
  /** An even count (0 is even) scores `even`, an odd count `odd`. */
  | { kind: 'parity'; series: Series; even: number; odd: number }
  /** The most of a series at the table (at least one); a tie counts for the owner. */
  | { kind: 'most'; series: Series; points: number }
  /** The fewest of a series at the table (zero is fine); a tie counts for the owner. */
  | { kind: 'fewest'; series: Series; points: number }
  /** The most pictures in total at the table; a tie counts for the owner. */
  | { kind: 'mostTotal'; points: number }
  /** The fewest pictures in total at the table; a tie counts for the owner. */
  | { kind: 'fewestTotal'; points: number }
  /** Per complete set of all six series. */
  | { kind: 'complete'; points: number }
  /** Per series of which the album has no picture. */
  | { kind: 'missing'; points: number }
  /** Per series of which the album has at least `min` pictures. */
  | { kind: 'atLeast'; min: number; points: number };

export interface Card {
  id: number;
  front: Series;
  objective: Objective;
}

export interface AlbumOptions {
  /** Hausregel Drehen "nur neuen": only the objective taken this turn may be flipped. */
  onlyNew: boolean;
  /** Bestandsliste: the view shows how many pictures per series are still in the piles. */
  stockList: boolean;
  /** Lange Partie (2 or 3 seats only; ignored otherwise): 108 cards over 3 resp. 2 rounds. */
  long: boolean;
  /** Who starts the first round: 'lot' (by lot) or 'seat0' (Tagesalbum and Rekordjagd: the human). */
  start: 'lot' | 'seat0';
}

/** One seat's collection: pictures (flipped cards and market pictures) and the objectives folder. */
export interface Album {
  pictures: number[];
  objectives: number[];
}

export type AlbumMove =
  | { type: 'take'; pile: number; flip?: number }
  | { type: 'pictures'; slots: number[]; flip?: number };

/** The score of one objective in an album. */
export interface ScoreLine {
  card: number;
  points: number;
}

export interface AlbumScore {
  total: number;
  lines: ScoreLine[];
}

/** A finished round (Durchgang). */
export interface RoundResult {
  starter: Seat;
  albums: Album[];
  scores: AlbumScore[];
}

/** The last turn (state only: its picture ids name their hidden backs; the view has TurnSeen). */
export interface TurnRecord {
  seat: Seat;
  move: AlbumMove;
  /** The cards taken: the objective, or the pictures. */
  cards: number[];
}

export interface AlbumState {
  options: AlbumOptions;
  seats: number;
  /** 0-based round (Durchgang) and how many the match has (1, or 3 / 2 in the long game). */
  round: number;
  rounds: number;
  phase: 'playing' | 'over';
  /** Who started the current round; the turn order runs from there. */
  starter: Seat;
  turn: Seat;
  /** Hidden below the top: three piles, top card first. */
  piles: number[][];
  /** Market slots (see MARKET_SLOTS), null = empty. */
  market: (number | null)[];
  albums: Album[];
  /** Hidden: the shuffled cards of the long game's later rounds, one list per round. */
  reserve: number[][];
  results: RoundResult[];
  lastTurn: TurnRecord | null;
}

/**
 * One seat's album as the table sees it: its pictures per series (the backs stay hidden) and its
 * folder (Auftragsmappe), face up.
 */
export interface AlbumSeen {
  /** Pictures per series (index = series). */
  counts: number[];
  /** The objectives in the folder, by card id. */
  objectives: number[];
}

/** The last turn as everyone saw it. */
export interface TurnSeen {
  seat: Seat;
  /** As made; `flip` is the id of an objective, which lay face up until it was flipped. */
  move: AlbumMove;
  /** 'take': the objective taken (card id); else null. */
  objective: number | null;
  /** 'pictures': the series of the pictures taken; else empty. */
  pictures: Series[];
}

/** A finished round (Durchgang) as everyone sees it: "die Wertung zeigt jeden Auftrag mit seinen Punkten". */
export interface RoundSeen {
  starter: Seat;
  albums: AlbumSeen[];
  scores: AlbumScore[];
}

/**
 * What a seat (or a spectator) sees. A card lying objective side up (a pile's top, a folder's
 * objective, a score line, a flip) is named by its id: every card carries a different objective and
 * its front's motif is printed on it ("oben rechts auf dem Auftrag ist das Motiv der Vorderseite
 * gedruckt"), so the id tells nothing its face does not show. A picture (the market, the albums)
 * is shown by its series only: its back, and so its id, stays hidden.
 */
export interface AlbumView {
  seats: number;
  /** The viewer's seat, or null for a spectator. */
  you: Seat | null;
  options: AlbumOptions;
  round: number;
  rounds: number;
  phase: AlbumState['phase'];
  starter: Seat;
  /** Whose turn it is (null when over). */
  turn: Seat | null;
  /** Per pile: the visible top card (objective side up) and how many cards the pile holds. */
  piles: { top: number | null; count: number }[];
  /** Market slots (see MARKET_SLOTS): the series of the picture lying there, null = empty. */
  market: (Series | null)[];
  albums: AlbumSeen[];
  /** Every seat's score in the current round so far, per objective. */
  scores: AlbumScore[];
  /** Match totals: finished rounds plus the current round so far. */
  totals: number[];
  results: RoundSeen[];
  lastTurn: TurnSeen | null;
  /** Bestandsliste (only with the option): pictures per series still in the three piles. */
  stock?: number[];
}
