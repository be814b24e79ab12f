// The strong computer's bids, Kontra, Re and Schenken (issue 22): every contract it may call is
// solved in deals sampled from what its seat knows (the bids so far weigh the deals, sample.ts),
// each played out with open cards by the solver that plays its cards; the share of won deals is
// turned into a win chance. At four the call with the best expected game points of the pair is
// made when above 0; at three the call whose chance beats what a pass leaves this seat of the
// game's points (pass-value.ts), both read as the seat's expected share of them.
// At three the open-hand deals underrate the player (two defenders who see each other's cards), so
// the chance is a logistic fit of real outcomes — games stark was made to declare against the
// reference player and played out (scripts/klammern-fit-bids.ts) — on the solved share and the hand
// evaluation. At four the solved share is taken as it is, blended with the hand evaluation.
import type { Rng } from '../../core/rng';
import type { Card, Contract, KlammernMove, KlammernView, Suit } from '../types';
import { KREUZ, suitOf } from '../rules/cards';
import { contractValue, kleinesSuits } from '../rules/bidding';
import { legalMoves } from '../rules/legal';
import { MIN_WORLDS, NODE_BUDGET, startBudget } from './budget';
import { handStrength, winChance } from './evaluate';
import { cardsOf, type Knowledge } from './knowledge';
import { handForOrgi } from './normal';
import { load, setupWorld } from './openhand';
import { passShare } from './pass-value';
import { sampleWorlds } from './sample';
import type { Reason } from './reasons';

const BID_WORLDS = 16;
/**
 * Three players: a deal counts as won when the player reaches his target less HANDICAP_3 Augen
 * (the open-hand defenders' advantage; of 0, 10, 20, 30 and 40 Augen, 30 fitted the outcomes best).
 */
export const HANDICAP_3 = 30;
/**
 * Three players: P(win) = σ(bias + chance · logit((won + ½) / (worlds + 1)) + strength · f), f the
 * declarer's hand strength (evaluate.ts; at the Kontra the mean over the sampled deals; no deal
 * solved: the own hand's strength with a share of ½, or an opponent's prior).
 */
export const FIT_3 = { bias: -3.318, chance: 0.451, strength: 0.396 };
/** Schenken and its answer stay lines on the solved share (a conceded game can only be better with a likely Durchmarsch). */
export const STARK_LINE = { schenken: 0.97, accept: 0.9 };

/** What the sampled deals say about a contract. */
export interface Estimate {
  won: number;
  worlds: number;
  /** The playing side's hand evaluation (at four, blended in with the weight of two deals). */
  prior: number;
  /** The declarer's hand strength (mean over the deals). */
  strength: number;
}

const sigma = (x: number) => 1 / (1 + Math.exp(-x));

/** The solved share blended with the hand evaluation (the Schenken lines, and the chance at four). */
export const blended = (e: Estimate): number => (e.won + 2 * e.prior) / (e.worlds + 2);

/** The win chance of the playing side: at three the fitted curve, at four the blended share. */
export function calibrated(e: Estimate, seats: number): number {
  if (seats !== 3) return blended(e);
  if (Number.isNaN(e.strength)) return e.prior;
  const share = (e.won + 0.5) / (e.worlds + 1);
  return sigma(FIT_3.bias + FIT_3.chance * Math.log(share / (1 - share)) + FIT_3.strength * e.strength);
}

/**
 * The expected game points of playing a contract of `value` (times `factor` for Kontra / Re), for
 * the playing side against one opponent: won → +value to the player (at four the pair); lost
 * ("Durch") → +2 × value to each opponent. Passing is 0.
 */
export const expectedPoints = (win: number, value: number, factor = 1): number => factor * value * (win - 2 * (1 - win));

/** Solves `contract` in up to `count` sampled deals within `share` of the soft node budget. */
export function contractChance(view: KlammernView, k: Knowledge, rng: Rng, contract: Contract, prior: number, share = 1, count = BID_WORLDS): Estimate {
  const worlds = sampleWorlds(k, view, rng, Math.max(MIN_WORLDS, Math.ceil(count)));
  const s = startBudget();
  let won = 0;
  let done = 0;
  let strength = 0;
  let first = true;
  for (const w of worlds) {
    if (done >= MIN_WORLDS && s.nodes > NODE_BUDGET * share) break;
    const setup = setupWorld(w, k, view, contract, true);
    load(s, setup, !first);
    first = false;
    const reached = s.reaches(Math.max(0, setup.need - (k.n === 3 ? HANDICAP_3 : 0)));
    if (s.aborted) break;
    if (reached) won++;
    strength += handStrength(cardsOf(setup.hands[contract.declarer] | k.playedBy[contract.declarer]), contract.trump);
    done++;
  }
  // No deal solved (the first aborted): the hand evaluation alone — the own hand's strength, or
  // for an opponent's contract the prior (NaN strength).
  if (done === 0) {
    const own = contract.declarer === k.me ? handStrength(cardsOf(k.hand | k.playedBy[k.me]), contract.trump) : NaN;
    return { won: 0, worlds: 0, prior, strength: own };
  }
  return { won, worlds: done, prior, strength: strength / done };
}

const round2 = (x: number) => Math.round(x * 100) / 100;

export interface StarkPick { move: KlammernMove; reason: Reason }

interface Candidate { move: KlammernMove; contract: Contract; hand: Card[] }

/**
 * Bidding: every contract the seat may call now (Orgi; each Kleines; Besser) is solved and the
 * best is called when it is worth more than passing, else the seat passes. At three both sides are
 * the seat's expected share of the game's points: a call is worth its calibrated win chance, the
 * pass what the others' calls or a new deal leave (pass-value.ts). At four: expected game points
 * of the pair above 0 (a pass is 0). A contract that could not beat the pass even if it won every
 * deal is not solved; the soft budget is split over the rest.
 */
export function starkBid(view: KlammernView, k: Knowledge, rng: Rng): StarkPick {
  const b = view.bidding!;
  const me = k.me;
  const three = view.seats === 3;
  const hand = view.hand ?? [];
  const no: KlammernMove = b.round === 2 && b.kleines ? { type: 'bitte' } : { type: 'pass' };
  const of = (move: KlammernMove, kind: Contract['kind'], trump: Suit, h: Card[]): Candidate =>
    ({ move, contract: { declarer: me, kind, trump, value: contractValue(kind, trump) }, hand: h });
  const all: Candidate[] = [];
  if (b.round === 1) all.push(of({ type: 'orgi' }, 'orgi', suitOf(view.upcard) as Suit, handForOrgi(view)));
  else if (b.kleines) all.push(of({ type: 'besser' }, 'besser', KREUZ, hand));
  else for (const suit of kleinesSuits(view)) all.push(of({ type: 'kleines', suit }, 'kleines', suit, hand));
  const prior = (c: Candidate) => winChance(c.hand, c.contract.trump, view.seats);
  const best3 = (c: Candidate) => calibrated({ won: BID_WORLDS, worlds: BID_WORLDS, prior: 1, strength: handStrength(c.hand, c.contract.trump) }, 3);
  const pass = three ? passShare(view, k, rng) : 0;
  const worthOf = (c: Candidate, win: number) => (three ? win : expectedPoints(win, c.contract.value));
  const worth = all.filter((c) => (three ? best3(c) > pass : prior(c) >= 0.01));
  let play: { move: KlammernMove; worth: number } | null = null;
  // The reason names the best chance found (the pass included) and its suit.
  let top = { chance: -1, suit: all[0].contract.trump, worlds: 0 };
  for (const c of worth) {
    // At four the worlds drawn are split with the budget, as the four-player figure was measured;
    // at three all 16 are drawn (the fit's count) and the budget decides how many are solved.
    const e = contractChance(view, k, rng, c.contract, prior(c), 1 / worth.length, three ? BID_WORLDS : BID_WORLDS / worth.length);
    const win = calibrated(e, view.seats);
    const w = worthOf(c, win);
    if (w > pass && (play === null || w > play.worth)) play = { move: c.move, worth: w };
    if (play?.move === c.move || (play === null && win > top.chance)) top = { chance: win, suit: c.contract.trump, worlds: e.worlds };
  }
  if (worth.length === 0) {
    const c = all.reduce((a, x) => (prior(x) > prior(a) ? x : a), all[0]);
    top = { chance: three ? calibrated({ won: 0, worlds: 0, prior: 0, strength: handStrength(c.hand, c.contract.trump) }, 3) : prior(c), suit: c.contract.trump, worlds: 0 };
  }
  const move = play?.move ?? no;
  return { move, reason: { code: `klammern_bid_${move.type}`, params: { chance: round2(top.chance), suit: top.suit, worlds: top.worlds } } };
}

/**
 * Kontra and Re by expected game points: the chance of the playing side in sampled worlds
 * (calibrated); the opponents' expectation of a game is −(the player's), and Kontra / Re double
 * it: Kontra when the opponents' expectation is positive, Re when the player's is more than half
 * the value (the Kontra is a sign of the opponent's strength the worlds do not weigh, so the
 * player asks for a margin). Schenken (at four, with Durchmarsch) and its answer: only when the
 * game is as good as lost.
 */
export function starkAnnounce(view: KlammernView, k: Knowledge, rng: Rng): StarkPick {
  const c = view.contract!;
  const words = legalMoves(view).map((m) => m.type);
  const declarerHand = k.decl[k.me] ? view.hand ?? [] : null;
  const prior = declarerHand ? winChance(declarerHand, c.trump, view.seats) : 0.7;
  const e = contractChance(view, k, rng, c, prior);
  const raw = blended(e);
  const chance = calibrated(e, view.seats);
  const ev = expectedPoints(chance, c.value);
  // For Rat's words only: the chance at which the tests below flip (expectedPoints = v·(3w − 2):
  // Kontra when it is below 0, i.e. w < 2/3; Re when above v/2, i.e. w > 5/6).
  const line = view.window!.stage === 're' ? 5 / 6 : 2 / 3;
  const say = (type: KlammernMove['type']): StarkPick => ({
    move: { type } as KlammernMove,
    reason: { code: `klammern_${type === 'pass' ? `no_${view.window!.stage}` : type}`, params: { chance: round2(chance), worlds: e.worlds, line: round2(line) } },
  });
  switch (view.window!.stage) {
    case 'kontra':
      if (words.includes('schenken') && raw >= STARK_LINE.schenken && view.options.durchmarsch) return say('schenken');
      if (words.includes('kontra') && -ev > 0) return say('kontra');
      return say('pass');
    case 're': return say(ev > c.value / 2 ? 're' : 'pass');
    case 'schenken': return say(raw >= STARK_LINE.accept ? 'accept' : 'decline');
  }
}
