// What a pass is worth at three (issue 22): a pass is not 0 — after it another player may declare
// and lose (each opponent of his gets twice the value) or win, or everyone passes and the dealer
// deals again. The strong computer bids by its share of the points the game gives: a call it wins
// gives it all of them (1), a call it loses none (0), an opponent's lost call half (the other
// opponent scores as much), an opponent's won call none, a new deal the fair third. The pass is
// valued in worlds sampled from what the seat knows, with a model of the others' calls: a player
// calls about as often as his call would win, and wins with the chance the hand strength gives.
import type { Rng } from '../../core/rng';
import type { Seat } from '../../core/types';
import type { Card, KlammernView, Suit } from '../types';
import { suitOf } from '../rules/cards';
import { nextSeat } from '../rules/seats';
import { handStrength } from './evaluate';
import { cardsOf, type Knowledge } from './knowledge';
import { sampleWorlds } from './sample';

/**
 * The declarer's chance at three from the hand strength alone: σ(bias + slope · f), fitted on the
 * same 924 games as FIT_3 (stark made to declare against two references, played out).
 */
export const STRENGTH_FIT_3 = { bias: -6.539, slope: 0.885 };
/** A new deal: the fair third of the next game's points. */
export const REDEAL_SHARE = 1 / 3;
const PASS_WORLDS = 12;

export const strengthChance3 = (hand: readonly Card[], trump: Suit): number =>
  1 / (1 + Math.exp(-(STRENGTH_FIT_3.bias + STRENGTH_FIT_3.slope * handStrength(hand, trump))));

/** One turn still to come in the bidding: who says it and which trumps it may call. */
interface Turn { seat: Seat; trumps: Suit[] }

/** The turns after the current one, in order, up to the end of round 2. */
function turnsAfter(view: KlammernView, me: Seat): Turn[] {
  const b = view.bidding!;
  const n = view.seats;
  const open = suitOf(view.upcard) as Suit;
  const others = ([0, 1, 2, 3] as Suit[]).filter((s) => s !== open);
  const out: Turn[] = [];
  let s = me;
  if (b.round === 1) {
    while (s !== view.dealer) { s = nextSeat(s, n); out.push({ seat: s, trumps: [open] }); }
    for (let i = 0; i < n; i++) { s = nextSeat(s, n); out.push({ seat: s, trumps: others }); }
  } else {
    while (s !== view.dealer) { s = nextSeat(s, n); out.push({ seat: s, trumps: others }); }
  }
  return out;
}

/**
 * The seat's expected share of the game's points if it passes (or says "Bitte"), the mean over
 * sampled worlds. Later turns are valued backwards: an opponent calls with the chance p his best
 * trump gives him and then leaves this seat (1 − p) / 2; the seat's own later turn (round 2 after
 * a round-1 pass) takes the better of its own best Kleines and passing on.
 */
export function passShare(view: KlammernView, k: Knowledge, rng: Rng): number {
  const b = view.bidding!;
  const worlds = sampleWorlds(k, view, rng, PASS_WORLDS);
  if (worlds.length === 0) return REDEAL_SHARE;
  const turns = b.kleines ? [] : turnsAfter(view, k.me);
  let total = 0;
  for (const w of worlds) {
    const hand = (s: Seat) => cardsOf(w.hands[s]);
    if (b.kleines) {
      // "Bitte": the Kleines stands (a later Besser is not modelled).
      const p = strengthChance3(hand(b.kleines.seat), b.kleines.suit);
      total += (1 - p) / 2;
      continue;
    }
    let v = REDEAL_SHARE;
    for (let i = turns.length - 1; i >= 0; i--) {
      const t = turns[i];
      const h = hand(t.seat);
      const p = Math.max(...t.trumps.map((s) => strengthChance3(h, s)));
      v = t.seat === k.me ? Math.max(p, v) : p * ((1 - p) / 2) + (1 - p) * v;
    }
    total += v;
  }
  return total / worlds.length;
}
