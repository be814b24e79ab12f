// Speedkino's words for the codes of a refused move (worker/games/kino/rules/zug.ts, hinweis.ts,
// archivieren.ts), shown by the table instead of the server's English message (GameUi.errorText);
// the shell has the words every game shares.
import { ruleErrorWords } from '../errors';

export const errorText = ruleErrorWords({
  not_your_can: 'Diese Dose hast du nicht.',
  clue_to_self: 'Einen Hinweis gibst du einem Kollegen, nie dir selbst.',
  bad_film: 'Diesen Film gibt es in dieser Vorstellung nicht.',
  bad_akt: 'Ein Akt ist 1 bis 5.',
  joker_unnamed: 'Den Farbfilm-Joker kann man nicht nennen.',
  no_battery: 'Keine Batterie mehr – ohne Batterie kein Hinweis.',
  empty_clue: 'Dieser Hinweis träfe keine Dose – leere Hinweise gibt es nur mit der Variante.',
  batteries_full: 'Die Taschenlampe ist voll (8 Batterien) – Archivieren geht nicht.',
}, {
  not_your_can: 'That can is not yours.',
  clue_to_self: 'A clue goes to a colleague, never to yourself.',
  bad_film: 'That film is not in this screening.',
  bad_akt: 'An act is 1 to 5.',
  joker_unnamed: 'The Farbfilm Joker cannot be named.',
  no_battery: 'No battery left – no clue without one.',
  empty_clue: 'That clue would touch no can – empty clues need the variant.',
  batteries_full: 'The flashlight is full (8 batteries) – archiving is not possible.',
});
