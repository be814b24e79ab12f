// A reference Speedklammern player for the benchmarks (issue 22), written from the rule book, not
// from our computers: plain Perfect-Information Monte Carlo. Card play: `WORLDS` uniform deals of
// the unseen cards, consistent only with what is public (hand sizes, the closed stock, the open
// card at four, the card taken in the swap, shown melds, and the voids the follow rules reveal —
// not following means no card of the suit led, not trumping then means no trump); each deal is
// solved open by alpha-beta (the open-hand solver as an engine) for every legal card, and the
// card that wins in the most deals is played (then the most Augen). It models nobody: no weighing
// by the bids. Bidding: a crude, uncalibrated hand count ("Jass 3, Mi 2, every other trump 1, each
// side Ass 1, a Zehn with its Ass 0.5"), play from 6 at three and 4 at four; Kontra with 5 in the
// contract's trump, Re with 7; it never offers Schenken and declines it; it always swaps the seven.
import type { Rng } from '../../../worker/games/core/rng';
import type { Card, KlammernMove, KlammernView, Suit } from '../../../worker/games/klammern/types';
import { BUBE, KREUZ, LAST_TRICK, NINE, TOTAL_AUGEN, card, points, rankOf, strength, suitOf, trumpSeven } from '../../../worker/games/klammern/rules/cards';
import { canSwap, legalMoves, playableCards } from '../../../worker/games/klammern/rules/legal';
import { playingSide } from '../../../worker/games/klammern/rules/seats';
import { Solver } from '../../../worker/games/klammern/bots/solver';

const WORLDS = 16;
const NODE_LIMIT = 400_000;
const ASS = 7;
const ZEHN = 3;
/** `KLAMMERN_REF_LINE3=5`: a bolder reference at three (how robust stark's figures are to its line). */
const LINE: Record<3 | 4, number> = { 3: Number(process.env.KLAMMERN_REF_LINE3 ?? 6), 4: 4 };
const suitMask = (s: Suit) => 0xff << (s * 8);
const bit = (c: Card) => 1 << c;

/** The hand count for `trump` (Jass = Bube, Mi = Neun of trump). */
export function handCount(hand: readonly Card[], trump: Suit): number {
  let n = 0;
  for (const c of hand) {
    const s = suitOf(c);
    const r = rankOf(c);
    if (s === trump) n += r === BUBE ? 3 : r === NINE ? 2 : 1;
    else if (r === ASS) n += 1;
    else if (r === ZEHN && hand.includes(card(s, ASS))) n += 0.5;
  }
  return n;
}

function bid(view: KlammernView): KlammernMove {
  const b = view.bidding!;
  const hand = view.hand ?? [];
  const line = LINE[view.seats === 3 ? 3 : 4];
  const open = suitOf(view.upcard);
  if (b.round === 1) {
    // At three the seven of trump is swapped for the open card.
    const h = view.seats === 3 && view.stockTop !== null && hand.includes(trumpSeven(open)) ? [...hand.filter((c) => c !== trumpSeven(open)), view.stockTop] : hand;
    return handCount(h, open) >= line ? { type: 'orgi' } : { type: 'pass' };
  }
  if (b.kleines) return handCount(hand, KREUZ) >= line ? { type: 'besser' } : { type: 'bitte' };
  let best: Suit = KREUZ;
  let bestCount = -1;
  for (const s of [0, 1, 2, 3] as Suit[]) {
    if (s === open) continue;
    const n = handCount(hand, s);
    if (n > bestCount) { best = s; bestCount = n; }
  }
  return bestCount >= line ? { type: 'kleines', suit: best } : { type: 'pass' };
}

function announce(view: KlammernView): KlammernMove {
  const count = handCount(view.hand ?? [], view.contract!.trump);
  const words = legalMoves(view).map((m) => m.type);
  switch (view.window!.stage) {
    case 'kontra': return words.includes('kontra') && count >= 5 ? { type: 'kontra' } : { type: 'pass' };
    case 're': return count >= 7 ? { type: 're' } : { type: 'pass' };
    case 'schenken': return { type: 'decline' };
  }
}

interface Public { known: number[]; voids: number[]; need: number[]; pool: Card[]; stock: number }

/** What is public to this seat: known cards per seat, voids, how many unseen cards each seat holds. */
function publicOf(view: KlammernView): Public {
  const n = view.seats;
  const me = view.you!;
  const trump = view.contract!.trump;
  const known = new Array<number>(n).fill(0);
  const voids = new Array<number>(n).fill(0);
  let seen = 0;
  for (const c of view.hand ?? []) seen |= bit(c);
  const tricks = [...view.tricks, view.trick];
  for (const t of tricks) {
    t.cards.forEach((c, i) => {
      seen |= bit(c);
      const s = (t.leader + i) % n;
      const led = suitOf(t.cards[0]);
      if (i > 0 && suitOf(c) !== led) voids[s] |= suitMask(led) | (suitOf(c) !== trump ? suitMask(trump) : 0);
    });
  }
  if (n === 3 && view.stockTop !== null) seen |= bit(view.stockTop);
  if (n === 4 && view.upcardHeld) known[view.dealer] |= bit(view.upcard);
  if (view.swap && !(seen & bit(view.swap.took))) known[view.swap.seat] |= bit(view.swap.took);
  for (const m of view.melds ?? []) for (let r = m.low; r <= m.high; r++) if (!(seen & bit(card(m.suit, r)))) known[m.seat] |= bit(card(m.suit, r));
  known[me] = 0;
  for (const k of known) seen |= k;
  const need = view.handCounts.map((c, s) => (s === me ? 0 : c - popcount(known[s])));
  const pool: Card[] = [];
  for (let c = 0; c < 32; c++) if (!(seen & bit(c))) pool.push(c);
  return { known, voids, need, pool, stock: view.stockClosed };
}

function popcount(x: number): number {
  let n = 0;
  for (; x; x &= x - 1) n++;
  return n;
}

/** A uniform deal of the unseen cards respecting counts and voids (rejection, then a relaxed deal). */
function deal(p: Public, me: number, hand: number, rng: Rng): number[] {
  for (let attempt = 0; attempt < 30; attempt++) {
    const cards = rng.shuffle(p.pool);
    const hands = p.known.slice();
    hands[me] = hand;
    const room = p.need.slice();
    let stockRoom = p.stock;
    let ok = true;
    for (const c of cards) {
      const open = room.map((r, s) => (s !== me && r > 0 && !(p.voids[s] & bit(c)) ? r : 0));
      const total = open.reduce((a, b) => a + b, 0) + stockRoom;
      if (total === 0) { ok = false; break; }
      let r = rng.int(total);
      let s = 0;
      for (; s < open.length; s++) { if (r < open[s]) break; r -= open[s]; }
      if (s < open.length) { hands[s] |= bit(c); room[s]--; } else stockRoom--;
    }
    if (ok || attempt === 29) {
      if (!ok) {
        // Relaxed: ignore the voids.
        const hs = p.known.slice();
        hs[me] = hand;
        const rm = p.need.slice();
        let i = 0;
        const cs = rng.shuffle(p.pool);
        for (let s = 0; s < hs.length; s++) while (s !== me && rm[s]-- > 0) hs[s] |= bit(cs[i++]);
        return hs;
      }
      return hands;
    }
  }
  return [];
}

let shared: Solver | null = null;

function playCard(view: KlammernView, rng: Rng): KlammernMove {
  if (canSwap(view)) return { type: 'swap' };
  const cards = playableCards(view);
  const moveOf = (c: Card) => legalMoves(view).find((m) => m.type === 'card' && m.card === c)!;
  if (cards.length === 1) return moveOf(cards[0]);
  const n = view.seats;
  const me = view.you!;
  const c = view.contract!;
  const side = playingSide(c.declarer, n);
  const decl = Array.from({ length: n }, (_, s) => side.includes(s));
  const mine = decl[me];
  // Augen so far (public), and what the playing side needs from the rest to win.
  let ours = 0;
  let theirs = 0;
  view.augen.forEach((a, s) => { if (decl[s]) ours += a; else theirs += a; });
  let taken = 0;
  for (const t of view.tricks) taken += t.points;
  const remaining = TOTAL_AUGEN + LAST_TRICK - taken;
  const need = Math.max(0, Math.floor((theirs + remaining - ours) / 2) + 1);
  const p = publicOf(view);
  const hand = (view.hand ?? []).reduce((m, x) => m | bit(x), 0);
  const solver = (shared ??= new Solver());
  const wins = new Array<number>(cards.length).fill(0);
  const augen = new Array<number>(cards.length).fill(0);
  solver.nodes = 0;
  solver.limit = NODE_LIMIT * 2;
  solver.aborted = false;
  for (let w = 0; w < WORLDS; w++) {
    if (w >= 2 && solver.nodes > NODE_LIMIT) break;
    const hands = deal(p, me, hand, rng);
    if (hands.length === 0) break;
    solver.reset(n, c.trump, decl);
    const res = cards.map((x) => {
      solver.setPosition(hands, view.trick.leader, view.trick.cards);
      return solver.afterMove(x, need - 1, need);
    });
    if (solver.aborted) break;
    res.forEach((v, i) => {
      if ((v >= need) === mine) wins[i]++;
      augen[i] += mine ? v : -v;
    });
  }
  let best = 0;
  for (let i = 1; i < cards.length; i++) {
    if (wins[i] > wins[best] || (wins[i] === wins[best] && (augen[i] > augen[best] || (augen[i] === augen[best] && lowFirst(cards[i], cards[best], c.trump))))) best = i;
  }
  return moveOf(cards[best]);
}

/** Ties: keep the cheaper, weaker card. */
const lowFirst = (a: Card, b: Card, trump: Suit) => points(a, trump) * 10 + strength(a, trump) < points(b, trump) * 10 + strength(b, trump);

/** The reference player's decision for its seat's view. */
export function klammernReference(view: KlammernView, rng: Rng): KlammernMove {
  switch (view.phase) {
    case 'bidding': return bid(view);
    case 'announce': return announce(view);
    case 'play': return playCard(view, rng);
    default: return { type: 'continue' };
  }
}
