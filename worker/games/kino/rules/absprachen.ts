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
// - Rettung: at the Wegwerf-Dose an Akt-5 clue, an Akt-2 clue, or a clue (film or Akt) on what may
//   be the last of its kind — judged by what the whole table knows (reels, archive, clues), so a
//   film clue on a Wegwerf-Dose that may still be that film's 5 is a Rettung — means "aufheben!":
//   the can is kept, not played blind. Whenever a Rettung is possible it wins over a Spielhinweis
//   (the rule text players read says the same: web/games/kino/Rules.tsx, docs/DECISIONS.md).
// - Gute Berührung never narrows a saved can that lights up again (see readHinweis).
import type { CanKnowledge, KinoView, Reading } from '../types';
import { AKTS } from '../types';
import { aktMask, allMask, bit, clueMask, identity } from './filmdosen';
import { archivedCounts, criticalMask, IDENTITIES, knownAs, locatedCounts, playableMask, trashMask } from './wissen';

/** What the whole table knows, apart from the receiver's hand. */
export interface ReadContext {
  films: number;
  reels: ArrayLike<number>;
  archived: ArrayLike<number>;
  /** Per identity: cans pinned down among the still needed (wissen.ts knownAs) in every hand except the receiver's. */
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
  // The last of its kind (every still needed Akt 5 is one), by film or by Akt: a film clue on a
  // Wegwerf-Dose that may still be that film's 5 is "aufheben!", not a Spielhinweis.
  let m = ctx.critical ?? criticalMask(ctx.films, ctx.reels, ctx.archived);
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
  const own = out.map((c) => knownAs(c, useful));
  for (const x of own) if (x >= 0) here[x]++;
  const locatedBut = (skip: number): number => {
    let m = elsewhere;
    for (let i = 0; i < out.length; i++) if (own[i] >= 0 && (i !== skip || here[own[i]] > 1)) m |= bit(own[i]);
    return m;
  };
  // Gute Berührung: the other touched cans are still needed and not known elsewhere — except a
  // saved can lit again: it keeps what its Rettung said, for it may be the twin of a can that went
  // on its reel (or became known elsewhere) since, and a giver cannot always avoid lighting it.
  for (let i = 0; i < out.length; i++) {
    if (!touched[i] || i === focus || hand[i].mark === 'save') continue;
    out[i] = { ...out[i], inferred: narrow(out[i].inferred, useful & ~locatedBut(i), out[i].inferred) };
  }
  for (let i = 0; i < out.length; i++) own[i] = knownAs(out[i], useful);
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


/** A clue as a giver is about to send it: to whom, and a film or an Akt. */
export type ClueToRead = { to: number; film: number; akt?: undefined } | { to: number; akt: number; film?: undefined };

/** How the receiving computer will read a clue, foreseen by the giver before it is sent. */
export interface ClueForecast {
  /** The receiving seat. */
  to: number;
  /** 'play' (Spielhinweis), 'save' (Rettung: aufheben, nicht blind einlegen) or 'none' (an empty clue, or nothing to read). */
  reading: Reading;
  /** Index (from the left) of the can the clue means (Fokus), −1 for an empty clue. */
  focus: number;
  /** Draw number of that can, null for an empty clue. */
  focusId: number | null;
  /** Indices of the cans that light up, left to right. */
  touched: number[];
  /** Whether the focused can fits its reel right now (as the giver sees it); false for an empty clue. */
  fitsNow: boolean;
  /**
   * Whether the reading makes the receiver play a can that does not fit, as seen from the giver:
   * a Spielhinweis whose reading leaves out what the focused can really is (it will play it as a
   * can that would fit — and the film tears). Never true for a Rettung.
   */
  misfit: boolean;
  /** The receiver's cans after the clue, with what everyone then knows about them. */
  hand: CanKnowledge[];
}

/**
 * readClue: how the receiver of a clue will read it (Die Absprachen), foreseen from the giver's
 * view — the same reading the rules record when the clue is sent (readHinweis on what the whole
 * table knows). `view` is the giver's KinoView (it shows the receiver's cans); `clue` names the
 * receiver and a film or an Akt. Pure; uses only what the giver sees, so the answer never tells
 * the giver anything about its own cans. Returns null when the clue cannot be foreseen from this
 * view: a spectator's view, a clue to oneself, no such seat, or the receiver's cans not in sight.
 */
export function readClue(view: KinoView, clue: ClueToRead): ClueForecast | null {
  const to = clue.to;
  if (view.you === null || to === view.you || !Number.isInteger(to) || to < 0 || to >= view.seats) return null;
  const hand = view.hands[to];
  if (hand.some((c) => c.film === undefined || c.akt === undefined)) return null;
  const films = view.films.length;
  const bits = clue.film !== undefined
    ? clueMask({ film: clue.film }, view.options)
    : clueMask({ akt: clue.akt }, view.options);
  const truth = hand.map((c) => identity(c.film!, c.akt!));
  const touched = truth.map((t) => (bits & bit(t)) !== 0);
  const knowledge: CanKnowledge[] = hand.map((c) => ({ id: c.id, clued: c.clued, mask: c.mask, inferred: c.inferred, mark: c.mark }));
  const archived = archivedCounts(view.history);
  const useful = allMask(films) & ~trashMask(films, view.reels, archived);
  const ctx: ReadContext = {
    films,
    reels: view.reels,
    archived,
    locatedElsewhere: locatedCounts(view.hands.filter((_, s) => s !== to), -1, useful),
    useful,
  };
  const read = readHinweis(ctx, knowledge, touched, bits, clue.akt ?? null);
  const focus = read.focus;
  const fitsNow = focus >= 0 && (playableMask(films, view.reels) & bit(truth[focus])) !== 0;
  const misfit = focus >= 0 && read.reading === 'play' && (read.hand[focus].inferred & bit(truth[focus])) === 0;
  return {
    to,
    reading: read.reading,
    focus,
    focusId: focus >= 0 ? hand[focus].id : null,
    touched: touched.flatMap((t, i) => (t ? [i] : [])),
    fitsNow,
    misfit,
    hand: read.hand,
  };
}
