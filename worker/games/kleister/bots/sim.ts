// A compact Speedkleister simulator for the strong computer's rollouts: the same course of a turn
// as rules/moves.ts (play → covers clockwise → take / leave → hand / waste → draws card by card →
// refill → next player; the round ends when the last hand card is played or when a draw empties
// press and cart), on typed arrays with hands as counts per card kind. Only one round is played.
import { BRUSH, SPECIAL_VALUE } from '../types';

export const PLAY = 0;
export const DECIDE = 1;
export const RETURN = 2;
export const DRAW = 3;
export const OVER = 4;

/** Most groups a column can hold (every card of the deck alone). */
const MAXG = 120;
const MAXPRESS = 120;

export class Sim {
  readonly n: number;
  readonly cartSize: number;
  readonly bonus: boolean;
  /** hand[s * 14 + kind]: copies of a kind (0 = brush) in seat s's hand. */
  readonly hand: Int8Array;
  readonly hsize: Int16Array;
  readonly colLen: Int16Array;
  readonly colCards: Int16Array;
  readonly colBonus: Int16Array;
  /** Group g of seat s at s * MAXG + g: value, size, brushes. */
  readonly colV: Int8Array;
  readonly colK: Int8Array;
  readonly colB: Int8Array;
  /** Open cart by slot, −1 = empty. */
  readonly cart: Int8Array;
  readonly press: Int8Array;
  readonly covers: Int8Array;
  cartCount = 0;
  pressPos = 0;
  pressEnd = 0;
  phase = PLAY;
  turn = 0;
  playedV = 0;
  playedK = 0;
  nCovers = 0;
  coverIdx = 0;
  coverSeat = -1;
  cV = 0;
  cK = 0;
  cB = 0;
  drawSeat = -1;
  drawLeft = 0;
  emptied = -1;

  constructor(n: number, cartSize: number, bonus: boolean) {
    this.n = n;
    this.cartSize = cartSize;
    this.bonus = bonus;
    this.hand = new Int8Array(n * 14);
    this.hsize = new Int16Array(n);
    this.colLen = new Int16Array(n);
    this.colCards = new Int16Array(n);
    this.colBonus = new Int16Array(n);
    this.colV = new Int8Array(n * MAXG);
    this.colK = new Int8Array(n * MAXG);
    this.colB = new Int8Array(n * MAXG);
    this.cart = new Int8Array(cartSize);
    this.press = new Int8Array(MAXPRESS);
    this.covers = new Int8Array(n);
  }

  copyFrom(o: Sim): void {
    this.hand.set(o.hand);
    this.hsize.set(o.hsize);
    this.colLen.set(o.colLen);
    this.colCards.set(o.colCards);
    this.colBonus.set(o.colBonus);
    for (let s = 0; s < this.n; s++) {
      const base = s * MAXG;
      const len = o.colLen[s];
      for (let g = 0; g < len; g++) {
        this.colV[base + g] = o.colV[base + g];
        this.colK[base + g] = o.colK[base + g];
        this.colB[base + g] = o.colB[base + g];
      }
    }
    this.cart.set(o.cart);
    for (let i = o.pressPos; i < o.pressEnd; i++) this.press[i] = o.press[i];
    this.covers.set(o.covers);
    this.cartCount = o.cartCount;
    this.pressPos = o.pressPos;
    this.pressEnd = o.pressEnd;
    this.phase = o.phase;
    this.turn = o.turn;
    this.playedV = o.playedV;
    this.playedK = o.playedK;
    this.nCovers = o.nCovers;
    this.coverIdx = o.coverIdx;
    this.coverSeat = o.coverSeat;
    this.cV = o.cV;
    this.cK = o.cK;
    this.cB = o.cB;
    this.drawSeat = o.drawSeat;
    this.drawLeft = o.drawLeft;
    this.emptied = o.emptied;
  }

  /** Appends a group to a column (used when building from a view, and by play). */
  pushGroup(s: number, value: number, size: number, brushes: number): void {
    const i = s * MAXG + this.colLen[s]++;
    this.colV[i] = value;
    this.colK[i] = size;
    this.colB[i] = brushes;
    this.colCards[s] += size;
    if (this.bonus && size >= 4) this.colBonus[s]++;
  }

  topValue(s: number): number {
    return this.colLen[s] === 0 ? -1 : this.colV[s * MAXG + this.colLen[s] - 1];
  }

  topSize(s: number): number {
    return this.colLen[s] === 0 ? 0 : this.colK[s * MAXG + this.colLen[s] - 1];
  }

  score(s: number): number {
    return this.colCards[s] + this.colBonus[s] - this.hsize[s];
  }

  /** Who owes the next decision. */
  actor(): number {
    if (this.phase === RETURN) return this.coverSeat;
    if (this.phase === DRAW) return this.drawSeat;
    return this.turn;
  }

  stockEmpty(): boolean {
    return this.pressPos === this.pressEnd && this.cartCount === 0;
  }

  /** The turn player plays `nat` cards of `rank` plus `brushes` brushes (nat 0: brushes only). */
  play(rank: number, nat: number, brushes: number): void {
    const s = this.turn;
    const h = s * 14;
    if (nat > 0) this.hand[h + rank] -= nat;
    this.hand[h + BRUSH] -= brushes;
    const size = nat + brushes;
    const value = nat === 0 ? SPECIAL_VALUE : rank;
    this.hsize[s] -= size;
    this.pushGroup(s, value, size, brushes);
    if (this.hsize[s] === 0) {
      this.phase = OVER;
      this.emptied = s;
      return;
    }
    this.nCovers = 0;
    for (let i = 1; i < this.n; i++) {
      const o = (s + i) % this.n;
      if (this.colLen[o] > 0 && this.topSize(o) === size && this.topValue(o) < value) this.covers[this.nCovers++] = o;
    }
    this.playedV = value;
    this.playedK = size;
    this.coverIdx = 0;
    this.nextCover();
  }

  private nextCover(): void {
    if (this.coverIdx < this.nCovers) {
      const o = this.covers[this.coverIdx];
      const i = o * MAXG + --this.colLen[o];
      this.cV = this.colV[i];
      this.cK = this.colK[i];
      this.cB = this.colB[i];
      this.colCards[o] -= this.cK;
      if (this.bonus && this.cK >= 4) this.colBonus[o]--;
      this.coverSeat = o;
      this.phase = DECIDE;
      return;
    }
    // Refill the cart's empty slots in order, then the next player.
    for (let slot = 0; slot < this.cartSize && this.pressPos < this.pressEnd; slot++) {
      if (this.cart[slot] >= 0) continue;
      this.cart[slot] = this.press[this.pressPos++];
      this.cartCount++;
    }
    this.turn = (this.turn + 1) % this.n;
    this.phase = PLAY;
  }

  private addTorn(s: number): void {
    const h = s * 14;
    if (this.cV < SPECIAL_VALUE) this.hand[h + this.cV] += this.cK - this.cB;
    this.hand[h + BRUSH] += this.cB;
    this.hsize[s] += this.cK;
  }

  private coverDone(): void {
    this.coverIdx++;
    this.nextCover();
  }

  private beginDraw(s: number, count: number): void {
    if (this.stockEmpty()) {
      this.phase = OVER;
      return;
    }
    this.phase = DRAW;
    this.drawSeat = s;
    this.drawLeft = count;
  }

  take(): void {
    this.addTorn(this.turn);
    this.beginDraw(this.coverSeat, this.cK);
  }

  leave(): void {
    this.phase = RETURN;
  }

  toHand(): void {
    this.addTorn(this.coverSeat);
    this.coverDone();
  }

  toWaste(): void {
    this.beginDraw(this.coverSeat, this.cK);
  }

  /** One card for the drawer: from cart `slot`, or from the press when slot < 0. */
  draw(slot: number): void {
    const s = this.drawSeat;
    let card: number;
    if (slot >= 0) {
      card = this.cart[slot];
      this.cart[slot] = -1;
      this.cartCount--;
    } else {
      card = this.press[this.pressPos++];
    }
    this.hand[s * 14 + card]++;
    this.hsize[s]++;
    this.drawLeft--;
    if (this.stockEmpty()) {
      this.phase = OVER;
      return;
    }
    if (this.drawLeft === 0) this.coverDone();
  }
}
