// Who owes a decision, what a seat may do, and what happens. Bidding and play go seat by seat;
// the Kontra/Schenken window may owe two seats at once; the Abrechnung waits for every "Weiter".
import type { Rng } from '../../core/rng';
import type { GameEvent, RuleError, Seat } from '../../core/types';
import { ruleError } from '../../core/types';
import type { KlammernMove, KlammernState, Suit } from '../types';
import { applyBid, bidWords, kleinesSuits } from './bidding';
import { bellaCard } from './bella';
import { announceWords, applyDoubling } from './kontra';
import { meldsOf } from './melds';
import { applyContinue } from './partie';
import { answerSchenken, offerSchenken } from './schenken';
import { applySwap, maySwap } from './swap';
import { applyCard, hasPlayed, legalCards, turnOf } from './tricks';

export function pending(state: KlammernState): Seat[] {
  switch (state.phase) {
    case 'bidding': return [state.bidding!.turn];
    case 'announce': return state.window!.owed.slice();
    case 'play': return [turnOf(state)];
    case 'abrechnung': return state.ready.flatMap((r, s) => (r ? [] : [s]));
    case 'over': return [];
  }
}

const WORDS = ['orgi', 'pass', 'bitte', 'besser', 'swap', 'kontra', 're', 'schenken', 'accept', 'decline', 'continue'] as const;

function onlyKeys(m: Record<string, unknown>, keys: string[]): boolean {
  return Object.keys(m).every((k) => keys.includes(k));
}

export function validate(state: KlammernState, seat: Seat, input: unknown): KlammernMove | RuleError {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return ruleError('bad_move', 'a move must be an object');
  const m = input as Record<string, unknown>;
  if (!pending(state).includes(seat)) return ruleError('not_your_turn', 'you owe no decision now');
  if (m.type === 'card') return validateCard(state, seat, m);
  if (m.type === 'kleines') {
    if (!onlyKeys(m, ['type', 'suit'])) return ruleError('bad_move', "'kleines' has the fields type and suit");
    if (!bidWords(state, seat).includes('kleines')) return ruleError('not_now', 'you cannot say "Ein Kleines" now');
    if (!kleinesSuits(state).includes(m.suit as Suit)) return ruleError('bad_suit', 'a Kleines names a suit other than the open card\'s');
    return { type: 'kleines', suit: m.suit as Suit };
  }
  const word = WORDS.find((w) => w === m.type);
  if (word === undefined) return ruleError('bad_move', 'unknown move type');
  if (!onlyKeys(m, ['type'])) return ruleError('bad_move', `'${word}' has no other fields`);
  switch (state.phase) {
    case 'bidding':
      if (word === 'orgi' || word === 'pass' || word === 'bitte' || word === 'besser') {
        if (bidWords(state, seat).includes(word)) return { type: word };
      }
      break;
    case 'announce':
      if (word === 'swap') break;
      if (word !== 'continue' && word !== 'orgi' && word !== 'bitte' && word !== 'besser' && announceWords(state, seat).includes(word)) {
        return { type: word };
      }
      break;
    case 'abrechnung':
      if (word === 'continue') return { type: 'continue' };
      break;
    default:
      break;
  }
  if (word === 'swap') {
    return maySwap(state, seat) ? { type: 'swap' } : ruleError('no_swap', 'only the holder of the trump seven may swap, in an Orgi at three, before his first card');
  }
  return ruleError('not_now', `you cannot say '${word}' now`);
}

function validateCard(state: KlammernState, seat: Seat, m: Record<string, unknown>): KlammernMove | RuleError {
  if (!onlyKeys(m, ['type', 'card', 'meld', 'bella'])) return ruleError('bad_move', 'a card move has the fields type, card, meld, bella');
  if (state.phase !== 'play') return ruleError('not_now', 'no card is played now');
  const c = m.card;
  if (typeof c !== 'number' || !Number.isInteger(c) || c < 0 || c > 31) return ruleError('bad_card', 'card must be a whole number from 0 to 31');
  const meld = m.meld ?? false;
  const bella = m.bella ?? false;
  if (typeof meld !== 'boolean' || typeof bella !== 'boolean') return ruleError('bad_move', 'meld and bella are true or false');
  const hand = state.hands[seat];
  if (!hand.includes(c)) return ruleError('not_in_hand', 'you do not hold that card', { card: c });
  const trump = state.contract!.trump;
  if (!legalCards(hand, state.trick.cards, trump).includes(c)) return ruleError('must_follow', 'that card does not follow the rules (Bedienen, Trumpfen, Überstechen)', { card: c });
  if (meld && (hasPlayed(state, seat) || meldsOf(hand, seat).length === 0)) return ruleError('no_meld', 'you have no sequence to declare (or played your first card already)');
  if (bella && !bellaCard(hand, c, trump)) return ruleError('no_bella', 'Bella is the first of König and Dame of trump played while holding both', { card: c });
  return { type: 'card', card: c, meld, bella };
}

export function apply(state: KlammernState, seat: Seat, move: KlammernMove, rng: Rng): { state: KlammernState; events: GameEvent[] } {
  switch (move.type) {
    case 'orgi': case 'kleines': case 'bitte': case 'besser':
      return applyBid(state, seat, move, rng);
    case 'pass':
      return state.phase === 'bidding' ? applyBid(state, seat, move, rng) : applyDoubling(state, seat, 'pass');
    case 'kontra': case 're':
      return applyDoubling(state, seat, move.type);
    case 'schenken': return offerSchenken(state, seat);
    case 'accept': case 'decline': return answerSchenken(state, seat, move.type);
    case 'swap': return applySwap(state, seat);
    case 'card': return applyCard(state, seat, move.card, move.meld, move.bella);
    case 'continue': return applyContinue(state, seat, rng);
  }
}
