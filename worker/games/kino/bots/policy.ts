// How a computer colleague chooses, in the order of the conventions: an urgent Rettung first, then
// a can it knows to fit, then the best Spielhinweis (or Rettung further round the table), then
// archiving (a useless can, else the Wegwerf-Dose). With a full flashlight it gives a harmless clue
// and plays blind only when there is none; on its last turn (letzte Rolle) it plays blind rather
// than archive. Lehrling and Kollege differ only in foresight (Profile).
import type { KinoMove } from '../types';
import { MAX_BATTERIES, MAX_FILMRISSE } from '../types';
import type { Board } from './model';
import { eyeKnowledge, knowsFits, next, pace, share } from './model';
import { allClues, clueMove, discardsChop, type ClueOption } from './hinweise';
import { bestBlind, bestDiscard, bestPlay, ownCans, playReason, uniqueInSight, type Own } from './eigene';
import { bit } from '../rules/filmdosen';
import { AKTS } from '../types';

export interface Reason {
  code: string;
  params: Record<string, string | number>;
}

export interface Decision {
  move: KinoMove;
  reason: Reason;
}

export interface Profile {
  /** Narrow the own cans by everything in sight (else by the clues and conventions only). */
  eyes: boolean;
  /** Save Akt-2 cans too (else only the last of a kind and Akt 5). */
  saveTwos: boolean;
  /** Take the best clue (else the first acceptable one, colleague by colleague). */
  bestClue: boolean;
  /** Count delayed Spielhinweise as gains. */
  delayed: boolean;
  /** Stall with a harmless clue instead of archiving when the pace is at most this (−1: never). */
  paceStall: number;
  /** Look for an urgent Rettung before playing a known can (else only when there is nothing to play). */
  saveFirst: boolean;
  /** Give clues to the next seat only (else to every colleague). */
  nextOnly: boolean;
  /** Mind that a clue may move the Wegwerf-Dose onto an important can. */
  danger: boolean;
  /** Added to the least worth of a clue (a higher bar archives more readily). */
  pickiness: number;
  /**
   * At three or more seats, with at most this many batteries (0: never), a Wegwerf-Dose that may be a
   * last copy is held with a harmless clue rather than archived: a colleague who spent the battery
   * before could not save it, and the one after this clue can (the battery it archives for comes back
   * before this seat's next turn).
   */
  holdChopAt: number;
  /**
   * Heads-up, right after a Rettung (any batteries), the new Wegwerf-Dose is held the same way: a
   * Rettung keeps one can, and the saver, who moves next, can save the next one.
   */
  holdAfterSave: boolean;
  /**
   * Added to a Spielhinweis for a colleague who knows no can to play yet: its next turn then plays
   * instead of archiving or spending a battery (DECISIONS, issue 21, "a Spielhinweis for idle hands").
   */
  idlePlay: number;
  /**
   * In the letzte Rolle (every seat's last turn), with at most one Filmriss so far, a seat that knows
   * no can to play lays its likeliest unsaved can blind rather than archive: an archived can helps
   * nobody any more, a blind one may score (a clue that gets a later seat playing comes first when it
   * promises more).
   */
  lastBlind: boolean;
}

export const KOLLEGE: Profile = { eyes: true, saveTwos: true, bestClue: true, delayed: true, paceStall: 1, saveFirst: true, nextOnly: false, danger: true, pickiness: 0, holdChopAt: 2, holdAfterSave: true, idlePlay: 0.3, lastBlind: true };
export const LEHRLING: Profile = { eyes: false, saveTwos: false, bestClue: false, delayed: false, paceStall: -1, saveFirst: false, nextOnly: true, danger: false, pickiness: 0.4, holdChopAt: 0, holdAfterSave: false, idlePlay: 0, lastBlind: false };

export function clueScore(o: ClueOption, profile: Profile): number {
  if (o.misplays > 0) return -10 * o.misplays;
  const plays = profile.delayed ? o.plays : Math.floor(o.plays);
  return plays + o.saves + 0.1 * o.protects + 0.15 * o.trashKnown + 0.02 * o.info - 0.5 * o.badTouch - 1.2 * o.lies - (profile.danger ? 0.8 * o.danger : 0);
}

/** The least a clue must be worth to spend a battery on it, by batteries left. */
export function clueThreshold(batteries: number): number {
  if (batteries >= 5) return 0.55;
  if (batteries >= 3) return 0.8;
  if (batteries === 2) return 0.95;
  return 1.2;
}

/** Whether `seat` still gets a turn after the deciding seat (letzte Rolle). */
export function movesAgain(b: Board, seat: number): boolean {
  if (b.finalTurns < 0) return true;
  return (seat - b.me + b.seats) % b.seats < b.finalTurns;
}

/** The seat's own knowledge of its cans, with or without what it sees. */
export function ownOf(b: Board, profile: Profile): Own {
  if (profile.eyes) return ownCans(b, eyeKnowledge(b, b.me));
  const blind = { ...b, hands: b.hands.map((h, s) => (s === b.me ? h : h.map((c) => ({ ...c, ident: -1 })))) };
  return ownCans(b, eyeKnowledge(blind, b.me));
}

/** Whether the Wegwerf-Dose of `seat` holds a can the conventions say to save. */
export function chopNeedsSave(b: Board, seat: number, profile: Profile): number {
  const hand = b.hands[seat];
  let chop = -1;
  for (let i = hand.length - 1; i >= 0; i--) if (!hand[i].clued) { chop = i; break; }
  if (chop < 0) return -1;
  const t = hand[chop].ident;
  if ((b.trash & bit(t)) !== 0) return -1;
  if ((b.critical & bit(t)) !== 0) return chop;
  if (profile.saveTwos && (t % AKTS) + 1 === 2 && uniqueInSight(b, seat, chop)) return chop;
  return -1;
}


/** What a clue is for, for Rat: plays, a Rettung, or information that protects cans. */
export function clueCode(o: ClueOption): string {
  if (o.plays >= 0.7) return 'kino_spielhinweis';
  if (o.saves >= 0.5) return 'kino_rettung';
  return 'kino_hinweis';
}

export function clueDecision(o: ClueOption, code: string, b: Board): Decision {
  return {
    move: clueMove(o.to, o.value),
    reason: { code, params: { to: o.to, clue: o.value >= 100 ? `akt:${o.value - 100}` : `film:${o.value}`, plays: Math.round(o.plays), focusPos: o.focus, reading: o.reading, batteries: b.batteries } },
  };
}

/** Whether `seat` knows no can of its own to fit: its next turn would archive or give a clue. */
function knowsNoPlay(b: Board, seat: number): boolean {
  const k = eyeKnowledge(b, seat);
  return !k.sets.some((_, i) => knowsFits(b, k, i));
}

/** The best clue to the colleagues who still move, by the profile's judgement. */
export function findClue(b: Board, profile: Profile): { option: ClueOption; score: number } | null {
  let best: { option: ClueOption; score: number } | null = null;
  for (let k = 1; k < (profile.nextOnly ? 2 : b.seats); k++) {
    const to = next(b, b.me, k);
    if (!movesAgain(b, to)) continue;
    const idle = profile.idlePlay > 0 && knowsNoPlay(b, to);
    for (const o of allClues(b, to)) {
      const score = clueScore(o, profile) + (idle && o.plays >= 0.7 && o.misplays === 0 ? profile.idlePlay : 0);
      if (!best || score > best.score) best = { option: o, score };
    }
    if (!profile.bestClue && best && best.score >= clueThreshold(b.batteries) + profile.pickiness) return best;
  }
  return best;
}

/** An urgent Rettung: the next seat would archive a can the conventions say to save. */
export function urgentSave(b: Board, profile: Profile): ClueOption | null {
  if (b.batteries === 0) return null;
  const to = next(b, b.me);
  if (!movesAgain(b, to) || b.deck === 0) return null;
  const chop = chopNeedsSave(b, to, profile);
  if (chop < 0 || !discardsChop(b, to, eyeKnowledge(b, to), b.batteries)) return null;
  let best: ClueOption | null = null;
  let bestScore = -Infinity;
  for (const o of allClues(b, to)) {
    if (o.misplays > 0) continue;
    const saved = o.touched[chop] || o.plays >= 1;
    if (!saved) continue;
    // Touching the can itself beats a play that only postpones the danger.
    const score = clueScore(o, profile) + (o.touched[chop] ? 1 : 0);
    if (score > bestScore) { bestScore = score; best = o; }
  }
  return best;
}

export function decide(b: Board, profile: Profile): Decision {
  const own = ownOf(b, profile);
  const save = profile.saveFirst || own.plays.length === 0 ? urgentSave(b, profile) : null;
  if (save) return clueDecision(save, 'kino_rettung', b);
  if (own.plays.length > 0) {
    const i = bestPlay(b, own);
    const can = b.hands[b.me][i];
    return { move: { type: 'play', can: can.id }, reason: playReason(b, own, i) };
  }
  const clue = b.batteries > 0 ? findClue(b, profile) : null;
  const last = profile.lastBlind ? lastTurn(b, own, clue?.option ?? null) : null;
  if (last) return last;
  if (clue && clue.score >= clueThreshold(b.batteries) + profile.pickiness) {
    return clueDecision(clue.option, clueCode(clue.option), b);
  }
  // A hand of touched cans only (none known useless) archives nothing while a harmless clue is possible.
  const locked = own.chop < 0 && own.trash.length === 0;
  // Low pace: every can archived now is a point missing at the end; stall with a clue instead.
  const tight = own.trash.length === 0 && profile.paceStall >= 0 && pace(b) <= profile.paceStall;
  const stall = b.batteries > 0 && (locked || tight || b.batteries >= MAX_BATTERIES) ? harmlessClue(b, profile) : null;
  const holdCode = stall ? null : holdReason(b, own, profile);
  const hold = holdCode ? harmlessClue(b, profile) : null;
  if (hold && clueScore(hold, profile) >= 0) return clueDecision(hold, holdCode!, b);
  if (b.batteries < MAX_BATTERIES && !((locked || tight) && stall)) {
    const i = bestDiscard(b, own);
    const code = own.trash.includes(i) ? 'kino_archivieren_nutzlos' : i === own.chop ? 'kino_archivieren_wegwerf' : 'kino_archivieren_notfall';
    return { move: { type: 'archive', can: b.hands[b.me][i].id }, reason: { code, params: { pos: i } } };
  }
  if (stall) return clueDecision(stall, 'kino_harmlos', b);
  // Blind play only when there is no harmless clue at all.
  return blindDecision(b, bestBlind(b, own), 'kino_blind');
}

/** Laying a can blind, with its chance to fit for Rat. */
function blindDecision(b: Board, blind: { index: number; chance: number }, code: string): Decision {
  return { move: { type: 'play', can: b.hands[b.me][blind.index].id }, reason: { code, params: { pos: blind.index, chance: Math.round(blind.chance * 100) / 100 } } };
}

/**
 * The seat's last turn (letzte Rolle) with nothing known to play (Profile.lastBlind): the likeliest
 * unsaved can blind, or a clue that gets a later seat playing when it promises more; null when
 * neither applies (two Filmrisse already, no chance anywhere) and the usual order decides.
 */
function lastTurn(b: Board, own: Own, clue: ClueOption | null): Decision | null {
  if (b.finalTurns < 0 || b.filmrisse >= MAX_FILMRISSE - 1) return null;
  const blind = bestBlind(b, own, true);
  const cluePlays = clue && clue.misplays === 0 ? clue.plays : 0;
  if (blind.chance > 0 && blind.chance >= cluePlays) {
    return blindDecision(b, blind, 'kino_letzter_zug');
  }
  return clue && cluePlays >= 0.7 ? clueDecision(clue, clueCode(clue), b) : null;
}

/**
 * Whether the seat holds (does not archive) a Wegwerf-Dose that may be a last copy: 'kino_halten' with
 * few batteries left (Profile.holdChopAt), 'kino_halten_gerettet' heads-up right after a Rettung
 * (Profile.holdAfterSave), else null.
 */
export function holdReason(b: Board, own: Own, profile: Profile): string | null {
  const few = b.seats >= 3 && b.batteries <= profile.holdChopAt;
  const saved = profile.holdAfterSave && b.seats === 2 && ((b.saved ?? 0) & (1 << b.me)) !== 0;
  if (!(few || saved)) return null;
  const risky = b.batteries >= 1 && b.deck > 0 &&
    own.trash.length === 0 && own.chop >= 0 && share(own.sets[own.chop]!, b.critical, own.copies) > 0;
  return !risky ? null : few ? 'kino_halten' : 'kino_halten_gerettet';
}

/**
 * A harmless clue: one that makes nobody play a can that does not fit (the most useful of them).
 * In the letzte Rolle a clue to a seat that does not move again is always harmless.
 */
export function harmlessClue(b: Board, profile: Profile): ClueOption | null {
  let best: ClueOption | null = null;
  let bestScore = -Infinity;
  for (let k = 1; k < b.seats; k++) {
    const to = next(b, b.me, k);
    const idle = !movesAgain(b, to);
    for (const o of allClues(b, to, true)) {
      if (o.misplays > 0 && !idle) continue;
      // Locking a hand (touching its last Wegwerf-Dose) is not harmless.
      const locks = !idle && o.touched.some((t, i) => t && !b.hands[to][i].clued) && o.after.every((c) => c.clued) ? 1 : 0;
      const score = idle ? -0.5 : clueScore(o, profile) - locks;
      if (score > bestScore) { bestScore = score; best = o; }
    }
  }
  return best;
}
