// Speedklammern's words for the codes of a refused move (worker/games/klammern/rules/moves.ts), shown by the table
// instead of the server's English message (GameUi.errorText); the shell has the words every game shares.
import { ruleErrorWords } from '../errors';

export const errorText = ruleErrorWords({
  bad_card: 'Diese Karte gibt es nicht.',
  not_in_hand: 'Diese Karte hast du nicht auf der Hand.',
  must_follow: 'Diese Karte darfst du nicht legen: Farbe bedienen; sonst trumpfen – und liegt schon Trumpf im Stich, überstechen, wenn du kannst.',
  not_now: 'Das kannst du jetzt nicht sagen.',
  bad_suit: 'Ein Kleines nennt eine andere Farbe als die offene Karte.',
  no_swap: 'Tauschen darf nur, wer die Trumpf-Sieben hat – zu dritt im Orgi, vor seiner ersten Karte.',
  no_meld: 'Du hast keine Folge zu melden (oder schon deine erste Karte gespielt).',
  no_bella: 'Bella sagst du mit der ersten von König und Dame in Trumpf, solange du beide hast.',
}, {
  bad_card: 'There is no such card.',
  not_in_hand: 'You do not hold that card.',
  must_follow: 'You may not play that card: follow suit; else trump – and when trump already lies in the trick, overtrump if you can.',
  not_now: 'You cannot say that now.',
  bad_suit: 'A Kleines names a suit other than the open card’s.',
  no_swap: 'Only the holder of the trump seven may swap – at three in an Orgi, before his first card.',
  no_meld: 'You have no sequence to declare (or have played your first card already).',
  no_bella: 'Bella goes with the first of King and Queen of trump played while you hold both.',
});
