// The fast playout policy of the strong computer's rollouts: normal's reckoning on the compact
// simulator, with weights fitted to real play (below) and the cover chances taken from one table
// computed at the root (by group size and value) for every seat. Deterministic: all randomness of
// a rollout lies in the sampled deal.
import { BRUSH, SPECIAL_VALUE } from '../types';
import { DECIDE, DRAW, OVER, PLAY, RETURN, Sim } from './sim';
import type { CoverRisk } from './risk';
import { TURN } from './normal';

/**
 * The policy's weights, fitted to how the two searching players really play (stark's and the
 * reference's plays in 80 heads-up rounds). Normal's own weights (2 points a card shed, brushes
 * 1.2, the full cover risk) made the imagined players dump brushes and big high groups: brushes in
 * 43 % of the plays where the searchers use them in 7–8 %, four or more cards in 30 % against
 * 7–9 %; they matched the real play 24–32 % of the time. These match it 27–37 %. Against the
 * reference heads-up: 0.619 ±0.030 with these, 0.598 ±0.030 with normal's (n = 1,000 each).
 */
/** Points a card shed is worth to the policy. */
const SHED = 1;
/** What a brush kept in the hand is worth (outside the final spurt). */
const BRUSH_KEEP = 2.5;
/** How much of the estimated cover risk the policy fears. */
const RISK = 0.5;

/** Cover chances by size * 16 + value (sizes 0–15, values 0–15). */
export function riskTable(risk: CoverRisk): Float64Array {
  const t = new Float64Array(256);
  for (let size = 1; size < 16; size++) for (let v = 1; v <= SPECIAL_VALUE; v++) t[size * 16 + v] = risk.chance(size, v);
  return t;
}

let pickRank = 0;
let pickNat = 0;
let pickB = 0;
let pickScore = -Infinity;

function consider(sim: Sim, risk: Float64Array, endgame: boolean, s: number, rank: number, nat: number, b: number): void {
  const size = nat + b;
  const value = nat === 0 ? SPECIAL_VALUE : rank;
  let sc = SHED * size;
  const w = sim.n === 2 ? 1 : 0.6;
  for (let i = 1; i < sim.n; i++) {
    const o = (s + i) % sim.n;
    if (sim.colLen[o] > 0 && sim.topSize(o) === size && sim.topValue(o) < value) sc += w * (2 * size + TURN);
  }
  const r = size < 16 ? risk[size * 16 + value] : 0;
  if (endgame) sc -= RISK * 0.3 * r * 2 * size;
  else sc -= RISK * r * (2 * size + TURN) + BRUSH_KEEP * b;
  if (nat > 0 && nat < sim.hand[s * 14 + rank]) sc -= TURN;
  if (sc > pickScore) {
    pickScore = sc;
    pickRank = rank;
    pickNat = nat;
    pickB = b;
  }
}

function playTurn(sim: Sim, risk: Float64Array): void {
  const s = sim.turn;
  const h = s * 14;
  const B = sim.hand[h + BRUSH];
  let distinct = 0;
  let only = 0;
  for (let r = 1; r <= 13; r++) if (sim.hand[h + r] > 0) { distinct++; only = r; }
  if (distinct <= 1) {
    // Out at once: the whole hand is one group.
    sim.play(only, only === 0 ? 0 : sim.hand[h + only], B);
    return;
  }
  let minOther = 99;
  for (let i = 1; i < sim.n; i++) minOther = Math.min(minOther, sim.hsize[(s + i) % sim.n]);
  const endgame = minOther <= 3 || distinct <= 2 || sim.pressEnd - sim.pressPos + sim.cartCount <= sim.n + 1;
  pickScore = -Infinity;
  for (let r = 1; r <= 13; r++) {
    const c = sim.hand[h + r];
    if (c === 0) continue;
    consider(sim, risk, endgame, s, r, c, 0);
    if (B > 0) consider(sim, risk, endgame, s, r, c, B);
    if (B > 1) consider(sim, risk, endgame, s, r, c, 1);
  }
  if (B > 0) consider(sim, risk, endgame, s, 0, 0, B);
  // Exact-size plays that cover another seat's top group.
  for (let i = 1; i < sim.n; i++) {
    const o = (s + i) % sim.n;
    const t = sim.topSize(o);
    if (t === 0) continue;
    const w = sim.topValue(o);
    if (w >= SPECIAL_VALUE) continue;
    for (let r = w + 1; r <= 13; r++) {
      const c = sim.hand[h + r];
      if (c === 0) continue;
      if (c >= t) consider(sim, risk, endgame, s, r, t, 0);
      else if (c + B >= t) consider(sim, risk, endgame, s, r, c, t - c);
    }
    if (B >= t) consider(sim, risk, endgame, s, 0, 0, t);
  }
  sim.play(pickRank, pickNat, pickB);
}

function fits(sim: Sim, s: number, card: number): number {
  if (card === BRUSH) return 3;
  const c = sim.hand[s * 14 + card];
  return c > 0 ? 1 + 0.2 * c + card / 100 : 0;
}

function drawStep(sim: Sim): void {
  const s = sim.drawSeat;
  let best = -1;
  let bestFit = 0;
  let high = -1;
  let highV = -1;
  for (let slot = 0; slot < sim.cartSize; slot++) {
    const c = sim.cart[slot];
    if (c < 0) continue;
    const f = fits(sim, s, c);
    if (f > bestFit) { bestFit = f; best = slot; }
    const v = c === BRUSH ? 14 : c;
    if (v > highV) { highV = v; high = slot; }
  }
  if (best >= 0) sim.draw(best);
  else if (sim.pressPos < sim.pressEnd) sim.draw(-1);
  else sim.draw(high);
}

/** Whether the torn group fits seat s's hand. */
function tornFits(sim: Sim, s: number): boolean {
  return sim.cV === SPECIAL_VALUE || sim.hand[s * 14 + sim.cV] > 0;
}

function returnStep(sim: Sim): void {
  const s = sim.coverSeat;
  if (sim.cB > 0 || tornFits(sim, s)) { sim.toHand(); return; }
  let fitting = 0;
  for (let slot = 0; slot < sim.cartSize; slot++) if (sim.cart[slot] >= 0 && fits(sim, s, sim.cart[slot]) > 0) fitting++;
  if (fitting >= sim.cK) sim.toWaste();
  else sim.toHand();
}

/** One decision by whoever owes it. */
export function step(sim: Sim, risk: Float64Array): void {
  switch (sim.phase) {
    case PLAY: playTurn(sim, risk); break;
    case DECIDE: if (tornFits(sim, sim.turn)) sim.take(); else sim.leave(); break;
    case RETURN: returnStep(sim); break;
    case DRAW: drawStep(sim); break;
  }
}

/** Longest rollout: a safety bound far beyond any real round (then the points as they stand count). */
const MAX_STEPS = 4000;

/** Plays the round to its end; returns the number of decisions taken. */
export function rollout(sim: Sim, risk: Float64Array): number {
  let steps = 0;
  while (sim.phase !== OVER && steps < MAX_STEPS) {
    step(sim, risk);
    steps++;
  }
  return steps;
}
