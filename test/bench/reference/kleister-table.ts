// The reference players' own Speedkleister table, written from the rule book
// (shared/seeds/000_*.txt) and SPEC §3, not from the computers in worker/games/kleister/bots:
// a round played on typed arrays, hands as counts per card kind (0 = Kleisterbürste, 1–13).
//
// Ein Zug: kleben (one rank plus any brushes, or brushes alone = Sonderausgabe, value 14, never
// covered) → the other columns are checked clockwise from the next player, each once: a top group
// with exactly as many cards and a lower value is covered → per cover the coverer takes (the
// covered seat draws as many) or leaves (the covered seat takes it back to the hand, or puts it in
// the Altpapier and draws as many) → draws card by card, open from the cart or hidden from the
// Druckerei → when all covers are done the cart refills → the next player. The round ends at once
// when someone plays the last hand card (nothing is covered then) or when press and cart are
// empty, even in the middle of a draw. Points: +1 per column card, −1 per hand card, with
// "Säule zählt doppelt" +1 per group of 4 or more.
import type { KleisterView } from '../../../worker/games/kleister/types';

export const T_PLAY = 0;
export const T_DECIDE = 1;
export const T_RETURN = 2;
export const T_DRAW = 3;
export const T_OVER = 4;

const KINDS = 14;
const SPECIAL = 14;
const GROUPS = 120;

export class Table {
  readonly hand: Int8Array;
  readonly handSize: Int16Array;
  /** Column groups of seat s at s * GROUPS + g, bottom first: value, cards, brushes among them. */
  readonly gValue: Int8Array;
  readonly gCards: Int8Array;
  readonly gBrushes: Int8Array;
  readonly groups: Int16Array;
  readonly posters: Int16Array;
  readonly bigGroups: Int16Array;
  /** Cart slots, −1 = empty. */
  readonly cart: Int8Array;
  readonly press: Int8Array;
  readonly coverList: Int8Array;
  cartCards = 0;
  pressTop = 0;
  pressEnd = 0;
  phase = T_PLAY;
  turn = 0;
  covers = 0;
  coverAt = 0;
  coverSeat = 0;
  tornValue = 0;
  tornCards = 0;
  tornBrushes = 0;
  drawer = 0;
  owed = 0;

  constructor(readonly seats: number, readonly cartSlots: number, readonly doubleColumn: boolean) {
    this.hand = new Int8Array(seats * KINDS);
    this.handSize = new Int16Array(seats);
    this.gValue = new Int8Array(seats * GROUPS);
    this.gCards = new Int8Array(seats * GROUPS);
    this.gBrushes = new Int8Array(seats * GROUPS);
    this.groups = new Int16Array(seats);
    this.posters = new Int16Array(seats);
    this.bigGroups = new Int16Array(seats);
    this.cart = new Int8Array(cartSlots);
    this.press = new Int8Array(120);
    this.coverList = new Int8Array(seats);
  }

  /** The public table and the viewer's hand from a view; the others' hands and the press empty. */
  static fromView(view: KleisterView): Table {
    const t = new Table(view.seats, view.options.cartSize, view.options.columnBonus);
    const me = view.you ?? 0;
    for (const c of view.hand ?? []) t.hand[me * KINDS + c]++;
    for (let s = 0; s < view.seats; s++) {
      t.handSize[s] = view.handCounts[s];
      for (const g of view.columns[s]) t.stack(s, g.value, g.cards.length, g.cards.filter((c) => c === 0).length);
    }
    view.cart.forEach((c, slot) => { t.cart[slot] = c ?? -1; if (c !== null) t.cartCards++; });
    t.turn = view.turn;
    t.covers = view.covers.length;
    view.covers.forEach((s, i) => { t.coverList[i] = s; });
    t.coverAt = view.coverIndex;
    if (view.cover) {
      t.coverSeat = view.cover.seat;
      t.tornValue = view.cover.group.value;
      t.tornCards = view.cover.group.cards.length;
      t.tornBrushes = view.cover.group.cards.filter((c) => c === 0).length;
    }
    if (view.draw) { t.drawer = view.draw.seat; t.owed = view.draw.left; }
    t.phase = { play: T_PLAY, decide: T_DECIDE, return: T_RETURN, draw: T_DRAW }[view.phase as string] ?? T_OVER;
    return t;
  }

  copy(o: Table): void {
    this.hand.set(o.hand);
    this.handSize.set(o.handSize);
    this.groups.set(o.groups);
    this.posters.set(o.posters);
    this.bigGroups.set(o.bigGroups);
    for (let s = 0; s < this.seats; s++) {
      for (let g = s * GROUPS, end = g + o.groups[s]; g < end; g++) {
        this.gValue[g] = o.gValue[g];
        this.gCards[g] = o.gCards[g];
        this.gBrushes[g] = o.gBrushes[g];
      }
    }
    this.cart.set(o.cart);
    for (let i = o.pressTop; i < o.pressEnd; i++) this.press[i] = o.press[i];
    this.coverList.set(o.coverList);
    this.cartCards = o.cartCards;
    this.pressTop = o.pressTop;
    this.pressEnd = o.pressEnd;
    this.phase = o.phase;
    this.turn = o.turn;
    this.covers = o.covers;
    this.coverAt = o.coverAt;
    this.coverSeat = o.coverSeat;
    this.tornValue = o.tornValue;
    this.tornCards = o.tornCards;
    this.tornBrushes = o.tornBrushes;
    this.drawer = o.drawer;
    this.owed = o.owed;
  }

  private stack(s: number, value: number, cards: number, brushes: number): void {
    const g = s * GROUPS + this.groups[s]++;
    this.gValue[g] = value;
    this.gCards[g] = cards;
    this.gBrushes[g] = brushes;
    this.posters[s] += cards;
    if (cards >= 4) this.bigGroups[s]++;
  }

  /** The top group of seat s: its value (−1 for an empty column) and size. */
  topValue(s: number): number { return this.groups[s] ? this.gValue[s * GROUPS + this.groups[s] - 1] : -1; }
  topCards(s: number): number { return this.groups[s] ? this.gCards[s * GROUPS + this.groups[s] - 1] : 0; }

  points(s: number): number {
    return this.posters[s] + (this.doubleColumn ? this.bigGroups[s] : 0) - this.handSize[s];
  }

  /** Who owes the next decision. */
  owner(): number {
    return this.phase === T_RETURN ? this.coverSeat : this.phase === T_DRAW ? this.drawer : this.turn;
  }

  private stockEmpty(): boolean { return this.pressTop === this.pressEnd && this.cartCards === 0; }

  /** Kleben: `rank` × `natural` plus `brushes` brushes (natural 0: brushes alone). */
  play(rank: number, natural: number, brushes: number): void {
    const s = this.turn;
    this.hand[s * KINDS + rank] -= natural;
    this.hand[s * KINDS] -= brushes;
    const cards = natural + brushes;
    const value = natural === 0 ? SPECIAL : rank;
    this.handSize[s] -= cards;
    this.stack(s, value, cards, brushes);
    if (this.handSize[s] === 0) { this.phase = T_OVER; return; }
    this.covers = 0;
    for (let i = 1; i < this.seats; i++) {
      const o = (s + i) % this.seats;
      if (this.groups[o] && this.topCards(o) === cards && this.topValue(o) < value) this.coverList[this.covers++] = o;
    }
    this.coverAt = 0;
    this.nextCover();
  }

  private nextCover(): void {
    if (this.coverAt < this.covers) {
      const o = this.coverList[this.coverAt];
      const g = o * GROUPS + --this.groups[o];
      this.tornValue = this.gValue[g];
      this.tornCards = this.gCards[g];
      this.tornBrushes = this.gBrushes[g];
      this.posters[o] -= this.tornCards;
      if (this.tornCards >= 4) this.bigGroups[o]--;
      this.coverSeat = o;
      this.phase = T_DECIDE;
      return;
    }
    for (let slot = 0; slot < this.cartSlots && this.pressTop < this.pressEnd; slot++) {
      if (this.cart[slot] < 0) { this.cart[slot] = this.press[this.pressTop++]; this.cartCards++; }
    }
    this.turn = (this.turn + 1) % this.seats;
    this.phase = T_PLAY;
  }

  private giveTorn(s: number): void {
    if (this.tornValue < SPECIAL) this.hand[s * KINDS + this.tornValue] += this.tornCards - this.tornBrushes;
    this.hand[s * KINDS] += this.tornBrushes;
    this.handSize[s] += this.tornCards;
  }

  private owe(s: number): void {
    if (this.stockEmpty()) { this.phase = T_OVER; return; }
    this.phase = T_DRAW;
    this.drawer = s;
    this.owed = this.tornCards;
  }

  private coverDone(): void { this.coverAt++; this.nextCover(); }

  take(): void { this.giveTorn(this.turn); this.owe(this.coverSeat); }
  leave(): void { this.phase = T_RETURN; }
  toHand(): void { this.giveTorn(this.coverSeat); this.coverDone(); }
  toWaste(): void { this.owe(this.coverSeat); }

  /** One card for the drawer: cart `slot`, or the press when slot < 0. */
  draw(slot: number): void {
    let card: number;
    if (slot >= 0) { card = this.cart[slot]; this.cart[slot] = -1; this.cartCards--; }
    else card = this.press[this.pressTop++];
    this.hand[this.drawer * KINDS + card]++;
    this.handSize[this.drawer]++;
    if (this.stockEmpty()) { this.phase = T_OVER; return; }
    if (--this.owed === 0) this.coverDone();
  }
}
