// What a viewer may see. A seat sees every colleague's cans but never its own: its own cans show
// only their backs — what the clues say (mask), how the conventions read them (inferred, mark) and
// which identities are still possible after everything the seat sees (its other cans known for
// certain included). A spectator sees only public facts during play (reels, archive, batteries,
// Filmrisse, clues, the backs); after the end every can is open. The stack order is never shown.
import type { Viewer } from '../core/types';
import type { CanView, HandCan, KinoState, KinoView, TaskFact } from './types';
import { filmCount, filmsOf, identity, lowest } from './rules/filmdosen';
import { wegwerfDose } from './rules/absprachen';
import { archivedCounts, criticalMask, exhaustedMask, IDENTITIES, reachable } from './rules/wissen';
import { points } from './rules/punkte';

/** Per identity: the cans `viewer` sees in the hands (every hand but its own). */
export function seenInHands(state: Pick<KinoState, 'hands'>, viewer: number): Int8Array {
  const out = new Int8Array(IDENTITIES);
  state.hands.forEach((hand, s) => {
    if (s !== viewer) for (const c of hand) out[identity(c.film, c.akt)]++;
  });
  return out;
}

/**
 * Per can of the viewer's own hand: the identities still possible ("welche Dosen danach noch in
 * Frage kommen") — what the clues say, less every identity whose copies are all accounted for: on
 * the reels, in the archive, in the hands the viewer sees, or in the viewer's other cans that are
 * already known for certain (one identity left). Repeated until nothing more is known; sound, since
 * a can known for certain is that can.
 */
function ownPossible(hand: readonly HandCan[], films: number, reels: readonly number[], archived: ArrayLike<number>, seen: Int8Array): number[] {
  let possible = hand.map(() => 0);
  let known: number[] = hand.map(() => -1);
  for (let round = 0; round <= hand.length; round++) {
    const counts = Int8Array.from(seen);
    for (const k of known) if (k >= 0) counts[k]++;
    possible = hand.map((c, i) => {
      if (known[i] >= 0) counts[known[i]]--;
      const m = c.mask & ~exhaustedMask(films, reels, archived, counts);
      if (known[i] >= 0) counts[known[i]]++;
      return m;
    });
    const next = possible.map((m) => (m !== 0 && (m & (m - 1)) === 0 ? lowest(m) : -1));
    if (next.every((k, i) => k === known[i])) break;
    known = next;
  }
  return possible;
}

function back(c: HandCan, neu: boolean): CanView {
  return { id: c.id, clued: c.clued, mask: c.mask, inferred: c.inferred, mark: c.mark, neu };
}

export function view(state: KinoState, viewer: Viewer): KinoView {
  const you = viewer === 'spectator' ? null : viewer;
  const open = state.over !== null;
  const films = filmCount(state.options);
  const neuIds = state.neu.map((k) => (k >= 0 ? state.clues[k].touched : []));
  const archived = archivedCounts(state.history);
  const possible = you !== null && !open ? ownPossible(state.hands[you], films, state.reels, archived, seenInHands(state, you)) : [];
  const hands = state.hands.map((hand, s) => hand.map((c, i): CanView => {
    const v = back(c, neuIds[s].includes(c.id));
    if (open || (you !== null && s !== you)) return { ...v, film: c.film, akt: c.akt };
    if (you === s) v.possible = possible[i];
    return v;
  }));
  let task: TaskFact | null = null;
  if (you !== null && state.neu[you] >= 0) {
    const k = state.clues[state.neu[you]];
    task = { by: k.by, film: k.film, akt: k.akt, count: k.touched.length, focus: k.focus, focusPos: k.focusPos, handSize: k.handSize, reading: k.reading };
  }
  const p = points(state);
  return {
    seats: state.seats,
    you,
    options: state.options,
    films: filmsOf(state.options),
    phase: open ? 'over' : 'play',
    turn: open ? null : state.turn,
    turnNo: state.turnNo,
    reels: state.reels,
    history: state.history,
    deckCount: state.deck.length,
    batteries: state.batteries,
    filmrisse: state.filmrisse,
    finalTurns: state.finalTurns,
    hands,
    handSizes: state.hands.map((h) => h.length),
    wegwerf: state.hands.map((h) => wegwerfDose(h)),
    clues: state.clues,
    neu: state.neu,
    task,
    critical: criticalMask(films, state.reels, archived),
    reachable: reachable(films, state.reels, archived),
    points: p,
    totals: new Array<number>(state.seats).fill(state.over === 'filmriss' ? 0 : p),
    over: state.over,
  };
}

/**
 * A finished match's replay for its watcher ("Zuschauer"): every can open, the watcher's view with
 * each hand's faces filled in. A replay is read after the match has ended; at the table nobody
 * ever sees them all.
 */
export function replayView(state: KinoState, viewer: Viewer): KinoView {
  const v = view(state, viewer);
  if (viewer !== 'spectator') return v;
  return { ...v, hands: v.hands.map((hand, s) => hand.map((c, i) => ({ ...c, film: state.hands[s]![i]!.film, akt: state.hands[s]![i]!.akt }))) };
}
