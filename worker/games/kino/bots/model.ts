// The computers' picture of the table, built from a seat's view only: colleagues' cans with their
// identities, the own cans as backs (identity −1), and the masks everything else is computed from.
import type { KinoView } from '../types';
import { passedOver, trashAfter, whenMarked } from './markiert';
import { AKTS, COPIES, FARBFILM } from '../types';
import { allMask, bit, identity } from '../rules/filmdosen';
import { archivedCounts, criticalMask, IDENTITIES, isLocated, locatedCounts, playableMask, reachable, trashMask } from '../rules/wissen';
import type { CanKnowledge } from '../types';

export interface BCan extends CanKnowledge {
  /** The identity bit index, or −1 for a can the deciding seat cannot see (its own). */
  ident: number;
  /**
   * A marked can: the identities nobody needed when the clue that marked it was given. A saved can
   * ('save') needed then and useless now because an earlier Akt is ganz verloren may still be what
   * it is; a Spielhinweis ('play') was promised to fit then, and an identity played elsewhere since
   * may make it a duplicate now.
   */
  atMark?: { trash: number };
}

export interface Board {
  films: number;
  joker: boolean;
  emptyClues: boolean;
  seats: number;
  me: number;
  reels: number[];
  archived: Int8Array;
  batteries: number;
  filmrisse: number;
  deck: number;
  /** Turns left in the letzte Rolle, −1 before it. */
  finalTurns: number;
  hands: BCan[][];
  /** Seats (bit per seat) whose standing clue — the last one since they last moved — is a Rettung. */
  saved?: number;
  /** Spielhinweise their owners passed over since they became doubtful (bots/markiert.ts), by can id. */
  passedOver?: ReadonlySet<number>;
  // Derived masks.
  all: number;
  playable: number;
  trash: number;
  useful: number;
  critical: number;
  /** Useless because an earlier Akt of the film is ganz verloren (not because the reel passed it). */
  lost: number;
  /** Per identity: copies neither on a reel nor in the archive. */
  publicLeft: Int8Array;
}

export type BoardBase = Omit<Board, 'all' | 'playable' | 'trash' | 'useful' | 'critical' | 'lost' | 'publicLeft'>;

/** The identities on their reel already. */
function passedMask(films: number, reels: readonly number[]): number {
  let m = 0;
  for (let f = 0; f < films; f++) for (let a = 1; a <= reels[f]; a++) m |= bit(identity(f, a));
  return m;
}

export function derive(b: BoardBase): Board {
  const all = allMask(b.films);
  const trash = trashMask(b.films, b.reels, b.archived);
  const publicLeft = new Int8Array(IDENTITIES);
  for (let id = 0; id < b.films * AKTS; id++) {
    publicLeft[id] = COPIES[id % AKTS] - (b.reels[Math.floor(id / AKTS)] >= (id % AKTS) + 1 ? 1 : 0) - b.archived[id];
  }
  return {
    ...b,
    all,
    playable: playableMask(b.films, b.reels),
    trash,
    useful: all & ~trash,
    critical: criticalMask(b.films, b.reels, b.archived),
    lost: trash & ~passedMask(b.films, b.reels),
    publicLeft,
  };
}

export function boardOf(view: KinoView): Board {
  if (view.you === null) throw new Error('a spectator makes no moves');
  const films = view.films.length;
  const trash = trashAfter(films, view.history);
  const hands = view.hands.map((hand) => hand.map((c): BCan => {
    const can: BCan = { id: c.id, clued: c.clued, mask: c.mask, inferred: c.inferred, mark: c.mark, ident: c.film === undefined ? -1 : identity(c.film, c.akt!) };
    if (c.mark) can.atMark = whenMarked(view.clues, view.history, trash, c.id, c.mark) ?? undefined;
    return can;
  }));
  return derive({
    films,
    joker: view.options.farbfilm === 'joker',
    emptyClues: view.options.leereHinweise,
    seats: view.seats,
    me: view.you,
    reels: view.reels.slice(),
    archived: archivedCounts(view.history),
    batteries: view.batteries,
    filmrisse: view.filmrisse,
    deck: view.deckCount,
    finalTurns: view.finalTurns ?? -1,
    hands,
    saved: view.neu.reduce((m, k, s) => (k >= 0 && view.clues[k].reading === 'save' ? m | (1 << s) : m), 0),
    passedOver: passedOver(view, hands, trash),
  });
}

/**
 * Pace: how many more cans the table may archive before the end and still reach the best score
 * the archive allows (points + stack + seats − best possible). At 0 every further archive costs.
 */
export function pace(b: Board): number {
  const best = reachable(b.films, b.reels, b.archived).reduce((a, x) => a + x, 0);
  const points = b.reels.reduce((a, x) => a + x, 0);
  return points + b.deck + b.seats - best;
}

/** Clue values a seat may name: every film (not the Joker) as 0…5, then Akt 1…5 as 101…105. */
export function clueValues(b: Board): number[] {
  const out: number[] = [];
  for (let f = 0; f < b.films; f++) if (!(b.joker && f === FARBFILM)) out.push(f);
  for (let a = 1; a <= AKTS; a++) out.push(100 + a);
  return out;
}

/** Per identity: copies nobody has seen from `seat`'s eyes — public cans and `seat`'s view of the hands. */
export function seenBy(b: Board, seat: number): Int8Array {
  const seen = locatedCounts([b.hands[seat]]);
  b.hands.forEach((hand, s) => {
    if (s === seat) return;
    for (const c of hand) {
      if (c.ident >= 0) seen[c.ident]++;
      else if (isLocated(c)) seen[31 - Math.clz32(c.inferred)]++;
    }
  });
  return seen;
}

/**
 * Like seenBy, but only what `seat` knows for certain: cans it sees, and cans whose identity the
 * clues' plain facts pin down — not cans pinned down by the conventions alone (those may be wrong).
 */
export function firmlySeenBy(b: Board, seat: number): Int8Array {
  const seen = new Int8Array(IDENTITIES);
  b.hands.forEach((hand, s) => {
    for (const c of hand) {
      if (s !== seat && c.ident >= 0) seen[c.ident]++;
      else if (c.clued && isSingle(c.mask)) seen[31 - Math.clz32(c.mask)]++;
    }
  });
  return seen;
}

/** What a seat can tell about its cans: the identities left, and the risk in trusting Gute Berührung. */
export interface Knowledge {
  /** Per can: identities it may be (a touched can: only those still needed, unless none is). */
  sets: number[];
  /**
   * Per can: the share (by unseen copies) of identities that became useless after the clue and
   * were dropped by Gute Berührung — the chance that the can is a duplicate after all.
   */
  risk: number[];
}

/**
 * What `seat` can tell about each of its cans: the conventions' identities minus everything it
 * sees (for another seat: as far as the deciding seat can tell — its own cans count only where
 * their identity is common knowledge). `seen` may be given when the caller has it.
 */
export function eyeKnowledge(b: Board, seat: number, seen: Int8Array = seenBy(b, seat), hand: readonly BCan[] = b.hands[seat]): Knowledge {
  const n = b.films * AKTS;
  const left = new Int8Array(IDENTITIES);
  let ex = 0;
  for (let id = 0; id < n; id++) {
    left[id] = b.publicLeft[id] - seen[id];
    if (left[id] <= 0) ex |= 1 << id;
  }
  const sets: number[] = new Array(hand.length);
  const risk: number[] = new Array(hand.length);
  let firm: number | undefined;
  for (let i = 0; i < hand.length; i++) {
    const c = hand[i];
    // A located can counts itself in `seen`: its own identity is not used up by itself.
    const own = isLocated(c) ? 31 - Math.clz32(c.inferred) : -1;
    let exi = ex;
    if (own >= 0) {
      left[own]++;
      if (left[own] > 0) exi &= ~(1 << own);
    }
    // A saved can ("aufheben!") is kept, not played on a guess: no risk is taken on it, neither on
    // Gute Berührung nor when what the seat sees contradicts the reading of the Rettung. It is
    // narrowed only by what the seat knows for certain (not by cans the conventions alone pin
    // down), and an identity that became useless since the Rettung stays possible (a duplicate).
    const saved = c.mark === 'save';
    if (saved) {
      firm ??= firmlyExhausted(b, seat);
      // A can the facts pin down counts itself in firmlySeenBy.
      exi = isSingle(c.mask) ? firm & ~c.mask : firm;
    }
    const since = saved && c.atMark ? c.mask & ~c.atMark.trash & b.lost : 0;
    let s = (c.inferred | since) & ~exi;
    let r = 0;
    if (s === 0) {
      s = c.mask & ~exi;
      if (saved) r = 1;
    }
    if (s === 0) s = c.mask;
    if (c.clued) {
      const useful = s & ~b.trash;
      if (useful !== 0 && useful !== s) {
        // A Spielhinweis promised a fitting can when it was given: trust it (the giver saw no
        // duplicate). An identity played or archived elsewhere since may make the can its other
        // copy now; that risk is counted only at the second Filmriss, where a tear ends the
        // Vorstellung — earlier, waiting costs more than the rare tear (DECISIONS, Speedkino).
        const since = c.mark === 'play' && c.atMark && b.filmrisse >= 2 ? s & b.trash & ~c.atMark.trash : 0;
        r = c.mark === 'play' ? (since ? shareLeft(s & (useful | since), since, left) : 0) : saved ? 1 : Math.max(r, shareLeft(s, b.trash, left));
        s = useful;
      }
    }
    if (own >= 0) left[own]--;
    sets[i] = s;
    risk[i] = r;
  }
  return { sets, risk };
}

/** The identities of which every copy is certainly accounted for, from `seat`'s eyes (firmlySeenBy). */
function firmlyExhausted(b: Board, seat: number): number {
  const seen = firmlySeenBy(b, seat);
  let ex = 0;
  for (let id = 0; id < b.films * AKTS; id++) if (b.publicLeft[id] - seen[id] <= 0) ex |= 1 << id;
  return ex;
}

/** Like `share`, with unseen copies given as possibly negative counts. */
function shareLeft(set: number, target: number, left: Int8Array): number {
  let all = 0;
  let hit = 0;
  for (let m = set; m !== 0; m &= m - 1) {
    const id = 31 - Math.clz32(m & -m);
    const w = Math.max(0, left[id]);
    all += w;
    if (target & (1 << id)) hit += w;
  }
  return all === 0 ? 0 : hit / all;
}

/** How much risk of a Filmriss a seat takes on Gute Berührung alone, by Filmrisse so far. */
export function riskLimit(b: Board): number {
  return b.filmrisse === 0 ? 0.2 : b.filmrisse === 1 ? 0.1 : 0;
}

/** Whether the seat knows (well enough) that its can `i` fits now. */
/** Whether the seat knows for sure (no risk taken) that its can `i` fits now. */
export const surelyFits = (b: Board, k: Knowledge, i: number): boolean =>
  (k.sets[i] & ~b.playable) === 0 && k.risk[i] === 0;

export const knowsFits = (b: Board, k: Knowledge, i: number): boolean =>
  (k.sets[i] & ~b.playable) === 0 && k.risk[i] <= riskLimit(b);

function unseenFrom(b: Board, seen: Int8Array): Int8Array {
  const out = new Int8Array(IDENTITIES);
  for (let id = 0; id < b.films * AKTS; id++) out[id] = Math.max(0, b.publicLeft[id] - seen[id]);
  return out;
}

/** How many unseen copies of each identity are left for `seat` (for probabilities). */
export function unseenCopies(b: Board, seat: number): Int8Array {
  return unseenFrom(b, seenBy(b, seat));
}

/** Weighted share of `set` that lies in `target`, weighting each identity by its unseen copies. */
export function share(set: number, target: number, copies: Int8Array): number {
  let all = 0;
  let hit = 0;
  for (let m = set; m !== 0; m &= m - 1) {
    const id = 31 - Math.clz32(m & -m);
    const w = Math.max(copies[id], set === bit(id) ? 1 : 0);
    all += w;
    if (target & bit(id)) hit += w;
  }
  return all === 0 ? 0 : hit / all;
}

export const isSingle = (m: number): boolean => m !== 0 && (m & (m - 1)) === 0;
export const next = (b: Board, seat: number, k = 1): number => (seat + k) % b.seats;
