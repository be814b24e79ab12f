// Finding a clue: every legal clue to every colleague is read exactly as the colleague will read it
// (the rules' own readHinweis on common knowledge), then judged against the cans the giver sees:
// how many cans it gets played or saved, and whether it would make somebody play a can that does
// not fit (such clues are never given on purpose).
import { readHinweis, wegwerfDose, type ReadContext } from '../rules/absprachen';
import { aktMask, bit, filmMask, identity, lowest } from '../rules/filmdosen';
import { isLocated, locatedCounts } from '../rules/wissen';
import type { Reading } from '../types';
import { AKTS, FARBFILM, MAX_BATTERIES } from '../types';
import type { BCan, Board } from './model';
import { clueValues, eyeKnowledge, knowsFits, riskLimit, seenBy, surelyFits, type Knowledge } from './model';

export interface ClueOption {
  to: number;
  /** Film 0…5, or 100 + Akt. */
  value: number;
  touched: boolean[];
  focus: number;
  reading: Reading;
  /** The receiver's hand with its knowledge after the clue. */
  after: BCan[];
  /** Cans the receiver will now play (at once or once the known cans are down) that it would not have. */
  plays: number;
  /** Weight of important cans saved from the Wegwerf-Dose. */
  saves: number;
  /** Cans the clue would make the receiver play although they do not fit. */
  misplays: number;
  /** Touched cans that are no longer needed or already known elsewhere. */
  badTouch: number;
  /** Touched cans (not the focus) whose reading now excludes what they are. */
  lies: number;
  /** Newly touched cans that are still needed (protected from archiving). */
  protects: number;
  /** Cans the receiver now knows to be useless (can archive them instead of the Wegwerf-Dose). */
  trashKnown: number;
  /** Receiver's own cans pinned down further (fewer identities possible). */
  info: number;
  /** Worth of an important can the clue moves onto the Wegwerf-Dose while the receiver will archive next. */
  danger: number;
}

export function clueBits(b: Board, value: number): number {
  if (value >= 100) return aktMask(value - 100, b.films);
  return b.joker ? filmMask(value) | filmMask(FARBFILM) : filmMask(value);
}

export const clueMove = (to: number, value: number) =>
  (value >= 100 ? { type: 'clue' as const, to, akt: value - 100 } : { type: 'clue' as const, to, film: value });

/** Whether a can is promised to be played: a Spielhinweis, or everybody knows it fits. */
const promised = (b: Board, c: BCan): boolean => c.clued && (c.mark === 'play' || (c.inferred & ~b.playable) === 0);

/** Per film the Akt the reel really reaches when every promised can in `have` (by identity) is down. */
function reachOf(b: Board, have: Int8Array): number[] {
  const out: number[] = [];
  for (let f = 0; f < b.films; f++) {
    let top = b.reels[f];
    while (top < AKTS && have[identity(f, top + 1)] > 0) top++;
    out.push(top);
  }
  return out;
}

/** Whether `seat` will archive its Wegwerf-Dose on its turn (no can it knows to fit or to be useless). */
export function discardsChop(b: Board, seat: number, k: Knowledge, batteries: number): boolean {
  if (batteries >= MAX_BATTERIES) return false;
  return !k.sets.some((s, i) => knowsFits(b, k, i) || (s & ~b.trash) === 0);
}

/** Everything about a receiver that does not depend on the clue, computed once per decision. */
interface Receiver {
  to: number;
  ctx: ReadContext;
  /** What the receiver sees, without its own located cans. */
  seenOthers: Int8Array;
  before: Knowledge;
  /** Promised cans (by identity) in the other hands. */
  havePromised: Int8Array;
  /** Identities already touched in another hand (a second copy would be a duplicate). */
  cluedElsewhere: number;
  /** Identities of which the receiver sees every copy still out elsewhere (its own cans cannot be one). */
  exhausted: number;
  chop: number;
}

function receiver(b: Board, to: number): Receiver {
  const others = b.hands.filter((_, s) => s !== to);
  const seen = seenBy(b, to);
  const seenOthers = Int8Array.from(seen);
  for (const c of b.hands[to]) if (isLocated(c)) seenOthers[lowest(c.inferred)]--;
  const havePromised = new Int8Array(32);
  let cluedElsewhere = 0;
  b.hands.forEach((hand, s) => {
    if (s === to) return;
    for (const c of hand) {
      const t = knownIdent(c);
      if (t < 0) continue;
      if (promised(b, c)) havePromised[t]++;
      if (c.clued) cluedElsewhere |= bit(t);
    }
  });
  let exhausted = 0;
  for (let t = 0; t < b.films * AKTS; t++) if (b.publicLeft[t] - seenOthers[t] <= 0) exhausted |= 1 << t;
  return {
    to,
    exhausted,
    ctx: { films: b.films, reels: b.reels, archived: b.archived, locatedElsewhere: locatedCounts(others, -1, b.useful), useful: b.useful, critical: b.critical },
    seenOthers,
    before: eyeKnowledge(b, to, seen),
    havePromised,
    cluedElsewhere,
    chop: wegwerfDose(b.hands[to]),
  };
}

/** Reads the clue `value` to `to` as the receiver will, and judges it. Null if it touches nothing and empty clues are not allowed. */
export function simulateClue(b: Board, to: number, value: number, r: Receiver = receiver(b, to)): ClueOption | null {
  const hand = b.hands[to];
  const bits = clueBits(b, value);
  const touched: boolean[] = new Array(hand.length);
  let any = false;
  for (let i = 0; i < hand.length; i++) {
    touched[i] = hand[i].ident >= 0 && (bits & (1 << hand[i].ident)) !== 0;
    any ||= touched[i];
  }
  if (!any && !b.emptyClues) return null;
  const read = readHinweis(r.ctx, hand, touched, bits, value >= 100 ? value - 100 : null);
  const after: BCan[] = new Array(hand.length);
  const seen = Int8Array.from(r.seenOthers);
  const have = Int8Array.from(r.havePromised);
  for (let i = 0; i < hand.length; i++) {
    const k = read.hand[i];
    const c: BCan = { id: k.id, clued: k.clued, mask: k.mask, inferred: k.inferred, mark: k.mark, ident: hand[i].ident };
    after[i] = c;
    if (isLocated(c)) seen[31 - Math.clz32(c.inferred)]++;
    if (promised(b, c)) have[c.ident]++;
  }
  const k0 = r.before;
  const k1 = eyeKnowledge(b, to, seen, after);
  const opt: ClueOption = {
    to, value, touched, focus: read.focus, reading: read.reading, after,
    plays: 0, saves: 0, misplays: 0, badTouch: 0, lies: 0, protects: 0, trashKnown: 0, info: 0, danger: 0,
  };
  // What truly connects: cans already promised anywhere, plus this receiver's cans after the clue.
  const reach = reachOf(b, have);
  const chop = r.chop;
  // A clue is credited only with the cans it makes the receiver sure of (no risk): the printed
  // Spielhinweis is played because it is one, and a colleague who knows only Die Absprachen does
  // not play on a guess from what it sees. The danger of a misplay still counts the guesses a
  // computer receiver would take (riskLimit).
  const limit = riskLimit(b);
  for (let i = 0; i < hand.length; i++) {
    const c = after[i];
    const t = c.ident;
    const tBit = 1 << t;
    const film = Math.floor(t / AKTS);
    const akt = (t % AKTS) + 1;
    const fitsLater = (tBit & b.trash) === 0 && b.reels[film] < akt && reach[film] + 1 >= akt;
    const sureNow = surelyFits(b, k1, i);
    const wasNow = surelyFits(b, k0, i);
    const wasLater = wasNow || (hand[i].mark === 'play' && (k0.sets[i] & ~b.trash) !== 0);
    const guessNow = (k1.sets[i] & ~b.playable) === 0 && k1.risk[i] <= limit;
    const willLater = sureNow || (c.mark === 'play' && (k1.sets[i] & ~b.trash) !== 0);
    if (guessNow && (tBit & b.playable) === 0) opt.misplays++;
    else if (b.passedOver?.has(c.id) && (tBit & b.playable) !== 0
      && (hand[i].mask & ~r.exhausted & ~b.playable) !== 0 && (c.mask & ~r.exhausted & ~b.playable) === 0) {
      // A Spielhinweis its owner passed over since it became doubtful: now the clues alone say it fits.
      opt.plays += 1;
    } else if (willLater && !wasLater) {
      if ((tBit & b.playable) !== 0) opt.plays += 1;
      else if (fitsLater) opt.plays += 0.7;
      else opt.misplays++;
    }
    if ((k1.sets[i] & ~b.trash) === 0 && (k0.sets[i] & ~b.trash) !== 0) opt.trashKnown++;
    if (!touched[i]) continue;
    // A reading without the can's true identity is how Filmrisse start: never at the focus, and
    // elsewhere (a useless or duplicate can touched along) only when it is worth it.
    if ((c.inferred & tBit) === 0) {
      if (i === read.focus) opt.misplays++;
      else opt.lies++;
      continue;
    }
    let duplicate = (r.cluedElsewhere & tBit) !== 0;
    for (let j = 0; j < hand.length && !duplicate; j++) duplicate = j !== i && hand[j].ident === t && (hand[j].clued || (touched[j] && j < i));
    if ((tBit & b.trash) !== 0 || duplicate) {
      if (!hand[i].clued) opt.badTouch++;
      continue;
    }
    if (!hand[i].clued) {
      opt.protects++;
      opt.saves += saveWeight(b, t) * (i === chop ? 1 : 0.25);
    }
    if (c.inferred !== hand[i].inferred) opt.info++;
  }
  // A clue that moves the Wegwerf-Dose onto an important can the receiver will archive next.
  const newChop = wegwerfDose(after);
  if (newChop >= 0 && newChop !== chop && discardsChop(b, to, k1, b.batteries - 1)) opt.danger = saveWeight(b, after[newChop].ident);
  return opt;
}

/** The identity of a can as the deciding seat knows it: seen, or pinned down by the clues. */
export function knownIdent(c: BCan): number {
  if (c.ident >= 0) return c.ident;
  return isLocated(c) ? lowest(c.inferred) : -1;
}

/** How much saving this identity from the Wegwerf-Dose is worth. */
export function saveWeight(b: Board, t: number): number {
  const tBit = bit(t);
  if ((tBit & b.trash) !== 0) return 0;
  if ((tBit & b.critical) !== 0) return (t % AKTS) + 1 === 5 ? 1.2 : 1.5;
  if ((t % AKTS) + 1 === 2) return 0.6;
  return 0.2;
}

const cache = new WeakMap<Board, Map<number, ClueOption[]>>();

/**
 * The legal clues to `to`, read and judged (cached per board: a decision asks more than once).
 * Unless `every`, only clues that touch a can still needed that its holder does not already mean
 * to play — the others can neither get a can played nor saved.
 */
export function allClues(b: Board, to: number, every = false): ClueOption[] {
  let perBoard = cache.get(b);
  if (!perBoard) { perBoard = new Map(); cache.set(b, perBoard); }
  const slot = every ? to + 100 : to;
  const hit = perBoard.get(slot);
  if (hit) return hit;
  const r = receiver(b, to);
  let worth = 0;
  if (!every) {
    const hand = b.hands[to];
    for (let i = 0; i < hand.length; i++) {
      const c = hand[i];
      const later = ((r.before.sets[i] & ~b.playable) === 0) || (c.mark === 'play' && (r.before.sets[i] & ~b.trash) !== 0);
      if ((!later || b.passedOver?.has(c.id)) && (b.useful & (1 << c.ident)) !== 0) worth |= 1 << c.ident;
    }
  }
  const out: ClueOption[] = [];
  for (const v of clueValues(b)) {
    if (!every && (clueBits(b, v) & worth) === 0) continue;
    const o = simulateClue(b, to, v, r);
    if (o) out.push(o);
  }
  perBoard.set(slot, out);
  return out;
}
