// Shared helpers for the Speedkino tests: cans written the players' way ('kr1' = Krimi Akt 1,
// 'we', 'lu', 'ab', 'li', 'fa' for Western, Lustspiel, Abenteuer, Liebesfilm, Farbfilm), and tables
// set up directly: hands left to right, the stack top first, reels, batteries, Filmrisse.
import { apply, validate } from '@games/kino/rules/moves';
import { freshKnowledge } from '@games/kino/rules/setup';
import { allCans, filmCount } from '@games/kino/rules/filmdosen';
import { defaultOptions } from '@games/kino/rules/options';
import { isRuleError } from '@games/core/types';
import type { GameEvent, RuleError, Seat } from '@games/core/types';
import type { CanFace, HandCan, KinoMove, KinoOptions, KinoState, PlayRecord } from '@games/kino/types';

const CODES = ['kr', 'we', 'lu', 'ab', 'li', 'fa'];
export const KR = 0, WE = 1, LU = 2, AB = 3, LI = 4, FA = 5;

export function face(code: string): CanFace {
  const film = CODES.indexOf(code.slice(0, 2));
  const akt = Number(code.slice(2));
  if (film < 0 || !(akt >= 1 && akt <= 5)) throw new Error(`bad can ${code}`);
  return { film, akt };
}

export const code = (c: CanFace): string => `${CODES[c.film]}${c.akt}`;

export interface TableSpec {
  hands: string[][];
  deck?: string[];
  reels?: number[];
  /** Cans already out: 'kr1' eingelegt is implied by the reels; these are archived ones. */
  archived?: string[];
  batteries?: number;
  filmrisse?: number;
  turn?: Seat;
  options?: Partial<KinoOptions>;
  finalTurns?: number | null;
}

/** Every can not in a hand, the archive or on a reel, in a fixed order (Akt 5 first, then by film). */
function restOfStack(options: KinoOptions, used: CanFace[], reels: number[]): CanFace[] {
  const left = allCans(options).filter((c) => c.akt > reels[c.film]);
  for (const u of used) {
    const i = left.findIndex((c) => c.film === u.film && c.akt === u.akt);
    if (i >= 0) left.splice(i, 1);
  }
  return left.sort((a, b) => b.akt - a.akt || a.film - b.film);
}

/**
 * A running Vorstellung exactly as specified; ids count up hand by hand, then the archive. Without
 * a `deck`, the stack holds every other can (so the table is a real mid-game position).
 */
export function table(spec: TableSpec): KinoState {
  const options = { ...defaultOptions(), ...spec.options };
  const films = filmCount(options);
  let id = 0;
  const hands: HandCan[][] = spec.hands.map((h) => h.map((c) => ({ ...face(c), ...freshKnowledge(id++, films) })));
  const history: PlayRecord[] = (spec.archived ?? []).map((c) => ({ ...face(c), id: id++, seat: 0, turn: 0, how: 'archived' }));
  const reels = spec.reels ?? new Array<number>(films).fill(0);
  const deck = spec.deck ? spec.deck.map(face) : restOfStack(options, [...hands.flat(), ...history], reels);
  return {
    options,
    seats: hands.length,
    deck,
    drawn: id,
    hands,
    reels,
    history,
    batteries: spec.batteries ?? 8,
    filmrisse: spec.filmrisse ?? 0,
    turn: spec.turn ?? 0,
    turnNo: 0,
    finalTurns: spec.finalTurns ?? null,
    clues: [],
    neu: new Array<number>(hands.length).fill(-1),
    over: null,
  };
}

/** Validates and applies a move; throws on a refusal. */
export function move(state: KinoState, seat: Seat, input: KinoMove | Record<string, unknown>): { state: KinoState; events: GameEvent[] } {
  const m = validate(state, seat, input);
  if (isRuleError(m)) throw new Error(`refused: ${m.error} ${m.message}`);
  return apply(state, seat, m);
}

export function refusal(state: KinoState, seat: Seat, input: unknown): RuleError {
  const m = validate(state, seat, input);
  if (!isRuleError(m)) throw new Error('the move was accepted');
  return m;
}

/** The cans of a hand in the players' notation. */
export const handOf = (state: KinoState, seat: Seat): string[] => state.hands[seat].map(code);

/** The id of the can at `pos` (from the left) in `seat`'s hand. */
export const idAt = (state: KinoState, seat: Seat, pos: number): number => state.hands[seat][pos].id;

/** Plays out a list of moves by turn. */
export function play(state: KinoState, ...moves: KinoMove[]): KinoState {
  let s = state;
  for (const m of moves) s = move(s, s.turn, m).state;
  return s;
}
