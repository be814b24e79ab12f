// How a card reads: a short German text, its English translation, and a symbol line — a compact
// structured description the UI draws with the series' colours and shapes.
import type { Card, Objective, Series } from '@games/album/types';
import { SERIES } from '@games/album/types';
import { card as cardById } from '@games/album/cards';

/** Colour and shape of each series (rule book: "Jede Serie hat ihre eigene Farbe und Form"). */
export const SERIES_INFO: readonly { id: (typeof SERIES)[number]; de: string; dePlural: string; en: string; enPlural: string; colour: string; shape: string }[] = [
  { id: 'rennwagen', de: 'Rennwagen', dePlural: 'Rennwagen', en: 'racing car', enPlural: 'racing cars', colour: 'rot', shape: 'circle' },
  { id: 'flieger', de: 'Flieger', dePlural: 'Flieger', en: 'aeroplane', enPlural: 'aeroplanes', colour: 'blau', shape: 'triangle' },
  { id: 'dampflok', de: 'Dampflok', dePlural: 'Dampfloks', en: 'steam engine', enPlural: 'steam engines', colour: 'grün', shape: 'square' },
  { id: 'ritterburg', de: 'Ritterburg', dePlural: 'Ritterburgen', en: 'castle', enPlural: 'castles', colour: 'violett', shape: 'diamond' },
  { id: 'fussball', de: 'Fußball', dePlural: 'Fußbälle', en: 'football', enPlural: 'footballs', colour: 'orange', shape: 'hexagon' },
  { id: 'wildtiere', de: 'Wildtier', dePlural: 'Wildtiere', en: 'wild animal', enPlural: 'wild animals', colour: 'ocker', shape: 'star' },
];

/**
 * One token of the symbol line. `series`: the shape of a series, `times` copies of it (Treppe);
 * `points`: a signed number; `mark`: a word-free sign the UI draws
 * (per = "je", plus = "+", equal = "=", even / odd, most / fewest, total = all pictures,
 * all = all six series, missing = a missing series, atLeast = a series with at least the next
 * number of pictures, stairs = Treppe, sep = a separator).
 */
export type SymbolToken =
  | { t: 'series'; series: Series; times?: number }
  | { t: 'points'; value: number }
  | { t: 'mark'; mark: 'per' | 'plus' | 'equal' | 'even' | 'odd' | 'most' | 'fewest' | 'total' | 'all' | 'missing' | 'atLeast' | 'stairs' | 'sep' };

export interface CardText {
  de: string;
  en: string;
  symbols: SymbolToken[];
}

const signed = (n: number) => (n < 0 ? `−${-n}` : `+${n}`);
const de = (s: Series, plural = false) => (plural ? SERIES_INFO[s].dePlural : SERIES_INFO[s].de);
const en = (s: Series, plural = false) => (plural ? SERIES_INFO[s].enPlural : SERIES_INFO[s].en);
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function describeObjective(o: Objective): CardText {
  switch (o.kind) {
    case 'each': {
      const symbols: SymbolToken[] = [];
      o.terms.forEach((term, i) => {
        if (i > 0) symbols.push({ t: 'mark', mark: 'sep' });
        symbols.push({ t: 'series', series: term.series }, { t: 'points', value: term.points });
      });
      if (o.terms.length === 1) {
        const { series, points } = o.terms[0];
        return { de: `Je ${de(series)} ${signed(points)}`, en: `${signed(points)} per ${en(series)}`, symbols };
      }
      return {
        de: o.terms.map((x) => `${signed(x.points)} je ${de(x.series)}`).join(', '),
        en: o.terms.map((x) => `${signed(x.points)} per ${en(x.series)}`).join(', '),
        symbols,
      };
    }
    case 'pair': {
      const [a, b] = o.series;
      const symbols: SymbolToken[] = [{ t: 'series', series: a }, { t: 'series', series: b }, { t: 'points', value: o.points }];
      if (a === b) return { de: `Je 2 ${de(a, true)}: ${o.points}`, en: `Each 2 ${en(a, true)}: ${o.points}`, symbols };
      return { de: `Je Paar ${de(a)} + ${de(b)}: ${o.points}`, en: `Each pair ${en(a)} + ${en(b)}: ${o.points}`, symbols };
    }
    case 'trio': {
      const symbols: SymbolToken[] = [...o.series.map((s): SymbolToken => ({ t: 'series', series: s })), { t: 'points', value: o.points }];
      return {
        de: `Je Satz ${o.series.map((s) => de(s)).join(' + ')}: ${o.points}`,
        en: `Each set ${o.series.map((s) => en(s)).join(' + ')}: ${o.points}`,
        symbols,
      };
    }
    case 'stairs': {
      const [x, y, z] = o.series;
      return {
        de: `Je Treppe 1 ${de(x)}, 2 ${de(y, true)}, 3 ${de(z, true)}: ${o.points}`,
        en: `Each staircase 1 ${en(x)}, 2 ${en(y, true)}, 3 ${en(z, true)}: ${o.points}`,
        symbols: [{ t: 'mark', mark: 'stairs' }, { t: 'series', series: x, times: 1 }, { t: 'series', series: y, times: 2 },
          { t: 'series', series: z, times: 3 }, { t: 'points', value: o.points }],
      };
    }
    case 'equal': {
      const [a, b] = o.series;
      return {
        de: `Gleich viele ${de(a, true)} wie ${de(b, true)} (je mind. 1): ${o.points}`,
        en: `As many ${en(a, true)} as ${en(b, true)} (at least 1 each): ${o.points}`,
        symbols: [{ t: 'series', series: a }, { t: 'mark', mark: 'equal' }, { t: 'series', series: b }, { t: 'points', value: o.points }],
      };
    }
    case 'parity':
      return {
        de: `Gerade Zahl ${de(o.series, true)}: ${signed(o.even)}, ungerade: ${signed(o.odd)}`,
        en: `Even number of ${en(o.series, true)}: ${signed(o.even)}, odd: ${signed(o.odd)}`,
        symbols: [{ t: 'series', series: o.series }, { t: 'mark', mark: 'even' }, { t: 'points', value: o.even },
          { t: 'mark', mark: 'sep' }, { t: 'mark', mark: 'odd' }, { t: 'points', value: o.odd }],
      };
    case 'most':
    case 'fewest': {
      const word = o.kind === 'most' ? ['Die meisten', 'Most'] : ['Die wenigsten', 'Fewest'];
      return {
        de: `${word[0]} ${de(o.series, true)} am Kiosk: ${o.points}`,
        en: `${word[1]} ${en(o.series, true)} at the kiosk: ${o.points}`,
        symbols: [{ t: 'mark', mark: o.kind }, { t: 'series', series: o.series }, { t: 'points', value: o.points }],
      };
    }
    case 'mostTotal':
    case 'fewestTotal': {
      const most = o.kind === 'mostTotal';
      return {
        de: `${most ? 'Die meisten' : 'Die wenigsten'} Bilder am Kiosk: ${o.points}`,
        en: `${most ? 'Most' : 'Fewest'} pictures at the kiosk: ${o.points}`,
        symbols: [{ t: 'mark', mark: most ? 'most' : 'fewest' }, { t: 'mark', mark: 'total' }, { t: 'points', value: o.points }],
      };
    }
    case 'complete':
      return {
        de: `Je komplette Reihe aller sechs Serien: ${o.points}`,
        en: `Each complete row of all six series: ${o.points}`,
        symbols: [{ t: 'mark', mark: 'all' }, { t: 'points', value: o.points }],
      };
    case 'missing':
      return {
        de: `Je fehlende Serie ${signed(o.points)}`,
        en: `${cap(signed(o.points))} per missing series`,
        symbols: [{ t: 'mark', mark: 'missing' }, { t: 'points', value: o.points }],
      };
    case 'atLeast':
      return {
        de: `Je Serie mit mindestens ${o.min} Bildern ${signed(o.points)}`,
        en: `${cap(signed(o.points))} per series with at least ${o.min} pictures`,
        symbols: [{ t: 'mark', mark: 'atLeast' }, { t: 'points', value: o.min }, { t: 'mark', mark: 'sep' }, { t: 'points', value: o.points }],
      };
  }
}

/** The card's objective in German and English, and its symbol line. */
export function describe(c: Card | number): CardText {
  return describeObjective((typeof c === 'number' ? cardById(c) : c).objective);
}
