// The figures against the reference players (issue 15): stark's win share heads-up against one
// reference player and at four seats against three of them, `<prefix>.strength.stark_vs_mc` and
// `…_4p`. At four seats an even share would be 0.25.
import type { StrengthRunner } from '../parallel';
import type { BenchFigure } from '../types';

/** The name the bench modules give their reference player (a key of StrengthSetup.players). */
export const REFERENCE = 'mc';

export async function referenceFigures(
  prefix: string,
  strength: StrengthRunner,
  games: { twoSeats: number; fourSeats: number },
): Promise<BenchFigure[]> {
  const two = await strength(2, 'stark', REFERENCE, games.twoSeats);
  const four = await strength(4, 'stark', REFERENCE, games.fourSeats);
  return [
    { name: `${prefix}.strength.stark_vs_mc`, value: two.value, unit: 'share', ci: two.ci },
    { name: `${prefix}.strength.stark_vs_mc_4p`, value: four.value, unit: 'share', ci: four.ci },
  ];
}
