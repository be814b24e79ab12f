// pending / validate / apply. Every decision of a turn is its own action of exactly one seat:
// the player plays; the coverer takes or leaves; the covered player chooses hand or waste; the
// drawer draws each card. Between rounds every seat presses "Weiter".
import type { Rng } from '../../core/rng';
import type { GameEvent, RuleError, Seat } from '../../core/types';
import { ruleError } from '../../core/types';
import type { KleisterMove, KleisterState } from '../types';
import { addCards, groupValue, holds, makeGroup, removeCards } from './cards';
import { freshRound } from './setup';
import { recordOf, recordPlayed, recordPressDraw, recordTook } from './record';
import type { Step } from './turn';
import { beginDraw, coverDone, coveredSeats, endRound, nextCover, stockEmpty } from './turn';

/** The one seat that owes the current decision; every seat not yet ready between rounds. */
export function pending(state: KleisterState): Seat[] {
  switch (state.phase) {
    case 'play': return [state.turn];
    case 'decide': return [state.turn];
    case 'return': return [state.cover ? state.cover.seat : state.turn];
    case 'draw': return [state.draw ? state.draw.seat : state.turn];
    case 'between': {
      const out: Seat[] = [];
      for (let s = 0; s < state.seats; s++) if (!state.ready[s]) out.push(s);
      return out;
    }
    case 'over': return [];
  }
}

const PHASE_OF: Record<KleisterMove['type'], KleisterState['phase']> = {
  play: 'play', take: 'decide', leave: 'decide', toHand: 'return', toWaste: 'return', draw: 'draw', continue: 'between',
};

/** The first field that does not belong (an extra one, else a missing one), or null when the fields are exactly `keys`. */
function offField(m: Record<string, unknown>, keys: string[]): string | null {
  const own = Object.keys(m);
  return own.find((k) => !keys.includes(k)) ?? keys.find((k) => !own.includes(k)) ?? null;
}

export function validate(state: KleisterState, seat: Seat, input: unknown): KleisterMove | RuleError {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return ruleError('bad_move', 'a move must be an object');
  const m = input as Record<string, unknown>;
  const type = m.type;
  if (typeof type !== 'string' || !Object.hasOwn(PHASE_OF, type)) {
    return ruleError('bad_move', "unknown move type (expected play, take, leave, toHand, toWaste, draw or continue)");
  }
  const t = type as KleisterMove['type'];
  if (t === 'play') {
    const field = offField(m, ['type', 'cards']);
    if (field !== null) return ruleError('bad_move', "'play' has exactly the fields type and cards", { field });
    if (!Array.isArray(m.cards)) return ruleError('bad_move', 'cards must be a list of card values (0 = brush, 1–13)', { field: 'cards' });
  } else if (t === 'draw') {
    if (m.from === 'press') {
      const field = offField(m, ['type', 'from']);
      if (field !== null) return ruleError('bad_move', "a draw from the press has exactly the fields type and from", { field });
    } else if (m.from === 'cart') {
      const field = offField(m, ['type', 'from', 'slot']);
      if (field !== null) return ruleError('bad_move', 'a draw from the cart has exactly the fields type, from and slot', { field });
    } else {
      return ruleError('bad_move', "draw from must be 'press' or 'cart'", { field: 'from' });
    }
  } else {
    const field = offField(m, ['type']);
    if (field !== null) return ruleError('bad_move', `'${t}' has no other fields`, { field });
  }
  if (state.phase === 'over') return ruleError('game_over', 'the match is over');
  if (state.phase !== PHASE_OF[t]) return ruleError('wrong_phase', `'${t}' is not possible now`, { phase: state.phase });
  if (t === 'continue' && state.ready[seat]) return ruleError('already_ready', 'you are already waiting for the next round');
  if (!pending(state).includes(seat)) return ruleError('not_your_turn', 'another player owes this decision');

  switch (t) {
    case 'play': return validatePlay(state, seat, m.cards as unknown[]);
    case 'draw': {
      if (m.from === 'press') {
        if (state.press.length === 0) return ruleError('press_empty', 'the press is empty: draw from the cart');
        return { type: 'draw', from: 'press' };
      }
      const slot = m.slot;
      if (typeof slot !== 'number' || !Number.isInteger(slot) || slot < 0 || slot >= state.cart.length) {
        return ruleError('bad_slot', `slot must be a whole number from 0 to ${state.cart.length - 1}`, { slots: state.cart.length });
      }
      if (state.cart[slot] === null) return ruleError('slot_empty', 'that cart slot is empty', { slot });
      return { type: 'draw', from: 'cart', slot };
    }
    case 'continue': return { type: 'continue' };
    default:
      return { type: t } as KleisterMove;
  }
}

function validatePlay(state: KleisterState, seat: Seat, raw: unknown[]): KleisterMove | RuleError {
  if (raw.length === 0) return ruleError('empty_group', 'play at least one card');
  for (const c of raw) {
    if (typeof c !== 'number' || !Number.isInteger(c) || c < 0 || c > 13) {
      return ruleError('bad_card', 'a card is a whole number from 0 (brush) to 13');
    }
  }
  const cards = (raw as number[]).slice().sort((a, b) => a - b);
  if (groupValue(cards) === null) return ruleError('mixed_ranks', 'a group holds one rank only (plus brushes)');
  if (!holds(state.hands[seat], cards)) return ruleError('not_in_hand', 'you do not hold these cards');
  return { type: 'play', cards };
}

export function apply(state: KleisterState, seat: Seat, move: KleisterMove, rng: Rng): Step {
  const events: GameEvent[] = [];
  switch (move.type) {
    case 'play': return applyPlay(state, seat, move.cards, events);
    case 'take': {
      // The torn cards go to the coverer's hand; the covered player draws as many.
      const cover = state.cover!;
      const hands = state.hands.slice();
      hands[seat] = addCards(hands[seat], cover.group.cards);
      const lastAction = state.lastAction.slice();
      lastAction[seat] = { type: 'take', from: cover.seat, group: cover.group };
      const record = recordTook(recordOf(state), seat, cover.group.cards);
      events.push({ to: 'all', type: 'take', seat, from: cover.seat, group: cover.group });
      return beginDraw({ ...state, hands, lastAction, record }, cover.seat, cover.group.cards.length, events);
    }
    case 'leave': {
      const cover = state.cover!;
      const lastAction = state.lastAction.slice();
      lastAction[seat] = { type: 'leave', from: cover.seat, group: cover.group };
      events.push({ to: 'all', type: 'leave', seat, from: cover.seat, group: cover.group });
      return { state: { ...state, phase: 'return', lastAction }, events };
    }
    case 'toHand': {
      // Back to the hand: no drawing.
      const cover = state.cover!;
      const hands = state.hands.slice();
      hands[seat] = addCards(hands[seat], cover.group.cards);
      const lastAction = state.lastAction.slice();
      lastAction[seat] = { type: 'toHand', group: cover.group };
      const record = recordTook(recordOf(state), seat, cover.group.cards);
      events.push({ to: 'all', type: 'to_hand', seat, group: cover.group });
      return coverDone({ ...state, hands, lastAction, record }, events);
    }
    case 'toWaste': {
      const cover = state.cover!;
      const lastAction = state.lastAction.slice();
      lastAction[seat] = { type: 'toWaste', group: cover.group };
      events.push({ to: 'all', type: 'to_waste', seat, group: cover.group });
      const next = { ...state, waste: [...state.waste, ...cover.group.cards], lastAction };
      return beginDraw(next, seat, cover.group.cards.length, events);
    }
    case 'draw': return applyDraw(state, seat, move, events);
    case 'continue': return applyContinue(state, seat, rng, events);
  }
}

/** The group goes on top of the player's column; then the covers of this turn, or the round's end. */
function applyPlay(state: KleisterState, seat: Seat, cards: number[], events: GameEvent[]): Step {
  const group = makeGroup(cards);
  const hands = state.hands.slice();
  hands[seat] = removeCards(hands[seat], cards);
  const columns = state.columns.slice();
  columns[seat] = [...columns[seat], group];
  const last = hands[seat].length === 0;
  // Last hand card: the round ends at once, nothing is covered.
  const covers = last ? [] : coveredSeats(columns, seat, group);
  const lastAction = state.lastAction.slice();
  lastAction[seat] = { type: 'play', group, covered: covers };
  const record = recordPlayed(recordOf(state), seat, group.cards);
  events.push({ to: 'all', type: 'play', seat, group, covers, last });
  const next: KleisterState = { ...state, hands, columns, lastAction, record, played: group, covers, coverIndex: 0, cover: null, draw: null };
  if (last) return endRound(next, 'hand_empty', seat, events);
  return nextCover(next, events);
}

/** One card, open from a cart slot or hidden from the press; the round ends when both are empty. */
function applyDraw(state: KleisterState, seat: Seat, move: Extract<KleisterMove, { type: 'draw' }>, events: GameEvent[]): Step {
  const draw = state.draw!;
  let { cart, press } = state;
  let card: number;
  const prev = state.lastAction[seat];
  const drawn = prev && prev.type === 'draw' ? prev : { type: 'draw' as const, cart: [], press: 0 };
  const lastAction = state.lastAction.slice();
  let record = recordOf(state);
  if (move.from === 'cart') {
    card = cart[move.slot] as number;
    record = recordTook(record, seat, [card]);
    cart = cart.slice();
    cart[move.slot] = null;
    lastAction[seat] = { type: 'draw', cart: [...drawn.cart, card], press: drawn.press };
    events.push({ to: 'all', type: 'draw', seat, from: 'cart', slot: move.slot, card });
  } else {
    card = press[0];
    press = press.slice(1);
    lastAction[seat] = { type: 'draw', cart: drawn.cart, press: drawn.press + 1 };
    record = recordPressDraw(record, seat);
    events.push({ to: 'all', type: 'draw', seat, from: 'press' });
    events.push({ to: [seat], type: 'press_card', seat, card });
  }
  const hands = state.hands.slice();
  hands[seat] = addCards(hands[seat], [card]);
  const next: KleisterState = { ...state, hands, cart, press, lastAction, record, draw: { seat, left: draw.left - 1 } };
  if (stockEmpty(next)) return endRound(next, 'stock_empty', null, events);
  if (draw.left > 1) return { state: next, events };
  return coverDone(next, events);
}

/** "Weiter": when every seat is ready, the next round is dealt; the next seat starts. */
function applyContinue(state: KleisterState, seat: Seat, rng: Rng, events: GameEvent[]): Step {
  const ready = state.ready.slice();
  ready[seat] = true;
  events.push({ to: 'all', type: 'ready', seat });
  if (ready.includes(false)) return { state: { ...state, ready }, events };
  const roundNo = state.roundNo + 1;
  const next: KleisterState = {
    ...state,
    ...freshRound(state.seats, state.options, roundNo, rng),
    roundNo,
    ready: new Array(state.seats).fill(false),
  };
  events.push({ to: 'all', type: 'round_start', roundNo, starter: next.starter });
  return { state: next, events };
}
