// Der Abspann (credits) and the co-operative outcome: every seat gets the same points, place 1 and
// the same Bestenliste value. The credits show more than the sum: what was still possible after the
// losses ("Krimi Akt 4 ist ganz verloren"), the balance (eingelegt, Filmrisse, Hinweise, Rettungen),
// each projectionist's contribution and the Moment des Abends.
import type { Outcome, Seat } from '../../core/types';
import type { EndReason, Film, KinoOptions, KinoState } from '../types';
import { AKTS } from '../types';
import { filmCount, maxPoints } from './filmdosen';
import { bestenliste, kritik, points, scaled, type Kritik } from './punkte';
import { archivedCounts, reachable } from './wissen';

export interface Contribution {
  seat: Seat;
  eingelegt: number;
  filmrisse: number;
  archiviert: number;
  hinweise: number;
  rettungen: number;
  /** Touched cans of this seat's clues that were later eingelegt. */
  hinweisWirkung: number;
}

export type Moment =
  /** A Rettung whose can was later eingelegt (the highest Akt wins). */
  | { kind: 'rettung'; by: Seat; to: Seat; film: Film; akt: number; turn: number }
  /** The clue that brought the most cans onto the reels (at least two). */
  | { kind: 'hinweis'; by: Seat; to: Seat; film: Film | null; akt: number | null; played: number; turn: number }
  /** The last reel completed with its Akt 5. */
  | { kind: 'spule'; seat: Seat; film: Film; turn: number };

export interface Abspann {
  reason: EndReason;
  /** The points on the reels, and what counts (0 after the third Filmriss). */
  reelPoints: number;
  points: number;
  maxPoints: number;
  /** The points scaled to 25. */
  scaled: number;
  kritik: Kritik;
  leaderboard: number;
  /** What the reels could still reach after the losses, and where a reel was cut short. */
  bestPossible: number;
  lost: { film: Film; akt: number }[];
  balance: { eingelegt: number; filmrisse: number; archiviert: number; hinweise: number; rettungen: number };
  projectionists: Contribution[];
  moment: Moment | null;
}

function moment(state: KinoState): Moment | null {
  const played = new Map(state.history.filter((h) => h.how === 'played').map((h) => [h.id, h]));
  let best: Moment | null = null;
  for (const k of state.clues) {
    const can = k.focus === null ? undefined : played.get(k.focus);
    if (k.reading === 'save' && can && (best === null || (best.kind === 'rettung' && can.akt >= best.akt))) {
      best = { kind: 'rettung', by: k.by, to: k.to, film: can.film, akt: can.akt, turn: k.turn };
    }
  }
  if (best) return best;
  for (const k of state.clues) {
    const n = k.touched.filter((id) => played.has(id)).length;
    if (n >= 2 && (best === null || (best.kind === 'hinweis' && n >= best.played))) {
      best = { kind: 'hinweis', by: k.by, to: k.to, film: k.film, akt: k.akt, played: n, turn: k.turn };
    }
  }
  if (best) return best;
  const fives = state.history.filter((h) => h.how === 'played' && h.akt === AKTS);
  const last = fives[fives.length - 1];
  return last ? { kind: 'spule', seat: last.seat, film: last.film, turn: last.turn } : null;
}

export function abspann(state: KinoState): Abspann {
  const reason = state.over ?? 'letzteRolle';
  const strikeout = reason === 'filmriss';
  const reelPoints = points(state);
  const s = scaled(reelPoints, state.options);
  const films = filmCount(state.options);
  const top = reachable(films, state.reels, archivedCounts(state.history));
  const played = new Set(state.history.filter((h) => h.how === 'played').map((h) => h.id));
  const projectionists: Contribution[] = Array.from({ length: state.seats }, (_, seat) => {
    const mine = state.history.filter((h) => h.seat === seat);
    const clues = state.clues.filter((k) => k.by === seat);
    return {
      seat,
      eingelegt: mine.filter((h) => h.how === 'played').length,
      filmrisse: mine.filter((h) => h.how === 'filmriss').length,
      archiviert: mine.filter((h) => h.how === 'archived').length,
      hinweise: clues.length,
      rettungen: clues.filter((k) => k.reading === 'save').length,
      hinweisWirkung: clues.reduce((n, k) => n + k.touched.filter((id) => played.has(id)).length, 0),
    };
  });
  const sum = (key: keyof Omit<Contribution, 'seat'>) => projectionists.reduce((n, p) => n + p[key], 0);
  return {
    reason,
    reelPoints,
    points: strikeout ? 0 : reelPoints,
    maxPoints: maxPoints(state.options),
    scaled: strikeout ? 0 : s,
    kritik: kritik(s, strikeout),
    leaderboard: bestenliste(s, state.seats, strikeout),
    bestPossible: top.reduce((a, b) => a + b, 0),
    lost: top.flatMap((t, film) => (t < AKTS ? [{ film, akt: t + 1 }] : [])),
    balance: { eingelegt: sum('eingelegt'), filmrisse: sum('filmrisse'), archiviert: sum('archiviert'), hinweise: sum('hinweise'), rettungen: sum('rettungen') },
    projectionists,
    moment: moment(state),
  };
}

/**
 * The Besetzung a record is kept for: the number of projectionists, with or without Farbfilm (its own
 * reel or the Joker), e.g. '3p' or '3p-farbfilm'.
 */
export function besetzung(seats: number, options: KinoOptions): string {
  return `${seats}p${options.farbfilm === 'none' ? '' : '-farbfilm'}`;
}

/**
 * Co-operative: one value, one place for everyone. Each seat's record is the points (0 after the
 * third Filmriss) in this Besetzung.
 */
export function outcome(state: KinoState): Outcome {
  const detail = abspann(state);
  const record = { score: detail.points, variant: besetzung(state.seats, state.options) };
  return {
    coop: true,
    seats: Array.from({ length: state.seats }, (_, seat) => ({
      seat, points: detail.points, place: 1, leaderboard: detail.leaderboard,
      // Stehende Ovationen are counted (and their streak) per player: the whole table earns them.
      achievements: detail.kritik === 'stehendeOvationen' ? ['stehendeOvationen'] : [],
      record,
    })),
    detail,
  };
}
