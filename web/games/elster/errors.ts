// Speedelster's words for the codes of a refused move (worker/games/elster/rules), shown by the table
// instead of the server's English message (GameUi.errorText); the shell has the words every game shares.
import { ruleErrorWords } from '../errors';

export const errorText = ruleErrorWords({
  not_bidding: 'Gerade wird nicht geboten.',
  bad_pebble: 'Wähle einen Kiesel von 1 bis 15.',
  already_bid: 'Du hast in dieser Runde schon gelegt.',
  pebble_played: 'Diesen Kiesel hast du schon gelegt.',
  not_between: 'Es gibt gerade nichts, wo es weitergeht.',
}, {
  not_bidding: 'Nobody is bidding right now.',
  bad_pebble: 'Choose a pebble from 1 to 15.',
  already_bid: 'You have already bid this round.',
  pebble_played: 'You have already played this pebble.',
  not_between: 'There is nothing to continue right now.',
});
