// Erfolge, judged per game from the public round records of that game.
import type { ElsterAchievement, RoundRecord } from '../types';
import { CROWN } from '../types';
import { direction } from './round';

export const ACHIEVEMENTS: readonly ElsterAchievement[] = ['kroenchen', 'sauberesNest', 'topfraeuber', 'kieselkunst', 'zankhahn'];

/** The achievements `seat` earned in one finished game. */
export function gameAchievements(rounds: readonly RoundRecord[], nest: readonly number[], seat: number): ElsterAchievement[] {
  const out: ElsterAchievement[] = [];
  const won = rounds.filter((r) => r.winner === seat);
  // "Geholt" is winning plus loot with the highest pebble; a minus pot the lowest pebble "muss
  // nehmen" is not geholt — for the Krönchen inside it, the pot, and Kieselkunst alike.
  const geholt = won.filter((r) => direction(r.cards) > 0);
  // Krönchen-Elster: das Krönchen ins Nest geholt.
  if (geholt.some((r) => r.cards.includes(CROWN))) out.push('kroenchen');
  // Sauberes Nest: a whole game without any Ärger.
  if (nest.length > 0 && !nest.some((c) => c < 0)) out.push('sauberesNest');
  // Topfräuber: einen Topf mit zwei oder mehr Karten geholt.
  if (geholt.some((r) => r.cards.length >= 2)) out.push('topfraeuber');
  // Kieselkunst: took ("holen", not forced to take) a plus card with pebble 1.
  if (won.some((r) => r.bids[seat] === 1 && direction(r.cards) > 0)) out.push('kieselkunst');
  // Zankhahn: lost four or more pebbles in Gezänk.
  if (rounds.filter((r) => r.cancelled.includes(r.bids[seat])).length >= 4) out.push('zankhahn');
  return out;
}
