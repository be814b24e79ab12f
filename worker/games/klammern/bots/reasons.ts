// Why a card: the structured reason of Rat (the web words it, e.g. 'draw_trump' → "Spiel den Buben:
// Mit dem Jappa ziehst du den Gegnern den Trumpf"). Read off the position after the choice.
import type { Card, KlammernView } from '../types';
import { beats, points, rankOf, suitOf } from '../rules/cards';
import { bellaCard } from '../rules/bella';
import { meldsOf } from '../rules/melds';
import { playableCards, viewerHasPlayed } from '../rules/legal';
import { allied, beatable, isMaster, trickState } from './counting';
import type { Knowledge } from './knowledge';
import { opponentTrumps } from './normal';

export interface Reason { code: string; params: Record<string, string | number> }

/**
 * why: 'only' (the one card the rules allow) | 'draw_trump' (the master trump as the player's
 * side: pull the opponents' trumps) | 'master' (a sure trick) | 'take' (takes the trick safely) |
 * 'trump_in' (trumps a plain trick) | 'smear' (the partner's trick is safe: schmieren, more Augen
 * than the cheapest card allowed) | 'duck' (cannot win: the cheapest card) | 'give' (cannot win:
 * not the cheapest card, the cheaper ones kept) | 'try' (takes the trick for now, may be beaten) |
 * 'lead' (any other lead).
 */
export function playReason(view: KlammernView, k: Knowledge, c: Card, stats: { win: number; worlds: number } | null, forced: 'only' | null): Reason {
  const trump = view.contract!.trump;
  const hand = view.hand ?? [];
  const ts = trickState(k, view.trick.leader, view.trick.cards, trump);
  let why: string;
  if (forced) why = forced;
  else if (ts.led === null) {
    if (suitOf(c) === trump && isMaster(c, k, trump) && k.decl[k.me] && opponentTrumps(k, trump, k.me) > 0) why = 'draw_trump';
    else if (isMaster(c, k, trump)) why = 'master';
    else why = 'lead';
  } else if (beats(c, ts.win!, ts.led, trump)) {
    const safe = !beatable(k, k.me, c, ts.led, ts.later, trump);
    why = suitOf(c) === trump && ts.led !== trump ? 'trump_in' : safe ? 'take' : 'try';
  } else {
    const partner = ts.winner !== null && allied(k, ts.winner, k.me) && !beatable(k, k.me, ts.win!, ts.led, ts.later, trump);
    // "The cheapest card" only when it is: a König given to a sure trick is a smear, one given
    // while an Acht is kept is not a duck (a walk found Rat saying "gib die billigste Karte" then).
    const cheapest = Math.min(...playableCards(view).map((x) => points(x, trump)));
    const augen = points(c, trump);
    why = partner && (augen > cheapest || augen >= 10) ? 'smear' : augen <= cheapest ? 'duck' : 'give';
  }
  const params: Reason['params'] = {
    card: c,
    why,
    jappa: suitOf(c) === trump && rankOf(c) === 4 ? 1 : 0,
    meld: !viewerHasPlayed(view) && meldsOf(hand, k.me).length > 0 ? 1 : 0,
    bella: bellaCard(hand, c, trump) ? 1 : 0,
  };
  if (stats) {
    params.win = Math.round(stats.win * 100) / 100;
    params.worlds = stats.worlds;
  }
  return { code: 'klammern_play', params };
}
