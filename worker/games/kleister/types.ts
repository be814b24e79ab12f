// Speedkleister: the shapes of options, state, view, moves and events. Rule book: shared/seeds/000_*.txt.
// STABLE CONTRACT for the bots (bots/, advice.ts) and the table UI (web/games/kleister/): changes
// here are additive only.
//
// Cards are numbers: 1–13 are the poster ranks (1 Katze entlaufen … 13 Luftschiff-Rundflug),
// 0 is a Kleisterbürste (brush, joker). Hands are kept sorted ascending (brushes first).
import type { Seat } from '../core/types';

export const BRUSH = 0;
/** The value of a group of brushes only ("Sonderausgabe"): above 13, never covered. */
export const SPECIAL_VALUE = 14;
export const RANKS: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];
/** Copies of every rank in the deck. */
export const COPIES = 8;

export interface KleisterOptions {
  /** Durchgänge: 1, 3 or 5 rounds, points summed. */
  rounds: 1 | 3 | 5;
  /** Kleisterbürsten in the deck: 5 (house rule 3 or 7). */
  brushes: 3 | 5 | 7;
  /** Slots of the Plakatkarren (open cart): 6 (house rule 4 or 8). */
  cartSize: 4 | 6 | 8;
  /** Spielart Kurz: 10 hand cards instead of 13. */
  short: boolean;
  /** Hausregel "Säule zählt doppelt": each group of 4 or more cards on a column scores 1 extra. */
  columnBonus: boolean;
}

/**
 * A group of posters on a column: cards of one rank plus any brushes, or brushes only.
 * `cards` sorted ascending (brushes, value 0, first). `value` = the rank, or 14 for brushes only.
 */
export interface Group {
  value: number;
  cards: number[];
}

/**
 * The phase of a round:
 * - 'play': `turn` must play a group;
 * - 'decide': the coverer (`turn`) decides take / leave for the covered group of `cover.seat`;
 * - 'return': after "leave", the covered seat decides back to hand / to the waste;
 * - 'draw': `draw.seat` draws `draw.left` more cards, one decision per card;
 * - 'between': the round is over, every seat presses "Weiter" (pending = those not ready);
 * - 'over': the match is over.
 */
export type Phase = 'play' | 'decide' | 'return' | 'draw' | 'between' | 'over';

/** The cover being resolved now: `coverer`'s group `by` covered `group`, the top group of `seat`. */
export interface Cover {
  coverer: Seat;
  seat: Seat;
  /** The covered (torn-off) group. It is already removed from the column. */
  group: Group;
  /** The coverer's group that covered it. */
  by: Group;
}

/** Cards owed by `seat`: `left` more single draws, each from the cart (open) or the press (hidden). */
export interface Draw {
  seat: Seat;
  left: number;
}

/** What a seat did last, shown under its name ("unter dem Namen steht, was er zuletzt getan hat"). Public. */
export type LastAction =
  /** Played a group; `covered` = the seats whose top group it covered. */
  | { type: 'play'; group: Group; covered: Seat[] }
  /** Took the torn group of `from` into the hand. */
  | { type: 'take'; from: Seat; group: Group }
  /** Left the torn group of `from` to its owner. */
  | { type: 'leave'; from: Seat; group: Group }
  /** Took its own torn group back to the hand. */
  | { type: 'toHand'; group: Group }
  /** Put its own torn group in the waste (and draws as many). */
  | { type: 'toWaste'; group: Group }
  /** Drew cards in the current / last draw sequence: the open cart cards taken, and how many from the press. */
  | { type: 'draw'; cart: number[]; press: number };

/**
 * The public record of a round (rules/record.ts): `held[s]` = cards seat s openly took into its
 * hand (torn groups taken or taken back, cart cards drawn) and has not played since, sorted;
 * `spent[s]` = ranks seat s played since it last drew a hidden card from the press, ascending.
 */
export interface OpenRecord {
  held: number[][];
  spent: number[][];
}

export type EndReason = 'hand_empty' | 'stock_empty';

/** A finished round (Durchgang), public. */
export interface RoundResult {
  /** Points of each seat in this round (column cards +1, hand cards −1, bonus). */
  scores: number[];
  /** Column cards of each seat (all layers). */
  columnCards: number[];
  /** Hand cards of each seat at the end (how many; the cards stay hidden). */
  handCards: number[];
  /** Bonus points from "Säule zählt doppelt" (0 without the house rule). */
  bonus: number[];
  reason: EndReason;
  /** The seat that played its last hand card, for reason 'hand_empty'. */
  emptied: Seat | null;
  /** Who started the round. */
  starter: Seat;
}

export interface KleisterState {
  options: KleisterOptions;
  seats: number;
  /** 0-based index of the current round (Durchgang) within the match. */
  roundNo: number;
  phase: Phase;
  /** Who started the current round (rotates: round r starts with seat r mod seats). */
  starter: Seat;
  /** The seat whose turn it is (the player who played / plays the group). */
  turn: Seat;
  /** Hidden: each seat's hand, sorted ascending. */
  hands: number[][];
  /** Each seat's column (Litfaßsäule): groups bottom first, the top group last. Public. */
  columns: Group[][];
  /** The Plakatkarren: open cards by slot; null = an empty slot (refilled at the end of a turn). */
  cart: (number | null)[];
  /** Hidden: the Druckerei (press), top card first. */
  press: number[];
  /** Altpapier (waste), face up, oldest first. */
  waste: number[];
  /** The group played this turn (null in phase 'play' / 'between' / 'over'). */
  played: Group | null;
  /** Seats whose top group the played group covered, clockwise from the next player. */
  covers: Seat[];
  /** Index into `covers` of the cover being resolved now. */
  coverIndex: number;
  /** The cover being resolved now (phases 'decide', 'return', and 'draw' after a cover). */
  cover: Cover | null;
  /** Draws owed now (phase 'draw'). */
  draw: Draw | null;
  lastAction: (LastAction | null)[];
  /** What the table saw go into each hand this round (absent in states saved before it existed). */
  record?: OpenRecord;
  /** Finished rounds of this match. */
  results: RoundResult[];
  /** Seats that pressed "Weiter" between rounds. */
  ready: boolean[];
}

/**
 * Moves. `play.cards` are card values (0 = brush), e.g. [8, 8, 0] = two eights and a brush;
 * order does not matter. `draw` from the cart names a slot index (0-based) of `cart`.
 */
export type KleisterMove =
  | { type: 'play'; cards: number[] }
  | { type: 'take' }
  | { type: 'leave' }
  | { type: 'toHand' }
  | { type: 'toWaste' }
  | { type: 'draw'; from: 'press' }
  | { type: 'draw'; from: 'cart'; slot: number }
  | { type: 'continue' };

export interface KleisterView {
  seats: number;
  /** The viewer's seat, or null for a spectator. */
  you: Seat | null;
  options: KleisterOptions;
  roundNo: number;
  phase: Phase;
  starter: Seat;
  turn: Seat;
  /** The one seat that owes the current decision (null between rounds and at the end). */
  owes: Seat | null;
  /** The viewer's own hand (sorted), or null for a spectator. */
  hand: number[] | null;
  /** Hand sizes of all seats. */
  handCounts: number[];
  columns: Group[][];
  cart: (number | null)[];
  waste: number[];
  /** Cards left in the press (the order is secret). */
  pressCount: number;
  played: Group | null;
  covers: Seat[];
  coverIndex: number;
  cover: Cover | null;
  draw: Draw | null;
  lastAction: (LastAction | null)[];
  /** What the table saw go into each hand this round and the ranks played since (public). */
  record: OpenRecord;
  /**
   * Per card kind (index 0 = brushes, 1–13 = ranks): how many are hidden from the viewer — not in
   * the viewer's hand, not on any column, not in the cart or the waste, not the torn group lying
   * open in `cover` (that is: others' hands + press).
   */
  hidden: number[];
  /** Live points of the current round per seat (column +1, hand −1, bonus); the last round's between rounds. */
  roundScores: number[];
  results: RoundResult[];
  /** Match totals: finished rounds, plus the running round while it is played. */
  totals: number[];
  ready: boolean[];
}

/**
 * Events (GameEvent.type), all to 'all' except 'press_card':
 * - 'round_start' {roundNo, starter}
 * - 'play' {seat, group, covers: Seat[], last: boolean}   (last = the seat's last hand card: round ends)
 * - 'cover' {coverer, seat, group, by}                    (a cover comes up for resolution)
 * - 'take' {seat, from, group} · 'leave' {seat, from, group}
 * - 'to_hand' {seat, group} · 'to_waste' {seat, group}
 * - 'draw' {seat, from: 'cart', slot, card} | {seat, from: 'press'}
 * - 'press_card' {seat, card}  to [seat] only: the card the drawer got from the press
 * - 'refill' {cards: {slot, card}[]}
 * - 'round_end' {roundNo, reason, emptied, scores}
 * - 'ready' {seat}
 */
export type KleisterEventType =
  | 'round_start' | 'play' | 'cover' | 'take' | 'leave' | 'to_hand' | 'to_waste'
  | 'draw' | 'press_card' | 'refill' | 'round_end' | 'ready';
