// Speedklammern's German log lines (words-de.ts holds the rest; English: words-en.ts).
import type { Dict } from '../../i18n/game-dict';

export const logDe: Dict = {
  'log.bid': '{name}: „{word}“',
  'log.announce': '{name}: „{word}“',
  'log.noKontra': '{name} sagt kein Kontra',
  'log.noRe': '{name} sagt kein Re',
  'log.noSchenken': '{name} schenkt nicht',
  'log.noKontraRe': '{name} sagt nichts an',
  'log.swap': '{name} tauscht die Trumpf-Sieben gegen {card}',
  'log.card': '{name} spielt {card}',
  'log.cardBella': '{name} spielt {card} – Bella!',
  'log.contract': '{name} spielt {game} (zählt {n})',
  'log.redeal': 'Zweimal „Ich will nicht“: {name} gibt neu',
  'log.trick': '{name} nimmt den Stich ({n} Augen)',
  'log.melds': 'Meldungen: {name} liegt vorn ({n} Augen) – {melds}',
  'log.gameWon': '{name} gewinnt, Wert {value} – {scores}',
  'log.gameDurch': '{name} ist durch, Wert {value} – {scores}',
  'log.gameGeschenkt': 'Geschenkt: {name} gewinnt, Wert {value} – {scores}',
  'log.gameStart': 'Spiel {n}: {name} gibt',
};
