// Meister: the Kollege's conventions, chosen with more foresight. The sensible moves of the seat
// (the Kollege's choice, every can it knows to fit, archiving, the best clues by how each receiver
// will read them) are tried on tables sampled from what the seat knows; every seat then plays on by
// the conventions for a round or two, and the move with the best outcome on average is taken. Near
// the end the look-ahead runs to the final curtain; a move other than the Kollege's must win again on
// fresh tables. Bounded by a fixed number of samples and moves.
import type { Rng } from '../../core/rng';
import type { KinoMove } from '../types';
import { AKTS } from '../types';
import { identity } from '../rules/filmdosen';
import { reachable } from '../rules/wissen';
import type { Board } from './model';
import { bestDiscard, playReason } from './eigene';
import { allClues, clueMove } from './hinweise';
import { clueCode, clueDecision, clueScore, decide, KOLLEGE, movesAgain, ownOf, urgentSave, type Decision } from './policy';
import { applySim, boardFor, cloneSim, sampleSim, simPoints, type Sim } from './sim';
import { MAX_BATTERIES } from '../types';

export interface MeisterBudget {
  /** Simulated moves in all (samples × candidates × depth), which sets the number of samples. */
  moves: number;
  /** Moves after the candidate (all seats), unless the Vorstellung ends first. */
  depth: number;
  /** Clues tried besides the Kollege's choice. */
  clues: number;
  /** At most this many sampled tables. */
  maxSamples: number;
}

/**
 * The look-ahead per number of seats (index = seats): moves simulated after the candidate, simulated
 * moves in all, the most sampled tables, the stack size from which on the endgame look-ahead runs,
 * and its depth — sized so a decision stays within 50 ms. Heads-up more tables pay (sampling noise
 * decides there); more depth, endgame or clue candidates did not (docs/DECISIONS.md). `margin`: how
 * much better per sample another move must do than the conventions' first choice. `weights`: the
 * value of a can on its way, a battery, a Filmriss. `tempoWeight` (per seats): what a point lost to
 * time costs — a can archived or torn while the turns left (one play per can still on the stack and
 * per turn of the letzte Rolle, less `tempoSlack` turns that in practice play nothing) no longer
 * cover every point the archive still allows. Off heads-up. `confirm` (per seats): a move that beats
 * the first choice must beat it again on as many fresh tables (the best of several noisy estimates
 * is flattered by the very samples that chose it).
 */
export const TUNING = Object.freeze({
  depth: Object.freeze([0, 0, 7, 5, 5, 5]),
  moves: Object.freeze([0, 0, 700, 200, 120, 110]),
  maxSamples: Object.freeze([0, 0, 14, 8, 8, 8]),
  endDeck: Object.freeze([0, 0, 6, 3, 2, 2]),
  endDepth: Object.freeze([0, 0, 16, 9, 8, 10]),
  clues: 3,
  margin: 0.15,
  weights: Object.freeze({ queued: 0.6, battery: 0.12, filmriss: 0.7 }),
  tempoSlack: Object.freeze([0, 0, 0, 2, 3, 4]),
  tempoWeight: Object.freeze([0, 0, 0, 0.5, 0.5, 0.5]),
  confirm: Object.freeze([false, false, false, true, true, true]),
});

export function budget(b: Board): MeisterBudget {
  // Near the end the look-ahead reaches (nearly) the final curtain.
  const endgame = b.deck <= TUNING.endDeck[b.seats];
  return { moves: TUNING.moves[b.seats], depth: endgame ? TUNING.endDepth[b.seats] : TUNING.depth[b.seats], clues: TUNING.clues, maxSamples: TUNING.maxSamples[b.seats] };
}

const key = (m: KinoMove): string => JSON.stringify(m);

/** The same move, whatever order its fields were written in. */
export function sameKinoMove(a: KinoMove, b: KinoMove): boolean {
  if (a.type === 'clue' && b.type === 'clue') return a.to === b.to && a.film === b.film && a.akt === b.akt;
  if (a.type === 'clue' || b.type === 'clue') return false;
  return a.type === b.type && a.can === b.can;
}

/** The moves worth comparing. */
export function candidates(b: Board, base: Decision, n: number): Decision[] {
  const out = new Map<string, Decision>([[key(base.move), base]]);
  const own = ownOf(b, KOLLEGE);
  for (const i of own.plays) {
    const m: KinoMove = { type: 'play', can: b.hands[b.me][i].id };
    if (!out.has(key(m))) out.set(key(m), { move: m, reason: playReason(b, own, i) });
  }
  if (b.batteries < MAX_BATTERIES) {
    const i = bestDiscard(b, own);
    const m: KinoMove = { type: 'archive', can: b.hands[b.me][i].id };
    const code = own.trash.includes(i) ? 'kino_archivieren_nutzlos' : i === own.chop ? 'kino_archivieren_wegwerf' : 'kino_archivieren_notfall';
    if (!out.has(key(m))) out.set(key(m), { move: m, reason: { code, params: { pos: i } } });
  }
  if (b.batteries > 0) {
    const save = urgentSave(b, KOLLEGE);
    const options = [];
    for (let k = 1; k < b.seats; k++) {
      const to = (b.me + k) % b.seats;
      if (!movesAgain(b, to)) continue;
      for (const o of allClues(b, to)) if (o.misplays === 0) options.push({ o, score: clueScore(o, KOLLEGE) });
    }
    options.sort((x, y) => y.score - x.score);
    const picked = options.slice(0, n).map((x) => x.o);
    if (save) picked.push(save);
    for (const o of picked) {
      const m = clueMove(o.to, o.value);
      if (!out.has(key(m))) out.set(key(m), clueDecision(o, o === save ? 'kino_rettung' : clueCode(o), b));
    }
  }
  return [...out.values()];
}

/**
 * The most points the table can still make: what the archive allows, and no more than one can per
 * turn that still draws or is left in the letzte Rolle, less the slack (turns of the letzte Rolle
 * that in practice play nothing).
 */
function tempoMax(seats: number, reels: readonly number[], deck: number, finalTurns: number, best: number): number {
  const points = reels.reduce((a, x) => a + x, 0);
  return Math.min(best, points + deck + (finalTurns >= 0 ? finalTurns : seats) - TUNING.tempoSlack[seats]);
}

/** How good a table is after the look-ahead: points, cans on their way, what is lost, resources. */
export function value(s: Sim, bestBefore: number, maxBefore = bestBefore): number {
  if (s.filmrisse >= 3) return 0;
  let v = simPoints(s);
  if (s.over) return v;
  const best = reachable(s.films, s.reels, s.archived).reduce((a, x) => a + x, 0);
  v -= bestBefore - best;
  // Points lost to time: a can archived (or torn) when every turn left is needed for a play.
  const tempo = TUNING.tempoWeight[s.seats];
  if (tempo > 0) v -= tempo * Math.max(0, maxBefore - tempoMax(s.seats, s.reels, s.deck.length, s.finalTurns, best) - (bestBefore - best));
  // Cans somebody will play that really connect.
  const have = new Int8Array(32);
  for (const hand of s.hands) for (const c of hand) {
    if (c.clued && (c.mark === 'play' || c.mark === 'save' || c.inferred !== c.mask)) have[c.ident]++;
  }
  for (let f = 0; f < s.films; f++) {
    let top = s.reels[f];
    while (top < AKTS && have[identity(f, top + 1)] > 0) { top++; v += TUNING.weights.queued; }
  }
  v += TUNING.weights.battery * s.batteries - TUNING.weights.filmriss * s.filmrisse;
  return v;
}

function rollout(s: Sim, depth: number): void {
  for (let d = 0; d < depth && !s.over; d++) applySim(s, decide(boardFor(s, s.turn), KOLLEGE).move);
}

/** What a look-ahead knows before it starts: its depth and the table's reachable points now. */
interface Look { depth: number; bestBefore: number; maxBefore: number }

/** Each of the first `count` moves' summed value over `samples` tables sampled from what the seat knows. */
function totalsOn(b: Board, rng: Rng, moves: readonly KinoMove[], count: number, samples: number, look: Look): number[] {
  const totals = new Array<number>(moves.length).fill(0);
  if (count === 0) return totals;
  for (let k = 0; k < samples; k++) {
    const start = sampleSim(b, rng);
    for (let i = 0; i < count; i++) {
      const s = cloneSim(start);
      applySim(s, moves[i]);
      rollout(s, look.depth);
      totals[i] += value(s, look.bestBefore, look.maxBefore);
    }
  }
  return totals;
}

export function meister(b: Board, rng: Rng): Decision {
  return meisterSearch(b, rng).decision;
}

/**
 * The Meister's search. `other`, if given, is also tried on the same sampled tables, without
 * changing the Meister's choice or its use of the rng: the mean table value of both moves
 * (`bestValue` for the choice, `otherValue` for `other`; NaN without `other`).
 */
export function meisterSearch(b: Board, rng: Rng, other?: KinoMove): { decision: Decision; bestValue: number; otherValue: number } {
  const base = decide(b, KOLLEGE);
  const plan = budget(b);
  const cands = candidates(b, base, plan.clues);
  const bestBefore = reachable(b.films, b.reels, b.archived).reduce((a, x) => a + x, 0);
  const maxBefore = tempoMax(b.seats, b.reels, b.deck, b.finalTurns, bestBefore);
  const extra = other === undefined ? -1 : cands.findIndex((c) => sameKinoMove(c.move, other));
  const moves = cands.map((c) => c.move);
  if (other !== undefined && extra < 0) moves.push(other);
  const judged = cands.length === 1 ? (other === undefined ? 0 : moves.length) : moves.length;
  const samples = Math.max(3, Math.min(plan.maxSamples, Math.floor(plan.moves / (cands.length * plan.depth))));
  const look: Look = { depth: plan.depth, bestBefore, maxBefore };
  const totals = totalsOn(b, rng, moves, judged, samples, look);
  let best = 0;
  for (let i = 1; i < cands.length; i++) if (totals[i] > totals[best]) best = i;
  // Stay with the conventions' first choice unless the look-ahead clearly prefers another move.
  let chosen = cands.length > 1 && totals[best] - totals[0] > TUNING.margin * samples ? best : 0;
  // Another move must win again on fresh tables (its own samples flatter the best of several).
  if (chosen > 0 && TUNING.confirm[b.seats]) {
    const [alt, first] = totalsOn(b, rng, [moves[chosen], moves[0]], 2, samples, look);
    if (alt - first <= TUNING.margin * samples) chosen = 0;
  }
  const otherAt = other === undefined ? -1 : extra >= 0 ? extra : moves.length - 1;
  return {
    decision: cands[chosen],
    bestValue: judged > 0 ? totals[chosen] / samples : NaN,
    otherValue: otherAt >= 0 && judged > 0 ? totals[otherAt] / samples : NaN,
  };
}
