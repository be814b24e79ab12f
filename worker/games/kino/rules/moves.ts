// Ein Zug: whoever is up does exactly one of Hinweis geben, Archivieren, Einlegen. Validation of a
// client's input, and applying a validated move with its events.
import type { GameEvent, RuleError, Seat } from '../../core/types';
import { ruleError } from '../../core/types';
import type { HandCan, KinoMove, KinoState } from '../types';
import { MAX_FILMRISSE } from '../types';
import { archivieren, checkArchivieren } from './archivieren';
import { einlegen } from './einlegen';
import { finishTurn } from './ende';
import { giveHinweis, validateHinweis } from './hinweis';
import { drawCan } from './setup';

export function pending(state: KinoState): Seat[] {
  return state.over ? [] : [state.turn];
}

export function validate(state: KinoState, seat: Seat, input: unknown): KinoMove | RuleError {
  if (state.over) return ruleError('game_over', 'the Vorstellung is over');
  if (seat !== state.turn) return ruleError('not_your_turn', 'it is not your turn', { turn: state.turn });
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return ruleError('bad_move', 'a move is an object');
  const o = input as Record<string, unknown>;
  const allowed: Record<string, string[]> = { clue: ['type', 'to', 'film', 'akt'], play: ['type', 'can'], archive: ['type', 'can'] };
  // Own keys only: a type such as "toString" must not find Object.prototype's members.
  const keys = typeof o.type === 'string' && Object.hasOwn(allowed, o.type) ? allowed[o.type] : undefined;
  if (!keys) return ruleError('bad_move', 'a move is a clue, play or archive');
  const extra = Object.keys(o).find((k) => !keys.includes(k));
  if (extra) return ruleError('bad_move', `unexpected field ${extra}`, { field: extra });
  if (o.type === 'clue') return validateHinweis(state, seat, o);
  // The can is named by its draw number; the error never says what the can is.
  if (typeof o.can !== 'number' || !state.hands[seat].some((c) => c.id === o.can)) return ruleError('not_your_can', 'that can is not in your hand');
  if (o.type === 'archive') {
    const full = checkArchivieren(state);
    if (full) return full;
    return { type: 'archive', can: o.can };
  }
  return { type: 'play', can: o.can };
}

export function apply(state: KinoState, seat: Seat, move: KinoMove, _rng?: unknown): { state: KinoState; events: GameEvent[] } {
  if (move.type === 'clue') {
    const r = giveHinweis(state, seat, move);
    const end = finishTurn(r.state, seat, false);
    return { state: end.state, events: [...r.events, ...end.events] };
  }
  const hand = state.hands[seat];
  const index = hand.findIndex((c) => c.id === move.can);
  const can = hand[index];
  const r = move.type === 'play' ? einlegen(state, seat, can) : archivieren(state, seat, can);
  const rest = hand.filter((_, i) => i !== index);
  // The third Filmriss stops the Vorstellung at once: nobody draws any more.
  const drawn = r.state.filmrisse >= MAX_FILMRISSE ? { hands: withHand(r.state, seat, rest), deck: r.state.deck, drawn: r.state.drawn, drew: null } : drawCan(r.state, seat, rest);
  const events = [...r.events];
  if (drawn.drew !== null) events.push({ to: 'all', type: 'ziehen', seat, id: drawn.drew, deckCount: drawn.deck.length });
  const afterDraw: KinoState = { ...r.state, hands: drawn.hands, deck: drawn.deck, drawn: drawn.drawn };
  const end = finishTurn(afterDraw, seat, drawn.drew !== null && drawn.deck.length === 0);
  return { state: end.state, events: [...events, ...end.events] };
}

function withHand(state: KinoState, seat: Seat, hand: HandCan[]): HandCan[][] {
  const hands = state.hands.slice();
  hands[seat] = hand;
  return hands;
}
