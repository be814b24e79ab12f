// Stark: a mixed strategy for every bid, then one pebble drawn from it.
// Speedelster's bids are simultaneous, and in such games (like Goofspiel, its closest solved
// relative) the best play is a mix: any fixed answer can be read and beaten by a pebble just above
// or below it. Heads-up stark plays an equilibrium of the round's bid game, leaning towards its
// model of the other magpie only as far as that model has held (headsup.ts); with three to five
// magpies it answers its model of the others, blended with learners that adapt to stark
// (multiway.ts). Both are bounded by a fixed number of simulated rounds, never by time.
// Rat draws from the same mix with the same rng and describes it (advice.ts).
import type { Rng } from '../../core/rng';
import type { ElsterView } from '../types';
import type { Position } from './position';
import { headsUpMix, type Mix } from './headsup';
import { multiwayMix } from './multiway';

export type { Mix } from './headsup';

export interface StarkPick {
  /** The pebble stark lays: drawn from the mix. */
  pebble: number;
  /** Share of the time that pebble takes a positive stake or dodges a negative one (2 decimals). */
  chance: number;
  /** The mix it was drawn from: pebbles with their shares, the most likely first. */
  mix: { pebble: number; weight: number; chance: number }[];
  /** Every pebble of the hand (ascending) with its expected utility (win and place, 0…1) in the search. */
  values: { pebble: number; value: number }[];
}

export function starkMix(view: ElsterView, pos: Position, rng: Rng): Mix {
  return pos.n === 2 ? headsUpMix(view, pos, rng) : multiwayMix(view, pos, rng);
}

const round2 = (x: number) => Math.round(x * 100) / 100;

export function chooseStark(view: ElsterView, pos: Position, rng: Rng): StarkPick {
  const m = starkMix(view, pos, rng);
  let u = rng.next();
  let pick = -1;
  for (let i = 0; i < m.pebbles.length; i++) {
    if (m.weights[i] <= 0) continue;
    pick = i;
    u -= m.weights[i];
    if (u < 0) break;
  }
  const mix = m.pebbles
    .map((pebble, i) => ({ pebble, weight: m.weights[i], chance: round2(m.chance[i]) }))
    .filter((x) => x.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.pebble - b.pebble);
  const values = m.pebbles.map((pebble, i) => ({ pebble, value: m.value[i] }));
  return { pebble: m.pebbles[pick], chance: round2(m.chance[pick]), mix, values };
}
