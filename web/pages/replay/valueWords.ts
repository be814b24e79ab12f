// A computer's expectation in "Wie hätte der Computer gespielt?", in the page's language (the moves
// themselves are each game's words: GameUi.moveWords).
import type { ComparisonUnit } from '@schema/replay';
import { lang } from '../../i18n';

const num = (x: number, digits: number) => x.toLocaleString(lang.value === 'de' ? 'de-DE' : 'en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** A computer's expectation: a share as a percentage, a margin with its sign, points plain. */
export function valueWords(value: number, unit: ComparisonUnit): string {
  if (!Number.isFinite(value)) return '–';
  if (unit === 'share') return `${num(value * 100, 0)} %`;
  if (unit === 'margin') return `${value > 0 ? '+' : value < 0 ? '−' : '±'}${num(Math.abs(value), 1)}`;
  return num(value, 1);
}
