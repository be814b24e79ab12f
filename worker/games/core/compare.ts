// "Wie hätte der Computer gespielt?": a daily deal played again with the strong computer in the
// player's seat, and the player's decisions set beside that computer's. Pure and deterministic:
// {game, options, seats, seed, actions} in, the same comparison out. Bounded by action and decision
// counts (each decision by the game's own iteration budget), never by the clock.
import { applyStep, dealOf } from './replay';
import { stepRng } from './rng';
import { isRuleError, type AnyGame, type BotLevel, type CompareUnit, type Seat } from './types';

/** The least gain a moment must show, per unit: one percentage point, or a tenth of a point. */
const MIN_GAIN: Record<CompareUnit, number> = { share: 0.01, margin: 0.1, points: 0.1 };

/** The parts of a game the comparison needs. */
export type CompareGame = Pick<AnyGame, 'setup' | 'validate' | 'apply' | 'view' | 'pending' | 'isOver' | 'outcome' | 'choose' | 'legalMoves'>
  & Partial<Pick<AnyGame, 'compare'>>;

/** The level that plays the player's seat: Rat's (the strong computer; Speedkino's Meister). */
export const STRONG_LEVEL: BotLevel = 'stark';
/** A computer game longer than this is a bug, not a deal. */
export const MAX_ACTIONS = 5_000;
/** The player's decisions examined at most, spread evenly over the match (CPU bound of one request). */
export const MAX_EXAMINED = 48;
/** Moments reported at most: those where the computer expected the most from its own choice. */
export const MAX_MOMENTS = 12;

export interface ComputerResult {
  points: number;
  place: number;
  /** Actions the computers' match took. */
  actions: number;
}

/**
 * The match every seat of which is a computer (`levels[seat]`), exactly as the table host would run
 * it: each decision from the seat's view with stepRng(seed, seq, 'bot:<seat>'), each action applied
 * with stepRng(seed, seq); seats owing a decision at once move in the order their decisions fell due
 * (the host's bot timers), lower seats first.
 */
export function playComputers(game: CompareGame, options: unknown, seed: string, levels: readonly BotLevel[]): { state: unknown; actions: number } {
  let state = dealOf(game, options, levels.length, seed);
  const owed = new Map<Seat, number>();
  let due = 0;
  let mover: Seat | null = null;
  let seq = 0;
  while (!game.isOver(state)) {
    if (++seq > MAX_ACTIONS) throw new Error(`compare: the computers' match ran past ${MAX_ACTIONS} actions`);
    const pending = game.pending(state) as Seat[];
    for (const s of [...owed.keys()]) if (!pending.includes(s)) owed.delete(s);
    for (const s of [...pending].sort((a, b) => a - b)) if (!owed.has(s) || s === mover) owed.set(s, due++);
    let seat = -1;
    for (const [s, at] of owed) if (seat < 0 || at < owed.get(seat)!) seat = s;
    if (seat < 0) throw new Error('compare: nobody owes a decision in a running match');
    const choice = game.choose(game.view(state, seat), levels[seat]!, stepRng(seed, seq, `bot:${seat}`));
    const move = game.validate(state, seat, choice);
    if (isRuleError(move)) throw new Error(`compare: computer in seat ${seat} chose an illegal move: ${move.error}`);
    state = applyStep(game, state, seq, seat, move, seed).state;
    mover = seat;
  }
  return { state, actions: seq };
}

/** The strong computer in `seat`, the other seats at their levels: its points and place. */
export function computerResult(game: CompareGame, options: unknown, seed: string, levels: readonly BotLevel[], seat: Seat): ComputerResult {
  const strong = levels.map((l, s) => (s === seat ? STRONG_LEVEL : l));
  const { state, actions } = playComputers(game, options, seed, strong);
  const mine = game.outcome(state).seats.find((s) => s.seat === seat);
  if (!mine) throw new Error(`compare: no outcome for seat ${seat}`);
  return { points: mine.points, place: mine.place, actions };
}

export interface Moment {
  /** The action number of the decision (1-based): the position before it is `position - 1`. */
  position: number;
  chosen: unknown;
  best: unknown;
  chosenValue: number;
  bestValue: number;
  unit: CompareUnit;
}

export interface DecisionsCompared {
  /** The seat's own decisions with a choice (more than one legal move) in the match. */
  decisions: number;
  /** How many of them were examined (at most MAX_EXAMINED, spread evenly). */
  examined: number;
  /** Where the computer would have chosen otherwise: at most MAX_MOMENTS, in match order. */
  moments: Moment[];
}

export interface RecordedAction {
  seat: Seat;
  move: unknown;
  /** Who decided it (schema/replay.ts ReplayBy); only 'human' decisions are the player's own. */
  by?: string;
}

/** `count` of `n` indices spread evenly (all of them when n ≤ count). */
export function spread(n: number, count: number): number[] {
  if (n <= count) return Array.from({ length: n }, (_, i) => i);
  return Array.from({ length: count }, (_, i) => Math.floor(((i + 0.5) * n) / count));
}

/**
 * The seat's decisions in the recorded match, each set beside the strong computer's choice in the
 * very same position (from the seat's view, with Rat's rng for that action:
 * stepRng(seed, seq, 'advice:<seat>')) and what it expected of both.
 */
export function compareDecisions(
  game: CompareGame, options: unknown, seats: number, seed: string, actions: readonly RecordedAction[], seat: Seat,
): DecisionsCompared {
  const compare = game.compare;
  if (!compare) return { decisions: 0, examined: 0, moments: [] };
  const states: unknown[] = [dealOf(game, options, seats, seed)];
  const own: number[] = [];
  actions.forEach((a, i) => {
    const before = states[i]!;
    const move = game.validate(before, a.seat, a.move);
    if (isRuleError(move)) throw new Error(`compare: action ${i + 1} is illegal: ${move.error}`);
    // Only decisions with a choice count (not Speedelster's last pebble, nor "Weiter").
    if (a.seat === seat && (a.by ?? 'human') === 'human' && game.legalMoves(game.view(before, seat)).length > 1) own.push(i);
    states.push(applyStep(game, before, i + 1, a.seat, move, seed).state);
  });
  const examined = spread(own.length, MAX_EXAMINED).map((k) => own[k]!);
  const differing: Moment[] = [];
  for (const i of examined) {
    const before = states[i]!;
    const chosen = game.validate(before, seat, actions[i]!.move);
    const c = compare(game.view(before, seat), chosen, stepRng(seed, i + 1, `advice:${seat}`));
    // A different move the computer itself values about as high (Speedelster's stark plays a mix,
    // and "51 % statt 51 %" teaches nothing) is no moment: the gain must show in the shown figures.
    if (!c.same && c.bestValue - c.chosenValue >= MIN_GAIN[c.unit]) differing.push({ position: i + 1, chosen, best: c.best, chosenValue: c.chosenValue, bestValue: c.bestValue, unit: c.unit });
  }
  const moments = differing
    .sort((a, b) => (b.bestValue - b.chosenValue) - (a.bestValue - a.chosenValue) || a.position - b.position)
    .slice(0, MAX_MOMENTS)
    .sort((a, b) => a.position - b.position);
  return { decisions: own.length, examined: examined.length, moments };
}
