// Erfolge, judged per game from the public round records of that game.
import type { ElsterAchievement, RoundRecord } from '../types';
import { CROWN } from '../types';
import { direction } from './round';

export const ACHIEVEMENTS: readonly ElsterAchievement[] = ['kroenchen', 'sauberesNest', 'topfraeuber', 'kieselkunst', 'zankhahn'];

/** The achievements `seat` earned in one finished game. */
export function gameAchievements(rounds: readonly RoundRecord[], nest: readonly number[], seat: number): ElsterAchievement[] {
  const out: ElsterAchievement[] = [];
  const won = rounds.filter((r) => r.winner === seat);
  // Krönchen-Elster: took the +10.
  if (nest.includes(CROWN)) out.push('kroenchen');
  // Sauberes Nest: a whole game without any Ärger.
  if (nest.length > 0 && !nest.some((c) => c < 0)) out.push('sauberesNest');
  // Topfräuber: took a pot of two or more cards.
  if (won.some((r) => r.cards.length >= 2)) out.push('topfraeuber');
  // Kieselkunst: took ("holen", not forced to take) a plus card with pebble 1.
  if (won.some((r) => r.bids[seat] === 1 && direction(r.cards) > 0)) out.push('kieselkunst');
  // Zankhahn: lost four or more pebbles in Gezänk.
  if (rounds.filter((r) => r.cancelled.includes(r.bids[seat])).length >= 4) out.push('zankhahn');
  return out;
}
