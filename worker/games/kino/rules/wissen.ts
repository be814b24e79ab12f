// What the table knows without looking at any hand: which identities fit now, which are no longer
// needed (eingelegt, or their reel cannot get that far), which are the last of their kind, and
// which identities the clues have pinned down in some hand. Shared by the rules (reading clues),
// the view (what a seat can still hold) and the computers.
import type { CanKnowledge, PlayRecord } from '../types';
import { AKTS, COPIES } from '../types';
import { bit, identity, popcount } from './filmdosen';

export const IDENTITIES = 30;

/** Per identity: how many copies are in the archive (archived or torn). */
export function archivedCounts(history: readonly PlayRecord[]): Int8Array {
  const out = new Int8Array(IDENTITIES);
  for (const h of history) if (h.how !== 'played') out[identity(h.film, h.akt)]++;
  return out;
}

/** The identities that fit on their reel right now. */
export function playableMask(films: number, reels: ArrayLike<number>): number {
  let m = 0;
  for (let f = 0; f < films; f++) if (reels[f] < AKTS) m |= bit(identity(f, reels[f] + 1));
  return m;
}

/**
 * The identities nobody needs any more: already on the reel, or above an Akt whose copies are all
 * in the archive ("ist ein früherer Akt schon ganz verloren, wird die Dose nicht mehr gebraucht").
 */
export function trashMask(films: number, reels: ArrayLike<number>, archived: ArrayLike<number>): number {
  let m = 0;
  for (let f = 0; f < films; f++) {
    let dead = false;
    for (let a = 1; a <= AKTS; a++) {
      const id = identity(f, a);
      if (a <= reels[f] || dead) m |= bit(id);
      else if (archived[id] >= COPIES[a - 1]) dead = true;
    }
  }
  return m;
}

/** The highest Akt each reel can still reach (the Akt below the first one that is ganz verloren). */
export function reachable(films: number, reels: ArrayLike<number>, archived: ArrayLike<number>): number[] {
  const out: number[] = [];
  for (let f = 0; f < films; f++) {
    let top = AKTS;
    for (let a = reels[f] + 1; a <= AKTS; a++) {
      if (archived[identity(f, a)] >= COPIES[a - 1]) { top = a - 1; break; }
    }
    out.push(top);
  }
  return out;
}

/** Still needed and only one copy left outside the archive: "die letzte ihrer Art". */
export function criticalMask(films: number, reels: ArrayLike<number>, archived: ArrayLike<number>): number {
  const trash = trashMask(films, reels, archived);
  let m = 0;
  for (let f = 0; f < films; f++) {
    for (let a = 1; a <= AKTS; a++) {
      const id = identity(f, a);
      if ((trash & bit(id)) === 0 && COPIES[a - 1] - archived[id] === 1) m |= bit(id);
    }
  }
  return m;
}

/** A touched can whose conventional identity is one single identity: everybody knows what it is. */
export const isLocated = (c: CanKnowledge): boolean => c.clued && popcount(c.inferred) === 1;

/**
 * The identity the clues pin down for a touched can among the still needed ones (`useful`), −1 if
 * none: a lit can is still needed (Gute Berührung), so "Abenteuer 1, 2 or 3" with the 1 and 2
 * already on the reel is known to be the Abenteuer 3 — as the rule text reads "festgelegt".
 */
export function knownAs(c: CanKnowledge, useful: number): number {
  if (!c.clued) return -1;
  const m = c.inferred & useful;
  return m !== 0 && (m & (m - 1)) === 0 ? 31 - Math.clz32(m) : -1;
}

/**
 * Per identity: touched cans whose identity the clues have pinned down, in the given hands. With
 * `useful`, pinned down among the still needed identities (knownAs) — the sense the readings use.
 */
export function locatedCounts(hands: readonly (readonly CanKnowledge[])[], skipId = -1, useful?: number): Int8Array {
  const out = new Int8Array(IDENTITIES);
  for (const hand of hands) {
    for (const c of hand) {
      if (c.id === skipId) continue;
      const t = useful === undefined ? (isLocated(c) ? 31 - Math.clz32(c.inferred) : -1) : knownAs(c, useful);
      if (t >= 0) out[t]++;
    }
  }
  return out;
}

/**
 * The identities of which every copy is accounted for: on the reel, in the archive, or counted in
 * `seen` (cans somebody knows the identity of).
 */
export function exhaustedMask(films: number, reels: ArrayLike<number>, archived: ArrayLike<number>, seen: ArrayLike<number>): number {
  let m = 0;
  for (let f = 0; f < films; f++) {
    for (let a = 1; a <= AKTS; a++) {
      const id = identity(f, a);
      const gone = (a <= reels[f] ? 1 : 0) + archived[id] + seen[id];
      if (gone >= COPIES[a - 1]) m |= bit(id);
    }
  }
  return m;
}
