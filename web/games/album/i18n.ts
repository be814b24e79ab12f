// Speedalbum's own words, German first, English second. The language follows the shell's `lang`.
//   tx('execute') · tx('album.of', { name: 'Grete' })
// Card texts come from the rules (worker/games/album/describe.ts), which carry both languages.
import { lang } from '../../i18n';
import { SERIES_INFO, describe } from '@games/album/describe';

type Dict = Record<string, string>;
export type Lang = 'de' | 'en';

const de: Dict = {
  'you': 'du',
  'seat.fallback': 'Sammler {n}',
  'round.of': 'Durchgang {n} von {total}',
  'variant.onlyNew': 'Drehen „nur neuen“',
  'variant.long': 'Lange Partie',

  'strip.title': 'Punktetafel',
  'strip.points': '{n} P.',
  'strip.pictures': '{n} Bilder',
  'strip.objectives': '{n} Aufträge',
  'strip.turn': 'zieht',
  'strip.tip': 'Tippen zeigt das Album von {name}.',
  'last.take': '{name} nahm den Auftrag „{text}“',
  'last.pictures': '{name} nahm {cards}',
  'last.flip': 'und drehte „{text}“',
  'last.none': 'Noch hat niemand gezogen.',
  'stock.title': 'Bestandsliste',
  'stock.tip': 'So viele Bilder je Serie liegen noch unter den Stapeln.',

  'market.title': 'Stapel und Markt',
  'pile.title': 'Stapel {n}',
  'pile.count': '{n} Karten',
  'pile.empty': 'Stapel leer',
  'pile.gainTip': 'Dieser Auftrag brächte dir jetzt {points}.',
  'slot.empty': 'leer',
  'gain.alone': 'Dieses Bild brächte dir jetzt {points}.',
  'gain.with': 'mit',
  'gain.withTip': 'Zusammen mit dem gewählten Bild brächten beide dir jetzt {points}.',
  'max': 'Max',
  'max.tip': 'Max nimmt als Nächstes dieses Bild (die ersten zwei von links, oben vor unten).',
  'picture.wants': '{n} deiner Aufträge wollen ein Bild dieser Serie',
  'picture.hurts': '{n} deiner Aufträge schadet es',
  'card.front': 'Vorderseite: {series}',
  'card.nowFor': 'Für dich jetzt: {points}',
  'card.raiseSingle': 'Als Nächstes hebt ihn: {series} ({points})',
  'card.raisePair': 'Als Nächstes hebt ihn das Paar {series} ({points})',
  'card.raiseNone': 'Bringt dir nichts mehr – ein Kandidat zum Drehen.',

  'choice.title': 'Deine Wahl',
  'choice.none': 'Tippe einen Stapel oder zwei Bilder an.',
  'choice.noneOne': 'Tippe einen Stapel oder das letzte Bild an.',
  'choice.pile': 'Auftrag von Stapel {n}',
  'choice.pictures': 'Bilder: {names}',
  'choice.morePicture': 'noch ein Bild wählen',
  'choice.flip': 'Drehen: „{text}“',
  'choice.flipNew': 'Drehen: den neuen Auftrag',
  'choice.flipHint': 'Drehen ist freiwillig: „drehen“ an einem Auftrag deiner Mappe.',
  'choice.flipHintOnlyNew': 'Drehen „nur neuen“: nur den Auftrag, den du jetzt nimmst.',
  'flipNew': 'neuen Auftrag gleich drehen',
  'points': 'Punkte vorher → nachher',
  'execute': 'Zug ausführen',
  'clear': 'Leeren',
  'rat': 'Rat',
  'advice.asking': 'Der Rat überlegt …',
  'advice.title': 'Rat',
  'wait.turn': '{name} ist dran.',
  'wait.watch': 'Du schaust zu.',
  'wait.over': 'Alle Stapel und der Markt sind leer – es wird gezählt.',

  'album.mine': 'Dein Album',
  'album.of': 'Album von {name}',
  'album.toMine': 'Zu meinem Album',
  'album.points': '{n} Punkte',
  'slots.title': 'Serienfächer',
  'slot.wantTip': '{n} der Aufträge hier wollen ein weiteres Bild dieser Serie.',
  'slot.hurtTip': '{n} der Aufträge hier schadet ein weiteres Bild dieser Serie.',
  'slot.count': '{n} Bilder {series}',
  'folder.title': 'Auftragsmappe',
  'folder.empty': 'Noch keine Aufträge.',
  'raise.none': 'bringt nichts',
  'raise.tipSingle': 'Das hebt ihn als Nächstes.',
  'raise.tipPair': 'Erst dieses Bilderpaar hebt ihn.',
  'raise.tipNone': 'Kein Bild und kein Bilderpaar hebt diesen Auftrag: ein Kandidat zum Drehen.',
  'flip': 'drehen',
  'flip.chosen': 'wird gedreht',
  'flip.tip': 'In diesem Zug auf die Bildseite drehen: zählt dann als Bild {series}, der Auftrag ist weg.',
  'line.points': 'jetzt {points}',
  'mark.even': 'gerade',
  'mark.odd': 'ungerade',
  'mark.most': 'meiste',
  'mark.fewest': 'wenigste',

  'settings.title': 'Ansicht',
  'settings.follow': 'Ansicht folgt dem Zug',
  'settings.follow.help': 'Unten steht das Album dessen, der gerade zieht.',

  'keys.group': 'Speedalbum',
  'keys.pile': 'Stapel wählen',
  'keys.top': 'obere Bilder wählen',
  'keys.bottom': 'untere Bilder wählen',
  'keys.flip': 'neuen Auftrag gleich drehen',
  'keys.enter': 'Zug ausführen',
  'keys.esc': 'Wahl leeren',
  'keys.rat': 'Rat holen',
  'keys.mine': 'zurück zu meinem Album',

  'advice.move.take': 'Nimm den Auftrag von Stapel {n} („{text}“)',
  'advice.move.pictures': 'Nimm {cards}',
  'advice.move.flip': 'und dreh „{text}“',
  'advice.points': 'Punkte vorher → nachher: {before} → {after}.',
  'advice.why.objective': 'Der Auftrag passt zu deiner Sammlung.',
  'advice.why.pictures': 'Die Bilder heben deine Aufträge.',
  'advice.why.flip': 'Das Drehen lohnt sich: der Auftrag bringt nichts mehr, das Bild schon.',
  'advice.why.deny': 'So bleibt dem Nächsten nichts Gutes liegen.',
  'advice.album_advice_gain': 'Das bringt sofort Punkte; bis zum Ende geplant etwa {planned}.',
  'advice.album_advice_plan': 'Der Auftrag zahlt sich bis zum Ende aus (geplant etwa {planned}).',
  'advice.album_advice_collect': 'Die Bilder zahlen sich bis zum Ende aus (geplant etwa {planned}).',
  'advice.planned': 'Bis zum Ende geplant: etwa {planned}.',

  'end.places': 'Plätze',
  'end.place': '{n}.',
  'end.points': '{n} Punkte',
  'end.tieNote': 'Bei Gleichstand gewinnt, wer in der Zugfolge später kommt.',
  'scoring.title': 'Wertung',
  'scoring.round': 'Durchgang {n}',
  'scoring.pictures': '{n} Bilder: {list}',
  'scoring.noObjectives': 'keine Aufträge',
  'scoring.sum': 'Summe',
  'scoring.total': 'Gesamt',
  'end.stats': 'Auf diesem Gerät',
  'end.stats.games': 'Partien',
  'end.stats.wins': 'Siege',
  'end.stats.best': 'Bester Punktestand',
  'end.lbPoints': 'Bestenliste: {n} Punkte.',
  'end.lbRecord': 'Rekordjagd: deine {n} Punkte zählen.',
  'end.lbPractice': 'Übungsversuch: zählt nicht für die Bestenliste.',
  'end.lbLink': 'Zur Bestenliste',

  'options.onlyNew': 'Drehen „nur neuen“',
  'options.onlyNew.help': 'Nur den Auftrag, den du in diesem Zug genommen hast, darfst du drehen.',
  'options.stockList': 'Bestandsliste',
  'options.stockList.help': 'Zeigt, wie viele Bilder je Serie noch unter den Stapeln liegen.',
  'options.long': 'Lange Partie (nur zu zweit oder zu dritt)',
  'options.long.help': 'Alle 108 Karten über drei (zu zweit) bzw. zwei Durchgänge (zu dritt), Punkte addiert.',

  'log.take': '{name} nimmt den Auftrag „{text}“ von Stapel {pile}.',
  'log.pictures': '{name} nimmt {cards}.',
  'log.flip': '{name} dreht „{text}“ zum Bild ({series}).',
  'log.roundStart': 'Durchgang {n} beginnt, {name} fängt an.',
  'log.roundEnd': 'Durchgang {n} ist gewertet: {scores}.',
  'log.pileMoved': 'Stapel {empty} ist leer: die unteren {count} Karten von Stapel {big} rücken nach.',
  'and': 'und',
};

const en: Dict = {
  'you': 'you',
  'seat.fallback': 'Collector {n}',
  'round.of': 'Round {n} of {total}',
  'variant.onlyNew': 'Flip “only new”',
  'variant.long': 'Long game',

  'strip.title': 'Score board',
  'strip.points': '{n} pts',
  'strip.pictures': '{n} pictures',
  'strip.objectives': '{n} objectives',
  'strip.turn': 'to move',
  'strip.tip': 'Tap to see the album of {name}.',
  'last.take': '{name} took the objective “{text}”',
  'last.pictures': '{name} took {cards}',
  'last.flip': 'and flipped “{text}”',
  'last.none': 'Nobody has moved yet.',
  'stock.title': 'Stock list',
  'stock.tip': 'Pictures per series still below the piles.',

  'market.title': 'Piles and market',
  'pile.title': 'Pile {n}',
  'pile.count': '{n} cards',
  'pile.empty': 'pile empty',
  'pile.gainTip': 'This objective would bring you {points} now.',
  'slot.empty': 'empty',
  'gain.alone': 'This picture would bring you {points} now.',
  'gain.with': 'with',
  'gain.withTip': 'Together with the chosen picture both would bring you {points} now.',
  'max': 'Max',
  'max.tip': 'Max takes this picture next (the first two from the left, top before bottom).',
  'picture.wants': '{n} of your objectives want a picture of this series',
  'picture.hurts': 'it hurts {n} of your objectives',
  'card.front': 'Front: {series}',
  'card.nowFor': 'For you now: {points}',
  'card.raiseSingle': 'Raised next by: {series} ({points})',
  'card.raisePair': 'Raised next by the pair {series} ({points})',
  'card.raiseNone': 'Brings you nothing more – a candidate to flip.',

  'choice.title': 'Your choice',
  'choice.none': 'Tap a pile or two pictures.',
  'choice.noneOne': 'Tap a pile or the last picture.',
  'choice.pile': 'Objective from pile {n}',
  'choice.pictures': 'Pictures: {names}',
  'choice.morePicture': 'choose one more picture',
  'choice.flip': 'Flip: “{text}”',
  'choice.flipNew': 'Flip: the new objective',
  'choice.flipHint': 'Flipping is optional: “flip” on an objective in your folder.',
  'choice.flipHintOnlyNew': 'Flip “only new”: only the objective you take now.',
  'flipNew': 'flip the new objective at once',
  'points': 'Points before → after',
  'execute': 'Make the move',
  'clear': 'Clear',
  'rat': 'Advice',
  'advice.asking': 'Thinking …',
  'advice.title': 'Advice',
  'wait.turn': '{name} is to move.',
  'wait.watch': 'You are watching.',
  'wait.over': 'All piles and the market are empty – scoring.',

  'album.mine': 'Your album',
  'album.of': 'Album of {name}',
  'album.toMine': 'Back to my album',
  'album.points': '{n} points',
  'slots.title': 'Series slots',
  'slot.wantTip': '{n} of the objectives here want another picture of this series.',
  'slot.hurtTip': '{n} of the objectives here are hurt by another picture of this series.',
  'slot.count': '{n} pictures {series}',
  'folder.title': 'Objectives folder',
  'folder.empty': 'No objectives yet.',
  'raise.none': 'brings nothing',
  'raise.tipSingle': 'This raises it next.',
  'raise.tipPair': 'Only this pair of pictures raises it.',
  'raise.tipNone': 'No picture and no pair raises this objective: a candidate to flip.',
  'flip': 'flip',
  'flip.chosen': 'to be flipped',
  'flip.tip': 'Flip it to its picture side this turn: it counts as a picture {series}, the objective is gone.',
  'line.points': 'now {points}',
  'mark.even': 'even',
  'mark.odd': 'odd',
  'mark.most': 'most',
  'mark.fewest': 'fewest',

  'settings.title': 'View',
  'settings.follow': 'View follows the turn',
  'settings.follow.help': 'Below is the album of whoever is moving.',

  'keys.group': 'Speedalbum',
  'keys.pile': 'choose a pile',
  'keys.top': 'choose a top picture',
  'keys.bottom': 'choose a bottom picture',
  'keys.flip': 'flip the new objective at once',
  'keys.enter': 'make the move',
  'keys.esc': 'clear the choice',
  'keys.rat': 'ask for advice',
  'keys.mine': 'back to my album',

  'advice.move.take': 'Take the objective from pile {n} (“{text}”)',
  'advice.move.pictures': 'Take {cards}',
  'advice.move.flip': 'and flip “{text}”',
  'advice.points': 'Points before → after: {before} → {after}.',
  'advice.why.objective': 'The objective fits your collection.',
  'advice.why.pictures': 'The pictures raise your objectives.',
  'advice.why.flip': 'Flipping pays: the objective brings nothing more, the picture does.',
  'advice.why.deny': 'This leaves the next player nothing good.',
  'advice.album_advice_gain': 'This brings points at once; planned to the end about {planned}.',
  'advice.album_advice_plan': 'The objective pays off by the end (planned about {planned}).',
  'advice.album_advice_collect': 'The pictures pay off by the end (planned about {planned}).',
  'advice.planned': 'Planned to the end: about {planned}.',

  'end.places': 'Places',
  'end.place': '{n}.',
  'end.points': '{n} points',
  'end.tieNote': 'On a tie the player later in the turn order wins.',
  'scoring.title': 'Scoring',
  'scoring.round': 'Round {n}',
  'scoring.pictures': '{n} pictures: {list}',
  'scoring.noObjectives': 'no objectives',
  'scoring.sum': 'Sum',
  'scoring.total': 'Total',
  'end.stats': 'On this device',
  'end.stats.games': 'Games',
  'end.stats.wins': 'Wins',
  'end.stats.best': 'Best score',
  'end.lbPoints': 'Leaderboard: {n} points.',
  'end.lbRecord': 'Record hunt: your {n} points count.',
  'end.lbPractice': 'Practice attempt: not on the leaderboard.',
  'end.lbLink': 'To the leaderboard',

  'options.onlyNew': 'Flip “only new”',
  'options.onlyNew.help': 'You may flip only the objective you took this turn.',
  'options.stockList': 'Stock list',
  'options.stockList.help': 'Shows how many pictures per series are still below the piles.',
  'options.long': 'Long game (2 or 3 players only)',
  'options.long.help': 'All 108 cards over three (2 players) or two rounds (3 players), points added.',

  'log.take': '{name} takes the objective “{text}” from pile {pile}.',
  'log.pictures': '{name} takes {cards}.',
  'log.flip': '{name} flips “{text}” to its picture ({series}).',
  'log.roundStart': 'Round {n} begins, {name} starts.',
  'log.roundEnd': 'Round {n} is scored: {scores}.',
  'log.pileMoved': 'Pile {empty} is empty: the bottom {count} cards of pile {big} move over.',
  'and': 'and',
};

const dicts: Record<Lang, Dict> = { de, en };

export function currentLang(): Lang {
  return lang.value === 'en' ? 'en' : 'de';
}

/** Translate a Speedalbum key into `l` (default: the shell's current language). */
export function tx(key: string, params?: Record<string, string | number>, l: Lang = currentLang()): string {
  const text = dicts[l][key] ?? de[key] ?? key;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}

/** A signed number: +7, −3 (with a real minus sign), 0. */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}

/** A series' name ("Dampflok" / "Dampfloks"). */
export function seriesName(s: number, plural = false, l: Lang = currentLang()): string {
  const info = SERIES_INFO[s];
  if (!info) return '?';
  if (l === 'en') return plural ? info.enPlural : info.en.charAt(0).toUpperCase() + info.en.slice(1);
  return plural ? info.dePlural : info.de;
}

/** A card's objective text in the language. */
export function cardText(id: number, l: Lang = currentLang()): string {
  const d = describe(id);
  return l === 'en' ? d.en : d.de;
}

/** "Anna, Otto und Berta" */
export function joinWords(words: string[], l: Lang = currentLang()): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${tx('and', undefined, l)} ${words[words.length - 1]}`;
}
