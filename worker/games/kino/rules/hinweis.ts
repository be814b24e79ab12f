// Hinweis geben (kostet 1 Batterie): a film or an Akt to one colleague; every can of that colleague
// that matches lights up. No clue without a battery; a clue that lights up nothing only with the
// variant Leere Hinweise. The clue is read by the conventions (absprachen.ts) and the reading is
// kept with the cans as common knowledge; the cans it lit stay "neu" until their owner has acted.
import type { GameEvent, RuleError, Seat } from '../../core/types';
import { ruleError } from '../../core/types';
import type { Clue, ClueRecord, HandCan, KinoMove, KinoState, Reading } from '../types';
import { AKTS, FARBFILM } from '../types';
import { allMask, clueMask, filmCount, touches } from './filmdosen';
import { readHinweis, type ReadContext } from './absprachen';
import { archivedCounts, locatedCounts, trashMask } from './wissen';

type ClueMove = Extract<KinoMove, { type: 'clue' }>;

export const clueOf = (move: ClueMove): Clue => (move.film !== undefined ? { film: move.film } : { akt: move.akt! });

/** Checks the shape and legality of a clue input (the seat is the one to move). */
export function validateHinweis(state: KinoState, seat: Seat, input: Record<string, unknown>): ClueMove | RuleError {
  const { to, film, akt } = input;
  if (to === undefined) return ruleError('bad_move', 'a clue names the colleague it goes to (to)', { field: 'to' });
  if (typeof to !== 'number' || !Number.isInteger(to) || to < 0 || to >= state.seats) return ruleError('bad_seat', 'no such seat', { to: String(to) });
  if (to === seat) return ruleError('clue_to_self', 'a clue goes to a colleague, never to yourself');
  if ((film === undefined) === (akt === undefined)) return ruleError('bad_move', 'a clue names either a film or an Akt');
  let move: ClueMove;
  if (film !== undefined) {
    if (typeof film !== 'number' || !Number.isInteger(film) || film < 0 || film >= filmCount(state.options)) return ruleError('bad_film', 'no such film in this game');
    if (film === FARBFILM && state.options.farbfilm === 'joker') return ruleError('joker_unnamed', 'the Farbfilm Joker cannot be named in a clue');
    move = { type: 'clue', to, film };
  } else {
    if (typeof akt !== 'number' || !Number.isInteger(akt) || akt < 1 || akt > AKTS) return ruleError('bad_akt', 'an Akt is 1 to 5');
    move = { type: 'clue', to, akt };
  }
  if (state.batteries === 0) return ruleError('no_battery', 'no clue without a battery');
  if (!state.options.leereHinweise && touchedBy(state.hands[to], clueMask(clueOf(move), state.options)).every((t) => !t)) {
    return ruleError('empty_clue', 'the clue lights up no can; empty clues need the variant Leere Hinweise', { to });
  }
  return move;
}

export function touchedBy(hand: readonly HandCan[], clueBits: number): boolean[] {
  return hand.map((c) => touches(c, clueBits));
}

/** What the whole table knows apart from `receiver`'s hand: the context of a clue's reading. */
export function readingContext(state: Pick<KinoState, 'options' | 'reels' | 'history' | 'hands'>, receiver: Seat): ReadContext {
  const films = filmCount(state.options);
  const archived = archivedCounts(state.history);
  const useful = allMask(films) & ~trashMask(films, state.reels, archived);
  return { films, reels: state.reels, archived, locatedElsewhere: locatedCounts(state.hands.filter((_, s) => s !== receiver), -1, useful), useful };
}

/** The clue as it will be recorded: touched cans, focus and reading (also for the game log). */
export function recordHinweis(state: KinoState, seat: Seat, move: ClueMove): { record: ClueRecord; hand: HandCan[] } {
  const hand = state.hands[move.to];
  const bits = clueMask(clueOf(move), state.options);
  const touched = touchedBy(hand, bits);
  const read = readHinweis(readingContext(state, move.to), hand, touched, bits, move.akt ?? null);
  const newHand = hand.map((c, i) => ({ ...c, ...read.hand[i] }));
  const record: ClueRecord = {
    turn: state.turnNo,
    by: seat,
    to: move.to,
    film: move.film ?? null,
    akt: move.akt ?? null,
    touched: hand.filter((_, i) => touched[i]).map((c) => c.id),
    focus: read.focus >= 0 ? hand[read.focus].id : null,
    focusPos: read.focus,
    handSize: hand.length,
    reading: read.reading as Reading,
  };
  return { record, hand: newHand };
}

export function giveHinweis(state: KinoState, seat: Seat, move: ClueMove): { state: KinoState; events: GameEvent[] } {
  const { record, hand } = recordHinweis(state, seat, move);
  const hands = state.hands.slice();
  hands[move.to] = hand;
  const neu = state.neu.slice();
  neu[move.to] = state.clues.length;
  const event: GameEvent = { to: 'all', type: 'hinweis', clue: record, batteries: state.batteries - 1 };
  return {
    state: { ...state, hands, neu, batteries: state.batteries - 1, clues: [...state.clues, record] },
    events: [event],
  };
}
