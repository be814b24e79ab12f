// The easy computer plays "nach Gefühl": legal and sensible, no counting. It bids on a plain count
// of its trumps and Asse, leads its Jappa or an Ass, takes a trick when it is cheap or it plays
// last, and otherwise throws its smallest card.
import type { Rng } from '../../core/rng';
import type { Card, KlammernMove, KlammernView, Suit } from '../types';
import { KREUZ, beats, points, rankOf, strength, suitOf, trickWinnerIndex } from '../rules/cards';
import { kleinesSuits } from '../rules/bidding';
import { canSwap, legalMoves, playableCards } from '../rules/legal';
import { cardMove, handForOrgi } from './normal';

/** A gut feeling for a trump suit: Jappa 3, Mi 2, Ass and 10 one each, other trumps ½, side Asse 1. */
function feeling(hand: readonly Card[], trump: Suit): number {
  let f = 0;
  for (const c of hand) {
    const r = rankOf(c);
    if (suitOf(c) === trump) f += r === 4 ? 3 : r === 2 ? 2 : r === 7 || r === 3 ? 1 : 0.5;
    else if (r === 7) f += 1;
  }
  return f;
}

export function leichtBid(view: KlammernView, rng: Rng): KlammernMove {
  const b = view.bidding!;
  const hand = view.hand ?? [];
  const line = (view.seats === 3 ? 7.5 : 6.5) + (rng.next() - 0.5);
  if (b.round === 1) return feeling(handForOrgi(view), suitOf(view.upcard) as Suit) >= line ? { type: 'orgi' } : { type: 'pass' };
  if (b.kleines) return feeling(hand, KREUZ) >= line + 1 ? { type: 'besser' } : { type: 'bitte' };
  const suits = kleinesSuits(view);
  const suit = suits.reduce((best, s) => (feeling(hand, s) > feeling(hand, best) ? s : best), suits[0]);
  return feeling(hand, suit) >= line + 0.5 ? { type: 'kleines', suit } : { type: 'pass' };
}

export function leichtAnnounce(view: KlammernView): KlammernMove {
  const hand = view.hand ?? [];
  const trump = view.contract!.trump;
  const stage = view.window!.stage;
  const words = legalMoves(view).map((m) => m.type);
  if (stage === 'kontra') return words.includes('kontra') && feeling(hand, trump) >= 6 ? { type: 'kontra' } : { type: 'pass' };
  if (stage === 're') return { type: 'pass' };
  return { type: 'decline' };
}

export function leichtPlay(view: KlammernView, rng: Rng): KlammernMove {
  if (canSwap(view)) return { type: 'swap' };
  const trump = view.contract!.trump;
  const cards = playableCards(view);
  const me = view.you!;
  const low = (cs: Card[]) => cs.reduce((a, b) => (points(a, trump) * 10 + strength(a, trump) <= points(b, trump) * 10 + strength(b, trump) ? a : b));
  const trick = view.trick.cards;
  if (trick.length === 0) {
    const playing = view.contract!.declarer === me || (view.seats === 4 && view.contract!.declarer % 2 === me % 2);
    const jappa = cards.find((c) => suitOf(c) === trump && rankOf(c) === 4);
    if (playing && jappa !== undefined) return cardMove(view, jappa);
    const ace = cards.filter((c) => suitOf(c) !== trump && rankOf(c) === 7);
    if (ace.length > 0) return cardMove(view, rng.pick(ace));
    const plain = cards.filter((c) => suitOf(c) !== trump && points(c, trump) < 10);
    return cardMove(view, plain.length > 0 ? rng.pick(plain) : low(cards));
  }
  const wi = trickWinnerIndex(trick, trump);
  const win = trick[wi];
  const winner = (view.trick.leader + wi) % view.seats;
  const partnerWins = view.seats === 4 && winner % 2 === me % 2;
  const last = trick.length === view.seats - 1;
  const winners = cards.filter((c) => beats(c, win, suitOf(trick[0]), trump));
  if (!partnerWins && winners.length > 0 && (last || winners.some((c) => rankOf(c) === 7 || (suitOf(c) === trump && rankOf(c) === 4)))) {
    return cardMove(view, low(last ? winners : winners.filter((c) => rankOf(c) === 7 || suitOf(c) === trump)));
  }
  return cardMove(view, low(cards));
}
