// The Game interface: what every game module exports, and all the table host knows of a game.
// A game is a set of pure functions over plain-JSON state. See docs/GAME-INTERFACE.md for how
// each of the five games fits.
import type { Rng } from './rng';

/** Seats are numbered from 0 in play order (clockwise). */
export type Seat = number;
/** Who looks at the state: a seat, or a spectator who sees only public information. */
export type Viewer = Seat | 'spectator';
/** The games and computer strengths, as the wire schema defines them (schema/wire.ts). */
import type { BotLevel, GameId } from '../../../schema/protocol';

export type { BotLevel, GameId };

/** A rule violation, phrased for players: a stable code plus values; the web words it (de/en). */
export interface RuleError {
  error: string;
  /** English fallback text for bot writers and logs. */
  message: string;
  params?: Record<string, string | number>;
}

export function ruleError(error: string, message: string, params?: RuleError['params']): RuleError {
  return params ? { error, message, params } : { error, message };
}

export function isRuleError(x: unknown): x is RuleError {
  return typeof x === 'object' && x !== null && typeof (x as RuleError).error === 'string'
    && typeof (x as RuleError).message === 'string';
}

/**
 * Something that happened, for animation and the game log. `to` addresses it: 'all', or only the
 * listed seats (spectators get 'all' events only). Events must never carry what a receiver may not see.
 */
export interface GameEvent {
  to: 'all' | Seat[];
  type: string;
  [key: string]: unknown;
}

/** Final standing of one seat. `place` is 1-based; ties share a place. */
export interface SeatOutcome {
  seat: Seat;
  points: number;
  place: number;
  /** Bestenliste points by the game's own formula (rule book). */
  leaderboard: number;
  /** Achievement ids earned in this match (rule book names). */
  achievements: string[];
  /**
   * Fixed partners (Speedklammern at four): seats with the same team share points and place; the
   * end screen, leaderboard and stakes treat a team as one side.
   */
  team?: number;
  /**
   * The figure this seat's records keep (default: `points`) — Speedelster: the best single game of
   * the match — and the game's variant the record is kept per (Speedkino: number of projectionists,
   * with or without Farbfilm), e.g. '3p' or '3p-farbfilm'.
   */
  record?: { score: number; variant?: string };
}

export interface Outcome {
  seats: SeatOutcome[];
  /**
   * Co-operative (Speedkino): every seat has the same points, place 1 and leaderboard value; the end
   * screen, leaderboard, stakes and achievements must not pretend to rank.
   */
  coop?: boolean;
  /** Free-form per-game detail for the end screen (e.g. the scoring lines), public. */
  detail?: unknown;
}

/** A suggestion for the player (Rat), computed from the player's own view only. */
export interface Advice<Move = unknown> {
  move: Move;
  /** Structured reason; the web turns it into a sentence. */
  reason: { code: string; params: Record<string, string | number> };
}

/**
 * The daily challenge of a game (Tagesnest, Tagesplakat, Tagesalbum): the player in seat 0 against
 * `computers` computers of `level`, with fixed game options; no clock, no Rat, no stake.
 */
export interface DailyConfig {
  computers: number;
  level: BotLevel;
  /** Raw game options of the daily deal; checked by the game's parseOptions. */
  options: unknown;
}

/**
 * The record hunt (Rekordjagd): the player against `computers` computers of a strength the player
 * chooses from `levels`; the best total per strength stays as a record (setting `rekordjagd:<level>`).
 * No clock, no Rat, no stake.
 */
export interface RecordHuntConfig {
  computers: number;
  levels: readonly BotLevel[];
  /** Raw game options of every record hunt; checked by the game's parseOptions. */
  options: unknown;
  /** 'points': the Bestenliste counts only your own points (never below 0) in a record hunt. */
  leaderboard?: 'points';
}

/** A game's seats and modes: the facts the foyer shows and the host enforces (worker/games/<g>/modes.ts). */
export type GameModes = Partial<Pick<AnyGameRules, 'computerOnlySeats' | 'soloClock' | 'soloComputers' | 'daily' | 'recordHunt' | 'defaultThinkTime'>>
  & Pick<AnyGameRules, 'minSeats' | 'maxSeats'>;

/**
 * A game without its computers: its facts and modes, the rules, the view, the outcome and the log
 * lines. Pure, and imported by the Worker and the web alike (worker/games/<g>/rules.ts).
 */
export interface GameRules<State = unknown, Move = unknown, View = unknown, Options = unknown> {
  id: GameId;
  minSeats: number;
  maxSeats: number;
  /** Seats (0-based) that only a computer may take, e.g. Speedelster's fifth magpie. */
  computerOnlySeats?: readonly Seat[];
  /** Whether a solo game may have a clock (Speedklammern); elsewhere solo games run without. */
  soloClock?: boolean;
  /** Computers in a Freie Partie; default 1 (or minSeats − 1) to maxSeats − 1. */
  soloComputers?: { min: number; max: number };
  /** The daily challenge; games without it have none. */
  daily?: DailyConfig;
  /** The record hunt; games without it have none. */
  recordHunt?: RecordHuntConfig;
  /** Bedenkzeit in seconds a table with others starts with (rule book default), else 60. */
  defaultThinkTime?: 30 | 60 | 90 | 120 | null;
  /**
   * Time to read before a decision's think time starts, in ms (Speedklammern's Abrechnung: "nach
   * einer kurzen Lesezeit plus der Bedenkzeit"); only where a clock runs. Default none.
   */
  readingTimeMs?(state: State): number;
  /** Validate and complete host-chosen options (house rules, length). */
  parseOptions(raw: unknown): Options | RuleError;
  defaultOptions(): Options;
  setup(seatCount: number, options: Options, rng: Rng): State;
  /** Seats that owe a decision now (several at once for simultaneous moves). Empty when over. */
  pending(state: State): Seat[];
  /** Shape and legality of a client's input for this seat; returns a Move or a RuleError. */
  validate(state: State, seat: Seat, input: unknown): Move | RuleError;
  /** Apply a validated move. Never mutates `state`. */
  apply(state: State, seat: Seat, move: Move, rng: Rng): { state: State; events: GameEvent[] };
  /** Everything `viewer` may see, nothing more. Every outbound channel goes through this. */
  view(state: State, viewer: Viewer): View;
  /**
   * What a finished match's replay shows a watcher, where it is more than `view` (Speedkino: every
   * can open, which nobody sees at the table). Default `view`.
   */
  replayView?(state: State, viewer: Viewer): View;
  isOver(state: State): boolean;
  outcome(state: State): Outcome;
  /**
   * Whether free text is locked now — Speedkino: from the first move until the credits. While this
   * is true the host refuses every free text a seat can publish to the table (chat lines and a new
   * display name) with `chat_locked`.
   */
  chatLocked?(state: State): boolean;
  /**
   * Every legal move of the view's seat. The host's last resort when a computer keeps failing on a
   * decision: it then plays a random one of these rather than leave the table stuck.
   */
  legalMoves(view: View): Move[];
  /** A public game-log line for an event addressed to all (e.g. a reveal), or null for none. */
  describeEvent(event: GameEvent): LogLine | null;
  /** A short public line for the game log describing a move (no secrets), e.g. "hat gelegt". */
  describeMove(state: State, seat: Seat, move: Move): LogLine | null;
}

export interface LogLine {
  code: string;
  params: Record<string, string | number>;
}

/** A game's computers: its levels, Rat and the daily comparison. Imported only by the Worker (worker/games/<g>/computers.ts). */
export interface GameComputers<Move = unknown, View = unknown> {
  /** Computer player: decides from the seat's view only. Bounded by iterations, not time. */
  choose(view: View, level: BotLevel, rng: Rng): Move;
  /** Rat: the strong computer's choice for this view, with a reason. */
  advise(view: View, rng: Rng): Advice<Move>;
  /**
   * "Wie hätte der Computer gespielt?": the strong computer's choice for this view (exactly Rat's:
   * same code, same rng use) next to `chosen`, a move the seat made, with what the computer expects
   * of both (same samples for both). Bounded by iterations like `choose`. Games without it have no
   * move-by-move comparison in the daily.
   */
  compare?(view: View, chosen: Move, rng: Rng): MoveComparison<Move>;
}

/** A whole game as the Worker runs it: its rules and its computers (worker/games/<g>/index.ts). */
export interface Game<State = unknown, Move = unknown, View = unknown, Options = unknown>
  extends GameRules<State, Move, View, Options>, GameComputers<Move, View> {}

/**
 * What the strong computer makes of a decision: its own move and the one made, each with its
 * expected value in `unit` — 'share': the chance-like value 0…1 it maximises (Speedelster: win and
 * place), 'margin': points ahead of the best other seat (Speedkleister) or of the others' plans
 * (Speedalbum), 'points': the points the table ends with (Speedkino).
 */
export interface MoveComparison<Move = unknown> {
  best: Move;
  /** Whether `chosen` is the computer's move (then both values are the same). */
  same: boolean;
  bestValue: number;
  chosenValue: number;
  unit: CompareUnit;
}

export type CompareUnit = 'share' | 'margin' | 'points';

export type AnyGame = Game<any, any, any, any>;
export type AnyGameRules = GameRules<any, any, any, any>;
