// Heads-up endgame, solved exactly. With few pebbles left everything that matters is public (both
// hands, the cards still to come), only their order and this round's two secret bids are not. So
// the rest of the game is a tree of small simultaneous-bid games: every pair of pebbles leads to a
// chance node (which card comes next, all equally likely), and each of those to the next bid game.
// Solving it from the last round backwards gives the exact value of every pair of pebbles now.
// Cards still to come are a bit mask over card + 5 (−5 … +10 → bits 0 … 15).
import type { Position } from './position';
import { popcount, stakeDir } from './position';
import { headsUpShare } from './rollout';
import { newWorkspace, regretMatch, value2x2, type Workspace } from './matrix';

/** At this many pebbles per hand or fewer, stark solves the rest of a heads-up game exactly. */
export const EXACT_PEBBLES = 4;
/** Regret-matching rounds for the 3 × 3 and larger bid games inside the tree. */
const INNER_ITERATIONS = 150;

interface Endgame {
  weg: boolean;
  gamesAfter: number;
  /** Per hand size: the bid game's table and the solver's memory (one per depth of the tree). */
  tables: Float64Array[];
  work: Workspace[];
}

/**
 * My expected win share when I lay pebble `p` and the other magpie `q` this round, both playing
 * the rest perfectly. `k` is the hand size before this round.
 */
function pairValue(g: Endgame, mine: number, theirs: number, p: number, q: number, pile: number, potSum: number, potCount: number, cur: number, d: number, k: number): number {
  let lead = d;
  let ps = 0;
  let pc = 0;
  if (p === q) {
    // Gezänk: both pebbles cancel and nobody takes the stake (on the last card it stays unowned).
    if (pile !== 0 && !g.weg) { ps = potSum + cur; pc = potCount + 1; }
  } else {
    const dir = stakeDir(potSum, potCount, cur);
    lead += (dir > 0 ? p > q : p < q) ? potSum + cur : -(potSum + cur);
  }
  if (pile === 0) return headsUpShare(lead, g.gamesAfter);
  const restMine = mine & ~(1 << p);
  const restTheirs = theirs & ~(1 << q);
  let v = 0;
  let cards = 0;
  for (let c = 0; c < 16; c++) {
    if (!(pile & (1 << c))) continue;
    v += nodeValue(g, restMine, restTheirs, pile & ~(1 << c), ps, pc, c - 5, lead, k - 1);
    cards++;
  }
  return v / cards;
}

/** Fill `a` (k × k) with the pair values of this round; rows my pebbles ascending, columns theirs. */
function fillTable(g: Endgame, a: Float64Array, mine: number, theirs: number, pile: number, potSum: number, potCount: number, cur: number, d: number, k: number): void {
  let i = 0;
  for (let p = 1; p <= 15; p++) {
    if (!(mine & (1 << p))) continue;
    let j = 0;
    for (let q = 1; q <= 15; q++) {
      if (!(theirs & (1 << q))) continue;
      a[i * k + j] = pairValue(g, mine, theirs, p, q, pile, potSum, potCount, cur, d, k);
      j++;
    }
    i++;
  }
}

function nodeValue(g: Endgame, mine: number, theirs: number, pile: number, potSum: number, potCount: number, cur: number, d: number, k: number): number {
  const a = g.tables[k];
  fillTable(g, a, mine, theirs, pile, potSum, potCount, cur, d, k);
  if (k === 1) return a[0];
  if (k === 2) return value2x2(a[0], a[1], a[2], a[3]);
  return regretMatch(a, k, k, INNER_ITERATIONS, g.work[k]);
}

/**
 * The exact bid game of this round for the heads-up position `pos` (entry i * k + j: my win share
 * when I lay my i-th lowest pebble and the other magpie its j-th). For hands of EXACT_PEBBLES or fewer.
 */
export function exactRoundMatrix(pos: Position): Float64Array {
  const other = 1 - pos.me;
  const k = popcount(pos.hands[pos.me]);
  const g: Endgame = {
    weg: pos.weg,
    gamesAfter: pos.gamesAfter,
    tables: Array.from({ length: k + 1 }, (_, x) => new Float64Array(x * x)),
    work: Array.from({ length: k + 1 }, (_, x) => newWorkspace(x)),
  };
  let pile = 0;
  for (const c of pos.pile) pile |= 1 << (c + 5);
  const a = new Float64Array(k * k);
  const d = pos.scores[pos.me] - pos.scores[other];
  fillTable(g, a, pos.hands[pos.me], pos.hands[other], pile, pos.potSum, pos.potCount, pos.current, d, k);
  return a;
}
