// The normal computer: counts cards (what is out, which card is master, who showed a void), draws
// trumps as the player with the master trump, cashes its Asse, takes tricks cheaply, and smears
// points to a partner whose trick is safe ("schmiert"). Bids from the hand evaluation.
import type { Seat } from '../../core/types';
import type { Card, KlammernMove, KlammernView, Suit } from '../types';
import { KREUZ, beats, points, rankOf, strength, suitOf, trumpSeven } from '../rules/cards';
import { kleinesSuits } from '../rules/bidding';
import { canSwap, legalMoves, playableCards } from '../rules/legal';
import { allied, beatable, isMaster, mayHold, outstanding, trickState } from './counting';
import { bestSuit, winChance } from './evaluate';
import { knowledgeOf, type Knowledge } from './knowledge';
import { SUIT_MASK, popcount } from './solver';

/** The hand as it would be after swapping the trump seven for the open card (three players, Orgi). */
export function handForOrgi(view: KlammernView): Card[] {
  const hand = view.hand ?? [];
  const open = suitOf(view.upcard) as Suit;
  if (view.seats !== 3 || view.stockTop === null || !hand.includes(trumpSeven(open))) return hand;
  return [...hand.filter((c) => c !== trumpSeven(open)), view.stockTop];
}

/**
 * The chance (evaluate.ts) from which normal plays. Measured against leicht on duplicate boards
 * and Partien: alone at three the fitted chance is a fair guide; at four the curve (a random
 * partner) is optimistic, so normal asks for more.
 */
export const BID_LINE: Record<3 | 4, number> = { 3: 0.62, 4: 0.78 };

export function normalBid(view: KlammernView): KlammernMove {
  const b = view.bidding!;
  const hand = view.hand ?? [];
  const line = BID_LINE[view.seats === 3 ? 3 : 4];
  if (b.round === 1) return winChance(handForOrgi(view), suitOf(view.upcard) as Suit, view.seats) >= line ? { type: 'orgi' } : { type: 'pass' };
  if (b.kleines) return winChance(hand, KREUZ, view.seats) >= line ? { type: 'besser' } : { type: 'bitte' };
  const best = bestSuit(hand, kleinesSuits(view), view.seats);
  return best.chance >= line ? { type: 'kleines', suit: best.suit } : { type: 'pass' };
}

const countIn = (hand: readonly Card[], suit: Suit) => hand.filter((c) => suitOf(c) === suit).length;
const aces = (hand: readonly Card[]) => hand.filter((c) => rankOf(c) === 7).length;

/** Kontra when the hand would itself like this trump; Re when very strong; Schenken when hopeless. */
export function normalAnnounce(view: KlammernView): KlammernMove {
  const hand = view.hand ?? [];
  const trump = view.contract!.trump;
  const words = legalMoves(view).map((m) => m.type);
  const mine = winChance(hand, trump, view.seats);
  switch (view.window!.stage) {
    case 'kontra':
      if (words.includes('kontra') && mine >= 0.5) return { type: 'kontra' };
      if (words.includes('schenken') && view.options.durchmarsch && countIn(hand, trump) === 0 && aces(hand) === 0) return { type: 'schenken' };
      return { type: 'pass' };
    case 're': return mine >= 0.85 ? { type: 're' } : { type: 'pass' };
    case 'schenken': return countIn(hand, trump) <= 1 && aces(hand) <= 1 && mine < 0.1 ? { type: 'accept' } : { type: 'decline' };
  }
}

/** Scores for each playable card (higher is better), by counting. */
export function scoreCards(view: KlammernView, k: Knowledge = knowledgeOf(view)): { card: Card; score: number }[] {
  const trump = view.contract!.trump;
  const me = k.me;
  const hand = view.hand ?? [];
  const ts = trickState(k, view.trick.leader, view.trick.cards, trump);
  const opponents = Array.from({ length: k.n }, (_, s) => s).filter((s) => !allied(k, s, me));
  const oppTrumps = opponents.some((s) => mayHold(k, s, trump));
  const playing = k.decl[me];
  return playableCards(view).map((c) => {
    const pts = points(c, trump);
    const str = strength(c, trump);
    const suit = suitOf(c);
    let score: number;
    if (ts.led === null) {
      if (suit === trump) {
        if (playing) score = isMaster(c, k, trump) && oppTrumps ? 50 + pts / 10 : oppTrumps && countIn(hand, trump) >= 3 ? 20 - str : 5 - pts / 5;
        else score = isMaster(c, k, trump) && oppTrumps ? 25 : -10 - str;
      } else {
        const trumpedBy = opponents.some((s) => !mayHold(k, s, suit) && mayHold(k, s, trump));
        if (isMaster(c, k, trump) && !trumpedBy) score = 40 + pts / 2;
        else if (pts >= 10) score = -20 - pts;
        else score = 10 - pts - str / 2 + (playing ? 3 - countIn(hand, suit) : 0);
      }
    } else {
      const led = ts.led;
      const partnerWins = ts.winner !== null && allied(k, ts.winner, me);
      const partnerSafe = partnerWins && !beatable(k, me, ts.win!, led, ts.later, trump);
      if (beats(c, ts.win!, led, trump)) {
        const safe = !beatable(k, me, c, led, ts.later, trump);
        score = safe ? 30 + ts.points + pts - str / 2 : 10 + ts.points / 2 - pts;
        if (partnerSafe) score -= 25;
      } else if (partnerSafe) {
        score = 20 + pts - (isMaster(c, k, trump) ? 4 : 0);
      } else {
        score = -pts - str * 0.3;
      }
    }
    return { card: c, score };
  });
}

export function normalPlay(view: KlammernView): KlammernMove {
  if (canSwap(view)) return { type: 'swap' };
  const scored = scoreCards(view).sort((a, b) => b.score - a.score || a.card - b.card);
  return cardMove(view, scored[0].card);
}

/** A card move with the flags a careful player sets (Melden! with the first card, Bella!). */
export function cardMove(view: KlammernView, c: Card): KlammernMove {
  const m = legalMoves(view).find((x) => x.type === 'card' && x.card === c);
  if (!m) throw new Error(`card ${c} is not playable`);
  return m;
}

/** How many trumps could still be with the opponents of `me` (for reasons and heuristics). */
export function opponentTrumps(k: Knowledge, trump: Suit, me: Seat): number {
  const opp = Array.from({ length: k.n }, (_, s) => s).filter((s) => !allied(k, s, me));
  let m = 0;
  for (const s of opp) m |= (outstanding(k) & ~k.forbid[s]) | k.held[s];
  return popcount(m & SUIT_MASK[trump]);
}
