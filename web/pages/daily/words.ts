// The daily's words per game: each game names its daily (Tagesnest, Tagesplakat, Tagesalbum,
// Tagesvorstellung) in its meta, and the shell's daily texts take that name and its gender.
import { modesOf } from '../../games/registry';
import type { DailyMode } from '../../games/types';
import { lang, type Params } from '../../i18n';

type Key = 'title' | 'play' | 'countdown' | 'firstNote' | 'empty' | 'total' | 'totalOne' | 'streakTitle' | 'streak' | 'lead' | 'today' | 'firstDone';

const de: Record<Key, string> = {
  title: '{daily}',
  play: '{daily} spielen',
  countdown: '{naechst} {daily} in {time}',
  firstNote: '{daily} vom {date}: dein erster Versuch zählt für die Tagesliste.',
  empty: 'Noch hat niemand {dies} {daily} beendet.',
  total: '{n} {players} haben {dies} {daily} beendet.',
  totalOne: '{n} {player} hat {dies} {daily} beendet.',
  today: '{heutig} {daily}',
  streak: '{daily}-Serie',
  streakTitle: 'Tage in Folge mit {daily}',
  lead: '{lead}',
  firstDone: '{deinErst} {daily} ist geschafft.',
};

const en: Record<Key, string> = {
  title: '{daily}',
  play: 'Play the {dailyLower}',
  countdown: 'Next {dailyLower} in {time}',
  firstNote: '{daily} of {date}: your first attempt counts for the daily list.',
  empty: 'Nobody has finished this {dailyLower} yet.',
  total: '{n} {players} finished this {dailyLower}.',
  totalOne: '{n} {player} finished this {dailyLower}.',
  streak: '{daily} streak',
  streakTitle: 'Days in a row with a {dailyLower}',
  lead: '{lead}',
  today: 'Today’s {dailyLower}',
  firstDone: 'Your first {dailyLower} is done.',
};

/** The German words before the daily's name, by its gender ("dieses Tagesnest", "diese Tagesvorstellung"). */
export const GENUS_WORDS: Record<DailyMode['genus'], { dies: string; naechst: string; heutig: string; deinErst: string }> = {
  n: { dies: 'dieses', naechst: 'Nächstes', heutig: 'Heutiges', deinErst: 'Dein erstes' },
  f: { dies: 'diese', naechst: 'Nächste', heutig: 'Heutige', deinErst: 'Deine erste' },
};

export function dailyMode(game: string): DailyMode | null {
  return modesOf(game)?.daily ?? null;
}

/** A daily text for `game` in the current language. */
export function dailyText(game: string, key: Key, params: Params = {}): string {
  const mode = dailyMode(game);
  if (!mode) return '';
  const l = lang.value;
  const name = mode.name[l];
  // "1 Vorführer hat …", "2 Vorführer haben …": the player word and the verb by the count.
  if (key === 'total' && Number(params.n) === 1) key = 'totalOne';
  const all: Params = {
    ...params, daily: name, dailyLower: l === 'en' ? name.toLowerCase() : name,
    player: mode.player[l], players: mode.players[l], lead: mode.lead[l], ...GENUS_WORDS[mode.genus],
  };
  return (l === 'en' ? en : de)[key].replace(/\{(\w+)\}/g, (m, k: string) => (k in all ? String(all[k]) : m));
}
