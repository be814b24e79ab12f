// The positions the Klammern timing figures are taken at: seeded Partien (4 seats for even game
// numbers, 3 for odd), two games of each, every decision of them (bids and the Abrechnung too),
// played on by normal computers. Shared by the bench (`decideTimes`) and
// scripts/klammern-decide-times.ts, so both time the same decisions.
import { stepRng } from '../../worker/games/core/rng';
import { klammern } from '../../worker/games/klammern';
import type { KlammernOptions, KlammernView } from '../../worker/games/klammern/types';

/** Calls `at` with each decision's view, the deciding seat, the table size, the seed and the step number. */
export function eachDecision(games: number, options: KlammernOptions, at: (view: KlammernView, seat: number, seats: number, seed: string, seq: number) => void): void {
  for (let g = 0; g < games; g++) {
    const seats = g % 2 === 0 ? 4 : 3;
    const seed = `klammern-decide-${g}`;
    let s = klammern.setup(seats, options, stepRng(seed, 0, 'setup'));
    let seq = 0;
    while (!klammern.isOver(s) && s.results.length < 2) {
      const seat = klammern.pending(s)[0]!;
      seq++;
      const view = klammern.view(s, seat);
      at(view, seat, seats, seed, seq);
      s = klammern.apply(s, seat, klammern.choose(view, 'normal', stepRng(seed, seq, 'play')), stepRng(seed, seq)).state;
    }
  }
}

/** CPU milliseconds of one call. */
export function cpuMs(f: () => void): number {
  const t0 = process.cpuUsage();
  f();
  const t = process.cpuUsage(t0);
  return (t.user + t.system) / 1000;
}
