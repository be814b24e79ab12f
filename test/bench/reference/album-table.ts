// The reference players' own Speedalbum table, written from the rule book (shared/seeds/001_*.txt)
// and SPEC §3, not from the computers in worker/games/album/bots; the objectives are scored by the
// rules' own scoring (rules/scoring.ts). One round:
// Ein Zug: the top objective of a pile into the folder, or two pictures from the market (the one
// when only one is left); optionally one own objective (also the one just taken) turned to its
// picture side; then every empty market slot takes the top card of the pile above it — from an
// empty pile the bottom half (rounded down) of the largest pile moves there first, the largest
// keeping its top card. When piles and market are empty, the round is scored.
//
// A card on this table is what a player could know of it in a dealt world: its objective (an
// index into the 108 objectives) and its picture series, packed as series * OBJECTIVES + objective.
// The table is built from the visible sides only (market and album pictures: their series; pile
// tops and folders: their objectives); every hidden side is filled in by a deal.
import type { AlbumView, Objective } from '../../../worker/games/album/types';
import { MARKET_SLOTS, PILES, SERIES_COUNT } from '../../../worker/games/album/types';
import { CARD_COUNT, card } from '../../../worker/games/album/cards';
import { objectivePoints } from '../../../worker/games/album/rules/scoring';

/** How many objectives there are (one per card). */
export const OBJECTIVES = CARD_COUNT;
export const packCard = (series: number, objective: number): number => series * OBJECTIVES + objective;
export const seriesOf = (c: number): number => Math.floor(c / OBJECTIVES);
export const objectiveOf = (c: number): Objective => card(c % OBJECTIVES).objective;

export class AlbumTable {
  /** Each pile, top card first (packed cards). */
  piles: number[][];
  /** Market slots (slot = pile * 2 + row): the picture's series, −1 = empty. */
  readonly market: number[];
  /** Pictures per series of each seat. */
  readonly counts: number[][];
  /** The others' counts of each seat (the same arrays, for the table-wide objectives). */
  readonly others: number[][][];
  /** Each seat's folder, as objectives, and the series on each one's picture side. */
  readonly folders: Objective[][];
  readonly folderSeries: number[][];
  turn: number;

  constructor(readonly seats: number) {
    this.piles = Array.from({ length: PILES }, () => []);
    this.market = new Array<number>(MARKET_SLOTS).fill(-1);
    this.counts = Array.from({ length: seats }, () => new Array<number>(SERIES_COUNT).fill(0));
    this.others = this.counts.map((_, s) => this.counts.filter((__, o) => o !== s));
    this.folders = Array.from({ length: seats }, () => []);
    this.folderSeries = Array.from({ length: seats }, () => []);
    this.turn = 0;
  }

  /**
   * The visible table of a view: market and album pictures by their series, folders by their
   * objectives. Piles and the folders' picture sides stay empty for a deal to fill.
   */
  static fromView(view: AlbumView): AlbumTable {
    const t = new AlbumTable(view.seats);
    view.market.forEach((c, slot) => { t.market[slot] = c ?? -1; });
    view.albums.forEach((a, s) => {
      a.counts.forEach((n, x) => { t.counts[s][x] = n; });
      for (const id of a.objectives) t.folders[s].push(card(id).objective);
    });
    t.turn = view.turn ?? 0;
    return t;
  }

  copy(o: AlbumTable): void {
    this.piles = o.piles.map((p) => p.slice());
    for (let i = 0; i < MARKET_SLOTS; i++) this.market[i] = o.market[i];
    for (let s = 0; s < this.seats; s++) {
      for (let x = 0; x < SERIES_COUNT; x++) this.counts[s][x] = o.counts[s][x];
      this.folders[s] = o.folders[s].slice();
      this.folderSeries[s] = o.folderSeries[s].slice();
    }
    this.turn = o.turn;
  }

  over(): boolean {
    return this.piles.every((p) => p.length === 0) && this.market.every((c) => c < 0);
  }

  /** Points of seat s's folder against its album (and the others' for "die meisten / wenigsten"). */
  points(s: number): number {
    let p = 0;
    for (const o of this.folders[s]) p += objectivePoints(o, this.counts[s], this.others[s]);
    return p;
  }

  /** The turn: `pile` ≥ 0 takes that pile's objective, else the pictures in `slots`; `flip` an own objective index or −1. */
  move(pile: number, slots: readonly number[], flip: number): void {
    const s = this.turn;
    if (pile >= 0) {
      const c = this.piles[pile].shift() as number;
      this.folders[s].push(objectiveOf(c));
      this.folderSeries[s].push(seriesOf(c));
    } else {
      for (const slot of slots) {
        this.counts[s][this.market[slot]]++;
        this.market[slot] = -1;
      }
    }
    if (flip >= 0) this.flip(s, flip);
    this.refill();
    this.turn = (s + 1) % this.seats;
  }

  /** Drehen: seat s's objective at `index` is gone, it counts as a picture of its series. */
  flip(s: number, index: number): void {
    this.counts[s][this.folderSeries[s][index]]++;
    this.folderSeries[s].splice(index, 1);
    this.folders[s].splice(index, 1);
  }

  private refill(): void {
    for (let slot = 0; slot < MARKET_SLOTS; slot++) {
      if (this.market[slot] >= 0) continue;
      const col = slot >> 1;
      if (this.piles[col].length === 0) {
        let big = -1;
        for (let p = 0; p < PILES; p++) if (this.piles[p].length >= 2 && (big < 0 || this.piles[p].length > this.piles[big].length)) big = p;
        if (big >= 0) {
          const from = this.piles[big];
          const keep = from.length - Math.floor(from.length / 2);
          this.piles[col] = from.slice(keep);
          this.piles[big] = from.slice(0, keep);
        }
      }
      if (this.piles[col].length > 0) this.market[slot] = seriesOf(this.piles[col].shift() as number);
    }
  }
}
