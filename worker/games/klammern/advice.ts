// Rat: exactly the strong computer's choice for the player's own view (same code, same rng use),
// with a structured reason the web words in German (and English).
//
// Reason codes and their params (seats are seat numbers; suits 0 Kreuz, 1 Pik, 2 Herz, 3 Karo;
// cards 0–31 as in types.ts; chance/win are 0..1 over `worlds` sampled deals solved open):
// - 'klammern_bid_orgi' / 'klammern_bid_pass'   { chance, suit, worlds? }  "Ich spiele" / "Ich will nicht"
//     chance: the estimated chance to win as the player with trump `suit` (for a pass in round 2:
//     the best other suit); worlds absent or 0 when the hand was too weak to be worth solving (the
//     chance then comes from judging the hand).
// - 'klammern_bid_kleines' { chance, suit, worlds? }  "Ein Kleines" in `suit`
// - 'klammern_bid_besser' / 'klammern_bid_bitte' { chance, suit (Kreuz), worlds? }
// - 'klammern_kontra' / 'klammern_no_kontra' { chance, worlds, line }  chance: the player wins;
//     line: Kontra pays below it (2/3)
// - 'klammern_re' / 'klammern_no_re'         { chance, worlds, line }  line: Re pays above it (5/6)
//     chance is calibrated (not the share of the worlds); worlds is what it was computed on (0: none
//     solved, the chance then comes from judging the hand).
// - 'klammern_schenken'                      { chance, worlds, line }  the playing pair wins almost surely
// - 'klammern_accept' / 'klammern_decline'   { chance, worlds, line }  your partner offered Schenken
// - 'klammern_swap'   { took, win, worlds }  swap the trump seven for the open card `took`
// - 'klammern_play'   { card, why, jappa, meld, bella, win?, worlds? }
//     why: see bots/reasons.ts ('draw_trump' with jappa 1 → "Spiel den Buben: Mit dem Jappa ziehst
//     du den Gegnern den Trumpf"; 'smear' → "Schmier deinem Partner die Zehn"; …); meld 1: press
//     "Melden!" with it; bella 1: press "Bella!" with it; win: the share of worlds in which your side wins
//     the game after this card (not the trick).
// - 'klammern_continue' {}  "Weiter"
import type { Rng } from '../core/rng';
import type { Advice } from '../core/types';
import type { KlammernMove, KlammernView } from './types';
import { owes } from './bots';
import { starkChoice } from './bots/stark';

export function advise(view: KlammernView, rng: Rng): Advice<KlammernMove> {
  if (!owes(view)) throw new Error('this seat owes no decision now');
  const pick = starkChoice(view, rng);
  return { move: pick.move, reason: pick.reason };
}
