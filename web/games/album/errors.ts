// Speedalbum's words for the codes of a refused move (worker/games/album/rules), shown by the table
// instead of the server's English message (GameUi.errorText); the shell has the words every game shares.
import { ruleErrorWords } from '../errors';

export const errorText = ruleErrorWords({
  two_pictures: 'Nimm zwei Bilder aus dem Markt.',
  one_picture: 'Nur noch ein Bild liegt da – nimm dieses.',
  pile_empty: 'Dieser Stapel ist leer.',
  slot_empty: 'Dieser Platz ist leer.',
  bad_pile: 'Diesen Stapel gibt es nicht.',
  bad_slots: 'Wähle zwei verschiedene Bilder aus dem Markt.',
  bad_flip: 'Diesen Auftrag kannst du nicht drehen.',
  flip_only_new: 'Hausregel „nur neuen“: nur den gerade genommenen Auftrag drehen.',
  flip_not_yours: 'Du kannst nur eigene Aufträge drehen.',
  market_empty: 'Der Markt ist leer.',
}, {
  two_pictures: 'Take two pictures from the market.',
  one_picture: 'Only one picture is left – take it.',
  pile_empty: 'This pile is empty.',
  slot_empty: 'This place is empty.',
  bad_pile: 'That pile does not exist.',
  bad_slots: 'Choose two different pictures from the market.',
  bad_flip: 'You cannot flip this objective.',
  flip_only_new: 'House rule "new only": flip only the objective you just took.',
  flip_not_yours: 'You can only flip your own objectives.',
  market_empty: 'The market is empty.',
});
