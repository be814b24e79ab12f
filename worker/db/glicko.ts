// Owns the skill rating beside the Bestenliste: Glicko-2 (Glickman 2012, the system lichess uses),
// pure math. A game with several seats is one rating period in which the player met every other
// side once: ahead of it a win, behind it a loss, the same place a draw. Computers have fixed
// ratings by level, so beating four strong computers is worth more than beating one easy one.
import { namedComputer } from '@games/ids';

export interface Rating {
  rating: number;
  /** Rating deviation: how sure the rating is (350 for a newcomer). */
  rd: number;
  volatility: number;
}

export const NEW_PLAYER: Rating = { rating: 1500, rd: 350, volatility: 0.06 };
/** Ratings stay provisional ("?") until this many rated games. */
export const PROVISIONAL_GAMES = 10;

/** Fixed ratings of the computer levels (never updated; a small deviation: they are well known). */
export const COMPUTER_RATINGS: Record<string, Rating> = {
  leicht: { rating: 1150, rd: 60, volatility: 0.06 },
  normal: { rating: 1450, rd: 60, volatility: 0.06 },
  stark: { rating: 1750, rd: 60, volatility: 0.06 },
};

/** A computer's fixed rating: its level's, or a named computer's own (worker/games/ids.ts). */
export function computerRating(level: string): Rating {
  const named = namedComputer(level);
  return COMPUTER_RATINGS[level] ?? { rating: named?.rating ?? COMPUTER_RATINGS.normal!.rating, rd: 60, volatility: 0.06 };
}

/** One result against one opponent: 1 win, 0.5 draw, 0 loss. */
export interface Encounter {
  opponent: Rating;
  score: number;
}

const SCALE = 173.7178;
/** System constant: how much the volatility may change (Glickman suggests 0.3–1.2). */
const TAU = 0.5;
const EPSILON = 0.000001;

const g = (phi: number): number => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));

/** The rating after one rating period with these encounters (none: only the deviation grows). */
export function updateRating(r: Rating, encounters: readonly Encounter[]): Rating {
  const mu = (r.rating - 1500) / SCALE;
  const phi = r.rd / SCALE;
  if (encounters.length === 0) {
    return { ...r, rd: Math.min(350, Math.sqrt(phi * phi + r.volatility * r.volatility) * SCALE) };
  }
  let vInv = 0;
  let sum = 0;
  for (const e of encounters) {
    const muJ = (e.opponent.rating - 1500) / SCALE;
    const gJ = g(e.opponent.rd / SCALE);
    const expected = 1 / (1 + Math.exp(-gJ * (mu - muJ)));
    vInv += gJ * gJ * expected * (1 - expected);
    sum += gJ * (e.score - expected);
  }
  const v = 1 / vInv;
  const delta = v * sum;
  const volatility = newVolatility(phi, r.volatility, v, delta);
  const phiStar = Math.sqrt(phi * phi + volatility * volatility);
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const muNew = mu + phiNew * phiNew * sum;
  return { rating: muNew * SCALE + 1500, rd: Math.min(350, phiNew * SCALE), volatility };
}

/** Step 5 of Glicko-2: the new volatility by the Illinois algorithm. */
function newVolatility(phi: number, sigma: number, v: number, delta: number): number {
  const a = Math.log(sigma * sigma);
  const f = (x: number) => {
    const ex = Math.exp(x);
    return (ex * (delta * delta - phi * phi - v - ex)) / (2 * (phi * phi + v + ex) ** 2) - (x - a) / (TAU * TAU);
  };
  let A = a;
  let B: number;
  if (delta * delta > phi * phi + v) B = Math.log(delta * delta - phi * phi - v);
  else {
    let k = 1;
    while (f(a - k * TAU) < 0) k++;
    B = a - k * TAU;
  }
  let fA = f(A);
  let fB = f(B);
  for (let i = 0; i < 100 && Math.abs(B - A) > EPSILON; i++) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else fA /= 2;
    B = C;
    fB = fC;
  }
  return Math.exp(A / 2);
}

/** A seat of a finished game as the rating sees it. */
export interface RatedSeat {
  seat: number;
  place: number;
  /** Partners (a pair at four) are one side: never rated against each other. */
  team?: number;
  /** A person's current rating, or a computer's fixed one. */
  rating: Rating;
}

/** Each seat's encounters in one game: every seat of another side, scored by place. */
export function encountersOf(seats: readonly RatedSeat[], seat: number): Encounter[] {
  const me = seats.find((s) => s.seat === seat)!;
  return seats
    .filter((o) => o.seat !== seat && (me.team === undefined || o.team !== me.team))
    .map((o) => ({ opponent: o.rating, score: me.place < o.place ? 1 : me.place > o.place ? 0 : 0.5 }));
}
