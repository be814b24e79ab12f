// One sampled world, played with all cards open: what the playing side still needs to win (its
// Augen so far, the melds and Bella the world gives, the rule "more than both together" or, with
// "gegen jeden", more than each), and the solver set up on it — for the real contract in play, or
// for a contract under consideration in the bidding.
import type { Seat } from '../../core/types';
import type { Card, Contract, KlammernView, Meld, Suit } from '../types';
import { DAME, KOENIG, TOTAL_AUGEN, LAST_TRICK, card, trumpSeven } from '../rules/cards';
import { meldsOf, meldVerdict } from '../rules/melds';
import { playingSide } from '../rules/seats';
import { cardsOf, type Knowledge } from './knowledge';
import type { World } from './sample';
import { Solver } from './solver';

export interface Setup {
  hands: number[];
  leader: Seat;
  trick: Card[];
  decl: boolean[];
  trump: Suit;
  /** Augen (cards and the last trick) the playing side must take from here to win. */
  need: number;
}

/** The Augen the playing side needs from `remaining` to win, given what each seat has already. */
export function needed(have: readonly number[], decl: readonly boolean[], remaining: number, againstEach: boolean): number {
  let mine = 0;
  let theirs = 0;
  let most = 0;
  let opponents = 0;
  have.forEach((a, s) => {
    if (decl[s]) mine += a;
    else { theirs += a; most = Math.max(most, a); opponents++; }
  });
  if (againstEach && opponents === 2 && have.length === 3) {
    // More than each: assume the stronger opponent ends with 60 % of what the two take from here.
    return Math.max(0, Math.floor((most + 0.6 * remaining - mine) / 1.6) + 1);
  }
  return Math.max(0, Math.floor((theirs + remaining - mine) / 2) + 1);
}

/** Melds every seat would declare in this world (its hand at its first card). */
function worldMelds(world: World, k: Knowledge): Meld[] {
  const out: Meld[] = [];
  for (let s = 0; s < k.n; s++) out.push(...meldsOf(cardsOf(world.hands[s] | k.playedBy[s]), s));
  return out;
}

/**
 * The world as the solver needs it. `contract` is the real one in play, or a candidate in the
 * bidding. In an Orgi at three, whoever still holds the trump seven and has not played swaps it
 * (the viewer only when `swapMine`).
 */
export function setupWorld(world: World, k: Knowledge, view: KlammernView, contract: Contract, swapMine: boolean): Setup {
  const n = k.n;
  const trump = contract.trump;
  const decl = Array.from({ length: n }, (_, s) => playingSide(contract.declarer, n).includes(s));
  const hands = world.hands.slice();
  // An Orgi at three: whoever holds the trump seven still swaps it for the open card.
  if (n === 3 && contract.kind === 'orgi' && view.swap === null && view.stockTop !== null) {
    const seven = trumpSeven(trump);
    for (let s = 0; s < n; s++) {
      if ((hands[s] & (1 << seven)) && !k.playedBy[s] && (swapMine || s !== k.me)) {
        hands[s] = (hands[s] & ~(1 << seven)) | (1 << view.stockTop);
      }
    }
  }
  const have = new Array<number>(n).fill(0);
  for (const t of view.tricks) have[t.winner] += t.points;
  const leader1 = view.tricks.length > 0 ? view.tricks[0].leader : view.trick.leader;
  const verdict = view.meldVerdict ?? (view.tricks.length > 0 ? null : meldVerdict(worldMelds({ ...world, hands }, k), trump, leader1, n));
  if (verdict) for (let s = 0; s < n; s++) have[s] += verdict.points[s];
  if (view.bella !== null) have[view.bella] += 20;
  else {
    const kq = (1 << card(trump, KOENIG)) | (1 << card(trump, DAME));
    for (let s = 0; s < n; s++) if ((hands[s] & kq) === kq) have[s] += 20;
  }
  let taken = 0;
  for (const t of view.tricks) taken += t.points;
  const remaining = TOTAL_AUGEN + LAST_TRICK - taken;
  return {
    hands, decl, trump,
    leader: view.trick.leader,
    trick: view.trick.cards.slice(),
    need: needed(have, decl, remaining, view.options.againstEach),
  };
}

/** Loads a world into the solver (the table of values is kept when trump and sides are the same). */
export function load(solver: Solver, s: Setup, sameDeal: boolean): void {
  if (!sameDeal) solver.reset(s.hands.length, s.trump, s.decl);
  solver.setPosition(s.hands, s.leader, s.trick);
}
