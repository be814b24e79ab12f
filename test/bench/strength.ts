// Strength measurement helpers shared by the games' benchmarks: play seeded games between computer
// levels through a real Game object, and report a win share with its 95 % confidence interval.
import type { AnyGame, BotLevel, Outcome } from '../../worker/games/core/types';
import { isRuleError } from '../../worker/games/core/types';
import { stepRng, type Rng } from '../../worker/games/core/rng';

/**
 * A player from outside the game's own levels (a benchmark opponent): decides from the seat's view
 * with the rng it is given, like `game.choose`.
 */
export type Player = (view: any, rng: Rng) => unknown;

/** Extra players by name; a seat whose name is listed here plays it instead of a computer level. */
export type Players = Readonly<Record<string, Player>>;

/**
 * Play one game (match) from `seed` with a computer of `levels[seat]` in every seat (or the player
 * of that name in `players`); returns its outcome. Each decides from `game.view(state, seat)` only;
 * every move is validated like a client's.
 */
export function playGame(game: AnyGame, levels: readonly string[], options: unknown, seed: string, players: Players = {}): Outcome {
  return game.outcome(playOut(game, levels, options, seed, players));
}

/** The same game played out; returns its final state (for figures the outcome does not carry). */
export function playOut(game: AnyGame, levels: readonly string[], options: unknown, seed: string, players: Players = {}): unknown {
  let state = game.setup(levels.length, options, stepRng(seed, 0, 'setup'));
  let step = 0;
  while (!game.isOver(state)) {
    const seats = game.pending(state);
    if (seats.length === 0) throw new Error(`${game.id}: nobody to move in a running game (seed ${seed})`);
    for (const seat of seats) {
      step++;
      const player = players[levels[seat]];
      const view = game.view(state, seat);
      const rng = stepRng(seed, step, `bot${seat}`);
      const move = player ? player(view, rng) : game.choose(view, levels[seat] as BotLevel, rng);
      const valid = game.validate(state, seat, move);
      if (isRuleError(valid)) throw new Error(`${game.id}: ${levels[seat]} bot made an illegal move: ${valid.message} (seed ${seed})`);
      state = game.apply(state, seat, valid, stepRng(seed, step)).state;
    }
  }
  return state;
}

/** A seat's share of the win: 1 alone on first place, 1/k when k seats share it, else 0. */
export function winShare(outcome: Outcome, seat: number): number {
  const first = outcome.seats.filter((s) => s.place === 1);
  return first.some((s) => s.seat === seat) ? 1 / first.length : 0;
}

export interface ShareEstimate {
  /** Mean share over the samples. */
  value: number;
  /** 95 % confidence interval (normal approximation with the sample variance). */
  ci: [number, number];
  n: number;
}

export function estimateShare(samples: readonly number[]): ShareEstimate {
  const n = samples.length;
  if (n === 0) return { value: NaN, ci: [NaN, NaN], n };
  let sum = 0;
  for (const x of samples) sum += x;
  const mean = sum / n;
  let sq = 0;
  for (const x of samples) sq += (x - mean) * (x - mean);
  const se = n > 1 ? Math.sqrt(sq / (n - 1) / n) : 0;
  const round = (x: number) => Math.round(x * 10000) / 10000;
  return { value: round(mean), ci: [round(Math.max(0, mean - 1.96 * se)), round(Math.min(1, mean + 1.96 * se))], n };
}

/**
 * One `hero` level (or named player) against `villain`s: game i puts the hero in seat
 * (offset + i) mod seats (seats rotated), everyone else plays `villain`. Returns the hero's win
 * share per game (`share`: by place unless given). `offset` keeps the rotation when a seed list is
 * split into shards.
 */
export function heroShares(
  game: AnyGame,
  seats: number,
  hero: string,
  villain: string,
  options: unknown,
  seeds: readonly string[],
  offset = 0,
  share: (outcome: Outcome, seat: number) => number = winShare,
  players: Players = {},
): number[] {
  return seeds.map((seed, i) => {
    const heroSeat = (offset + i) % seats;
    const levels = Array.from({ length: seats }, (_, s) => (s === heroSeat ? hero : villain));
    return share(playGame(game, levels, options, seed, players), heroSeat);
  });
}
