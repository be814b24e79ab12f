// Normal: it reckons. A group is worth what it sheds (+2 a card: off the hand, onto the column),
// what it covers (the covered seat loses as much), minus what it risks: the chance it is covered
// back before the next turn (estimated from the hidden cards), which would cost its cards and
// expose the old top group again. Splitting a rank costs a turn, brushes are kept for later. It
// takes only torn cards that fit its hand, and in the final spurt it plays out fast: the most
// cards per turn, risk ignored, out as soon as it can.
import type { KleisterView } from '../types';
import { BRUSH, SPECIAL_VALUE } from '../types';
import type { Read } from './read';
import { readView } from './read';
import { CoverRisk } from './risk';

/** Points a turn is worth: each turn sooner out is a turn less for the others to shed cards. */
export const TURN = 2.5;
/** What a brush kept in the hand is worth (it can make any later group bigger or safe). */
const BRUSH_KEEP = 1.2;

export interface PlayEval {
  rank: number;
  nat: number;
  brushes: number;
  size: number;
  value: number;
  score: number;
  /** Seats whose top group it covers, clockwise from the next. */
  covers: number[];
  /** Estimated chance it is covered back before the next own turn (0 when going out). */
  coverChance: number;
  /** The last hand cards: the round ends. */
  out: boolean;
  why: 'covers' | 'safe' | 'shedding' | 'protects' | 'endgame';
}

/** The others, clockwise from the next seat. */
export function othersOf(n: number, me: number): number[] {
  const out: number[] = [];
  for (let i = 1; i < n; i++) out.push((me + i) % n);
  return out;
}

export function riskFor(read: Read): CoverRisk {
  return new CoverRisk(read.hidden, othersOf(read.n, read.me).map((s) => read.handCounts[s]));
}

/** How much hurting seat `s` helps: heads-up fully; with more seats most against the leader. */
function harmWeight(read: Read, s: number): number {
  if (read.n === 2) return 1;
  let best = -Infinity;
  for (let o = 0; o < read.n; o++) if (o !== read.me) best = Math.max(best, read.scores[o]);
  return read.scores[s] === best ? 0.8 : 0.45;
}

/** Every distinct play of the hand, judged. */
export function evaluatePlays(read: Read, risk: CoverRisk = riskFor(read)): PlayEval[] {
  const { hand, n, me, tops } = read;
  const B = hand[BRUSH];
  const own = tops[me];
  const ownRisk = own ? risk.chance(own.size, own.value) : 0;
  let bestOther = -Infinity;
  for (let o = 0; o < n; o++) if (o !== me) bestOther = Math.max(bestOther, read.scores[o]);
  const out: PlayEval[] = [];
  const judge = (rank: number, nat: number, brushes: number): void => {
    const size = nat + brushes;
    const value = nat === 0 ? SPECIAL_VALUE : rank;
    const isOut = size === read.handSize;
    const covers: number[] = [];
    let coverGain = 0;
    if (!isOut) {
      for (const s of othersOf(n, me)) {
        const t = tops[s];
        if (t && t.size === size && t.value < value) {
          covers.push(s);
          coverGain += harmWeight(read, s) * (2 * size + TURN);
        }
      }
    }
    const chance = isOut ? 0 : risk.chance(size, value);
    let score = 2 * size + coverGain;
    let why: PlayEval['why'];
    if (isOut) {
      // Going out ends the round: decisive when it leaves us ahead.
      score += read.scores[me] + 2 * size >= bestOther ? 100 : 4;
      why = 'endgame';
    } else if (read.endgame) {
      score -= 0.3 * chance * 2 * size;
      if (nat > 0 && nat < hand[rank]) score -= TURN;
      why = covers.length > 0 ? 'covers' : 'endgame';
    } else {
      score -= chance * (2 * size + TURN + 0.5 * ownRisk * 2 * (own?.size ?? 0));
      if (nat > 0 && nat < hand[rank]) score -= TURN;
      score -= BRUSH_KEEP * brushes;
      if (covers.length > 0) why = 'covers';
      else if (own && ownRisk >= 0.3 && chance < 0.15) why = 'protects';
      else if (chance < 0.1) why = 'safe';
      else why = 'shedding';
    }
    out.push({ rank: nat === 0 ? 0 : rank, nat, brushes, size, value, score, covers, coverChance: chance, out: isOut, why });
  };
  for (let r = 1; r <= 13; r++) {
    for (let nat = hand[r]; nat >= 1; nat--) for (let b = 0; b <= B; b++) judge(r, nat, b);
  }
  for (let b = B; b >= 1; b--) judge(0, 0, b);
  out.sort((a, b) => b.score - a.score || b.size - a.size || b.value - a.value);
  return out;
}

/** How many of the torn group's rank the hand holds (brushes-only groups always fit). */
export function fitOf(hand: Int8Array, group: { value: number }): number {
  return group.value >= SPECIAL_VALUE ? 1 : hand[group.value];
}

/** Take the torn cards only when they fit the hand (their rank is held, or they are brushes). */
export function normalTakes(view: KleisterView): boolean {
  const cover = view.cover!;
  return fitOf(readView(view).hand, cover.group) > 0;
}

/** How well one card fits the hand: brushes best, then ranks held (more copies better). */
export function cardFit(hand: Int8Array, card: number): number {
  if (card === BRUSH) return 3;
  return hand[card] > 0 ? 1 + 0.2 * hand[card] + card / 100 : 0;
}

/** Chance a press card fits the hand (a brush or a rank held), from the hidden counts. */
export function pressFit(read: Read): number {
  if (read.hiddenTotal === 0) return 0;
  let good = read.hidden[BRUSH];
  for (let r = 1; r <= 13; r++) if (read.hand[r] > 0) good += read.hidden[r];
  return good / read.hiddenTotal;
}

/**
 * Back to the hand or to the waste and draw as many: the returned group adds a turn unless its
 * rank is held; each drawn card adds one unless it fits (the best cart cards first, then the press).
 */
export function normalToHand(view: KleisterView): boolean {
  const read = readView(view);
  const group = view.cover!.group;
  if (group.cards.includes(BRUSH)) return true;
  const handCost = fitOf(read.hand, group) > 0 ? 0 : 1;
  const fits = view.cart.filter((c) => c !== null && cardFit(read.hand, c) > 0).length;
  const k = group.cards.length;
  const fromCart = Math.min(fits, k);
  const drawCost = (k - fromCart) * (1 - pressFit(read));
  return handCost <= drawCost + 0.25;
}

/** The draw: the cart card that fits best, else the press (a chance to fit), else the highest. */
export function normalDraw(view: KleisterView): { slot: number | null; fit: number } {
  const read = readView(view);
  let best = -1;
  let bestFit = 0;
  view.cart.forEach((c, slot) => {
    if (c === null) return;
    const f = cardFit(read.hand, c);
    if (f > bestFit) { bestFit = f; best = slot; }
  });
  if (best >= 0) return { slot: best, fit: bestFit };
  if (view.pressCount > 0) return { slot: null, fit: 0 };
  return { slot: highestSlot(view.cart), fit: 0 };
}

/** The slot of the highest card in the cart (a brush counts above a 13). */
export function highestSlot(cart: readonly (number | null)[]): number {
  let best = -1;
  let bestV = -1;
  cart.forEach((c, slot) => {
    if (c === null) return;
    const v = c === BRUSH ? 14 : c;
    if (v > bestV) { bestV = v; best = slot; }
  });
  return best;
}

