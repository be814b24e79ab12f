// The open-hand (double-dummy) solver of the strong computer: with every hand known, alpha-beta over
// the remaining tricks gives the Augen the playing side takes from here (cards and the last trick),
// as expert Skat programs do: a transposition table at trick boundaries (values are "Augen from
// here", independent of the path), equal-card merging (cards of one hand next to each other among
// the cards still out, with equal Augen, are one move), and move ordering by the trick's state.
// Hands are 32-bit masks (bit = card id). Bounded by nodes, never by time.
import { LAST_TRICK, points, strength } from '../rules/cards';

export const SUIT_MASK = [0xff, 0xff00, 0xff0000, 0xff000000 | 0];

const TT_BITS = 18;
const TT_SIZE = 1 << TT_BITS;
const MAX_PLY = 40;
const NO_CARD = -1;

export function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24);
}

export const lowestBit = (x: number): number => 31 - Math.clz32(x & -x);

export class Solver {
  n = 4;
  readonly hands = new Int32Array(4);
  /** 1 for the seats of the playing side (the maximiser). */
  readonly decl = new Uint8Array(4);
  trump = 0;
  /** Search nodes so far (the budget counter). */
  nodes = 0;
  /** Past this many nodes a search gives up: `aborted` is set and its result is meaningless. */
  limit = Infinity;
  aborted = false;
  private readonly pts = new Int8Array(32);
  /** Strength within the suit (the trump order for trumps). */
  private readonly str = new Int8Array(32);
  /** For each trump card: the mask of stronger trumps. */
  private readonly higher = new Int32Array(32);
  /** For each card: the mask of stronger cards of its suit. */
  private readonly stronger = new Int32Array(32);
  /** Cards of each suit from weakest to strongest: order[suit * 8 + i]. */
  private readonly order = new Int8Array(32);
  private readonly posInOrder = new Int8Array(32);
  private readonly tCards = new Int8Array(4);
  /** The card winning the trick after k + 1 cards. */
  private readonly tWin = new Int8Array(4);
  private tCount = 0;
  private leader = 0;
  private trickMask = 0;
  /** Augen still out: cards in hands and in the current trick, plus the last trick. */
  private remPts = 0;
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
  private gen = 0;

  /** A new deal to solve: trump and sides (clears the table's memory of other deals). */
  reset(n: number, trump: number, decl: readonly boolean[]): void {
    this.n = n;
    this.trump = trump;
    for (let s = 0; s < 4; s++) this.decl[s] = decl[s] ? 1 : 0;
    for (let c = 0; c < 32; c++) {
      this.pts[c] = points(c, trump as 0);
      this.str[c] = strength(c, trump as 0);
    }
    for (let suit = 0; suit < 4; suit++) {
      const cards = Array.from({ length: 8 }, (_, r) => suit * 8 + r).sort((a, b) => this.str[a] - this.str[b]);
      cards.forEach((c, i) => { this.order[suit * 8 + i] = c; this.posInOrder[c] = i; });
    }
    for (let c = 0; c < 32; c++) {
      let m = 0;
      if (c >> 3 === trump) for (let d = trump * 8; d < trump * 8 + 8; d++) if (this.str[d] > this.str[c]) m |= 1 << d;
      this.higher[c] = m;
      let st = 0;
      for (let d = (c >> 3) * 8; d < (c >> 3) * 8 + 8; d++) if (this.str[d] > this.str[c]) st |= 1 << d;
      this.stronger[c] = st;
    }
    this.gen++;
  }

  /** The position: hands, the leader of the current trick and the cards already in it. */
  setPosition(hands: readonly number[], leader: number, trick: readonly number[]): void {
    for (let s = 0; s < 4; s++) this.hands[s] = hands[s] ?? 0;
    this.leader = leader;
    this.tCount = 0;
    this.trickMask = 0;
    for (const c of trick) this.push(c);
    this.remPts = this.countRemaining();
  }

  private push(c: number): void {
    const k = this.tCount;
    this.tCards[k] = c;
    this.tWin[k] = k === 0 || this.beats(c, this.tWin[k - 1]) ? c : this.tWin[k - 1];
    this.tCount = k + 1;
    this.trickMask |= 1 << c;
  }

  private beats(c: number, w: number): boolean {
    if (c >> 3 === w >> 3) return this.str[c] > this.str[w];
    return c >> 3 === this.trump;
  }

  /** The cards `seat` may play on the current trick. */
  legalMask(seat: number): number {
    const h = this.hands[seat];
    if (this.tCount === 0) return h;
    const led = this.tCards[0] >> 3;
    const win = this.tWin[this.tCount - 1];
    const trumpWins = win >> 3 === this.trump;
    const follow = h & SUIT_MASK[led];
    if (follow !== 0) {
      if (led !== this.trump) return follow;
      const hi = follow & this.higher[win];
      return hi !== 0 ? hi : follow;
    }
    const tr = h & SUIT_MASK[this.trump];
    if (tr !== 0) {
      if (!trumpWins) return tr;
      const hi = tr & this.higher[win];
      return hi !== 0 ? hi : tr;
    }
    return h;
  }

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

  /**
   * Whether `w`, winning the trick after position k (0-based) played by `seat`, cannot be beaten by
   * an opponent of `seat` who plays after it (partners may overtake).
   */
  private safeFrom(seat: number, w: number, led: number, k: number): boolean {
    const wSuit = w >> 3;
    const trumpMask = SUIT_MASK[this.trump];
    for (let i = k + 1; i < this.n; i++) {
      const s = (this.leader + i) % this.n;
      if (this.decl[s] === this.decl[seat]) continue;
      const h = this.hands[s];
      const follow = h & SUIT_MASK[led];
      if (follow !== 0) {
        if (wSuit === led && (follow & this.strongerInSuit(w)) !== 0) return false;
        continue;
      }
      const tr = h & trumpMask;
      if (tr === 0) continue;
      if (wSuit !== this.trump || (tr & this.higher[w]) !== 0) return false;
    }
    return true;
  }

  /** Cards of the same suit stronger than `c`. */
  private strongerInSuit(c: number): number {
    return this.stronger[c];
  }

  /** Augen of the cards still in hands and in the current trick, plus the last trick. */
  private countRemaining(): number {
    let m = this.hands[0] | this.hands[1] | this.hands[2] | this.hands[3] | this.trickMask;
    let p = LAST_TRICK;
    while (m !== 0) {
      p += this.pts[31 - Math.clz32(m & -m)];
      m &= m - 1;
    }
    return p;
  }

  private winIndex(): number {
    const w = this.tWin[this.tCount - 1];
    for (let i = 0; i < this.tCount; i++) if (this.tCards[i] === w) return i;
    return 0;
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
