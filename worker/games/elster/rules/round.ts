// One round of Speedelster: secret bids are revealed, equal pebbles cancel (Gezänk), and the
// highest (Glitzerkram) or lowest (Ärger) remaining pebble takes the cards at stake.
import type { HouseRule, RoundRecord } from '../types';

/**
 * Which way the cards at stake go: +1 = the highest pebble takes them, −1 = the lowest must.
 * A single card decides by its sign. Several cards (a pot) decide by their sum; a sum of exactly
 * zero is decided by the new card, which is the last one in `cards`.
 */
export function direction(cards: readonly number[]): 1 | -1 {
  if (cards.length === 1) return cards[0] > 0 ? 1 : -1;
  let sum = 0;
  for (const c of cards) sum += c;
  if (sum !== 0) return sum > 0 ? 1 : -1;
  return cards[cards.length - 1] > 0 ? 1 : -1;
}

/** Pebble values that two or more seats bid: they cancel each other (Gezänk). */
export function cancelledValues(bids: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < bids.length; i++) {
    const b = bids[i];
    if (out.includes(b)) continue;
    for (let j = i + 1; j < bids.length; j++) {
      if (bids[j] === b) { out.push(b); break; }
    }
  }
  return out.sort((x, y) => x - y);
}

/**
 * Resolve a round. `cards` are the pot's carried cards followed by the new card.
 * When every pebble cancels, nobody takes anything: the cards stay in the pot (base rule "Topf"),
 * or the card is discarded ("Weg damit"); on the last card of a game they stay unowned.
 */
export function resolveRound(
  cards: readonly number[],
  bids: readonly number[],
  houseRule: HouseRule,
  lastCard: boolean,
): RoundRecord {
  const cancelled = cancelledValues(bids);
  const dir = direction(cards);
  let winner: number | null = null;
  for (let seat = 0; seat < bids.length; seat++) {
    const b = bids[seat];
    if (cancelled.includes(b)) continue;
    if (winner === null || (dir > 0 ? b > bids[winner] : b < bids[winner])) winner = seat;
  }
  const fate: RoundRecord['fate'] = winner !== null ? 'taken'
    : lastCard ? 'unowned'
    : houseRule === 'weg' ? 'discarded'
    : 'pot';
  return { cards: cards.slice(), bids: bids.slice(), cancelled, winner, fate };
}
