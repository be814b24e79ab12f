// A reference Speedkleister player for the benchmarks: determinized flat Monte Carlo, written from
// the rule book (kleister-table.ts), not from our computers. For every legal move of its view —
// every group the hand can play with every number of brushes, take / leave, back to hand / waste,
// the press or each different cart card — it plays the same `deals` random deals of the hidden
// cards to the end of the round, every seat following a simple rule-based policy, and picks the
// move with the best mean result: its points (match totals so far plus the round) minus the mean
// of the others' (heads-up: the margin over the opponent). It models nobody: the deals are
// uniform, consistent with the view (the others' hand sizes, the press size, the cards a seat's
// last action openly put in its hand). Of the ways to judge a rollout, the margin beat the share
// of first place (also blended) against our stark, heads-up and at four seats.
import type { Rng } from '../../../worker/games/core/rng';
import type { KleisterMove, KleisterView } from '../../../worker/games/kleister/types';
import { legalMoves } from '../../../worker/games/kleister/rules/legal';
import { T_DECIDE, T_DRAW, T_OVER, T_PLAY, T_RETURN, Table } from './kleister-table';

const KINDS = 14;
/** Rollout decisions at most (a safety bound far beyond any real round). */
const MAX_STEPS = 3000;

/** The rollout policy, one decision of whoever owes it. */
function ruleStep(t: Table): void {
  switch (t.phase) {
    case T_PLAY: return rulePlay(t);
    // Taking costs the coverer as many points as the torn group has cards; the covered seat loses
    // the same either way. So the rule of thumb leaves it.
    case T_DECIDE: return t.leave();
    case T_RETURN: return holdsRank(t, t.coverSeat, t.tornValue) || t.tornBrushes > 0 ? t.toHand() : t.toWaste();
    case T_DRAW: return ruleDraw(t);
  }
}

/** A brushes-only group (14) fits every hand; a rank fits when the hand holds it. */
function holdsRank(t: Table, s: number, value: number): boolean {
  return value >= 14 || t.hand[s * KINDS + value] > 0;
}

/**
 * Kleben by rule of thumb: the last cards when one rank (plus brushes) is all that is left; else
 * the group that covers the most columns (natural cards first, brushes only to make up the
 * count, the lowest rank that does it); else all copies of the most plentiful rank, no brushes.
 */
function rulePlay(t: Table): void {
  const s = t.turn;
  const h = s * KINDS;
  const brushes = t.hand[h];
  let ranks = 0;
  let most = 0;
  for (let r = 1; r <= 13; r++) {
    if (t.hand[h + r] === 0) continue;
    ranks++;
    if (most === 0 || t.hand[h + r] >= t.hand[h + most]) most = r;
  }
  if (ranks <= 1) return t.play(most, most ? t.hand[h + most] : 0, brushes);
  let bestHits = 0;
  let bestRank = 0;
  let bestNat = 0;
  let bestBrushes = 0;
  for (let i = 1; i < t.seats; i++) {
    const o = (s + i) % t.seats;
    const size = t.topCards(o);
    if (size === 0 || t.topValue(o) >= 14) continue;
    for (let r = t.topValue(o) + 1; r <= 13; r++) {
      const have = t.hand[h + r];
      if (have === 0 || have + brushes < size) continue;
      const nat = Math.min(have, size);
      let hits = 0;
      for (let j = 1; j < t.seats; j++) {
        const p = (s + j) % t.seats;
        if (t.topCards(p) === size && t.topValue(p) < r) hits++;
      }
      if (hits > bestHits || (hits === bestHits && size - nat < bestBrushes)) {
        bestHits = hits; bestRank = r; bestNat = nat; bestBrushes = size - nat;
      }
      break;
    }
  }
  if (bestHits > 0) return t.play(bestRank, bestNat, bestBrushes);
  t.play(most, t.hand[h + most], 0);
}

/** A brush from the cart, else the cart card of the rank held most, else the press, else any card. */
function ruleDraw(t: Table): void {
  const h = t.drawer * KINDS;
  let best = -1;
  let bestFit = 0;
  let any = -1;
  for (let slot = 0; slot < t.cartSlots; slot++) {
    const c = t.cart[slot];
    if (c < 0) continue;
    any = slot;
    const fit = c === 0 ? 99 : t.hand[h + c];
    if (fit > bestFit) { bestFit = fit; best = slot; }
  }
  if (best >= 0) return t.draw(best);
  t.draw(t.pressTop < t.pressEnd ? -1 : any);
}

/** Deals the hidden cards: the known cards of each seat's last action first, the rest at random. */
class Deals {
  private readonly known: number[][] = [];
  private readonly pool: number[] = [];

  constructor(private readonly view: KleisterView) {
    const me = view.you ?? 0;
    const left = view.hidden.slice();
    for (let s = 0; s < view.seats; s++) {
      const mine: number[] = [];
      const a = view.lastAction[s];
      const open = !a || s === me ? [] : a.type === 'take' || a.type === 'toHand' ? a.group.cards : a.type === 'draw' ? a.cart : [];
      for (const c of open) if (mine.length < view.handCounts[s] && left[c] > 0) { left[c]--; mine.push(c); }
      this.known.push(mine);
    }
    for (let k = 0; k < KINDS; k++) for (let i = 0; i < left[k]; i++) this.pool.push(k);
  }

  deal(base: Table, out: Table, rng: Rng): void {
    out.copy(base);
    const me = this.view.you ?? 0;
    const cards = rng.shuffle(this.pool);
    let next = 0;
    for (let s = 0; s < this.view.seats; s++) {
      if (s === me) continue;
      for (const c of this.known[s]) out.hand[s * KINDS + c]++;
      for (let i = this.known[s].length; i < this.view.handCounts[s] && next < cards.length; i++) out.hand[s * KINDS + cards[next++]]++;
    }
    out.pressTop = 0;
    out.pressEnd = 0;
    while (out.pressEnd < this.view.pressCount && next < cards.length) out.press[out.pressEnd++] = cards[next++];
  }
}

/** The move on the reference table. */
function applyMove(t: Table, m: KleisterMove): void {
  switch (m.type) {
    case 'play': {
      const brushes = m.cards.filter((c) => c === 0).length;
      const rank = m.cards.find((c) => c !== 0) ?? 0;
      return t.play(rank, m.cards.length - brushes, brushes);
    }
    case 'take': return t.take();
    case 'leave': return t.leave();
    case 'toHand': return t.toHand();
    case 'toWaste': return t.toWaste();
    case 'draw': return t.draw(m.from === 'press' ? -1 : m.slot);
    default: throw new Error(`no move to search: ${m.type}`);
  }
}

/** The candidates: the legal moves, a draw of equal cart cards counted once. */
function candidates(view: KleisterView): KleisterMove[] {
  const seen = new Set<number>();
  return legalMoves(view).filter((m) => {
    if (m.type !== 'draw' || m.from !== 'cart') return true;
    const card = view.cart[m.slot] as number;
    if (seen.has(card)) return false;
    seen.add(card);
    return true;
  });
}

/** The flat Monte-Carlo choice with `deals` deals per candidate. */
export function kleisterMcChoose(view: KleisterView, rng: Rng, deals: number): KleisterMove {
  const moves = candidates(view);
  if (moves.length === 1) return moves[0];
  const me = view.you ?? 0;
  const before = view.totals.map((t, s) => t - view.roundScores[s]);
  const base = Table.fromView(view);
  const dealer = new Deals(view);
  const dealt = new Table(base.seats, base.cartSlots, base.doubleColumn);
  const work = new Table(base.seats, base.cartSlots, base.doubleColumn);
  const margin = new Float64Array(moves.length);
  for (let d = 0; d < deals; d++) {
    dealer.deal(base, dealt, rng);
    for (let i = 0; i < moves.length; i++) {
      work.copy(dealt);
      applyMove(work, moves[i]);
      for (let step = 0; work.phase !== T_OVER && step < MAX_STEPS; step++) ruleStep(work);
      let others = 0;
      for (let s = 0; s < work.seats; s++) if (s !== me) others += before[s] + work.points(s);
      margin[i] += before[me] + work.points(me) - others / (work.seats - 1);
    }
  }
  let pick = 0;
  for (let i = 1; i < moves.length; i++) if (margin[i] > margin[pick]) pick = i;
  return moves[pick];
}

/** The reference at the strength: 40 deals per candidate. */
export const KLEISTER_MC_DEALS = 40;
