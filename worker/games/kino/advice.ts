// Rat: exactly the Meister's choice for the player's own view (same code, same rng use), with a
// structured reason the web words in German (and English).
//
// Reason codes and params (seats are seat numbers, the web puts in the names; pos = index from the
// left in the seat's hand; clue = 'film:<0…5>' or 'akt:<1…5>'):
// - 'kino_rettung'                { to, clue, plays, focusPos, reading, batteries } a clue that saves a can at the Wegwerf-Dose
// - 'kino_spielhinweis'           { to, clue, plays, focusPos, reading, batteries } a clue that gets cans played
// - 'kino_hinweis'                { to, clue, … } a clue that protects needed cans / pins them down
// - 'kino_harmlos'                { to, clue, … } full flashlight or every can touched: a clue that makes nobody play
// - 'kino_halten'                 { to, clue, … } one or two batteries: a harmless clue instead of archiving a Wegwerf-Dose that may be a last copy
// - 'kino_halten_gerettet'       { to, clue, … } heads-up, just saved: a harmless clue instead of archiving the new Wegwerf-Dose that may be a last copy
// - 'kino_einlegen_spielhinweis'  { pos } play: it is a Spielhinweis that fits now
// - 'kino_einlegen_bekannt'       { pos } play: you know it fits from the clues' plain facts and the cans you see
// - 'kino_einlegen_absprache'     { pos } play: it fits as the conventions read the clues (a Rettung, a Fokus), not certain
// - 'kino_einlegen_beruehrung'    { pos, chance } play: it fits if Gute Berührung holds (the clue that lit it touches only needed cans)
// - 'kino_archivieren_nutzlos'    { pos } archive a can you know is not needed
// - 'kino_archivieren_wegwerf'    { pos } archive the Wegwerf-Dose
// - 'kino_archivieren_notfall'    { pos } every can touched: archive the least valuable
// - 'kino_blind'                  { pos, chance } nothing else left: play blind (chance 0…1)
// - 'kino_letzter_zug'            { pos, chance } letzte Rolle, nothing known to play: the likeliest unsaved can blind
// - 'kino_endspiel'               { …, points } the endgame search found this move best
import type { Rng } from '../core/rng';
import type { Advice } from '../core/types';
import type { KinoMove, KinoView } from './types';
import { decideFor } from './bots';

export function advise(view: KinoView, rng: Rng): Advice<KinoMove> {
  const d = decideFor(view, 'stark', rng);
  return { move: d.move, reason: d.reason };
}
