// Speedkleister's English words of Rat (the strong computer's advice): the move and why (words-en.ts
// holds the rest; German: words-rat-de.ts).
import type { Dict } from '../../i18n/game-dict';

export const ratEn: Dict = {
  'advice.button': 'Advice',
  'advice.asking': 'Getting advice …',
  'advice.generic': 'Advice: {move}.',
  'advice.marginAhead': 'In the strong computer\'s trial rounds the round then ends {m} points ahead of the best of the others on average – the best average of all moves.',
  'advice.marginBehind': 'In the strong computer\'s trial rounds the round then ends {m} points behind the best of the others on average – with any other move it is more.',
  'advice.win': 'Chance to win about {p} %.',
  'advice.play.out': 'These are your last hand cards – the round ends at once.',
  'advice.play.covers': 'Covers {names}.',
  'advice.play.safe': 'The group is hard to cover.',
  'advice.play.protects': 'It protects your attackable top group.',
  'advice.play.shedding': 'Gets {n} cards off your hand at once.',
  'advice.play.sheddingTwo': 'Gets two cards off your hand.',
  'advice.play.sheddingOne': 'Plays just one card – if it is covered, little is lost.',
  'advice.play.stillBest': 'Still the best choice: it does best in the strong computer\'s trial rounds.',
  'advice.play.stillBestOnly': 'Still the best choice: there is no more sensible move.',
  'advice.play.endgame': 'Final spurt: play out fast.',
  'advice.play.chance': 'About {p} % likely to be covered back before your next turn.',
  'advice.take.fits': 'The {group} fit {n} in your hand.',
  'advice.take.plain': 'The {group} are still worth having in hand.',
  'advice.leave.fits': 'They fit only {n} in your hand – too few.',
  'advice.leave.plain': 'The {group} do not fit your hand.',
  'advice.toHand': 'You keep the {group} without drawing.',
  'advice.toWaste': '{n} cards in the cart fit your hand.',
  'advice.toWaste.one': '{n} card in the cart fits your hand.',
  'advice.draw.joker': 'A brush fits anything.',
  'advice.draw.fits': 'Fits your {n}× {card}.',
  'advice.draw.press': 'Nothing in the cart fits – try your luck face down.',
  'advice.draw.open': 'Does not fit, yet does better than the press in the trial rounds.',
};
