// Meldungen. Terz: three cards of a suit in a row, 20 Augen; Fuffzig: four or more in a row, 50.
// Sequences run in the natural order 7 8 9 10 Bube Dame König Ass. Declared with one's first card
// (automatically, or by "Melden!" — played without it, the meld is gone), shown and scored at the
// first trick. Only the holder of the best sequence scores, but then all his sequences (at four:
// those of his pair). Better is: Fuffzig over Terz, then the higher card, then the trump sequence,
// then whoever is earlier in play order from the leader.
import type { Seat } from '../../core/types';
import type { Announcement, Card, Meld, MeldLead, MeldReason, MeldVerdict, Suit } from '../types';
import { rankOf, suitOf } from './cards';
import { teamOf } from './seats';

/** Every maximal run of three or more cards of one suit in `hand`. */
export function meldsOf(hand: readonly Card[], seat: Seat): Meld[] {
  const out: Meld[] = [];
  for (let suit = 0 as Suit; suit < 4; suit = (suit + 1) as Suit) {
    let mask = 0;
    for (const c of hand) if (suitOf(c) === suit) mask |= 1 << rankOf(c);
    let r = 0;
    while (r < 8) {
      if (!(mask & (1 << r))) { r++; continue; }
      let high = r;
      while (high + 1 < 8 && mask & (1 << (high + 1))) high++;
      const len = high - r + 1;
      if (len >= 3) out.push({ seat, suit, low: r, high, value: len >= 4 ? 50 : 20 });
      r = high + 1;
    }
  }
  return out;
}

/** Position in play order counted from the leader of the first trick. */
const orderFrom = (seat: Seat, leader: Seat, seats: number) => (seat - leader + seats) % seats;

/** Why `a` is better than `b` (null when it is not). */
export function betterReason(a: Meld, b: Meld, trump: Suit, leader: Seat, seats: number): MeldReason | null {
  if (a.value !== b.value) return a.value > b.value ? 'kind' : null;
  if (a.high !== b.high) return a.high > b.high ? 'height' : null;
  const at = a.suit === trump;
  const bt = b.suit === trump;
  if (at !== bt) return at ? 'trump' : null;
  if (a.seat === b.seat) return null;
  return orderFrom(a.seat, leader, seats) < orderFrom(b.seat, leader, seats) ? 'order' : null;
}

function bestOf(melds: readonly Meld[], trump: Suit, leader: Seat, seats: number): Meld | null {
  let best: Meld | null = null;
  for (const m of melds) if (best === null || betterReason(m, best, trump, leader, seats) !== null) best = m;
  return best;
}

/** The comparison at the first trick: who scores which melds, and why. Null when nobody declared. */
export function meldVerdict(melds: readonly Meld[], trump: Suit, leader: Seat, seats: number): MeldVerdict | null {
  const top = bestOf(melds, trump, leader, seats);
  if (top === null) return null;
  const sameSide = (s: Seat) => s === top.seat || (seats === 4 && teamOf(s, seats) === teamOf(top.seat, seats));
  const rival = bestOf(melds.filter((m) => !sameSide(m.seat)), trump, leader, seats);
  const points = new Array<number>(seats).fill(0);
  for (const m of melds) if (sameSide(m.seat)) points[m.seat] += m.value;
  const reason: MeldReason = rival === null ? 'alone' : betterReason(top, rival, trump, leader, seats)!;
  return { best: top.seat, top, rival, reason, points };
}

/**
 * What the table hears the moment each seat declares: the value and height of its best sequence,
 * no cards, compared with the earlier announcements at once. `melds` is in the order declared
 * (play order of the first trick). Whether a sequence is in trump is told only when another side
 * announced the same value and height (the question "in Trumpf?"). Announcements of a side that
 * no longer leads are overtaken.
 */
export function announcementsOf(melds: readonly Meld[], trump: Suit, leader: Seat, seats: number): { announced: Announcement[]; lead: MeldLead | null } {
  const bests: Meld[] = [];
  for (const m of melds) {
    if (bests.some((b) => b.seat === m.seat)) continue;
    bests.push(bestOf(melds.filter((x) => x.seat === m.seat), trump, leader, seats)!);
  }
  const side = (s: Seat) => (seats === 4 ? teamOf(s, seats) : s);
  const top = bestOf(bests, trump, leader, seats);
  const announced = bests.map((m): Announcement => {
    const asked = bests.some((o) => side(o.seat) !== side(m.seat) && o.value === m.value && o.high === m.high);
    return { seat: m.seat, value: m.value, high: m.high, trump: asked ? m.suit === trump : null, overtaken: top !== null && side(m.seat) !== side(top.seat) };
  });
  if (top === null) return { announced, lead: null };
  const rival = bestOf(bests.filter((m) => side(m.seat) !== side(top.seat)), trump, leader, seats);
  const pick = (m: Meld) => announced[bests.indexOf(m)];
  return {
    announced,
    lead: { best: top.seat, top: pick(top), rival: rival ? pick(rival) : null, reason: rival === null ? 'alone' : betterReason(top, rival, trump, leader, seats)! },
  };
}
