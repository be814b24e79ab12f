// Speedkleister's words for the codes of a refused move (worker/games/kleister/rules), shown by the table
// instead of the server's English message (GameUi.errorText); the shell has the words every game shares.
import { ruleErrorWords } from '../errors';

export const errorText = ruleErrorWords({
  bad_card: 'Diese Karte gibt es nicht.',
  empty_group: 'Wähle mindestens ein Plakat.',
  mixed_ranks: 'Eine Gruppe besteht aus gleichen Plakaten (Bürsten dürfen dazu).',
  not_in_hand: 'Diese Plakate hast du nicht auf der Hand.',
  bad_slot: 'Diesen Platz im Karren gibt es nicht.',
  press_empty: 'Die Druckerei ist leer.',
  slot_empty: 'Dieser Platz ist leer.',
}, {
  bad_card: 'That card does not exist.',
  empty_group: 'Choose at least one poster.',
  mixed_ranks: 'A group is made of equal posters (brushes may join).',
  not_in_hand: 'You do not hold these posters.',
  bad_slot: 'That cart slot does not exist.',
  press_empty: 'The press is empty.',
  slot_empty: 'This place is empty.',
});
