// Stark: normal's reckoning plus determinization. It deals the unknown cards (the others' hands
// by their counts, the press order) many times at random, consistent with its view — the cards
// the table saw each seat take and not play yet are dealt to that seat, the ranks a seat played
// since its last hidden draw mostly not (sample.ts, view.record) — and for every candidate move
// (every group normal can name, take / leave, hand / waste, the press or each different cart card)
// plays the whole round out in its head with the fast policy (policy.ts) for every seat. The search
// is sequential halving (halving.ts): all candidates meet the same first deals, then the worse
// half is dropped round by round and the rest get more deals; the move with the best mean point
// margin over the best other seat (match totals) is chosen. The work is bounded by the number of
// simulated decisions, never by the clock.
import type { Rng } from '../../core/rng';
import type { KleisterMove, KleisterView } from '../types';
import type { PlayEval } from './normal';
import { evaluatePlays, riskFor } from './normal';
import { groupCards, readView } from './read';
import { Dealer, baseSim } from './sample';
import { Sim } from './sim';
import { riskTable, rollout } from './policy';
import { halve, type Result } from './halving';

/**
 * The work bound: simulated decisions per choice (p95 75 ms on a loaded 2-core machine), every
 * candidate at least 8 deals, none more than 600. Against the reference player (40 deals per
 * candidate) heads-up, ranking by the margin: 60,000 decisions 0.49, 100,000 0.50, 150,000 0.51
 * of the wins (200 games each): the rollouts' judgement, not their number, is the limit.
 */
export const STARK_SEARCH = { budget: 60_000, minDeals: 8, maxDeals: 600 };

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
  return evals.map((e) => ({
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

/** Margin over the best other seat (match totals), and the win share, when the round ends with `sim`'s points. */
export function outcomeOf(sim: Sim, me: number, before: readonly number[], roundsAfter: number, steps: number): Result {
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
  const win = roundsAfter === 0
    ? (margin > 0 ? 1 : margin === 0 ? 1 / (1 + ties) : 0)
    // Rounds still to come: a lead is worth a smooth chance of staying ahead.
    : 1 / (1 + Math.exp(-margin / (5 * Math.sqrt(roundsAfter))));
  // The search ranks moves by the margin alone. A rollout's win is all or nothing and often the
  // same for every move (the policy's round is won or lost whatever we do now), so moves ranked by
  // wins first were told apart by luck; the margin says by how much, and separates them. Heads-up
  // against the reference: 0.39 of the wins ranking by wins, 0.49 by the margin (200 games each).
  return { utility: margin, win, margin, steps };
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
  const work = new Sim(base.n, base.cartSize, base.bonus);
  const { best, stats } = halve(
    cands.length,
    STARK_SEARCH,
    () => new Sim(base.n, base.cartSize, base.bonus),
    (into, r) => dealer.deal(base, into, r),
    (arm, dealt) => {
      work.copyFrom(dealt);
      cands[arm].apply(work);
      const steps = rollout(work, table);
      return outcomeOf(work, me, before, roundsAfter, steps);
    },
    rng,
  );
  const pick = cands[best];
  return { move: pick.move, win: stats[best].win, margin: stats[best].margin, play: pick.play, candidates: cands.length };
}
