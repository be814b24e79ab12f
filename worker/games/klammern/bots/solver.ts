// The open-hand (double-dummy) solver of the strong computer: with every hand known, alpha-beta over
// the remaining tricks gives the Augen the playing side takes from here (cards and the last trick),
// as expert Skat programs do: a transposition table at trick boundaries (values are "Augen from
// here", independent of the path), equal-card merging (cards of one hand next to each other among
// the cards still out, with equal Augen, are one move), and move ordering by the trick's state
// (sure winners first, smearing on a partner's sure trick). Bounded by nodes, never by time.
import { LAST_TRICK } from '../rules/cards';
import { Board, lowestBit } from './solver-board';

export { SUIT_MASK, lowestBit, popcount } from './solver-board';

const TT_BITS = 18;
const TT_SIZE = 1 << TT_BITS;
const MAX_PLY = 40;
const NO_CARD = -1;

export class Solver extends Board {
  /** Search nodes so far (the budget counter). */
  nodes = 0;
  /** Past this many nodes a search gives up: `aborted` is set and its result is meaningless. */
  limit = Infinity;
  aborted = false;
  private readonly moves = new Int8Array(MAX_PLY * 10);
  private readonly scores = new Int16Array(MAX_PLY * 10);
  private readonly saveCards = new Int8Array(MAX_PLY * 4);
  private readonly saveWin = new Int8Array(MAX_PLY * 4);
  // Transposition table (always replace), keyed by the hands and the leader at trick starts.
  private readonly ttKey = new Int32Array(TT_SIZE * 4);
  private readonly ttGen = new Int32Array(TT_SIZE);
  private readonly ttLead = new Int8Array(TT_SIZE);
  private readonly ttLo = new Int16Array(TT_SIZE);
  private readonly ttHi = new Int16Array(TT_SIZE);
  private readonly ttBest = new Int8Array(TT_SIZE);

  /**
   * The legal moves of `seat`, one per class of equal cards, ordered (best guess first) into
   * moves[base..]; returns how many. `alive` = cards in hands or in the current trick.
   */
  private genMoves(seat: number, ply: number, hint: number): number {
    const legal = this.legalMask(seat);
    const alive = this.hands[0] | this.hands[1] | this.hands[2] | this.hands[3] | this.trickMask;
    const base = ply * 10;
    let count = 0;
    const mine = this.decl[seat];
    const k = this.tCount;
    const win = k > 0 ? this.tWin[k - 1] : NO_CARD;
    const winnerSeat = k > 0 ? (this.leader + this.winIndex()) % this.n : -1;
    const partnerWins = k > 0 && this.decl[winnerSeat] === mine;
    let rest = legal;
    while (rest !== 0) {
      const c = lowestBit(rest);
      rest &= rest - 1;
      // Equal-card merging: skip c when the next stronger card still out in its suit is also ours
      // to play now and has the same Augen.
      const suit = c >> 3;
      let i = this.posInOrder[c] + 1;
      let skip = false;
      for (; i < 8; i++) {
        const d = this.order[suit * 8 + i];
        if (alive & (1 << d)) {
          skip = (legal & (1 << d)) !== 0 && this.pts[d] === this.pts[c];
          break;
        }
      }
      if (skip) continue;
      let score: number;
      if (c === hint) score = 10000;
      else if (k === 0) {
        // Leads: a card no opponent can beat first (by its Augen), then strong cards, trumps first.
        score = this.safeFrom(seat, c, c >> 3, 0) ? 400 + this.pts[c] : this.str[c] + (suit === this.trump ? 20 : 0) + this.pts[c];
      } else if (this.beats(c, win)) {
        // Taking the trick: sure winners first (the cheapest), then ones that may be beaten.
        score = this.safeFrom(seat, c, this.tCards[0] >> 3, k) ? 300 - this.str[c] + this.pts[c] : 150 - this.str[c];
      } else if (partnerWins && this.safeFrom(seat, win, this.tCards[0] >> 3, k)) {
        score = 350 + this.pts[c]; // the partner's trick is sure: schmieren
      } else {
        score = 100 - this.pts[c] - this.str[c];
      }
      // Insertion by score, best first.
      let j = count++;
      while (j > 0 && this.scores[base + j - 1] < score) {
        this.moves[base + j] = this.moves[base + j - 1];
        this.scores[base + j] = this.scores[base + j - 1];
        j--;
      }
      this.moves[base + j] = c;
      this.scores[base + j] = score;
    }
    return count;
  }

  private ttIndex(): number {
    const h = this.hands;
    let x = Math.imul(h[0], 0x9e3779b1) ^ Math.imul(h[1] ^ 0x5bd1e995, 0x85ebca77);
    x ^= Math.imul(h[2], 0xc2b2ae3d) ^ Math.imul(h[3] + 0x27d4eb2f, 0x165667b1) ^ (this.leader * 0x3c6ef372);
    x ^= x >>> 15;
    x = Math.imul(x, 0x2c1b3c6d);
    x ^= x >>> 12;
    return x & (TT_SIZE - 1);
  }

  /** Augen the playing side takes from here on, searched in the window (alpha, beta), fail-soft. */
  search(alpha: number, beta: number, ply = 0): number {
    if (++this.nodes > this.limit) this.aborted = true;
    if (this.aborted) return 0;
    let idx = -1;
    let hint = NO_CARD;
    const a0 = alpha;
    const b0 = beta;
    if (this.tCount === 0) {
      idx = this.ttIndex();
      const h = this.hands;
      const kb = idx * 4;
      if (this.ttGen[idx] === this.gen && this.ttLead[idx] === this.leader && this.ttKey[kb] === h[0]
        && this.ttKey[kb + 1] === h[1] && this.ttKey[kb + 2] === h[2] && this.ttKey[kb + 3] === h[3]) {
        const lo = this.ttLo[idx];
        const hi = this.ttHi[idx];
        if (lo >= beta) return lo;
        if (hi <= alpha) return hi;
        if (lo === hi) return lo;
        if (lo > alpha) alpha = lo;
        if (hi < beta) beta = hi;
        hint = this.ttBest[idx];
      }
    }
    // The side takes between 0 and every Augen still out (cards and the last trick).
    const rem = this.remPts;
    if (rem <= alpha) return rem;
    if (beta <= 0) return 0;
    const seat = (this.leader + this.tCount) % this.n;
    const count = this.genMoves(seat, ply, hint);
    const base = ply * 10;
    const max = this.decl[seat] === 1;
    let best = max ? -1 : 10000;
    let bestCard = NO_CARD;
    for (let m = 0; m < count; m++) {
      const c = this.moves[base + m];
      const bit = 1 << c;
      this.hands[seat] &= ~bit;
      this.push(c);
      let v: number;
      if (this.tCount === this.n) {
        const savedLeader = this.leader;
        const savedMask = this.trickMask;
        const winner = (this.leader + this.winIndex()) % this.n;
        let p = 0;
        for (let i = 0; i < this.n; i++) p += this.pts[this.tCards[i]];
        const last = this.hands[winner] === 0;
        if (last) p += LAST_TRICK;
        const gain = this.decl[winner] === 1 ? p : 0;
        if (last) v = gain;
        else {
          const sb = ply * 4;
          for (let i = 0; i < this.n; i++) { this.saveCards[sb + i] = this.tCards[i]; this.saveWin[sb + i] = this.tWin[i]; }
          this.leader = winner;
          this.tCount = 0;
          this.trickMask = 0;
          this.remPts -= p;
          v = gain + this.search(alpha - gain, beta - gain, ply + 1);
          this.remPts += p;
          this.leader = savedLeader;
          this.trickMask = savedMask;
          for (let i = 0; i < this.n; i++) { this.tCards[i] = this.saveCards[sb + i]; this.tWin[i] = this.saveWin[sb + i]; }
        }
        this.tCount = this.n;
      }
      else v = this.search(alpha, beta, ply + 1);
      this.tCount--;
      this.trickMask &= ~bit;
      this.hands[seat] |= bit;
      if (this.aborted) return 0;
      if (max) {
        if (v > best) { best = v; bestCard = c; }
        if (best > alpha) alpha = best;
      } else {
        if (v < best) { best = v; bestCard = c; }
        if (best < beta) beta = best;
      }
      if (alpha >= beta) break;
    }
    if (idx >= 0) {
      const h = this.hands;
      const kb = idx * 4;
      const same = this.ttGen[idx] === this.gen && this.ttLead[idx] === this.leader && this.ttKey[kb] === h[0]
        && this.ttKey[kb + 1] === h[1] && this.ttKey[kb + 2] === h[2] && this.ttKey[kb + 3] === h[3];
      let lo = same ? this.ttLo[idx] : 0;
      let hi = same ? this.ttHi[idx] : 999;
      if (best <= a0) hi = Math.min(hi, best);
      else if (best >= b0) lo = Math.max(lo, best);
      else { lo = best; hi = best; }
      this.ttGen[idx] = this.gen;
      this.ttLead[idx] = this.leader;
      this.ttKey[kb] = h[0]; this.ttKey[kb + 1] = h[1]; this.ttKey[kb + 2] = h[2]; this.ttKey[kb + 3] = h[3];
      this.ttLo[idx] = lo;
      this.ttHi[idx] = hi;
      this.ttBest[idx] = bestCard;
    }
    return best;
  }

  /** The exact value of the position (Augen of the playing side from here). */
  exact(): number {
    return this.search(-1, 10000);
  }

  /** Whether the playing side takes at least `target` Augen from here. */
  reaches(target: number): boolean {
    return this.search(target - 1, target) >= target;
  }

  /** The value after `seat` plays `card` now, searched in (alpha, beta). */
  afterMove(card: number, alpha: number, beta: number): number {
    const seat = (this.leader + this.tCount) % this.n;
    const bit = 1 << card;
    const savedHands = this.hands.slice();
    const savedLeader = this.leader;
    const savedTrick = this.tCards.slice(0, this.tCount);
    this.hands[seat] &= ~bit;
    this.push(card);
    let v: number;
    if (this.tCount === this.n) {
      const winner = (this.leader + this.winIndex()) % this.n;
      let p = 0;
      for (let i = 0; i < this.n; i++) p += this.pts[this.tCards[i]];
      const last = this.hands[winner] === 0;
      if (last) p += LAST_TRICK;
      const gain = this.decl[winner] === 1 ? p : 0;
      this.leader = winner;
      this.tCount = 0;
      this.trickMask = 0;
      this.remPts -= p;
      v = last ? gain : gain + this.search(alpha - gain, beta - gain, 1);
    } else v = this.search(alpha, beta, 1);
    this.hands.set(savedHands);
    this.leader = savedLeader;
    this.tCount = 0;
    this.trickMask = 0;
    for (const c of savedTrick) this.push(c);
    this.remPts = this.countRemaining();
    return v;
  }
}
