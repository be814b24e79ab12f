// From a view to simulator states: the public table and the own hand as they are, and for each
// sample a random deal of the hidden cards (the others' hands by their counts, the press order)
// consistent with the view. Cards a seat is known to hold are placed first: what its last action
// put in its hand (torn cards taken or returned, cards drawn openly from the cart) is still
// there, since only playing removes cards from a hand.
import type { Rng } from '../../core/rng';
import type { KleisterView } from '../types';
import { BRUSH } from '../types';
import { DECIDE, DRAW, PLAY, RETURN, Sim } from './sim';

/** Cards seat s surely holds: what the table saw go into its hand and it has not played since (the view's record). */
export function knownCards(view: KleisterView, s: number): number[] {
  return view.record.held[s];
}

/**
 * How often a dealt copy of a seat's unlikely rank is swapped for a press card. Soft, since a seat
 * may split a rank (both stark and the reference split in 3–6 % of their plays) or not hold the
 * rank it left. Heads-up against the reference (with the record): 0.598 ±0.030 at 0.95, 0.584
 * ±0.030 at 0.8 (n = 1,000 each).
 */
const AVOID = 0.95;

/**
 * Ranks seat s probably holds no more of (beyond the cards it is known to hold): the ranks it
 * played since it last drew a hidden card (a group takes all copies unless splitting pays), and
 * the torn rank it just left as coverer or sent to the waste as its owner (both are chosen when
 * the rank does not fit the hand).
 */
export function unlikelyRanks(view: KleisterView, s: number): number[] {
  const out = view.record.spent[s].slice();
  const a = view.lastAction[s];
  const natural = (cards: readonly number[]): number => cards.find((c) => c !== BRUSH) ?? -1;
  let r = -1;
  if (a?.type === 'play') r = natural(a.group.cards);
  else if ((a?.type === 'leave' || a?.type === 'toWaste') && !a.group.cards.includes(BRUSH)) r = natural(a.group.cards);
  if (r > 0 && !out.includes(r)) out.push(r);
  return out;
}

/** The public part of the position plus the viewer's hand; the others' hands and the press empty. */
export function baseSim(view: KleisterView): Sim {
  const n = view.seats;
  const sim = new Sim(n, view.options.cartSize, view.options.columnBonus);
  const me = view.you ?? 0;
  for (const c of view.hand ?? []) sim.hand[me * 14 + c]++;
  for (let s = 0; s < n; s++) {
    sim.hsize[s] = view.handCounts[s];
    for (const g of view.columns[s]) {
      let b = 0;
      for (const c of g.cards) if (c === BRUSH) b++;
      sim.pushGroup(s, g.value, g.cards.length, b);
    }
  }
  view.cart.forEach((c, slot) => {
    sim.cart[slot] = c === null ? -1 : c;
    if (c !== null) sim.cartCount++;
  });
  sim.turn = view.turn;
  sim.pressPos = 0;
  sim.pressEnd = view.pressCount;
  if (view.played) {
    sim.playedV = view.played.value;
    sim.playedK = view.played.cards.length;
  }
  sim.nCovers = view.covers.length;
  view.covers.forEach((s, i) => { sim.covers[i] = s; });
  sim.coverIdx = view.coverIndex;
  if (view.cover) {
    sim.coverSeat = view.cover.seat;
    sim.cV = view.cover.group.value;
    sim.cK = view.cover.group.cards.length;
    sim.cB = view.cover.group.cards.filter((c) => c === BRUSH).length;
  }
  if (view.draw) {
    sim.drawSeat = view.draw.seat;
    sim.drawLeft = view.draw.left;
  }
  sim.phase = view.phase === 'decide' ? DECIDE : view.phase === 'return' ? RETURN : view.phase === 'draw' ? DRAW : PLAY;
  return sim;
}

/** Draws the hidden cards for one sample. */
export class Dealer {
  private readonly known: number[][];
  private readonly pool: number[];
  private readonly unlikely: number[][];

  constructor(private readonly view: KleisterView) {
    const me = view.you ?? 0;
    const left = view.hidden.slice();
    this.known = [];
    for (let s = 0; s < view.seats; s++) {
      const mine: number[] = [];
      if (s !== me) {
        for (const c of knownCards(view, s)) {
          if (mine.length >= view.handCounts[s] || left[c] <= 0) continue;
          left[c]--;
          mine.push(c);
        }
      }
      this.known.push(mine);
    }
    this.unlikely = [];
    for (let s = 0; s < view.seats; s++) this.unlikely.push(s === me ? [] : unlikelyRanks(view, s));
    this.pool = [];
    for (let k = 0; k < 14; k++) for (let i = 0; i < left[k]; i++) this.pool.push(k);
  }

  /** `out` becomes `base` with a random deal of the hidden cards. */
  deal(base: Sim, out: Sim, rng: Rng): void {
    out.copyFrom(base);
    const view = this.view;
    const me = view.you ?? 0;
    const cards = rng.shuffle(this.pool);
    let next = 0;
    for (let s = 0; s < view.seats; s++) {
      if (s === me) continue;
      const h = s * 14;
      for (const c of this.known[s]) out.hand[h + c]++;
      const need = view.handCounts[s] - this.known[s].length;
      for (let i = 0; i < need && next < cards.length; i++) out.hand[h + cards[next++]]++;
    }
    out.pressPos = 0;
    out.pressEnd = 0;
    while (out.pressEnd < view.pressCount && next < cards.length) out.press[out.pressEnd++] = cards[next++];
    if (out.pressEnd > out.pressPos) this.avoid(out, rng);
  }

  /** Moves most dealt copies of a seat's unlikely ranks to the press, in exchange for other cards. */
  private avoid(out: Sim, rng: Rng): void {
    for (let s = 0; s < this.view.seats; s++) {
      const h = s * 14;
      for (const r of this.unlikely[s]) {
        let dealt = out.hand[h + r];
        for (const c of this.known[s]) if (c === r) dealt--;
        for (let k = 0; k < dealt; k++) {
          if (rng.next() >= AVOID) continue;
          const i = out.pressPos + Math.floor(rng.next() * (out.pressEnd - out.pressPos));
          const c = out.press[i];
          if (c === r) continue;
          out.press[i] = r;
          out.hand[h + r]--;
          out.hand[h + c]++;
        }
      }
    }
  }
}
