// The daily's words per game: each game names its daily (Tagesnest, Tagesplakat, Tagesalbum), so the
// shell's daily texts take that name. Speedelster keeps the shell dictionary's own wording.
import { modesOf, type DailyMode } from '../../games/modes';
import { lang, t, type Params } from '../../i18n';

type Key = 'title' | 'play' | 'countdown' | 'firstNote' | 'empty' | 'total' | 'streakTitle' | 'lead';

const de: Record<Key, string> = {
  title: '{daily}',
  play: '{daily} spielen',
  countdown: 'Nächstes {daily} in {time}',
  firstNote: '{daily} vom {date}: dein erster Versuch zählt für die Tagesliste.',
  empty: 'Noch hat niemand dieses {daily} beendet.',
  total: '{n} {players} haben dieses {daily} beendet.',
  streakTitle: 'Tage in Folge mit {daily}',
  lead: '{lead}',
};

const en: Record<Key, string> = {
  title: '{daily}',
  play: 'Play the {dailyLower}',
  countdown: 'Next {dailyLower} in {time}',
  firstNote: '{daily} of {date}: your first attempt counts for the daily list.',
  empty: 'Nobody has finished this {dailyLower} yet.',
  total: '{n} {players} finished this {dailyLower}.',
  streakTitle: 'Days in a row with a {dailyLower}',
  lead: '{lead}',
};

/** Speedelster's daily texts live in the shell dictionary (daily.*, foyer.dailyLead). */
const SHELL_KEYS: Record<Key, string> = {
  title: 'daily.title', play: 'daily.play', countdown: 'daily.countdown', firstNote: 'daily.firstNote',
  empty: 'daily.empty', total: 'daily.total', streakTitle: 'daily.streakTitle', lead: 'foyer.dailyLead',
};

export function dailyMode(game: string): DailyMode | null {
  return modesOf(game)?.daily ?? null;
}

/** A daily text for `game` in the current language. */
export function dailyText(game: string, key: Key, params: Params = {}): string {
  const mode = dailyMode(game);
  if (game === 'elster' || !mode) return t(SHELL_KEYS[key], params);
  const l = lang.value;
  const name = mode.name[l];
  const all: Params = { ...params, daily: name, dailyLower: l === 'en' ? name.toLowerCase() : name, players: mode.players[l], lead: mode.lead[l] };
  return (l === 'en' ? en : de)[key].replace(/\{(\w+)\}/g, (m, k: string) => (k in all ? String(all[k]) : m));
}
