// The deciding seat's own cans: which it knows to fit, which it knows are useless, which one to
// archive (the Wegwerf-Dose, or the least valuable can of a hand without one), and — only when
// nothing else is left — which can to play blind.
import { wegwerfDose } from '../rules/absprachen';
import { bit, identities } from '../rules/filmdosen';
import { AKTS } from '../types';
import type { Board } from './model';
import { firmlySeenBy, isSingle, knowsFits, share, unseenCopies, type Knowledge } from './model';
import { knownIdent } from './hinweise';

export interface Own {
  /** Per own can: identities it may be, as the seat can tell. */
  sets: number[];
  /** Indices of cans known to fit now. */
  plays: number[];
  /** Per own can: the chance that trusting Gute Berührung is wrong (0: known for sure). */
  risk: number[];
  /** Indices of cans known to be useless. */
  trash: number[];
  chop: number;
  copies: Int8Array;
}

export function ownCans(b: Board, k: Knowledge): Own {
  const sets = k.sets;
  const plays: number[] = [];
  const trash: number[] = [];
  sets.forEach((s, i) => {
    if (knowsFits(b, k, i)) plays.push(i);
    else if ((s & ~b.trash) === 0) trash.push(i);
  });
  return { sets, plays, risk: k.risk, trash, chop: wegwerfDose(b.hands[b.me]), copies: unseenCopies(b, b.me) };
}

/**
 * Whether the deciding seat's can `i` fits by plain facts alone: the clues it got and the cans it
 * certainly knows of — no convention's reading (those may be wrong). Rat says "Du weißt" only then.
 */
export function fitsByFacts(b: Board, i: number): boolean {
  const c = b.hands[b.me][i];
  const seen = firmlySeenBy(b, b.me);
  // A can the facts pin down counts itself in firmlySeenBy: its own copy is not used up by itself.
  if (c.clued && isSingle(c.mask)) seen[31 - Math.clz32(c.mask)]--;
  let s = c.mask;
  for (let id = 0; id < b.films * AKTS; id++) if (b.publicLeft[id] - seen[id] <= 0) s &= ~(1 << id);
  return s !== 0 && (s & ~b.playable) === 0;
}

/**
 * Rat's reason for playing own can `i`: a Spielhinweis, known for sure from the facts, known through
 * the conventions' reading of the clues (a Rettung's, a Fokus's), or only through Gute Berührung (a
 * colleague's clue touches only cans still needed) — the last two can be wrong.
 */
export function playReason(b: Board, own: Own, i: number): { code: string; params: Record<string, number> } {
  if (b.hands[b.me][i].mark === 'play') return { code: 'kino_einlegen_spielhinweis', params: { pos: i } };
  const risk = own.risk[i] ?? 0;
  if (risk > 0) return { code: 'kino_einlegen_beruehrung', params: { pos: i, chance: Math.round((1 - risk) * 100) / 100 } };
  return { code: fitsByFacts(b, i) ? 'kino_einlegen_bekannt' : 'kino_einlegen_absprache', params: { pos: i } };
}

/**
 * Which known-fitting can first: an Akt 5 (a battery back), a can that lets a colleague's promised
 * can follow, a low Akt; among equals the oldest (rightmost).
 */
export function bestPlay(b: Board, own: Own): number {
  const waiting = new Int8Array(32);
  b.hands.forEach((hand, s) => hand.forEach((c) => {
    const t = knownIdent(c);
    if (t >= 0 && c.clued && s !== b.me) waiting[t]++;
  }));
  let best = -1;
  let bestScore = -Infinity;
  for (const i of own.plays) {
    const ids = identities(own.sets[i]);
    let score = 0;
    for (const t of ids) {
      const akt = (t % AKTS) + 1;
      let v = (AKTS - akt) * 0.1;
      if (akt === AKTS && b.batteries < 8) v += 1.5;
      if (akt < AKTS && waiting[t + 1] > 0) v += 1;
      score += v / ids.length;
    }
    if (score >= bestScore) { bestScore = score; best = i; }
  }
  return best;
}

/** The can to archive: a known useless can, else the Wegwerf-Dose, else the least valuable touched can. */
export function bestDiscard(b: Board, own: Own): number {
  if (own.trash.length > 0) return own.trash[own.trash.length - 1];
  if (own.chop >= 0) return own.chop;
  let best = 0;
  let bestScore = Infinity;
  own.sets.forEach((s, i) => {
    // Least likely to be the last of its kind, most likely useless, and far from fitting.
    const critical = share(s, b.critical, own.copies);
    const useless = share(s, b.trash, own.copies);
    let far = 0;
    for (const t of identities(s)) far += (t % AKTS) + 1 - b.reels[Math.floor(t / AKTS)];
    const score = critical * 3 - useless * 2 - far * 0.05 / Math.max(1, identities(s).length);
    if (score < bestScore) { bestScore = score; best = i; }
  });
  return best;
}

/**
 * Blind play ("nur, wenn es gar keinen harmlosen Hinweis gibt"): the can most likely to fit — never a
 * saved can ("dann wird nicht blind eingelegt") while the hand holds another, and with `unsavedOnly`
 * never (chance −1 when every can is saved).
 */
export function bestBlind(b: Board, own: Own, unsavedOnly = false): { index: number; chance: number } {
  const hand = b.hands[b.me];
  const anyUnsaved = unsavedOnly || hand.some((c) => c.mark !== 'save');
  let best = 0;
  let chance = -1;
  own.sets.forEach((s, i) => {
    if (anyUnsaved && hand[i].mark === 'save') return;
    const p = share(s, b.playable, own.copies);
    if (p > chance) { chance = p; best = i; }
  });
  return { index: best, chance };
}

/** Whether a can of identity `t` is the only copy the deciding seat can see outside the archive (for saving Akt 2). */
export function uniqueInSight(b: Board, seat: number, i: number): boolean {
  const t = b.hands[seat][i].ident;
  return !b.hands.some((hand, s) => hand.some((c, j) => (s !== seat || j !== i) && knownIdent(c) === t));
}

export const fitsNow = (b: Board, t: number): boolean => (b.playable & bit(t)) !== 0;
