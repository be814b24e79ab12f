// The solver's board: hands as 32-bit masks (bit = card id), the playing side, the trump tables
// (Augen, strength, stronger cards), the trick in progress and the follow rules as mask operations.
// The search (solver.ts) runs on it.
import { LAST_TRICK, points, strength } from '../rules/cards';

export const SUIT_MASK = [0xff, 0xff00, 0xff0000, 0xff000000 | 0];

export function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24);
}

export const lowestBit = (x: number): number => 31 - Math.clz32(x & -x);

export class Board {
  n = 4;
  readonly hands = new Int32Array(4);
  /** 1 for the seats of the playing side (the maximiser). */
  readonly decl = new Uint8Array(4);
  trump = 0;
  protected readonly pts = new Int8Array(32);
  /** Strength within the suit (the trump order for trumps). */
  protected readonly str = new Int8Array(32);
  /** For each trump card: the mask of stronger trumps. */
  protected readonly higher = new Int32Array(32);
  /** For each card: the mask of stronger cards of its suit. */
  protected readonly stronger = new Int32Array(32);
  /** Cards of each suit from weakest to strongest: order[suit * 8 + i]. */
  protected readonly order = new Int8Array(32);
  protected readonly posInOrder = new Int8Array(32);
  protected readonly tCards = new Int8Array(4);
  /** The card winning the trick after k + 1 cards. */
  protected readonly tWin = new Int8Array(4);
  protected tCount = 0;
  protected leader = 0;
  protected trickMask = 0;
  /** Augen still out: cards in hands and in the current trick, plus the last trick. */
  protected remPts = 0;
  /** Generation of the current deal (the solver's table keeps only entries of this one). */
  protected gen = 0;

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

  protected push(c: number): void {
    const k = this.tCount;
    this.tCards[k] = c;
    this.tWin[k] = k === 0 || this.beats(c, this.tWin[k - 1]) ? c : this.tWin[k - 1];
    this.tCount = k + 1;
    this.trickMask |= 1 << c;
  }

  protected beats(c: number, w: number): boolean {
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
   * Whether `w`, winning the trick after position k (0-based) played by `seat`, cannot be beaten by
   * an opponent of `seat` who plays after it (partners may overtake).
   */
  protected safeFrom(seat: number, w: number, led: number, k: number): boolean {
    const wSuit = w >> 3;
    const trumpMask = SUIT_MASK[this.trump];
    for (let i = k + 1; i < this.n; i++) {
      const s = (this.leader + i) % this.n;
      if (this.decl[s] === this.decl[seat]) continue;
      const h = this.hands[s];
      const follow = h & SUIT_MASK[led];
      if (follow !== 0) {
        if (wSuit === led && (follow & this.stronger[w]) !== 0) return false;
        continue;
      }
      const tr = h & trumpMask;
      if (tr === 0) continue;
      if (wSuit !== this.trump || (tr & this.higher[w]) !== 0) return false;
    }
    return true;
  }

  /** Augen of the cards still in hands and in the current trick, plus the last trick. */
  protected countRemaining(): number {
    let m = this.hands[0] | this.hands[1] | this.hands[2] | this.hands[3] | this.trickMask;
    let p = LAST_TRICK;
    while (m !== 0) {
      p += this.pts[31 - Math.clz32(m & -m)];
      m &= m - 1;
    }
    return p;
  }

  protected winIndex(): number {
    const w = this.tWin[this.tCount - 1];
    for (let i = 0; i < this.tCount; i++) if (this.tCards[i] === w) return i;
    return 0;
  }

}
