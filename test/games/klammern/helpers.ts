// Hand-made Speedklammern positions for the scenario tests: cards by name ("HB" = Herz Bube,
// "K10" = Kreuz Zehn), states in the bidding or the play with chosen hands, and a driver that
// applies moves through validate, failing loudly on a rule error.
import { stepRng } from '@games/core/rng';
import { isRuleError } from '@games/core/types';
import type { GameEvent, RuleError, Seat } from '@games/core/types';
import { contractValue } from '@games/klammern/rules/bidding';
import { setup } from '@games/klammern/rules/deal';
import { apply, validate } from '@games/klammern/rules/moves';
import { defaultOptions } from '@games/klammern/rules/options';
import type { Card, ContractKind, GameRecord, KlammernMove, KlammernOptions, KlammernState, Suit } from '@games/klammern/types';

const SUIT_LETTER: Record<string, Suit> = { K: 0, P: 1, H: 2, C: 3 };
const RANK_NAME = ['7', '8', '9', '10', 'B', 'D', 'K', 'A'];

/** "HB" → Herz Bube; suits K(reuz) P(ik) H(erz) C(aro = Karo); ranks 7 8 9 10 B D K A. */
export function c(name: string): Card {
  const suit = SUIT_LETTER[name[0]];
  const rank = RANK_NAME.indexOf(name.slice(1));
  if (suit === undefined || rank < 0) throw new Error(`bad card name ${name}`);
  return suit * 8 + rank;
}
export const cs = (names: string): Card[] => names.split(/\s+/).filter(Boolean).map(c).sort((a, b) => a - b);

export const opts = (o: Partial<KlammernOptions> = {}): KlammernOptions => ({ ...defaultOptions(), ...o });

/** A fresh Partie with a fixed seed (dealer drawn by the seed). */
export const fresh = (seats: number, o: Partial<KlammernOptions> = {}, seed = 'scenario'): KlammernState =>
  setup(seats, opts(o), stepRng(seed, 0, 'setup'));

/**
 * A state in the play: `hands` as given (all other cards in the stock at three), the contract
 * for `declarer`, the first trick led from the dealer's left.
 */
export function playing(p: {
  hands: string[];
  declarer: Seat;
  trump: Suit;
  kind?: ContractKind;
  dealer?: Seat;
  upcard?: string;
  stock?: string;
  options?: Partial<KlammernOptions>;
  doubling?: KlammernState['doubling'];
}): KlammernState {
  const seats = p.hands.length;
  const dealer = p.dealer ?? seats - 1;
  const hands = p.hands.map(cs);
  const used = new Set(hands.flat());
  const stock = p.stock !== undefined ? cs(p.stock) : seats === 3 ? Array.from({ length: 32 }, (_, x) => x).filter((x) => !used.has(x)) : [];
  const upcard = p.upcard !== undefined ? c(p.upcard) : seats === 3 ? stock[0] : hands[dealer][0];
  const orderedStock = seats === 3 ? [upcard, ...stock.filter((x) => x !== upcard)] : stock;
  const kind = p.kind ?? 'orgi';
  const base = fresh(seats, p.options ?? {});
  return {
    ...base,
    dealer,
    hands,
    stock: orderedStock,
    upcard,
    phase: 'play',
    bidding: { round: 1, turn: (dealer + 1) % seats, kleines: null, calls: [] },
    contract: { declarer: p.declarer, kind, trump: p.trump, value: contractValue(kind, p.trump) },
    doubling: p.doubling ?? { kontra: null, re: false },
    trick: { leader: (dealer + 1) % seats, cards: [] },
  };
}

/** Applies one raw move for `seat` through validate; throws on a rule error. */
export function step(state: KlammernState, seat: Seat, raw: unknown, seq = 1): { state: KlammernState; events: GameEvent[] } {
  const move = validate(state, seat, raw);
  if (isRuleError(move)) throw new Error(`seat ${seat}: ${move.error} — ${move.message}`);
  return apply(state, seat, move, stepRng('scenario', seq));
}

/** Applies moves in order: [seat, move] pairs. */
export function steps(state: KlammernState, moves: [Seat, unknown][]): KlammernState {
  let s = state;
  moves.forEach(([seat, m], i) => { s = step(s, seat, m, i + 1).state; });
  return s;
}

export const card = (name: string, flags: { meld?: boolean; bella?: boolean } = {}): KlammernMove =>
  ({ type: 'card', card: c(name), meld: flags.meld ?? false, bella: flags.bella ?? false });

/** Plays whole tricks: each string is one trick's cards in play order (from its leader). */
export function playTricks(state: KlammernState, tricks: string[]): KlammernState {
  let s = state;
  let seq = 100;
  for (const t of tricks) {
    for (const name of t.split(/\s+/)) {
      const seat = (s.trick.leader + s.trick.cards.length) % s.seats;
      s = step(s, seat, card(name), seq++).state;
    }
  }
  return s;
}

export function rejected(state: KlammernState, seat: Seat, raw: unknown): RuleError {
  const r = validate(state, seat, raw);
  if (!isRuleError(r)) throw new Error(`expected a rule error, got ${JSON.stringify(r)}`);
  return r;
}

/** A won Orgi of seat 0 on the Bierdeckel that wrote `scores` (for the Partie's end and places). */
export const scoreRecord = (scores: number[]): GameRecord => ({
  gameNo: 0, dealer: 0, contract: { declarer: 0, kind: 'orgi', trump: 0, value: 8 }, side: [0], kontra: false, re: false,
  durchmarsch: false, geschenkt: false, won: true, value: 8, augen: scores.map(() => 0), scores,
});

/** A Partie of `seats` and `length` over, with these games on its Bierdeckel. */
export const withResults = (seats: number, length: KlammernState['options']['length'], results: GameRecord[]): KlammernState =>
  ({ ...fresh(seats, { length }), results, phase: 'over' });
