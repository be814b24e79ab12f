// German grammar of the daily's name (issue 21): the gender comes with the name, so the words before
// it agree for every game — "dieses Tagesnest", "diese Tagesvorstellung", "Nächste Tagesvorstellung",
// "Deine erste Tagesvorstellung ist geschafft" (the passkey offer said "Dein erstes Tagesspiel").
import { describe, expect, it } from 'vitest';
import { games } from '../../../web/games/registry';
import { dailyText } from '../../../web/pages/daily/words';
import { lang, t } from '../../../web/i18n';

const KEYS = ['title', 'play', 'countdown', 'firstNote', 'empty', 'total', 'streak', 'streakTitle', 'today', 'firstDone'] as const;
/** Words before a noun that show its gender; each pair: [neuter form, feminine form]. */
const FORMS: [string, string][] = [['dieses', 'diese'], ['Nächstes', 'Nächste'], ['Heutiges', 'Heutige'], ['erstes', 'erste'], ['ein', 'eine'], ['das', 'die']];

describe('the daily names agree with their words in German', () => {
  const dailies = games.filter((g) => g.modes.daily).map((g) => [g.id, g.modes.daily!] as const);
  it('every daily declares its gender', () => {
    expect(dailies.length).toBeGreaterThan(3);
    for (const [, d] of dailies) expect(['n', 'f']).toContain(d.genus);
    expect(dailies.find(([id]) => id === 'kino')![1].genus).toBe('f');
  });
  it.each(dailies.map(([id]) => id))('%s: no article or adjective of the other gender before the name', (id) => {
    lang.value = 'de';
    const d = dailies.find(([g]) => g === id)![1];
    for (const key of KEYS) {
      const text = dailyText(id, key, { n: 3, time: '5:03:07', date: '2. Dezember' });
      expect(text).toContain(d.name.de);
      for (const [n, f] of FORMS) {
        const wrong = d.genus === 'f' ? n : f;
        expect(text, `${id} ${key}: "${text}"`).not.toMatch(new RegExp(`(^|\\s)${wrong} ${d.name.de}`));
      }
    }
    expect(dailyText(id, 'today')).toBe(`${d.genus === 'f' ? 'Heutige' : 'Heutiges'} ${d.name.de}`);
  });
});

it('the offer after a first daily names that daily, not the shell\'s "Tagesspiel"', () => {
  lang.value = 'de';
  expect(t('account.offerLeadDaily', { first: dailyText('elster', 'firstDone') })).toMatch(/^Dein erstes Tagesnest ist geschafft\. Sichere /);
  expect(dailyText('kino', 'firstDone')).toBe('Deine erste Tagesvorstellung ist geschafft.');
  lang.value = 'en';
  expect(t('account.offerLeadDaily', { first: dailyText('kino', 'firstDone') })).toMatch(/^Your first daily screening is done\. Secure /);
  lang.value = 'de';
});
