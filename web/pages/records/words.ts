// The record hunt's words, German first, English second (the language follows the shell's `lang`).
import { errorText, lang, type Params } from '../../i18n';

const de: Record<string, string> = {
  title: 'Rekordjagd',
  level: 'Stärke',
  start: 'Rekordjagd starten',
  yours: 'Deine Rekorde',
  yourNone: 'noch keiner',
  yourRank: 'Platz {rank}',
  listTitle: 'Rekordliste – {level}',
  rank: 'Platz',
  name: 'Name',
  best: 'Rekord',
  date: 'Datum',
  empty: 'In dieser Liste steht noch kein Rekord. Stell den ersten auf!',
  total: '{n} Rekorde in dieser Liste.',
  showAll: 'Alle zeigen',
  showLess: 'Weniger zeigen',
  you: 'du',
  'err.no_record_hunt': 'Für dieses Spiel gibt es keine Rekordjagd.',
  'err.bad_setting': 'Diese Rekordliste gibt es nicht.',
};

const en: Record<string, string> = {
  title: 'Record hunt',
  level: 'Strength',
  start: 'Start record hunt',
  yours: 'Your records',
  yourNone: 'none yet',
  yourRank: 'rank {rank}',
  listTitle: 'Records – {level}',
  rank: 'Rank',
  name: 'Name',
  best: 'Record',
  date: 'Date',
  empty: 'No record in this list yet. Set the first one!',
  total: '{n} records in this list.',
  showAll: 'Show all',
  showLess: 'Show fewer',
  you: 'you',
  'err.no_record_hunt': 'This game has no record hunt.',
  'err.bad_setting': 'There is no such record list.',
};

export function rt(key: string, params: Params = {}): string {
  const text = (lang.value === 'en' ? en : de)[key] ?? de[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}

/** An error's wording: the record hunt's own codes first, then the shell's. */
export function recordError(code: string, message: string, params?: Params): string {
  return `err.${code}` in de ? rt(`err.${code}`, params) : errorText(code, message, params);
}
