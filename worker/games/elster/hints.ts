// Hints for the player's own pebbles ("Hinweise an den Kieseln") and the achievements seen from a
// view. Pure functions over ElsterView: they only use what the viewer may see anyway.
import type { ElsterAchievement, ElsterView } from './types';
import { direction } from './rules/round';
import { gameAchievements } from './rules/achievements';

export interface PebbleHint {
  pebble: number;
  /**
   * 'take': this pebble takes the Glitzerkram (or pot) for sure, whatever the others bid.
   * 'forced': this pebble must take the Ärger for sure. null: it depends on the others.
   */
  sure: 'take' | 'forced' | null;
  /** How many other magpies still hold the same pebble (0 = no Gezänk possible). */
  sameCount: number;
}

/** The cards at stake this round: the pot first, the new card last (empty when nobody bids). */
export function cardsAtStake(view: Pick<ElsterView, 'pot' | 'current'>): number[] {
  return view.current === null ? [] : [...view.pot, view.current];
}

/** +1: the highest remaining pebble takes the cards; −1: the lowest must. null: nothing at stake. */
export function stakeDirection(view: Pick<ElsterView, 'pot' | 'current'>): 1 | -1 | null {
  const cards = cardsAtStake(view);
  return cards.length ? direction(cards) : null;
}

/**
 * One hint per pebble in the viewer's hand (including a pebble already placed this round).
 * A pebble is sure only if no choice of the others can beat or cancel it: nobody else holds it
 * (that magpie could cancel it), and no other magpie can bid a pebble further in the deciding
 * direction without it being cancelled for sure — which only happens when yet another magpie has
 * nothing left but that same pebble (the last round).
 */
export function pebbleHints(view: ElsterView): PebbleHint[] {
  const you = view.you;
  if (you === null) return [];
  const others = view.hands.filter((_, s) => s !== you);
  const dir = view.phase === 'bidding' ? stakeDirection(view) : null;
  return view.hands[you].map((pebble) => {
    const sameCount = others.filter((h) => h.includes(pebble)).length;
    let sure: PebbleHint['sure'] = null;
    if (dir !== null && sameCount === 0) {
      const beaten = others.some((h, i) =>
        h.some((q) => (dir > 0 ? q > pebble : q < pebble)
          && !others.some((o, j) => j !== i && o.length === 1 && o[0] === q)));
      if (!beaten) sure = dir > 0 ? 'take' : 'forced';
    }
    return { pebble, sure, sameCount };
  });
}

/**
 * Achievements per seat for each finished game of the match, index [game][seat]. The results carry
 * them; should a result lack them, the last game is judged again from its public rounds (the view
 * keeps only the rounds of the current game).
 */
export function viewAchievements(view: ElsterView): ElsterAchievement[][][] {
  return view.results.map((r, g) => {
    if (r.achievements) return r.achievements;
    const rounds = g === view.gameNo ? view.rounds : [];
    return r.nests.map((nest, seat) => gameAchievements(rounds, nest, seat));
  });
}

/** The distinct achievements a seat earned anywhere in the match, in rule-book order. */
export function seatAchievements(view: ElsterView, seat: number): ElsterAchievement[] {
  const order: ElsterAchievement[] = ['kroenchen', 'sauberesNest', 'topfraeuber', 'kieselkunst', 'zankhahn'];
  const got = new Set(viewAchievements(view).flatMap((g) => g[seat] ?? []));
  return order.filter((a) => got.has(a));
}
