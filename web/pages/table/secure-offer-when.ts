// When the one-time "Konto sichern" offer follows a match, and with which words (pure: tested in
// Node). A co-operative game has no loser — everyone takes place 1 — so its offer does not say
// "Gewonnen!" (a Vorstellung torn by the third Filmriss is place 1 too).
import { modesOf } from '../../games/registry';
import type { MyResult } from '../../net/api';

/** Whether this match is one the offer follows: a counted daily, or a game won (or played together). */
export function offerFollows(result: Pick<MyResult, 'mode' | 'place'>): boolean {
  return result.mode === 'daily' || result.place === 1;
}

/** The offer's lead: the daily's, a co-operative game's, or a won game's. */
export function offerLead(result: Pick<MyResult, 'game' | 'mode'>): 'account.offerLeadDaily' | 'account.offerLeadCoop' | 'account.offerLeadWon' {
  if (result.mode === 'daily') return 'account.offerLeadDaily';
  return modesOf(result.game)?.cooperative ? 'account.offerLeadCoop' : 'account.offerLeadWon';
}
