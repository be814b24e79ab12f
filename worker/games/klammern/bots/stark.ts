// The strong computer: it samples deals of the unseen cards consistent with everything it has seen
// (calls, voids, melds, Bella — sample.ts) and solves each with all cards open (solver.ts). Play:
// every candidate card (equal cards merged) in every world; the card that wins in the most worlds
// is played (at three the declarer also counts a world lost open by a few Augen as a part of one,
// declarerCredit, and a defender a world won open by only a few Augen as a part, defenderCredit);
// among cards tied on that, the one whose side takes the most Augen over the solved worlds (while
// the budget lasts — open-hand defenders make most declarer worlds lost, so the tie is common),
// then the counting heuristics; the swap is one more candidate of the play search. Bids, Kontra,
// Re and Schenken: stark-bid.ts. The work is bounded by solver nodes (and a cap on worlds), never
// by time.
import type { Rng } from '../../core/rng';
import type { Card, KlammernView } from '../types';
import { points, strength, suitOf } from '../rules/cards';
import { canSwap, playableCards } from '../rules/legal';
import { MIN_WORLDS, NODE_BUDGET, startBudget } from './budget';
import { knowledgeOf, type Knowledge } from './knowledge';
import { cardMove, scoreCards } from './normal';
import { load, setupWorld, type Setup } from './openhand';
import type { Solver } from './solver';
import { sampleWorlds, type World } from './sample';
import { starkAnnounce, starkBid, type StarkPick } from './stark-bid';
import { playReason } from './reasons';

export { NODE_BUDGET } from './budget';
export { calibrated, expectedPoints, FIT_3, STARK_LINE, type StarkPick } from './stark-bid';

const PLAY_WORLDS = 40;
const round2 = (x: number) => Math.round(x * 100) / 100;

/** Playable cards, one of each group of equal ones (next to each other among the cards still out, same Augen). */
function candidates(view: KlammernView, k: Knowledge): Card[] {
  const trump = view.contract!.trump;
  const playable = playableCards(view);
  const alive = ~k.played | view.trick.cards.reduce((m, x) => m | (1 << x), 0);
  return playable.filter((c) => {
    let next = -1;
    for (let d = suitOf(c) * 8; d < suitOf(c) * 8 + 8; d++) {
      if (d === c || !(alive & (1 << d)) || strength(d, trump) <= strength(c, trump)) continue;
      if (next < 0 || strength(d, trump) < strength(next, trump)) next = d;
    }
    return !(next >= 0 && playable.includes(next) && points(next, trump) === points(c, trump));
  });
}

function starkPlay(view: KlammernView, k: Knowledge, rng: Rng): StarkPick {
  const cards = candidates(view, k);
  const swap = canSwap(view);
  const heuristic = new Map(scoreCards(view, k).map((x) => [x.card, x.score]));
  if (cards.length === 1 && !swap) return { move: cardMove(view, cards[0]), reason: playReason(view, k, cards[0], null, 'only') };
  const contract = view.contract!;
  const worlds: World[] = sampleWorlds(k, view, rng, PLAY_WORLDS);
  const s = startBudget();
  // `score` chooses the card: a won world counts 1 and, at three, a world the declarer loses open
  // by a few Augen counts him a part of one (declarerCredit), and the defenders only a part
  // (defenderCredit); `wins` counts won worlds only, for Rat.
  const score = new Array<number>(cards.length).fill(0);
  const wins = new Array<number>(cards.length).fill(0);
  let swapScore = 0;
  let swapWins = 0;
  let done = 0;
  let first = true;
  const mine = k.decl[k.me];
  // What a world counts for this seat, by how far short of his target the declarer ends open, and
  // how far below the target the search must be exact for that.
  const worth = k.n !== 3 ? (short: number) => ((short <= 0) === mine ? 1 : 0) : mine ? declarerCredit : defenderCredit;
  const window = k.n !== 3 ? 1 : mine ? CREDIT_WINDOW : DEF_WINDOW;
  const solved: Setup[] = [];
  for (const w of worlds) {
    if (done >= MIN_WORLDS && s.nodes > NODE_BUDGET) break;
    const setup: Setup = setupWorld(w, k, view, contract, false);
    load(s, setup, !first);
    first = false;
    // The declarer's Augen, exact within the window (fail-soft outside it).
    const result = cards.map((c) => {
      s.setPosition(setup.hands, setup.leader, setup.trick);
      return s.afterMove(c, setup.need - window, setup.need);
    });
    let swapResult = 0;
    if (swap) {
      const swapped = setupWorld(w, k, view, contract, true);
      s.setPosition(swapped.hands, swapped.leader, swapped.trick);
      swapResult = s.search(swapped.need - window, swapped.need) - swapped.need;
    }
    if (s.aborted) break;
    result.forEach((v, i) => {
      const won = v >= setup.need;
      if (won === mine) wins[i]++;
      score[i] += worth(setup.need - v);
    });
    if (swap) {
      if ((swapResult >= 0) === mine) swapWins++;
      swapScore += worth(-swapResult);
    }
    done++;
    solved.push(setup);
  }
  const augen = tieAugen(s, solved, cards, score, mine);
  let best = 0;
  for (let i = 1; i < cards.length; i++) {
    const da = augen ? (augen[i] ?? 0) - (augen[best] ?? 0) : 0;
    if (score[i] > score[best] || (score[i] === score[best] && (da > 0 || da === 0 && (heuristic.get(cards[i]) ?? 0) > (heuristic.get(cards[best]) ?? 0)))) best = i;
  }
  const rate = done > 0 ? wins[best] / done : 0;
  if (swap && swapScore >= score[best]) {
    return { move: { type: 'swap' }, reason: { code: 'klammern_swap', params: { took: view.stockTop ?? -1, win: round2(done > 0 ? swapWins / done : 0), worlds: done } } };
  }
  return { move: cardMove(view, cards[best]), reason: playReason(view, k, cards[best], { win: rate, worlds: done }, null) };
}

/** How far below his target the declarer may end in a world and still get credit for it. */
const CREDIT_WINDOW = 26;

/**
 * What a world counts for the declarer at three, by how many Augen short of his target he ends
 * with all hands open (0 or less: won). Real defenders are no open-hand players: over the bench's
 * games, positions lost open by 1–10 Augen were still won 0.82 of the time, by 11–25 about 0.4
 * (DECISIONS, "Speedklammern: how stark bids", sixth round and the ninth).
 */
export function declarerCredit(short: number): number {
  return short <= 0 ? 1 : short <= 10 ? 0.8 : short < CREDIT_WINDOW ? 0.4 : 0;
}

/** How far below his target the defenders must hold the declarer for a world to count in full. */
const DEF_WINDOW = 21;

/**
 * What a world counts for a defender at three, by how many Augen short of his target the declarer
 * ends with all hands open (0 or less: he wins). The partner beside stark is no open-hand player:
 * over the bench's games, positions after stark's card that the defence wins open by 1–10 Augen
 * were still lost 0.59–0.76 of the time, by 11–20 about 0.25, beyond that rarely — so a narrow
 * win counts half and stark prefers the card that leaves room for the partner's mistakes
 * (DECISIONS, "Speedklammern: how stark bids", tenth round).
 */
export function defenderCredit(short: number): number {
  return short <= 0 ? 0 : short <= 10 ? 0.5 : short < DEF_WINDOW ? 0.85 : 1;
}

/**
 * The cards tied on won worlds, told apart by the Augen their side takes (exact values, summed
 * over the worlds already solved, while the node budget lasts; null when no two tie or no world fits).
 */
export function tieAugen(s: Solver, solved: readonly Setup[], cards: readonly Card[], wins: readonly number[], mine: boolean): (number | undefined)[] | null {
  const top = Math.max(...wins);
  const tied = cards.map((_, i) => i).filter((i) => wins[i] === top);
  if (tied.length < 2 || s.aborted) return null;
  const sum = new Array<number | undefined>(cards.length).fill(undefined);
  let done = 0;
  for (const setup of solved) {
    if (s.nodes > NODE_BUDGET) break;
    const vals = tied.map((i) => {
      s.setPosition(setup.hands, setup.leader, setup.trick);
      return s.afterMove(cards[i], -1, 10000);
    });
    if (s.aborted) break;
    tied.forEach((i, j) => { sum[i] = (sum[i] ?? 0) + (mine ? vals[j] : -vals[j]); });
    done++;
  }
  return done > 0 ? sum : null;
}

export function starkChoice(view: KlammernView, rng: Rng): StarkPick {
  const k = knowledgeOf(view);
  switch (view.phase) {
    case 'bidding': return starkBid(view, k, rng);
    case 'announce': return starkAnnounce(view, k, rng);
    case 'play': return starkPlay(view, k, rng);
    default: return { move: { type: 'continue' }, reason: { code: 'klammern_continue', params: {} } };
  }
}
