// Speedklammern's German words of Rat (the strong computer's advice): the move, why, and the
// chance with its basis (words-de.ts holds the rest; English: words-rat-en.ts).
import type { Dict } from '../../i18n/game-dict';

export const ratDe: Dict = {
  'rat.button': 'Rat',
  'rat.asking': 'Der starke Computer rechnet …',
  'rat.generic': 'Rat: {move}.',
  'rat.move.card': '{card} spielen',
  'rat.move.say': '„{word}“ sagen',
  'rat.move.swap': 'die Trumpf-Sieben gegen die offene Karte tauschen',
  // Rat's chances: a calibrated estimate, not a share of the deals — the deals solved open are
  // the basis it was computed on ({basis}); with none solved it comes from judging the hand.
  'rat.basis.worlds': 'gerechnet an {n} durchgespielten Verteilungen',
  'rat.basis.worlds.one': 'gerechnet an 1 durchgespielten Verteilung',
  'rat.basis.hand': 'geschätzt nach deiner Hand, ohne Verteilungen durchzuspielen',
  'rat.basis.guess': 'geschätzt, ohne Verteilungen durchzuspielen',
  'rat.bid.yes': 'Mit {suit} Trumpf gewinnst du etwa {p} % ({basis}).',
  'rat.bid.no': 'Mit {suit} Trumpf gewännest du etwa {p} % ({basis}) – zu wenig, denn „Durch“ kostet den doppelten Spielwert.',
  'rat.kontra': 'Der Spieler gewinnt nur etwa {p} % ({basis}); unter {line} % lohnt Kontra.',
  'rat.noKontra': 'Der Spieler gewinnt etwa {p} % ({basis}) – Kontra lohnt erst, wenn er unter {line} % liegt.',
  'rat.re': 'Du gewinnst etwa {p} % ({basis}); ab {line} % lohnt Re.',
  'rat.noRe': 'Du gewinnst etwa {p} % ({basis}) – Re verdoppelt auch den Verlust und lohnt erst ab etwa {line} %.',
  'rat.schenken': 'Das Spielerpaar gewinnt etwa {p} % ({basis}) – geschenkt kostet es nur den einfachen Spielwert.',
  'rat.accept': 'Das Spielerpaar gewinnt etwa {p} % ({basis}) – geschenkt kostet es nur den einfachen Spielwert.',
  'rat.decline': 'Das Spielerpaar gewinnt etwa {p} % ({basis}) – nicht sicher genug, um aufzugeben.',
  'rat.swap': 'Nimm {card} auf die Hand.',
  'rat.play.jappa': 'Spiel den Buben: Mit dem Jappa ziehst du den Gegnern den Trumpf.',
  'rat.play.draw_trump': 'Mit dem höchsten Trumpf ziehst du den Gegnern den Trumpf.',
  'rat.play.smear': 'Schmier deinem Partner {rank}: sein Stich ist sicher.',
  'rat.play.only': 'Die Regeln lassen nur diese Karte zu.',
  'rat.play.master': '{card} ist die höchste Karte ihrer Farbe im Spiel: schlagen kann sie nur noch ein Trumpf.',
  'rat.play.master.trump': '{card} ist der höchste Trumpf im Spiel: ein sicherer Stich.',
  'rat.play.take': '{card} nimmt den Stich sicher.',
  'rat.play.trump_in': 'Mit {card} trumpfst du den Stich.',
  'rat.play.duck': 'Den Stich bekommst du nicht: gib die billigste Karte.',
  'rat.play.give': 'Den Stich bekommst du nicht: gib {card} und behalte die billigeren Karten für später.',
  'rat.play.try': '{card} liegt vorn, kann aber noch überstochen werden.',
  'rat.play.lead': 'Ein guter Ausspiel-Zug.',
  'rat.play.meld': 'Drück dazu „Melden!“.',
  'rat.play.bella': 'Drück dazu „Bella!“.',
  // The game, not the trick: the share of the solved deals in which your side wins the game.
  'rat.play.win': 'Das Spiel gewinnt deine Seite damit in {p} % der {n} durchgespielten Verteilungen.',
  'rat.play.win.none': 'Das Spiel gewinnt deine Seite in keiner der {n} durchgespielten Verteilungen mehr.',
  'rat.play.win.all': 'Das Spiel gewinnt deine Seite damit in allen {n} durchgespielten Verteilungen.',
};
