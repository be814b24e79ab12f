// A rule-book colleague for Speedkino: a player that knows only the conventions printed under
// "Die Absprachen" (shared/seeds/003_*.txt and the rules page web/games/kino/Rules.tsx), written
// from that text and not from our computers' code. It imports nothing from worker/games/kino/bots
// or rules/absprachen.ts and ignores what the view says about readings (`inferred`, `mark`, a
// clue's `focus` and `reading`): it keeps its own reading of every clue from the public facts —
// the clues (who got which film or Akt, which cans lit up), the reels and the archive.
//
// The printed conventions, as this colleague applies them:
// - Wegwerf-Dose: the rightmost can never lit up. It is archived; lit cans are not archived.
// - Gute Berührung: a clue lights up only cans still needed (not on their reel yet, no earlier Akt
//   of their film ganz verloren, and not a can the clues already show in another hand).
// - Fokus: the Wegwerf-Dose if the clue lights it up, else the leftmost newly lit can (a clue that
//   lights only cans lit before: the leftmost of them).
// - Spielhinweis: the focused can fits now, or once the cans already known to fit are down; it is
//   played even when only its film or only its Akt is known.
// - Rettung: at the Wegwerf-Dose an Akt-5 clue, an Akt-2 clue or a clue on what may be the last of
//   its kind (by reels, archive and clues; every Akt 5 still needed is one) means "aufheben!" —
//   unless every can the Rettung could mean already fits; the can is kept, not played blind.
// - With a full flashlight and no useful clue: a harmless clue; blind play only if there is none.
//
// Other readings of the same printed words (issue 21: an outside checker may write its own
// colleague from the text): `KINO_REF_VARIANT=name,name` switches them on; without it this
// colleague plays exactly as described above. See VARIANTS.
import type { Rng } from '../../../worker/games/core/rng';
import type { ClueRecord, KinoMove, KinoView } from '../../../worker/games/kino/types';

const AKTS = 5;
const COPIES = [3, 2, 2, 2, 1];
const MAX_BATTERIES = 8;

/**
 * Where the printed words leave room, the other ways a careful reader could take them.
 * Readings of a clue:
 * - playfirst: at the Wegwerf-Dose a clue is a Rettung only when it cannot be a Spielhinweis
 *   ("kann auch aufheben! heißen": play first).
 * - savealways: at the Wegwerf-Dose an Akt-5 / Akt-2 / last-of-its-kind clue is a Rettung even when
 *   every can it may mean fits now.
 * - film5: a film clue at the Wegwerf-Dose is a Rettung only for a last copy of Akt 1–4 (an Akt 5 is
 *   saved with an Akt-5 clue, not because it may be the film's 5).
 * - lasttruth: where the reader sees the can (a colleague's, or the checker's record), "the last of
 *   its kind" and "passt" are judged from the true can: a last copy (or Akt 5 / Akt 2 by such a
 *   clue) that does not fit is saved, a can that fits is a Spielhinweis.
 * - focusnone: a clue that lights only cans lit before has no focus (nothing to read).
 * - focusright: such a clue means the rightmost of them.
 * - chopall: when every can was lit, the rightmost is the Wegwerf-Dose (focus if lit, archived).
 * - gbneeded: Gute Berührung only says "still needed" (not "not known in another hand").
 * - delay1: "gleich" is one step: a can fits "gleich" only after one known fitting can, not a chain.
 * Play:
 * - eager: a Spielhinweis is played at once, even when it fits only "gleich".
 * - savedfacts: a saved can is played only when the clues alone show it fits.
 * - harmnoplay: a harmless clue is one read as no Spielhinweis at all.
 * - cluegreedy: a good Spielhinweis is given whenever there is a battery.
 * - archfirst: with fewer than 4 batteries the Wegwerf-Dose is archived before a Spielhinweis is given.
 * - nosave2: Akt-2 cans are not saved by this colleague (it still reads an Akt-2 Rettung).
 */
export type Variant = 'playfirst' | 'savealways' | 'film5' | 'lasttruth' | 'focusnone' | 'focusright' | 'chopall' | 'gbneeded' | 'delay1'
  | 'eager' | 'savedfacts' | 'harmnoplay' | 'cluegreedy' | 'archfirst' | 'nosave2';
let VARIANTS = new Set<Variant>((process.env.KINO_REF_VARIANT ?? '').split(',').filter(Boolean) as Variant[]);
/** Switches the readings (for tests); the bench takes them from KINO_REF_VARIANT. */
export function setVariants(v: readonly Variant[]): void { VARIANTS = new Set(v); }
const is = (v: Variant): boolean => VARIANTS.has(v);

const idOf = (film: number, akt: number): number => film * AKTS + akt - 1;
const aktOfId = (t: number): number => (t % AKTS) + 1;
const one = (m: number): boolean => m !== 0 && (m & (m - 1)) === 0;

/** The public table at one moment: reels and archive counts. */
interface Board {
  films: number;
  reels: number[];
  archived: number[];
}

/** Still needed: not on its reel, and no earlier Akt of its film all in the archive. */
function neededMask(b: Board): number {
  let m = 0;
  for (let f = 0; f < b.films; f++) {
    for (let a = b.reels[f] + 1; a <= AKTS; a++) {
      m |= 1 << idOf(f, a);
      if (b.archived[idOf(f, a)] >= COPIES[a - 1]) break; // this one lost: later Akte not needed
    }
    // The lost Akt itself is not needed either.
    for (let a = b.reels[f] + 1; a <= AKTS; a++) if (b.archived[idOf(f, a)] >= COPIES[a - 1]) m &= ~(1 << idOf(f, a));
  }
  return m;
}

/** The last of its kind: still needed and one copy left outside the archive. */
function lastMask(b: Board): number {
  const needed = neededMask(b);
  let m = 0;
  for (let t = 0; t < b.films * AKTS; t++) if ((needed & (1 << t)) && COPIES[t % AKTS] - b.archived[t] === 1) m |= 1 << t;
  return m;
}

function fitsMask(b: Board, reels: readonly number[] = b.reels): number {
  let m = 0;
  for (let f = 0; f < b.films; f++) if (reels[f] < AKTS) m |= 1 << idOf(f, reels[f] + 1);
  return m;
}

function aktBits(akt: number, films: number): number {
  let m = 0;
  for (let f = 0; f < films; f++) m |= 1 << idOf(f, akt);
  return m;
}

function clueBitsOf(films: number, joker: boolean, film: number | null, akt: number | null): number {
  if (akt !== null) return aktBits(akt, films);
  let m = 0b11111 << (film! * AKTS);
  if (joker) m |= 0b11111 << (5 * AKTS);
  return m;
}

/** What this colleague believes about a can (by id). */
export interface Belief {
  /** The plain facts of the clues: identities left. */
  facts: number;
  /** What the conventions leave (subset of facts, or facts when they contradict). */
  conv: number;
  lit: boolean;
  mark: 'play' | 'save' | null;
}

/** The colleague's reading of one clue. */
export interface RefReading {
  /** Position of the focus in the receiver's hand at the time (left to right), null for an empty clue. */
  focus: number | null;
  reading: 'play' | 'save' | 'none';
}

/** Everything the colleague reconstructs from a view: beliefs per can id, and its reading of each clue. */
export interface Memory {
  beliefs: Map<number, Belief>;
  readings: RefReading[];
}

/**
 * Which cans each seat held at the start of turn `turn` (left to right). Cans come in on the left
 * and carry their draw number, so a hand is its cans by draw number, highest first.
 */
function handAt(view: KinoView, seat: number, turn: number, owner: Map<number, number>, drawnAt: Map<number, number>, leftAt: Map<number, number>): number[] {
  const out: number[] = [];
  for (const [id, s] of owner) {
    if (s !== seat) continue;
    if ((drawnAt.get(id) ?? -1) >= turn) continue;
    if ((leftAt.get(id) ?? Infinity) < turn) continue;
    out.push(id);
  }
  return out.sort((a, b) => b - a);
}

/**
 * Where every drawn can went, from the public record: who holds (or held) it, the turn it was drawn
 * (−1 for the deal) and the turn it left a hand.
 */
function canTimeline(view: KinoView): { owner: Map<number, number>; drawnAt: Map<number, number>; leftAt: Map<number, number> } {
  const dealt = view.seats * (view.seats <= 3 ? 5 : 4);
  const owner = new Map<number, number>();
  const drawnAt = new Map<number, number>();
  const leftAt = new Map<number, number>();
  for (let id = 0; id < dealt; id++) { owner.set(id, id % view.seats); drawnAt.set(id, -1); }
  view.history.forEach((h, j) => {
    owner.set(h.id, h.seat);
    leftAt.set(h.id, h.turn);
    // After the j-th can left a hand, its seat drew can dealt + j (while the stack lasted).
    if (dealt + j < view.films.length * 10) {
      drawnAt.set(dealt + j, h.turn);
      if (!owner.has(dealt + j)) owner.set(dealt + j, h.seat);
    }
  });
  view.hands.forEach((hand, s) => { for (const c of hand) owner.set(c.id, s); });
  for (const id of [...owner.keys()]) if (!drawnAt.has(id)) owner.delete(id); // not drawn (yet)
  return { owner, drawnAt, leftAt };
}

/** Replays every clue in the view with the printed conventions. */
export function remember(view: KinoView): Memory {
  // What the reader sees of each can (lasttruth): colleagues' cans and the record of cans gone.
  const truth = new Map<number, number>();
  if (is('lasttruth')) {
    for (const h of view.history) truth.set(h.id, idOf(h.film, h.akt));
    view.hands.forEach((hand) => hand.forEach((c) => { if (c.film !== undefined && c.akt !== undefined) truth.set(c.id, idOf(c.film, c.akt)); }));
  }
  const films = view.films.length;
  const joker = view.options.farbfilm === 'joker';
  const all = films * AKTS >= 31 ? 0x3fffffff : (1 << (films * AKTS)) - 1;
  const { owner, drawnAt, leftAt } = canTimeline(view);

  const beliefs = new Map<number, Belief>();
  const get = (id: number): Belief => {
    let b = beliefs.get(id);
    if (!b) { b = { facts: all, conv: all, lit: false, mark: null }; beliefs.set(id, b); }
    return b;
  };
  const readings: RefReading[] = [];
  for (const clue of view.clues) {
    const board = boardAt(view, clue.turn, films);
    const hand = handAt(view, clue.to, clue.turn, owner, drawnAt, leftAt);
    const touched = new Set(clue.touched);
    readings.push(readOne(board, hand.map(get), hand.map((id) => touched.has(id)), clueBitsOf(films, joker, clue.film, clue.akt), clue, knownFitting(view, clue, owner, drawnAt, leftAt, beliefs, neededMask(board)), hand.map((id) => truth.get(id) ?? -1)));
  }
  return { beliefs, readings };
}

/** Reels and archive at the start of turn `turn`, from the public history. */
function boardAt(view: KinoView, turn: number, films: number): Board {
  const reels = new Array<number>(films).fill(0);
  const archived = new Array<number>(films * AKTS).fill(0);
  for (const h of view.history) {
    if (h.turn >= turn) break;
    if (h.how === 'played') reels[h.film] = h.akt;
    else archived[idOf(h.film, h.akt)]++;
  }
  return { films, reels, archived };
}

/**
 * Identities known to everyone (the clues and conventions leave one still needed identity), in
 * hands other than the receiver's, at the time of a clue.
 */
function knownFitting(view: KinoView, clue: ClueRecord, owner: Map<number, number>, drawnAt: Map<number, number>, leftAt: Map<number, number>, beliefs: Map<number, Belief>, needed: number): number {
  let m = 0;
  for (let s = 0; s < view.seats; s++) {
    if (s === clue.to) continue;
    for (const id of handAt(view, s, clue.turn, owner, drawnAt, leftAt)) {
      const b = beliefs.get(id);
      if (b && b.lit && one(b.conv & needed)) m |= b.conv & needed;
    }
  }
  return m;
}

/** Reads one clue and updates the beliefs of the receiver's cans (in `hand`, left to right). */
function readOne(board: Board, hand: Belief[], touched: boolean[], bits: number, clue: { akt: number | null; film?: number | null }, known: number, truth: readonly number[] = []): RefReading {
  const needed = neededMask(board);
  let chop = -1;
  for (let i = hand.length - 1; i >= 0; i--) if (!hand[i].lit) { chop = i; break; }
  if (chop < 0 && is('chopall')) chop = hand.length - 1;
  let focus = -1;
  if (chop >= 0 && touched[chop]) focus = chop;
  else {
    for (let i = 0; i < hand.length && focus < 0; i++) if (touched[i] && !hand[i].lit) focus = i;
    if (is('focusright')) for (let i = hand.length - 1; i >= 0 && focus < 0; i--) if (touched[i]) focus = i;
    if (!is('focusnone')) for (let i = 0; i < hand.length && focus < 0; i++) if (touched[i]) focus = i;
  }
  const wasLit = hand.map((b) => b.lit);
  // The plain facts.
  hand.forEach((b, i) => {
    const keep = touched[i] ? bits : ~bits;
    b.facts &= keep;
    b.conv = b.conv & keep || b.facts;
    if (touched[i]) b.lit = true;
  });
  // Gute Berührung: lit cans are still needed — not a can the clues already show somewhere else.
  const knownIn = (skip: number): number => {
    let m = known;
    hand.forEach((b, i) => { if (i !== skip && b.lit && one(b.conv & needed)) m |= b.conv & needed; });
    return m;
  };
  const excl = (skip: number): number => (is('gbneeded') ? 0 : knownIn(skip));
  hand.forEach((b, i) => { if (touched[i] && i !== focus) b.conv = b.conv & needed & ~excl(i) || b.conv; });
  if (focus < 0) return { focus: null, reading: 'none' };
  // The Spielhinweis: fits now, or once the cans known to fit are down (elsewhere or in this hand).
  const alsoKnown = knownIn(focus);
  const future = board.reels.slice();
  for (let f = 0; f < board.films; f++) {
    if (is('delay1')) { if (future[f] < AKTS && (alsoKnown & (1 << idOf(f, future[f] + 1)))) future[f]++; continue; }
    while (future[f] < AKTS && (alsoKnown & (1 << idOf(f, future[f] + 1)))) future[f]++;
  }
  const f = hand[focus];
  const cand = f.conv & needed & ~excl(focus) || f.conv;
  const plays = cand & fitsMask(board, future);
  let saves = 0;
  let s = 0;
  if (focus === chop && !wasLit[focus]) {
    s = lastMask(board);
    if (is('film5') && clue.akt === null) s &= ~aktBits(5, board.films);
    if (clue.akt === 5 || clue.akt === 2) s |= aktBits(clue.akt, board.films) & needed;
    saves = cand & s;
  }
  let reading: 'play' | 'save' | 'none';
  const t = truth[focus] ?? -1;
  if (is('lasttruth') && t >= 0 && ((plays | s) & (1 << t))) {
    // The reader sees the can: a can that fits is a Spielhinweis, a last copy that does not is saved.
    if (plays & (1 << t)) { reading = 'play'; f.conv = plays; }
    else { reading = 'save'; f.conv = saves | plays; }
  } else if (is('playfirst') ? (plays === 0 && saves !== 0) : is('savealways') ? saves !== 0 : (saves & ~plays) !== 0) { reading = 'save'; f.conv = saves | plays; }
  else if (plays) { reading = 'play'; f.conv = plays; }
  else { reading = 'none'; f.conv = cand; }
  if (reading !== 'none') f.mark = reading;
  return { focus, reading };
}

/** The colleague's move, from its seat's view. */
export function regelbuchMove(view: KinoView, rng: Rng): KinoMove {
  void rng;
  const me = view.you!;
  const films = view.films.length;
  const joker = view.options.farbfilm === 'joker';
  const mem = remember(view);
  const board: Board = { films, reels: view.reels.slice(), archived: new Array<number>(films * AKTS).fill(0) };
  for (const h of view.history) if (h.how !== 'played') board.archived[idOf(h.film, h.akt)]++;
  const needed = neededMask(board);
  const fits = fitsMask(board);
  const belief = (id: number): Belief => mem.beliefs.get(id) ?? { facts: 0x3fffffff, conv: 0x3fffffff, lit: false, mark: null };
  // What a person sees on the back of an own can: the clues' facts and which cans are still
  // possible after everything in sight (the view's `possible`, shown in the can's tip).
  const mine = view.hands[me].map((c) => {
    const b = belief(c.id);
    const possible = c.possible ?? b.facts;
    return { ...b, facts: b.facts & possible || b.facts, conv: b.conv & possible || b.facts & possible || b.conv };
  });

  // 1. A can of mine that fits for sure (a Spielhinweis whose every reading fits now, or known).
  for (let i = mine.length - 1; i >= 0; i--) {
    const b = mine[i];
    const s = is('savedfacts') && b.mark === 'save' ? b.facts : b.conv & b.facts || b.facts;
    if (b.lit && (s & ~fits) === 0) return { type: 'play', can: view.hands[me][i].id };
  }
  if (is('eager')) for (let i = mine.length - 1; i >= 0; i--) if (mine[i].mark === 'play') return { type: 'play', can: view.hands[me][i].id };
  const clues = view.batteries > 0 ? clueOptions(view, mem, board, joker) : [];
  // 2. The next colleague's Wegwerf-Dose holds a can to keep: save it.
  const nextSeat = (me + 1) % view.seats;
  if (view.deckCount > 0) {
    const hand = view.hands[nextSeat];
    const bs = hand.map((c) => belief(c.id));
    let chop = -1;
    for (let i = bs.length - 1; i >= 0; i--) if (!bs[i].lit) { chop = i; break; }
    const hasPlay = bs.some((b) => b.lit && ((b.conv & b.facts || b.facts) & ~fits) === 0);
    if (chop >= 0 && !hasPlay) {
      const t = idOf(hand[chop].film!, hand[chop].akt!);
      const keep = (needed & (1 << t)) !== 0 && ((lastMask(board) & (1 << t)) !== 0 || (aktOfId(t) === 2 && !is('nosave2') && !visibleElsewhere(view, nextSeat, hand[chop].id, t)));
      if (keep) {
        const save = clues.find((o) => o.to === nextSeat && o.focus === chop && o.reading === 'save' && o.good);
        if (save) return save.move;
      }
    }
  }
  // 4. Archive: a can known useless, else the Wegwerf-Dose.
  const archive = (): KinoMove | null => {
    if (view.batteries >= MAX_BATTERIES) return null;
    for (let i = mine.length - 1; i >= 0; i--) if (mine[i].lit && ((mine[i].conv & mine[i].facts || mine[i].facts) & needed) === 0) return { type: 'archive', can: view.hands[me][i].id };
    for (let i = mine.length - 1; i >= 0; i--) if (!mine[i].lit) return { type: 'archive', can: view.hands[me][i].id };
    if (is('chopall')) return { type: 'archive', can: view.hands[me][mine.length - 1].id };
    return null;
  };
  if (is('archfirst') && view.batteries < 4) { const a = archive(); if (a) return a; }
  // 3. The best good Spielhinweis (the focused can really fits, nothing useless lit).
  const plays = clues.filter((o) => o.good && o.reading === 'play').sort((a, b) => b.worth - a.worth);
  if (plays.length > 0 && (view.batteries >= 2 || plays[0].worth >= 1 || is('cluegreedy'))) return plays[0].move;
  const a = archive();
  if (a) return a;
  // 5. A harmless clue (nobody led to play a can that does not fit), else blind play.
  const harmless = clues.filter((o) => (is('harmnoplay') ? o.sound && o.reading !== 'play' : o.good || (o.sound && o.reading !== 'play'))).sort((a, b) => Number(b.good) - Number(a.good));
  if (harmless.length > 0) return harmless[0].move;
  if (view.batteries < MAX_BATTERIES) return { type: 'archive', can: view.hands[me][view.hands[me].length - 1].id };
  return { type: 'play', can: view.hands[me][0].id };
}

function visibleElsewhere(view: KinoView, seat: number, id: number, t: number): boolean {
  void seat;
  return view.hands.some((hand, s) => s !== view.you && hand.some((c) => c.id !== id && c.film !== undefined && idOf(c.film, c.akt!) === t));
}

interface Option {
  to: number;
  move: KinoMove;
  focus: number;
  reading: 'play' | 'save' | 'none';
  /** The focus is read right (its true identity stays possible) and no useless can is lit. */
  good: boolean;
  /** The focus is read right: its true identity stays possible, and it is still needed. */
  sound: boolean;
  /** New cans it gets played. */
  worth: number;
}

/** Every clue the colleague could give, read as it would read it. */
function clueOptions(view: KinoView, mem: Memory, board: Board, joker: boolean): Option[] {
  const films = board.films;
  const needed = neededMask(board);
  const fits = fitsMask(board);
  const out: Option[] = [];
  let known = 0;
  view.hands.forEach((hand) => hand.forEach((c) => {
    const b = mem.beliefs.get(c.id);
    if (b && b.lit && one(b.conv & needed)) known |= b.conv & needed;
  }));
  for (let k = 1; k < view.seats; k++) {
    const to = (view.you! + k) % view.seats;
    const hand = view.hands[to];
    const values: { film: number | null; akt: number | null }[] = [];
    for (let f = 0; f < films; f++) if (!(joker && f === 5)) values.push({ film: f, akt: null });
    for (let a = 1; a <= AKTS; a++) values.push({ film: null, akt: a });
    for (const v of values) {
      const bits = clueBitsOf(films, joker, v.film, v.akt);
      const truth = hand.map((c) => idOf(c.film!, c.akt!));
      const touched = truth.map((t) => (bits & (1 << t)) !== 0);
      if (!touched.some(Boolean)) continue;
      const copy = hand.map((c) => ({ ...(mem.beliefs.get(c.id) ?? { facts: 0x3fffffff, conv: 0x3fffffff, lit: false, mark: null }) }));
      let knownElsewhere = 0;
      view.hands.forEach((h, s) => { if (s !== to) h.forEach((c) => { const b = mem.beliefs.get(c.id); if (b && b.lit && one(b.conv & needed)) knownElsewhere |= b.conv & needed; }); });
      const before = copy.map((b) => ({ ...b }));
      const r = readOne(board, copy, touched, bits, { akt: v.akt }, knownElsewhere, truth);
      const focus = r.focus ?? -1;
      const sound = focus < 0 || ((copy[focus].conv & (1 << truth[focus])) !== 0 && (needed & (1 << truth[focus])) !== 0);
      let good = focus >= 0 && sound;
      let worth = 0;
      touched.forEach((t, i) => {
        if (!t) return;
        if (!before[i].lit && (needed & (1 << truth[i])) === 0) good = false;
        if (!before[i].lit && (needed & (1 << truth[i])) !== 0) worth += 0.1;
      });
      if (r.reading === 'play' && focus >= 0) {
        const t = truth[focus];
        if (fits & (1 << t)) worth += 1;
        else if (known & (1 << (t - 1))) worth += 0.7;
        else good = false;
      }
      if (r.reading === 'save') worth += 0.5;
      out.push({ to, move: v.akt !== null ? { type: 'clue', to, akt: v.akt } : { type: 'clue', to, film: v.film! }, focus, reading: r.reading, good, sound, worth });
    }
  }
  return out;
}

/** The colleague's reading of each clue in the view, by clue index: focus as a can id, and play/save/none. */
export function readingsOf(view: KinoView): { focusId: number | null; reading: 'play' | 'save' | 'none' }[] {
  const mem = remember(view);
  // remember() reports the focus by position in the hand at the time; the recorded clue has its position too.
  return mem.readings.map((r, k) => {
    const c = view.clues[k];
    if (r.focus === null) return { focusId: null, reading: r.reading };
    // Position → id: the hand at the time of the clue, left to right.
    return { focusId: positionToId(view, c, r.focus), reading: r.reading };
  });
}

function positionToId(view: KinoView, clue: ClueRecord, pos: number): number | null {
  const { owner, drawnAt, leftAt } = canTimeline(view);
  const hand = handAt(view, clue.to, clue.turn, owner, drawnAt, leftAt);
  return hand[pos] ?? null;
}

