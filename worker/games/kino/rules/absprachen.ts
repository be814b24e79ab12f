// Die Absprachen: how the computers (and everyone who knows the conventions) read a clue. The
// reading uses only what the whole table knows — the reels, the archive and the clues — never a
// can itself, so every seat, the giver and the spectators read a clue the same way, the giver can
// foresee the reading exactly, and the state can keep it as common knowledge.
//
// - Wegwerf-Dose: the rightmost can that was never touched.
// - Gute Berührung: touched cans are still needed, and no can that others already know.
// - Fokus: the Wegwerf-Dose if the clue touches it, else the leftmost newly touched can (a clue
//   that touches no new can focuses its leftmost touched can).
// - Spielhinweis: the focus fits now, or once the cans already known to fit are down (delayed).
// - Rettung: at the Wegwerf-Dose an Akt-5 clue, an Akt-2 clue, or a clue on the last of its kind
//   (an Akt-5 can is saved by the Akt only) may mean "aufheben!": the can is kept, not played blind.
import type { CanKnowledge, Reading } from '../types';
import { AKTS } from '../types';
import { aktMask, allMask, bit, identity } from './filmdosen';
import { criticalMask, IDENTITIES, isLocated, trashMask } from './wissen';

/** What the whole table knows, apart from the receiver's hand. */
export interface ReadContext {
  films: number;
  reels: ArrayLike<number>;
  archived: ArrayLike<number>;
  /** Per identity: located cans (see wissen.ts) in every hand except the receiver's. */
  locatedElsewhere: ArrayLike<number>;
  /** Optional, when the caller has them at hand: the still needed identities and the Rettung sets by clue. */
  useful?: number;
  critical?: number;
}

/** The Wegwerf-Dose: index of the rightmost never touched can, or −1 when every can was touched. */
export function wegwerfDose(hand: readonly CanKnowledge[]): number {
  for (let i = hand.length - 1; i >= 0; i--) if (!hand[i].clued) return i;
  return -1;
}

/** The Fokus of a clue touching `touched` (by index): −1 for an empty clue. */
export function fokus(hand: readonly CanKnowledge[], touched: readonly boolean[]): number {
  const chop = wegwerfDose(hand);
  if (chop >= 0 && touched[chop]) return chop;
  for (let i = 0; i < hand.length; i++) if (touched[i] && !hand[i].clued) return i;
  for (let i = 0; i < hand.length; i++) if (touched[i]) return i;
  return -1;
}

/**
 * Per film the Akt its reel reaches once every located can (identities in `located`) is down, one
 * after the other ("sobald die Dosen liegen, die schon als passend bekannt sind").
 */
export function futureReels(films: number, reels: ArrayLike<number>, located: number): number[] {
  const out: number[] = [];
  for (let f = 0; f < films; f++) {
    let top = reels[f];
    while (top < AKTS && (located & bit(identity(f, top + 1))) !== 0) top++;
    out.push(top);
  }
  return out;
}

/** The identities a Spielhinweis may mean: per film the Akt after the delayed reel. */
export function playSet(films: number, future: readonly number[]): number {
  let m = 0;
  for (let f = 0; f < films; f++) if (future[f] < AKTS) m |= bit(identity(f, future[f] + 1));
  return m;
}

/** The identities a Rettung at the Wegwerf-Dose may mean for this clue. */
export function saveSet(ctx: ReadContext, akt: number | null): number {
  const useful = ctx.useful ?? (allMask(ctx.films) & ~trashMask(ctx.films, ctx.reels, ctx.archived));
  let m = ctx.critical ?? criticalMask(ctx.films, ctx.reels, ctx.archived);
  // An Akt-5 can is saved with "Akt 5" only; a film clue on it is a Spielhinweis.
  if (akt === null) m &= ~aktMask(5, ctx.films);
  if (akt === 5 || akt === 2) m |= aktMask(akt, ctx.films) & useful;
  if (akt !== null) m &= aktMask(akt, ctx.films);
  return m;
}

export interface ClueReading {
  /** The receiver's cans after the clue, with what everyone now knows about them. */
  hand: CanKnowledge[];
  /** Index of the focus, −1 for an empty clue. */
  focus: number;
  reading: Reading;
}

const narrow = (inferred: number, keep: number, mask: number): number => {
  const n = inferred & keep;
  return n !== 0 ? n : mask;
};

/**
 * Reads a clue to `hand` (the receiver's knowledge before it): which cans lit up (`touched`), which
 * identities the clue names (`clueBits`) and, for an Akt clue, the Akt. Returns the new knowledge.
 */
export function readHinweis(ctx: ReadContext, hand: readonly CanKnowledge[], touched: readonly boolean[], clueBits: number, akt: number | null): ClueReading {
  const focus = fokus(hand, touched);
  const chop = wegwerfDose(hand);
  // The plain facts: touched cans are what was named, the others are not.
  const out: CanKnowledge[] = hand.map((c, i) => {
    const keep = touched[i] ? clueBits : ~clueBits;
    const mask = c.mask & keep;
    return { id: c.id, clued: c.clued || touched[i], mask, inferred: narrow(c.inferred, keep, mask), mark: c.mark };
  });
  if (focus < 0) return { hand: out, focus, reading: 'none' };

  const useful = ctx.useful ?? (allMask(ctx.films) & ~trashMask(ctx.films, ctx.reels, ctx.archived));
  // Located identities: elsewhere, and in this hand (by count, so a can can leave out itself).
  let elsewhere = 0;
  for (let i = 0; i < IDENTITIES; i++) if (ctx.locatedElsewhere[i] > 0) elsewhere |= bit(i);
  const here = new Int8Array(IDENTITIES);
  const own = out.map((c) => (isLocated(c) ? 31 - Math.clz32(c.inferred) : -1));
  for (const x of own) if (x >= 0) here[x]++;
  const locatedBut = (skip: number): number => {
    let m = elsewhere;
    for (let i = 0; i < out.length; i++) if (own[i] >= 0 && (i !== skip || here[own[i]] > 1)) m |= bit(own[i]);
    return m;
  };
  // Gute Berührung: the other touched cans are still needed and not known elsewhere.
  for (let i = 0; i < out.length; i++) {
    if (!touched[i] || i === focus) continue;
    out[i] = { ...out[i], inferred: narrow(out[i].inferred, useful & ~locatedBut(i), out[i].inferred) };
  }
  for (let i = 0; i < out.length; i++) own[i] = isLocated(out[i]) ? 31 - Math.clz32(out[i].inferred) : -1;
  here.fill(0);
  for (const x of own) if (x >= 0) here[x]++;
  const others = locatedBut(focus);
  const f = out[focus];
  const candidates = narrow(f.inferred, useful & ~others, f.inferred);
  const plays = candidates & playSet(ctx.films, futureReels(ctx.films, ctx.reels, others));
  const saves = focus === chop && !hand[focus].clued ? candidates & saveSet(ctx, akt) : 0;
  let reading: Reading;
  let inferred: number;
  if ((saves & ~plays) !== 0) {
    reading = 'save';
    inferred = plays | saves;
  } else if (plays !== 0) {
    reading = 'play';
    inferred = plays;
  } else {
    reading = 'none';
    inferred = candidates;
  }
  out[focus] = { ...f, inferred, mark: reading === 'none' ? f.mark : reading };
  return { hand: out, focus, reading };
}

