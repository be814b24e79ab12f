// What a game counts, as the table shows it: "zählt …" with Kontra / Re, and the value of a
// finished game as a sum ("Orgi Herz 6 × Kontra 2 = 12"). The rules' own numbers (rules/bidding.ts,
// rules/abrechnung.ts) stay the authority; this only words them.
import type { GameRecord, KlammernView } from '@games/klammern/types';
import { multiplier } from '@games/klammern/rules/abrechnung';
import { packets } from '@games/klammern/rules/deal';
import { contractText, tx } from './i18n';

/** The value the running game counts now (before a Durchmarsch is known) and its factor. */
export function contractValueOf(view: KlammernView): { value: number; factor: number } {
  const c = view.contract;
  if (!c) return { value: 0, factor: 1 };
  const factor = multiplier(view.doubling.kontra !== null, view.doubling.re, false);
  return { value: c.value * factor, factor };
}

/** Tricks in one game: the size of a hand at the deal. */
export function tricksPerGame(view: Pick<KlammernView, 'seats' | 'options'>): number {
  return packets(view.seats, view.options).reduce((a, b) => a + b, 0);
}

/** "Orgi Herz 6 × Kontra 2 × Durchmarsch 2 = 24" (just "= 6" parts left out when nothing doubles). */
export function valueSum(r: GameRecord): string {
  const parts = [`${contractText(r.contract)} ${r.contract.value}`];
  if (r.re) parts.push(tx('value.re'));
  else if (r.kontra) parts.push(tx('value.kontra'));
  if (r.durchmarsch) parts.push(tx('value.durchmarsch'));
  return parts.length === 1 ? `${parts[0]}` : `${parts.join(' × ')} = ${r.value}`;
}
