// Bella: König and Dame of trump count 20 Augen, announced when the first of the two is played —
// automatically or by "Bella!" depending on the house rule (forgotten: the 20 are gone).
import type { Card, KlammernState, Suit } from '../types';
import { DAME, KOENIG, card, suitOf, rankOf } from './cards';

/** Whether playing `c` from `hand` is the moment to announce Bella (holding the other one too). */
export function bellaCard(hand: readonly Card[], c: Card, trump: Suit): boolean {
  if (suitOf(c) !== trump) return false;
  const r = rankOf(c);
  if (r !== KOENIG && r !== DAME) return false;
  return hand.includes(card(trump, r === KOENIG ? DAME : KOENIG));
}

export const BELLA = 20;

/** Whether Bella counts for a card played with or without the "Bella!" flag. */
export function bellaCounts(state: KlammernState, hand: readonly Card[], c: Card, pressed: boolean): boolean {
  return bellaCard(hand, c, state.contract!.trump) && (state.options.bella === 'auto' || pressed);
}
