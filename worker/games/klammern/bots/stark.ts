// The strong computer: it samples deals of the unseen cards consistent with everything it has seen
// (calls, voids, melds, Bella — sample.ts) and solves each with all cards open (solver.ts). Play:
// every candidate card (equal cards merged) in every world; the card that wins in the most worlds
// is played, the counting heuristics break ties. Bids, Kontra, Re, Schenken and the swap: the
// chance to win the contract in the sampled worlds, solved from the first card. The work is bounded
// by solver nodes (and a cap on worlds), never by time.
import type { Rng } from '../../core/rng';
import type { Card, Contract, KlammernMove, KlammernView, Suit } from '../types';
import { KREUZ, points, strength, suitOf } from '../rules/cards';
import { contractValue, kleinesSuits } from '../rules/bidding';
import { canSwap, legalMoves, playableCards } from '../rules/legal';
import { bestSuit, winChance } from './evaluate';
import { knowledgeOf, type Knowledge } from './knowledge';
import { cardMove, handForOrgi, scoreCards } from './normal';
import { load, setupWorld, type Setup } from './openhand';
import { sampleWorlds, type World } from './sample';
import { Solver } from './solver';
import { playReason, type Reason } from './reasons';

/**
 * Solver nodes per decision: no new world is begun past the soft budget (once MIN_WORLDS are
 * done); the hard budget stops a search midway (its world is dropped). About 20–60 ms of plain
 * JavaScript on an idle core.
 */
export const NODE_BUDGET = 300_000;
const HARD_BUDGET = 600_000;
const MIN_WORLDS = 3;
const PLAY_WORLDS = 40;
const BID_WORLDS = 16;
/**
 * Chance needed to play (a lost game pays each opponent double: break-even is 2/3 when the chance
 * is right). The open-hand worlds let the defenders see everything, so they underrate the player,
 * most at three where two see each other's cards: there stark plays from a lower estimate.
 */
export const BID_LINE: Record<3 | 4, number> = { 3: 0.4, 4: 0.66 };
export const STARK_LINE = { kontra: 0.55, re: 0.8, schenken: 0.97, accept: 0.9 };

let shared: Solver | null = null;
/** One solver per isolate: its table is cleared (by generation) on every reset, so no decision sees another's. */
const solver = (): Solver => (shared ??= new Solver());

function startBudget(): Solver {
  const s = solver();
  s.nodes = 0;
  s.limit = HARD_BUDGET;
  s.aborted = false;
  return s;
}

export interface StarkPick { move: KlammernMove; reason: Reason }

/** The playing side's chance to win `contract` in worlds sampled from the view (blended with the hand evaluation). */
export function contractChance(view: KlammernView, k: Knowledge, rng: Rng, contract: Contract, prior: number): { chance: number; worlds: number } {
  const worlds = sampleWorlds(k, view, rng, BID_WORLDS);
  const s = startBudget();
  let wins = 0;
  let done = 0;
  let first = true;
  for (const w of worlds) {
    if (done >= MIN_WORLDS && s.nodes > NODE_BUDGET) break;
    const setup = setupWorld(w, k, view, contract, true);
    load(s, setup, !first);
    first = false;
    const won = s.reaches(setup.need);
    if (s.aborted) break;
    if (won) wins++;
    done++;
  }
  return { chance: (wins + 2 * prior) / (done + 2), worlds: done };
}

const round2 = (x: number) => Math.round(x * 100) / 100;

function starkBid(view: KlammernView, k: Knowledge, rng: Rng): StarkPick {
  const b = view.bidding!;
  const me = k.me;
  const hand = view.hand ?? [];
  const line = BID_LINE[view.seats === 3 ? 3 : 4];
  const consider = (kind: Contract['kind'], trump: Suit, prior: number, line: number, yes: KlammernMove, no: KlammernMove): StarkPick => {
    if (prior < 0.1) return { move: no, reason: { code: `klammern_bid_${no.type}`, params: { chance: round2(prior), suit: trump } } };
    const { chance, worlds } = contractChance(view, k, rng, { declarer: me, kind, trump, value: contractValue(kind, trump) }, prior);
    const move = chance >= line ? yes : no;
    return { move, reason: { code: `klammern_bid_${move.type}`, params: { chance: round2(chance), suit: trump, worlds } } };
  };
  if (b.round === 1) {
    const open = suitOf(view.upcard) as Suit;
    return consider('orgi', open, winChance(handForOrgi(view), open, view.seats), line, { type: 'orgi' }, { type: 'pass' });
  }
  if (b.kleines) return consider('besser', KREUZ, winChance(hand, KREUZ, view.seats), line, { type: 'besser' }, { type: 'bitte' });
  const best = bestSuit(hand, kleinesSuits(view), view.seats);
  return consider('kleines', best.suit, best.chance, line, { type: 'kleines', suit: best.suit }, { type: 'pass' });
}

function starkAnnounce(view: KlammernView, k: Knowledge, rng: Rng): StarkPick {
  const c = view.contract!;
  const words = legalMoves(view).map((m) => m.type);
  const declarerHand = k.decl[k.me] ? view.hand ?? [] : null;
  const prior = declarerHand ? winChance(declarerHand, c.trump, view.seats) : 0.7;
  const { chance, worlds } = contractChance(view, k, rng, c, prior);
  const say = (type: KlammernMove['type']): StarkPick => ({
    move: { type } as KlammernMove,
    reason: { code: `klammern_${type === 'pass' ? `no_${view.window!.stage}` : type}`, params: { chance: round2(chance), worlds } },
  });
  switch (view.window!.stage) {
    case 'kontra':
      if (words.includes('schenken') && chance >= STARK_LINE.schenken && view.options.durchmarsch) return say('schenken');
      if (words.includes('kontra') && 1 - chance >= STARK_LINE.kontra) return say('kontra');
      return say('pass');
    case 're': return say(chance >= STARK_LINE.re ? 're' : 'pass');
    case 'schenken': return say(chance >= STARK_LINE.accept ? 'accept' : 'decline');
  }
}

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
  const wins = new Array<number>(cards.length).fill(0);
  let swapWins = 0;
  let done = 0;
  let first = true;
  const mine = k.decl[k.me];
  for (const w of worlds) {
    if (done >= MIN_WORLDS && s.nodes > NODE_BUDGET) break;
    const setup: Setup = setupWorld(w, k, view, contract, false);
    load(s, setup, !first);
    first = false;
    const result = cards.map((c) => {
      s.setPosition(setup.hands, setup.leader, setup.trick);
      return s.afterMove(c, setup.need - 1, setup.need) >= setup.need;
    });
    let swapResult = false;
    if (swap) {
      const swapped = setupWorld(w, k, view, contract, true);
      s.setPosition(swapped.hands, swapped.leader, swapped.trick);
      swapResult = s.reaches(swapped.need);
    }
    if (s.aborted) break;
    result.forEach((won, i) => { if (won === mine) wins[i]++; });
    if (swap && swapResult === mine) swapWins++;
    done++;
  }
  let best = 0;
  for (let i = 1; i < cards.length; i++) {
    if (wins[i] > wins[best] || (wins[i] === wins[best] && (heuristic.get(cards[i]) ?? 0) > (heuristic.get(cards[best]) ?? 0))) best = i;
  }
  const rate = done > 0 ? wins[best] / done : 0;
  if (swap && swapWins >= wins[best]) {
    return { move: { type: 'swap' }, reason: { code: 'klammern_swap', params: { took: view.stockTop ?? -1, win: round2(done > 0 ? swapWins / done : 0), worlds: done } } };
  }
  return { move: cardMove(view, cards[best]), reason: playReason(view, k, cards[best], { win: rate, worlds: done }, null) };
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
