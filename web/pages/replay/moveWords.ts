// Words for a move in "Wie hätte der Computer gespielt?": a participle phrase that fits both "Du hast
// … " and "der Computer hätte … " ("den Kiesel 15 gelegt"), in the game's own terms.
import type { ComparisonUnit, ReplaySeat } from '@schema/replay';
import { lang, t } from '../../i18n';
import { filmName } from '../../games/kino/i18n';
import { groupText } from '../../games/kleister/i18n';

type AnyMove = { type: string; [k: string]: unknown };

const seatName = (seats: readonly ReplaySeat[], seat: number) => {
  const s = seats[seat];
  return s && s.kind !== 'empty' ? s.name : '';
};

function kleisterGroup(cards: number[]): string {
  const brushes = cards.filter((c) => c === 0).length;
  return groupText({ rank: cards.find((c) => c !== 0) ?? 0, count: cards.length, brushes });
}

export function moveWords(game: string, raw: unknown, seats: readonly ReplaySeat[]): string {
  const m = raw as AnyMove;
  switch (`${game}.${m.type}`) {
    case 'elster.bid': return t('compare.elster.bid', { pebble: m.pebble as number });
    case 'kleister.play': return t('compare.kleister.play', { group: kleisterGroup(m.cards as number[]) });
    case 'kleister.draw': return m.from === 'press' ? t('compare.kleister.drawPress') : t('compare.kleister.drawCart', { slot: (m.slot as number) + 1 });
    case 'album.take':
    case 'album.pictures': {
      const base = m.type === 'take' ? t('compare.album.take', { pile: (m.pile as number) + 1 }) : t('compare.album.pictures', { slots: (m.slots as number[]).map((s) => s + 1).join(lang.value === 'de' ? ' und ' : ' and ') });
      return m.flip === undefined ? base : t('compare.album.flip', { move: base });
    }
    case 'kino.clue': {
      const what = m.film !== undefined ? filmName(m.film as number) : t('compare.kino.akt', { akt: m.akt as number });
      return t('compare.kino.clue', { name: seatName(seats, m.to as number), what });
    }
    default: return t(`compare.${game}.${m.type}`);
  }
}

const num = (x: number, digits: number) => x.toLocaleString(lang.value === 'de' ? 'de-DE' : 'en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** A computer's expectation: a share as a percentage, a margin with its sign, points plain. */
export function valueWords(value: number, unit: ComparisonUnit): string {
  if (!Number.isFinite(value)) return '–';
  if (unit === 'share') return `${num(value * 100, 0)} %`;
  if (unit === 'margin') return `${value > 0 ? '+' : value < 0 ? '−' : '±'}${num(Math.abs(value), 1)}`;
  return num(value, 1);
}
