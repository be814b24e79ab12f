// Speedkleister's German words of Rat (the strong computer's advice): the move and why (words-de.ts
// holds the rest; English: words-rat-en.ts).
import type { Dict } from '../../i18n/game-dict';

export const ratDe: Dict = {
  'advice.button': 'Rat',
  'advice.asking': 'Rat wird geholt …',
  'advice.generic': 'Rat: {move}.',
  'advice.marginAhead': 'In den Proberunden des starken Computers endet der Durchgang damit im Schnitt {m} Punkte vor dem Besten der anderen – der beste Schnitt aller Züge.',
  'advice.marginBehind': 'In den Proberunden des starken Computers endet der Durchgang damit im Schnitt {m} Punkte hinter dem Besten der anderen – mit jedem anderen Zug sind es mehr.',
  'advice.win': 'Siegchance etwa {p} %.',
  'advice.play.out': 'Das sind deine letzten Handkarten – der Durchgang endet sofort.',
  'advice.play.covers': 'Überklebt {names}.',
  'advice.play.safe': 'Die Gruppe ist kaum zu überkleben.',
  'advice.play.protects': 'Sie schützt deine angreifbare oberste Gruppe.',
  'advice.play.shedding': 'Bringt {n} Karten auf einmal von der Hand.',
  'advice.play.sheddingTwo': 'Bringt zwei Karten von der Hand.',
  'advice.play.sheddingOne': 'Legt nur eine Karte – wird sie überklebt, geht wenig verloren.',
  'advice.play.stillBest': 'Trotzdem die beste Wahl: In den Proberunden des starken Computers schneidet sie am besten ab.',
  'advice.play.stillBestOnly': 'Trotzdem die beste Wahl: Einen sinnvolleren Zug gibt es nicht.',
  'advice.play.endgame': 'Endspurt: schnell ausspielen.',
  'advice.play.chance': 'Wird mit etwa {p} % vor deinem nächsten Zug zurück überklebt.',
  'advice.take.fits': 'Die {group} passen zu {n} auf deiner Hand.',
  'advice.take.plain': 'Die {group} lohnen sich trotzdem auf der Hand.',
  'advice.leave.fits': 'Sie passen nur zu {n} auf deiner Hand – zu wenig.',
  'advice.leave.plain': 'Die {group} passen nicht zu deiner Hand.',
  'advice.toHand': 'Die {group} bleiben dir ohne Nachziehen.',
  'advice.toWaste': 'Im Karren passen {n} Karten zu deiner Hand.',
  'advice.toWaste.one': 'Im Karren passt {n} Karte zu deiner Hand.',
  'advice.draw.joker': 'Eine Bürste passt zu allem.',
  'advice.draw.fits': 'Passt zu deinen {n}× {card}.',
  'advice.draw.press': 'Im Karren passt nichts – versuch dein Glück verdeckt.',
  'advice.draw.open': 'Passt nicht, schneidet in den Proberunden aber besser ab als die Druckerei.',
};
