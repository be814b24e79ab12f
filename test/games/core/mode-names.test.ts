// A game's own words where the shell's do not fit it (found on a new player's walk, 2026-12-09): the
// table, the replay and "Meine Partien" called every daily "Tagesspiel" beside the game's name,
// though each game names its own (Tagesnest, Tagesvorstellung …); Speedkino's rule book has no
// Partie, yet its foyer said "Partie starten" and its table "Partie beenden". The registry gives
// these words for a game (modeName, soloWord), and no shell page picks the shell's word itself.
import { afterEach, describe, expect, it } from 'vitest';
import { games, matchName, modeName, soloWord } from '../../../web/games/registry';
import { lang } from '../../../web/i18n';

afterEach(() => { lang.value = 'de'; });

describe('a mode beside a game', () => {
  it('is the game\'s own daily name for a daily and its practice, in both languages', () => {
    const dailies = games.filter((g) => g.modes.daily);
    expect(dailies.length).toBeGreaterThan(3);
    for (const l of ['de', 'en'] as const) {
      lang.value = l;
      for (const g of dailies) {
        expect(modeName(g.id, 'daily')).toBe(g.modes.daily!.name[l]);
        expect(modeName(g.id, 'practice')).toBe(g.modes.daily!.name[l]);
      }
    }
    lang.value = 'de';
    expect(modeName('kino', 'daily')).toBe('Tagesvorstellung');
    expect(modeName('elster', 'daily')).toBe('Tagesnest');
    lang.value = 'en';
    expect(modeName('kino', 'daily')).toBe('Daily screening');
  });

  it('is the shell\'s word for the other modes', () => {
    for (const g of games) {
      expect(modeName(g.id, 'solo')).toBe('Freie Partie');
      expect(modeName(g.id, 'multi')).toBe('Mit anderen');
      expect(modeName(g.id, 'record')).toBe('Rekordjagd');
    }
  });
});

describe('starting and ending a solo match', () => {
  it('Speedkino speaks of the Vorstellung (the screening), the others of the Partie', () => {
    expect(soloWord('kino', 'start')).toBe('Vorstellung starten');
    expect(soloWord('kino', 'end')).toBe('Vorstellung beenden');
    expect(soloWord('kino', 'endTitle')).toBe('Vorstellung beenden?');
    expect(soloWord('kino', 'endText')).toBe('Die Vorstellung endet ohne Wertung.');
    lang.value = 'en';
    expect(soloWord('kino', 'start')).toBe('Start the screening');
    expect(soloWord('kino', 'end')).toBe('End the screening');
    expect(soloWord('kino', 'endTitle')).toBe('End the screening?');
    lang.value = 'de';
    for (const g of games.filter((x) => x.id !== 'kino')) {
      expect([soloWord(g.id, 'start'), soloWord(g.id, 'end'), soloWord(g.id, 'endTitle')]).toEqual(['Partie starten', 'Partie beenden', 'Partie beenden?']);
      expect(matchName(g.id, 2)).toBe('Partie 2');
    }
    // After "Nochmal – gleicher Tisch" the header counts Vorstellungen.
    expect(matchName('kino', 2)).toBe('Vorstellung 2');
    lang.value = 'en';
    expect(matchName('kino', 3)).toBe('Screening 3');
    lang.value = 'de';
  });
});

/** Every source file of the web shell, by path. */
const shell = import.meta.glob<string>(['../../../web/app/**/*.{ts,tsx}', '../../../web/pages/**/*.{ts,tsx}', '../../../web/ui/**/*.{ts,tsx}'], { eager: true, query: '?raw', import: 'default' });

it('no shell page picks a mode\'s or a solo match\'s words itself: it asks the registry', () => {
  expect(Object.keys(shell).some((f) => f.endsWith('/TablePage.tsx'))).toBe(true);
  const own = /t\(\s*`mode\.|t\(\s*'mode\.|t\(\s*'(foyer\.startSolo|table\.endSolo|leave\.soloTitle|leave\.soloText|table\.match)'/;
  const found = Object.entries(shell).flatMap(([f, text]) =>
    text.split('\n').flatMap((line, i) => (own.test(line) ? [`${f.replace('../../../', '')}:${i + 1}: ${line.trim()}`] : [])));
  expect(found).toEqual([]);
});
