// Speedklammern's German words of the Meldungen: Terz, Fuffzig, the bubble's comparison (words-de.ts
// holds the rest; English: words-en.ts).
import type { Dict } from '../../i18n/game-dict';

export const meldsDe: Dict = {
  'meld.terz': 'Terz', 'meld.fuffzig': 'Fuffzig',
  'meld.text': '{kind} – {low} bis {high} {suit}',
  'meld.leads': '{name} liegt vorn: {n} Augen',
  'meld.leadsPair': '{name} liegen vorn: {n} Augen',
  'meld.why.alone': 'nur eine Seite hat gemeldet',
  'meld.why.kind': 'Fuffzig sticht Terz',
  'meld.why.height': 'wie hoch? bis {top} gegen bis {rival}',
  'meld.why.trump': 'gleich hoch – die Trumpffolge gewinnt',
  'meld.why.order': 'gleich hoch – {name} ist früher dran',
  'meld.auto': 'Deine Meldung (wird automatisch angesagt):',
  'meld.can': 'Drück „Melden!“ vor deiner ersten Karte:',
  'meld.pressed': '„Melden!“ gedrückt – geht mit deiner ersten Karte raus:',
  'meld.declared': 'Gemeldet:',
  'meld.announce': '{kind} bis {high}',
  'meld.inTrump': 'in Trumpf', 'meld.notTrump': 'nicht in Trumpf',
  'meld.leadsNow': '{name} liegt vorn',
  'meld.leadsNowPair': '{name} liegen vorn',
  'meld.shownAfter': 'Die Karten werden nach dem ersten Stich gezeigt und gewertet.',
  'meld.tip': 'Meldungen: Terz (3 in Folge) 20, Fuffzig (4 und mehr) 50 Augen. Es zählt nur die Seite mit der besten Folge – dann alle ihre Folgen. Besser: Fuffzig vor Terz, dann die höhere Karte, dann Trumpf, dann wer früher dran ist.',
};
