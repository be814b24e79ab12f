// Speedelster's own words, German first, English second. The language follows the shell's `lang`.
//   tx('rule.high') · tx('advice.take', { pebble: 12, percent: 64 })
import { lang } from '../../i18n';

type Dict = Record<string, string>;

const de: Dict = {
  'game.name': 'Speedelster',
  'game.of': 'Partie {n} von {total}',
  'you': 'du',
  'house.topf': 'Hausregel Topf',
  'house.weg': 'Hausregel Weg damit',
  'seat.fallback': 'Elster {n}',

  'card.crown': 'Krönchen',
  'card.plus': 'Glitzerkram',
  'card.minus': 'Ärger',
  'card.tip.plus': '{card}: {value} Punkte ins Nest. Der höchste übrige Kiesel holt sie.',
  'card.tip.crown': 'Das Krönchen: +10, die wertvollste Beute. Der höchste übrige Kiesel holt es.',
  'card.tip.minus': 'Ärger: {value} Punkte. Der niedrigste übrige Kiesel muss ihn nehmen.',
  'rule.high': 'der höchste übrige Kiesel holt sie',
  'rule.low': 'der niedrigste übrige Kiesel muss ihn nehmen',
  'rule.potHigh': 'Summe {sum}: der höchste übrige Kiesel holt alles',
  'rule.potLow': 'Summe {sum}: der niedrigste übrige Kiesel muss alles nehmen',
  'rule.potZeroHigh': 'Summe 0: die neue Karte entscheidet – der höchste übrige Kiesel holt alles',
  'rule.potZeroLow': 'Summe 0: die neue Karte entscheidet – der niedrigste übrige Kiesel muss alles nehmen',
  'rule.lastCard': 'Letzte Karte: heben sich alle Kiesel auf, bleibt sie herrenlos.',
  'pot.title': 'Topf',
  'pot.tip': 'Im Topf liegen Karten aus Runden, in denen sich alle Kiesel aufgehoben haben: {cards}. Wer diese Runde gewinnt, bekommt sie dazu.',
  'pot.empty': 'leer',
  'pile.title': 'Beutestapel',
  'pile.count': '{n} Karten',
  'pile.one': '1 Karte',
  'pile.none': 'leer',
  'pile.remaining': 'Es kommen noch',
  'pile.tip': 'Noch {n} Karten verdeckt im Stapel: {cards}. Die Reihenfolge kennt niemand.',
  'pile.tipEmpty': 'Der Stapel ist leer: das ist die letzte Karte dieser Partie.',

  'magpie.hasBid': 'hat gelegt',
  'magpie.thinking': 'überlegt …',
  'magpie.ready': 'bereit',
  'magpie.notReady': 'noch nicht bereit',
  'magpie.nest': 'Nest',
  'magpie.total': 'Gesamt',
  'nest.tip': 'Nest von {name}: {cards} – zusammen {sum}.',
  'nest.tipEmpty': 'Das Nest von {name} ist noch leer.',
  'bar.tip': '{name} hat noch: {pebbles}.',
  'bar.tipNone': '{name} hat keine Kiesel mehr.',
  'bar.tipForgot': 'Kiesel-Gedächtnis ist aus: merk dir selbst, welche Kiesel {name} schon gelegt hat.',
  'total.tip': 'Summe aller Partien bisher: {sum}.',

  'hand.title': 'Deine Kiesel',
  'hand.place': 'Legen',
  'hand.placeN': 'Kiesel {n} legen',
  'hand.choose': 'Wähle einen Kiesel',
  'hand.placed': 'Du hast Kiesel {n} gelegt – warte auf die anderen.',
  'hand.watching': 'Du schaust zu.',
  'hand.played': 'Kiesel {n} ist schon gelegt.',
  'pebble.aria': 'Kiesel {n}',
  'pebble.tip.gone': 'Kiesel {n}: schon gelegt.',
  'pebble.tip.none': 'Kiesel {n}: keine andere Elster hat ihn noch – kein Gezänk möglich.',
  'pebble.tip.some': 'Kiesel {n}: {names} {verb} ihn noch – Gezänk möglich.',
  'pebble.verb.one': 'hat',
  'pebble.verb.many': 'haben',
  'pebble.and': 'und',
  'pebble.tip.take': 'Holt die Beute sicher.',
  'pebble.tip.forced': 'Nimmt den Ärger sicher.',
  'pebble.sameCount': '{n} andere haben ihn noch',

  'advice.button': 'Rat',
  'advice.asking': 'Rat wird geholt …',
  'advice.take': 'Rat: Kiesel {pebble} – holt die Karte in etwa {percent} % gegen typische Gebote.',
  'advice.dodge': 'Rat: Kiesel {pebble} – weicht dem Ärger in etwa {percent} % gegen typische Gebote aus.',
  'advice.generic': 'Rat: Kiesel {pebble}.',

  'last.title': 'Beute im Nest',
  'last.none': 'Noch keine Runde gespielt.',
  'last.took': '{name} holt {cards}.',
  'last.pot': 'Alle Kiesel haben sich aufgehoben – {cards} bleibt im Topf.',
  'last.discarded': 'Alle Kiesel haben sich aufgehoben – {cards} ist weg (Weg damit).',
  'last.unowned': 'Alle Kiesel haben sich aufgehoben – {cards} bleibt herrenlos.',
  'last.tie': 'Gezänk',
  'last.bid': '{name}: {n}',

  'reveal.title': 'Aufdecken',

  'between.title': 'Partie {n} ist vorbei',
  'between.continue': 'Weiter',
  'between.waiting': 'Warte auf die anderen …',
  'between.ready': 'Bereit: {names}',

  'scoring.title': 'Wertung – der Rechenweg',
  'scoring.game': 'Partie {n}',
  'scoring.plus': 'Glitzerkram',
  'scoring.minus': 'Ärger',
  'scoring.nothing': 'nichts',
  'scoring.nest': 'Nest',
  'scoring.total': 'Gesamt',
  'scoring.sumLine': '{plus} − {minus} = {sum}',

  'end.title': 'Endtafel',
  'end.places': 'Plätze',
  'end.place': '{n}. Platz',
  'end.points': '{n} Punkte',
  'end.achievements': 'Erfolge',
  'end.noAchievements': 'Diesmal kein Erfolg.',
  'end.stats': 'Deine Bilanz auf diesem Gerät',
  'end.stats.games': 'Partien',
  'end.stats.wins': 'Siege',
  'end.stats.best': 'Beste Partie',
  'end.stats.ach': 'Erfolge gesammelt',
  'end.lbPoints': 'Deine Bestenliste-Punkte: {n}',
  'end.lbPractice': 'Übungsrunde: zählt nicht für die Bestenliste.',
  'end.lbLink': 'Zur Bestenliste',

  'ach.kroenchen': 'Krönchen-Elster',
  'ach.kroenchen.desc': 'das Krönchen ins Nest geholt',
  'ach.sauberesNest': 'Sauberes Nest',
  'ach.sauberesNest.desc': 'eine Partie ganz ohne Ärger',
  'ach.topfraeuber': 'Topfräuber',
  'ach.topfraeuber.desc': 'einen Topf mit zwei oder mehr Karten geholt',
  'ach.kieselkunst': 'Kieselkunst',
  'ach.kieselkunst.desc': 'eine Pluskarte mit dem Kiesel 1 geholt',
  'ach.zankhahn': 'Zankhahn',
  'ach.zankhahn.desc': 'vier oder mehr Kiesel in einer Partie im Gezänk verloren',

  'settings.title': 'Einstellungen',
  'settings.view': 'Ansicht',
  'theme.sommertag': 'Sommertag',
  'theme.abendrot': 'Abendrot',
  'theme.gewitter': 'Gewitter',
  'settings.memory': 'Kiesel-Gedächtnis',
  'settings.memory.help': 'Gelegte Kiesel in den Leisten durchstreichen',
  'settings.hints': 'Hinweise an den Kieseln',
  'settings.hints.help': 'Goldener / roter Rand und die Zahl der anderen mit demselben Kiesel',
  'settings.oneTap': 'Mit einem Tipp legen',
  'settings.oneTap.help': 'Der erste Tipp auf einen Kiesel legt ihn sofort',
  'settings.vibrate': 'Vibrieren',
  'settings.vibrate.help': 'Beim Aufdecken und wenn Beute in dein Nest kommt',
  'settings.music': 'Musik',
  'settings.music.help': 'Ein kleiner Walzer, im Browser erzeugt',

  'keys.group': 'Speedelster',
  'keys.digits': 'Kiesel wählen (zweistellig: zwei Ziffern schnell hintereinander)',
  'keys.arrows': 'Wahl nach links / rechts wechseln',
  'keys.enter': 'Gewählten Kiesel legen',
  'keys.rat': 'Rat holen',
  'keys.esc': 'Wahl aufheben',

  'options.games': 'Länge',
  'options.games.n': '{n} Partien',
  'options.games.one': '1 Partie',
  'options.houseRule': 'Hausregel',
  'options.topf': 'Topf – eine Karte, bei der sich alle aufheben, bleibt liegen',
  'options.weg': 'Weg damit – eine Karte, bei der sich alle aufheben, kommt weg',

  'log.bid': '{name} hat gelegt.',
  'log.reveal': 'Aufgedeckt: {bids}.',
  'log.ready': '{name} ist bereit für die nächste Partie.',
  'log.gameStart': 'Partie {n} beginnt.',
  'log.gameEnd': 'Partie {n} ist vorbei.',
};

const en: Dict = {
  'game.name': 'Speedelster',
  'game.of': 'Game {n} of {total}',
  'you': 'you',
  'house.topf': 'house rule: pot',
  'house.weg': 'house rule: away with it',
  'seat.fallback': 'Magpie {n}',

  'card.crown': 'Little crown',
  'card.plus': 'Shiny stuff',
  'card.minus': 'Trouble',
  'card.tip.plus': '{card}: {value} points for the nest. The highest remaining pebble takes it.',
  'card.tip.crown': 'The little crown: +10, the most valuable loot. The highest remaining pebble takes it.',
  'card.tip.minus': 'Trouble: {value} points. The lowest remaining pebble must take it.',
  'rule.high': 'the highest remaining pebble takes it',
  'rule.low': 'the lowest remaining pebble must take it',
  'rule.potHigh': 'Sum {sum}: the highest remaining pebble takes everything',
  'rule.potLow': 'Sum {sum}: the lowest remaining pebble must take everything',
  'rule.potZeroHigh': 'Sum 0: the new card decides – the highest remaining pebble takes everything',
  'rule.potZeroLow': 'Sum 0: the new card decides – the lowest remaining pebble must take everything',
  'rule.lastCard': 'Last card: if all pebbles cancel, nobody gets it.',
  'pot.title': 'Pot',
  'pot.tip': 'The pot holds cards from rounds in which all pebbles cancelled: {cards}. Whoever wins this round gets them too.',
  'pot.empty': 'empty',
  'pile.title': 'Loot pile',
  'pile.count': '{n} cards',
  'pile.one': '1 card',
  'pile.none': 'empty',
  'pile.remaining': 'Still to come',
  'pile.tip': '{n} cards left face down: {cards}. Nobody knows the order.',
  'pile.tipEmpty': 'The pile is empty: this is the last card of the game.',

  'magpie.hasBid': 'has bid',
  'magpie.thinking': 'thinking …',
  'magpie.ready': 'ready',
  'magpie.notReady': 'not ready yet',
  'magpie.nest': 'Nest',
  'magpie.total': 'Total',
  'nest.tip': "{name}'s nest: {cards} – {sum} in all.",
  'nest.tipEmpty': "{name}'s nest is still empty.",
  'bar.tip': '{name} still has: {pebbles}.',
  'bar.tipNone': '{name} has no pebbles left.',
  'bar.tipForgot': 'Pebble memory is off: remember yourself which pebbles {name} has played.',
  'total.tip': 'Sum of all games so far: {sum}.',

  'hand.title': 'Your pebbles',
  'hand.place': 'Place',
  'hand.placeN': 'Place pebble {n}',
  'hand.choose': 'Pick a pebble',
  'hand.placed': 'You placed pebble {n} – waiting for the others.',
  'hand.watching': 'You are watching.',
  'hand.played': 'Pebble {n} is already played.',
  'pebble.aria': 'Pebble {n}',
  'pebble.tip.gone': 'Pebble {n}: already played.',
  'pebble.tip.none': 'Pebble {n}: no other magpie still has it – no squabble possible.',
  'pebble.tip.some': 'Pebble {n}: {names} still {verb} it – squabble possible.',
  'pebble.verb.one': 'has',
  'pebble.verb.many': 'have',
  'pebble.and': 'and',
  'pebble.tip.take': 'Takes the loot for sure.',
  'pebble.tip.forced': 'Takes the trouble for sure.',
  'pebble.sameCount': '{n} others still have it',

  'advice.button': 'Advice',
  'advice.asking': 'Asking for advice …',
  'advice.take': 'Advice: pebble {pebble} – takes the card about {percent} % of the time against typical bids.',
  'advice.dodge': 'Advice: pebble {pebble} – dodges the trouble about {percent} % of the time against typical bids.',
  'advice.generic': 'Advice: pebble {pebble}.',

  'last.title': 'Loot in the nest',
  'last.none': 'No round played yet.',
  'last.took': '{name} takes {cards}.',
  'last.pot': 'All pebbles cancelled – {cards} stays in the pot.',
  'last.discarded': 'All pebbles cancelled – {cards} is gone (house rule).',
  'last.unowned': 'All pebbles cancelled – nobody gets {cards}.',
  'last.tie': 'Squabble',
  'last.bid': '{name}: {n}',

  'reveal.title': 'Reveal',

  'between.title': 'Game {n} is over',
  'between.continue': 'Continue',
  'between.waiting': 'Waiting for the others …',
  'between.ready': 'Ready: {names}',

  'scoring.title': 'Scoring – step by step',
  'scoring.game': 'Game {n}',
  'scoring.plus': 'Shiny stuff',
  'scoring.minus': 'Trouble',
  'scoring.nothing': 'nothing',
  'scoring.nest': 'Nest',
  'scoring.total': 'Total',
  'scoring.sumLine': '{plus} − {minus} = {sum}',

  'end.title': 'Final board',
  'end.places': 'Places',
  'end.place': 'Place {n}',
  'end.points': '{n} points',
  'end.achievements': 'Achievements',
  'end.noAchievements': 'No achievement this time.',
  'end.stats': 'Your record on this device',
  'end.stats.games': 'Games',
  'end.stats.wins': 'Wins',
  'end.stats.best': 'Best game',
  'end.stats.ach': 'Achievements collected',
  'end.lbPoints': 'Your leaderboard points: {n}',
  'end.lbPractice': 'Practice round: does not count for the leaderboard.',
  'end.lbLink': 'To the leaderboard',

  'ach.kroenchen': 'Crown magpie',
  'ach.kroenchen.desc': 'took the little crown',
  'ach.sauberesNest': 'Clean nest',
  'ach.sauberesNest.desc': 'a whole game without any trouble',
  'ach.topfraeuber': 'Pot robber',
  'ach.topfraeuber.desc': 'took a pot of two or more cards',
  'ach.kieselkunst': 'Pebble art',
  'ach.kieselkunst.desc': 'took a plus card with pebble 1',
  'ach.zankhahn': 'Squabbler',
  'ach.zankhahn.desc': 'lost four or more pebbles in squabbles in one game',

  'settings.title': 'Settings',
  'settings.view': 'View',
  'theme.sommertag': 'Summer day',
  'theme.abendrot': 'Sunset',
  'theme.gewitter': 'Thunderstorm',
  'settings.memory': 'Pebble memory',
  'settings.memory.help': 'Strike played pebbles through in the bars',
  'settings.hints': 'Hints on the pebbles',
  'settings.hints.help': 'Gold / red border and how many others hold the same pebble',
  'settings.oneTap': 'Place with one tap',
  'settings.oneTap.help': 'The first tap on a pebble places it at once',
  'settings.vibrate': 'Vibrate',
  'settings.vibrate.help': 'On the reveal and when loot comes into your nest',
  'settings.music': 'Music',
  'settings.music.help': 'A little waltz, made in the browser',

  'keys.group': 'Speedelster',
  'keys.digits': 'Pick a pebble (two digits: type them quickly)',
  'keys.arrows': 'Move the choice left / right',
  'keys.enter': 'Place the chosen pebble',
  'keys.rat': 'Ask for advice',
  'keys.esc': 'Clear the choice',

  'options.games': 'Length',
  'options.games.n': '{n} games',
  'options.games.one': '1 game',
  'options.houseRule': 'House rule',
  'options.topf': 'Pot – a card on which everyone cancels stays for the next round',
  'options.weg': 'Away with it – a card on which everyone cancels is discarded',

  'log.bid': '{name} has bid.',
  'log.reveal': 'Revealed: {bids}.',
  'log.ready': '{name} is ready for the next game.',
  'log.gameStart': 'Game {n} begins.',
  'log.gameEnd': 'Game {n} is over.',
};

const dicts: Record<'de' | 'en', Dict> = { de, en };

export type Lang = 'de' | 'en';

export function currentLang(): Lang {
  return lang.value === 'en' ? 'en' : 'de';
}

/** Translate a Speedelster key into `l` (default: the shell's current language). */
export function tx(key: string, params?: Record<string, string | number>, l: Lang = currentLang()): string {
  const text = dicts[l][key] ?? de[key] ?? key;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}

/** A signed number the way the cards show it: +7, −3 (with a real minus sign). */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}

/** "Anna, Otto und Berta" */
export function joinNames(names: string[], l: Lang = currentLang()): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} ${tx('pebble.and', undefined, l)} ${names[names.length - 1]}`;
}

/** The name of a loot card: Krönchen, Glitzerkram or Ärger. */
export function cardName(card: number, l: Lang = currentLang()): string {
  return tx(card === 10 ? 'card.crown' : card > 0 ? 'card.plus' : 'card.minus', undefined, l);
}
