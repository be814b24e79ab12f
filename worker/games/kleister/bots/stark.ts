// Stark: normal's reckoning plus determinization. It deals the unknown cards (the others' hands
// by their counts, the press order) many times at random, consistent with its view, and for its
// best candidate moves plays the whole round out in its head with the fast policy (policy.ts) for
// every seat. Every candidate meets the same deals (common random numbers); the move with the best
// mean outcome (win share of the match, then the point margin) is chosen. The work is bounded by a
// fixed number of rollouts, never by the clock.
import type { Rng } from '../../core/rng';
import type { KleisterMove, KleisterView } from '../types';
import type { PlayEval } from './normal';
import { evaluatePlays, riskFor } from './normal';
import { groupCards, readView } from './read';
import { Dealer, baseSim } from './sample';
import { Sim } from './sim';
import { riskTable, rollout } from './policy';

/** Rollouts per decision (spread over the candidates), the work bound. */
export const STARK_ROLLOUTS = 240;
/** Play candidates taken from normal's ranking. */
const PLAY_CANDIDATES = 5;
const MIN_SAMPLES = 12;
/** Weight of the point margin next to the win share. */
const MARGIN_WEIGHT = 0.01;

export interface Candidate {
  move: KleisterMove;
  apply(sim: Sim): void;
  /** Normal's judgement, for plays. */
  play?: PlayEval;
}

export interface StarkPick {
  move: KleisterMove;
  /** Mean win share over the rollouts of the chosen move (0..1). */
  win: number;
  /** Mean final point margin against the best other seat. */
  margin: number;
  play?: PlayEval;
  candidates: number;
}

function playCandidates(view: KleisterView): Candidate[] {
  const read = readView(view);
  const evals = evaluatePlays(read, riskFor(read));
  const picked = evals.slice(0, PLAY_CANDIDATES);
  const out = evals.find((e) => e.out);
  if (out && !picked.includes(out)) picked.push(out);
  return picked.map((e) => ({
    move: { type: 'play', cards: groupCards(e.rank, e.nat, e.brushes) },
    apply: (sim: Sim) => sim.play(e.rank, e.nat, e.brushes),
    play: e,
  }));
}

function drawCandidates(view: KleisterView): Candidate[] {
  const out: Candidate[] = [];
  if (view.pressCount > 0) out.push({ move: { type: 'draw', from: 'press' }, apply: (sim) => sim.draw(-1) });
  const seen = new Set<number>();
  view.cart.forEach((c, slot) => {
    if (c === null || seen.has(c)) return;
    seen.add(c);
    out.push({ move: { type: 'draw', from: 'cart', slot }, apply: (sim) => sim.draw(slot) });
  });
  return out;
}

export function candidatesOf(view: KleisterView): Candidate[] {
  switch (view.phase) {
    case 'play': return playCandidates(view);
    case 'decide': return [
      { move: { type: 'take' }, apply: (sim) => sim.take() },
      { move: { type: 'leave' }, apply: (sim) => sim.leave() },
    ];
    case 'return': return [
      { move: { type: 'toHand' }, apply: (sim) => sim.toHand() },
      { move: { type: 'toWaste' }, apply: (sim) => sim.toWaste() },
    ];
    case 'draw': return drawCandidates(view);
    default: throw new Error(`no decision to search in phase ${view.phase}`);
  }
}

/** Win share and margin of seat `me` when the round ends with `sim`'s points. */
function outcomeOf(sim: Sim, me: number, before: readonly number[], roundsAfter: number): { win: number; margin: number } {
  let best = -Infinity;
  let ties = 0;
  const my = before[me] + sim.score(me);
  for (let s = 0; s < sim.n; s++) {
    if (s === me) continue;
    const t = before[s] + sim.score(s);
    if (t > best) { best = t; ties = 0; }
    if (t === best) ties++;
  }
  const margin = my - best;
  if (roundsAfter === 0) return { win: margin > 0 ? 1 : margin === 0 ? 1 / (1 + ties) : 0, margin };
  // Rounds still to come: a lead is worth a smooth chance of staying ahead.
  return { win: 1 / (1 + Math.exp(-margin / (5 * Math.sqrt(roundsAfter)))), margin };
}

export function starkChoice(view: KleisterView, rng: Rng): StarkPick {
  const cands = candidatesOf(view);
  const first = cands[0];
  if (cands.length === 1) return { move: first.move, win: NaN, margin: NaN, play: first.play, candidates: 1 };
  const me = view.you ?? 0;
  const before = view.totals.map((t, s) => t - view.roundScores[s]);
  const roundsAfter = Math.max(0, view.options.rounds - view.roundNo - 1);
  const read = readView(view);
  const table = riskTable(riskFor(read));
  const base = baseSim(view);
  const dealer = new Dealer(view);
  const dealt = new Sim(base.n, base.cartSize, base.bonus);
  const work = new Sim(base.n, base.cartSize, base.bonus);
  const samples = Math.max(MIN_SAMPLES, Math.floor(STARK_ROLLOUTS / cands.length));
  const win = new Float64Array(cands.length);
  const margin = new Float64Array(cands.length);
  for (let i = 0; i < samples; i++) {
    dealer.deal(base, dealt, rng);
    for (let c = 0; c < cands.length; c++) {
      work.copyFrom(dealt);
      cands[c].apply(work);
      rollout(work, table);
      const o = outcomeOf(work, me, before, roundsAfter);
      win[c] += o.win;
      margin[c] += o.margin;
    }
  }
  let best = 0;
  let bestU = -Infinity;
  for (let c = 0; c < cands.length; c++) {
    const u = (win[c] + MARGIN_WEIGHT * margin[c]) / samples;
    if (u > bestU + 1e-9) { bestU = u; best = c; }
  }
  const pick = cands[best];
  return { move: pick.move, win: win[best] / samples, margin: margin[best] / samples, play: pick.play, candidates: cands.length };
}

