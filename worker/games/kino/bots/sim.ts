// A compact table for the Meister's look-ahead: every can's identity is filled in (the own cans and
// the stack sampled consistently with what the seat knows), the common knowledge is kept as the
// rules keep it (readHinweis), and every seat decides from its own Board as in a real game.
import type { Rng } from '../../core/rng';
import type { KinoMove } from '../types';
import { AKTS, MAX_BATTERIES, MAX_FILMRISSE } from '../types';
import { readHinweis } from '../rules/absprachen';
import { allMask, bit, lowest } from '../rules/filmdosen';
import { isLocated, locatedCounts, trashMask } from '../rules/wissen';
import type { BCan, Board } from './model';
import { derive, eyeKnowledge, seenBy } from './model';
import { clueBits } from './hinweise';

export interface Sim {
  films: number;
  joker: boolean;
  emptyClues: boolean;
  seats: number;
  reels: number[];
  archived: Int8Array;
  batteries: number;
  filmrisse: number;
  /** Identities of the stack, top first. */
  deck: number[];
  nextId: number;
  hands: BCan[][];
  turn: number;
  finalTurns: number;
  over: boolean;
  /** Seats whose standing clue is a Rettung (Board.saved). */
  saved: number;
}

export function cloneSim(s: Sim): Sim {
  return { ...s, reels: s.reels.slice(), archived: Int8Array.from(s.archived), deck: s.deck.slice(), hands: s.hands.map((h) => h.slice()) };
}

export const simPoints = (s: Sim): number => (s.filmrisse >= MAX_FILMRISSE ? 0 : s.reels.reduce((a, b) => a + b, 0));

/** The Board `seat` decides from: its own cans without identities. */
export function boardFor(s: Sim, seat: number): Board {
  return derive({
    films: s.films, joker: s.joker, emptyClues: s.emptyClues, seats: s.seats, me: seat,
    reels: s.reels, archived: s.archived, batteries: s.batteries, filmrisse: s.filmrisse,
    deck: s.deck.length, finalTurns: s.finalTurns, saved: s.saved,
    hands: s.hands.map((h, i) => (i === seat ? h.map((c) => ({ ...c, ident: -1 })) : h)),
  });
}

/**
 * A table consistent with `b` (the deciding seat's Board): its own cans get identities from what
 * it knows (a can pinned down by the clues keeps its identity), weighted by the unseen copies, and
 * the rest of the unseen cans form the stack in random order.
 */
export function sampleSim(b: Board, rng: Rng): Sim {
  const pool = Array.from(seenBy(b, b.me), (seen, id) => Math.max(0, b.publicLeft[id] - seen));
  const known = eyeKnowledge(b, b.me);
  const mine = b.hands[b.me];
  let idents: number[] = [];
  for (let attempt = 0; attempt < 20; attempt++) {
    const left = pool.slice();
    idents = mine.map((c) => (isLocated(c) ? lowest(c.inferred) : -1));
    // Most constrained cans first.
    const order = mine.map((_, i) => i).filter((i) => idents[i] < 0)
      .sort((x, y) => popcountOf(known.sets[x]) - popcountOf(known.sets[y]));
    let ok = true;
    for (const i of order) {
      const choice = pick(known.sets[i], left, rng) ?? pick(mine[i].mask, left, rng) ?? pick(allMask(b.films), left, rng);
      if (choice === null) { ok = false; break; }
      idents[i] = choice;
      left[choice]--;
    }
    if (ok && attempt < 19 && order.some((i) => (known.sets[i] & bit(idents[i])) === 0)) continue;
    if (ok) {
      const deck: number[] = [];
      left.forEach((n, id) => { for (let k = 0; k < n; k++) deck.push(id); });
      return {
        films: b.films, joker: b.joker, emptyClues: b.emptyClues, seats: b.seats,
        reels: b.reels.slice(), archived: Int8Array.from(b.archived), batteries: b.batteries, filmrisse: b.filmrisse,
        deck: rng.shuffle(deck).slice(0, b.deck), nextId: 1000,
        hands: b.hands.map((h, s) => (s === b.me ? h.map((c, i) => ({ ...c, ident: idents[i] })) : h.slice())),
        turn: b.me, finalTurns: b.finalTurns, over: false, saved: b.saved ?? 0,
      };
    }
  }
  throw new Error('no consistent table found');
}

const popcountOf = (m: number): number => { let n = 0; for (let x = m; x; x &= x - 1) n++; return n; };

function pick(set: number, left: number[], rng: Rng): number | null {
  let total = 0;
  for (let m = set; m; m &= m - 1) total += Math.max(0, left[31 - Math.clz32(m & -m)]);
  if (total === 0) return null;
  let r = rng.next() * total;
  for (let m = set; m; m &= m - 1) {
    const id = 31 - Math.clz32(m & -m);
    r -= Math.max(0, left[id]);
    if (r < 0) return id;
  }
  return lowest(set);
}

function draw(s: Sim, seat: number, hand: BCan[]): void {
  const all = allMask(s.films);
  if (s.deck.length > 0) {
    const ident = s.deck.shift()!;
    hand.unshift({ id: s.nextId++, ident, clued: false, mask: all, inferred: all, mark: null });
    if (s.deck.length === 0) s.finalTurns = s.seats + 1;
  }
  s.hands[seat] = hand;
}

/** Applies a move of the seat to move (changing `s`), as the rules would. */
export function applySim(s: Sim, move: KinoMove): void {
  const seat = s.turn;
  s.saved &= ~(1 << seat);
  if (move.type === 'clue') {
    const value = move.akt !== undefined ? 100 + move.akt : move.film!;
    const bits = clueBits({ films: s.films, joker: s.joker } as Board, value);
    const hand = s.hands[move.to];
    const touched = hand.map((c) => (bits & bit(c.ident)) !== 0);
    const useful = allMask(s.films) & ~trashMask(s.films, s.reels, s.archived);
    const ctx = { films: s.films, reels: s.reels, archived: s.archived, locatedElsewhere: locatedCounts(s.hands.filter((_, i) => i !== move.to), -1, useful), useful };
    const read = readHinweis(ctx, hand, touched, bits, move.akt ?? null);
    const now = read.reading !== 'none' ? { trash: trashMask(s.films, s.reels, s.archived) } : undefined;
    s.hands[move.to] = read.hand.map((k, i) => {
      const atMark = i === read.focus ? now : hand[i].atMark;
      return atMark === undefined ? { ...k, ident: hand[i].ident } : { ...k, ident: hand[i].ident, atMark };
    });
    s.batteries--;
    s.saved = read.reading === 'save' ? s.saved | (1 << move.to) : s.saved & ~(1 << move.to);
  } else {
    const hand = s.hands[seat].slice();
    const i = hand.findIndex((c) => c.id === move.can);
    const [c] = hand.splice(i, 1);
    const film = Math.floor(c.ident / AKTS);
    const akt = (c.ident % AKTS) + 1;
    if (move.type === 'archive') {
      s.archived[c.ident]++;
      s.batteries++;
    } else if (s.reels[film] + 1 === akt) {
      s.reels[film] = akt;
      if (akt === AKTS && s.batteries < MAX_BATTERIES) s.batteries++;
    } else {
      s.archived[c.ident]++;
      s.filmrisse++;
    }
    draw(s, seat, hand);
  }
  if (s.finalTurns > 0) s.finalTurns--;
  s.turn = (seat + 1) % s.seats;
  if (s.filmrisse >= MAX_FILMRISSE || s.reels.every((r) => r === AKTS) || s.finalTurns === 0) s.over = true;
}
