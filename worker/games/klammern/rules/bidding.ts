// Trumpf bestimmen. Round 1: the open card proposes trump; from the dealer's left each says
// "Ich spiele" (an Orgi) or "Ich will nicht". Round 2: in the same order each may say "Ein Kleines"
// with another suit; the players after him say "Bitte" (he plays) or "Besser" (the first to say it
// plays, Kreuz is trump). Everyone says "Ich will nicht" twice: the same dealer deals again.
// Spielwert: Orgi Kreuz 8, Pik 7, Herz 6, Karo 5; Kleines Kreuz 4, Pik 3, Herz 2, Karo 1; Besser 4.
import type { Rng } from '../../core/rng';
import type { GameEvent, Seat } from '../../core/types';
import type { BidCall, BidWord, Contract, ContractKind, KlammernMove, KlammernState, Suit } from '../types';
import { KREUZ, suitOf } from './cards';
import { freshDeal } from './deal';
import { openWindow } from './kontra';
import { nextSeat } from './seats';

const ORGI_VALUE = [8, 7, 6, 5];
const KLEINES_VALUE = [4, 3, 2, 1];
export const BESSER_VALUE = 4;

export function contractValue(kind: ContractKind, trump: Suit): number {
  if (kind === 'orgi') return ORGI_VALUE[trump];
  if (kind === 'kleines') return KLEINES_VALUE[trump];
  return BESSER_VALUE;
}

/** The words `seat` may say now (empty when it is not its turn to bid). */
export function bidWords(state: KlammernState, seat: Seat): BidWord[] {
  const b = state.bidding;
  if (state.phase !== 'bidding' || !b || b.turn !== seat) return [];
  if (b.round === 1) return ['orgi', 'pass'];
  return b.kleines ? ['bitte', 'besser'] : ['kleines', 'pass'];
}

/** Suits a Kleines may name: any but the open card's. */
export function kleinesSuits(state: Pick<KlammernState, 'upcard'>): Suit[] {
  return ([0, 1, 2, 3] as Suit[]).filter((s) => s !== suitOf(state.upcard));
}

type Bid = Extract<KlammernMove, { type: BidWord }>;

export function applyBid(state: KlammernState, seat: Seat, move: Bid, rng: Rng): { state: KlammernState; events: GameEvent[] } {
  const b = state.bidding!;
  const suit = move.type === 'kleines' ? move.suit : null;
  const call: BidCall = { seat, round: b.round, call: move.type, suit };
  const calls = [...b.calls, call];
  const events: GameEvent[] = [{ to: 'all', type: 'bid', seat, round: b.round, call: move.type, suit }];
  const n = state.seats;
  const last = seat === state.dealer;
  const fix = (declarer: Seat, kind: ContractKind, trump: Suit) =>
    fixContract({ ...state, bidding: { ...b, calls } }, { declarer, kind, trump, value: contractValue(kind, trump) }, events);

  switch (move.type) {
    case 'orgi': return fix(seat, 'orgi', suitOf(state.upcard));
    case 'besser': return fix(seat, 'besser', KREUZ);
    case 'kleines':
      if (last) return fix(seat, 'kleines', move.suit);
      return { state: { ...state, bidding: { ...b, calls, kleines: { seat, suit: move.suit }, turn: nextSeat(seat, n) } }, events };
    case 'bitte':
      if (last) return fix(b.kleines!.seat, 'kleines', b.kleines!.suit);
      return { state: { ...state, bidding: { ...b, calls, turn: nextSeat(seat, n) } }, events };
    case 'pass':
      if (!last) return { state: { ...state, bidding: { ...b, calls, turn: nextSeat(seat, n) } }, events };
      if (b.round === 1) {
        return { state: { ...state, bidding: { round: 2, turn: nextSeat(seat, n), kleines: null, calls } }, events };
      }
      return redeal(state, events, rng);
  }
}

/** Sagen alle zweimal "Ich will nicht", gibt derselbe Geber neu. */
function redeal(state: KlammernState, events: GameEvent[], rng: Rng): { state: KlammernState; events: GameEvent[] } {
  const next: KlammernState = { ...state, ...freshDeal(state.seats, state.dealer, state.options, rng), deal: state.deal + 1 };
  events.push({ to: 'all', type: 'redeal', dealer: state.dealer, deal: next.deal, upcard: next.upcard });
  return { state: next, events };
}

function fixContract(state: KlammernState, contract: Contract, events: GameEvent[]): { state: KlammernState; events: GameEvent[] } {
  events.push({ to: 'all', type: 'contract', ...contract });
  return { state: openWindow({ ...state, contract }), events };
}
