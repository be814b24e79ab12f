// Balance measurement: many seeded games with the normal computers; for every objective kept to
// the end of a round (not flipped), the points it earned. Per kind: mean, spread, and the largest
// relative deviation of a kind's mean from the overall mean. Used by `npm run balance`
// (scripts/balance.ts → docs/album-balance.md) and by the benchmark (album.balance.max_kind_deviation).
import { stepRng } from '../../worker/games/core/rng';
import { isRuleError } from '../../worker/games/core/types';
import type { ObjectiveKind } from '../../worker/games/album/types';
import { OBJECTIVE_KINDS } from '../../worker/games/album/types';
import { CARDS, kindOf } from '../../worker/games/album/cards';
import { album } from '../../worker/games/album';

export interface Stat {
  n: number;
  mean: number;
  /** Standard deviation of the points. */
  sd: number;
}

export interface BalanceReport {
  games: number;
  seatCounts: number[];
  overall: Stat;
  kinds: Record<ObjectiveKind, Stat>;
  /** Per card id. */
  cards: Stat[];
  /** max over kinds of |kind mean − overall mean| / overall mean. */
  maxKindDeviation: number;
  worstKind: ObjectiveKind;
}

class Acc {
  n = 0;
  sum = 0;
  sq = 0;
  add(x: number) { this.n++; this.sum += x; this.sq += x * x; }
  stat(): Stat {
    const mean = this.n ? this.sum / this.n : 0;
    const variance = this.n > 1 ? (this.sq - this.n * mean * mean) / (this.n - 1) : 0;
    return { n: this.n, mean, sd: Math.sqrt(Math.max(0, variance)) };
  }
}

/** Plays one game with normal computers in every seat and feeds every collected objective's points to `add`. */
export function playBalanceGame(seats: number, seed: string, add: (cardId: number, points: number) => void): void {
  const options = album.defaultOptions();
  let state = album.setup(seats, options, stepRng(seed, 0, 'setup'));
  let seq = 0;
  while (!album.isOver(state)) {
    const seat = album.pending(state)[0];
    seq++;
    const move = album.validate(state, seat, album.choose(album.view(state, seat), 'normal', stepRng(seed, seq, `bot:${seat}`)));
    if (isRuleError(move)) throw new Error(`album balance: illegal move (${move.message}), seed ${seed}`);
    state = album.apply(state, seat, move, stepRng(seed, seq)).state;
  }
  for (const r of state.results) for (const s of r.scores) for (const line of s.lines) add(line.card, line.points);
}

/** `gamesPerSeatCount` games for each seat count 2…6, seeds `${seed}-${seats}-${i}`. */
export function measureBalance(gamesPerSeatCount = 200, seed = 'balance', seatCounts = [2, 3, 4, 5, 6]): BalanceReport {
  const overall = new Acc();
  const kinds = Object.fromEntries(OBJECTIVE_KINDS.map((k) => [k, new Acc()])) as Record<ObjectiveKind, Acc>;
  const cards = CARDS.map(() => new Acc());
  for (const seats of seatCounts) {
    for (let i = 0; i < gamesPerSeatCount; i++) {
      playBalanceGame(seats, `${seed}-${seats}-${i}`, (id, points) => {
        overall.add(points);
        kinds[kindOf(id)].add(points);
        cards[id].add(points);
      });
    }
  }
  const o = overall.stat();
  const kindStats = Object.fromEntries(OBJECTIVE_KINDS.map((k) => [k, kinds[k].stat()])) as Record<ObjectiveKind, Stat>;
  let worstKind: ObjectiveKind = OBJECTIVE_KINDS[0];
  let maxKindDeviation = 0;
  for (const k of OBJECTIVE_KINDS) {
    if (kindStats[k].n === 0) continue;
    const dev = Math.abs(kindStats[k].mean - o.mean) / o.mean;
    if (dev > maxKindDeviation) { maxKindDeviation = dev; worstKind = k; }
  }
  return {
    games: gamesPerSeatCount * seatCounts.length,
    seatCounts,
    overall: o,
    kinds: kindStats,
    cards: cards.map((c) => c.stat()),
    maxKindDeviation,
    worstKind,
  };
}
