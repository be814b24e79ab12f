// Negative points are written with the typographic minus everywhere a player reads them: the end
// screens wrote "−5", Meine Partien and the daily lists "-5 Punkte" (a walk on a phone). Every number
// the shell's words carry goes through t()'s parameters, so the class is fixed there.
import { describe, expect, it } from 'vitest';
import { lang, t } from '../../../web/i18n';

describe('numbers in the shell\'s words', () => {
  it('a negative number takes the minus sign, in German and English', () => {
    for (const l of ['de', 'en'] as const) {
      lang.value = l;
      const text = t('mg.recentResult', { place: 2, points: -5 });
      expect(text).toContain('−5');
      expect(text).not.toContain('-5');
    }
    lang.value = 'de';
    expect(t('mg.recentResult', { place: 1, points: 12 })).toBe('1.\u00a0Platz, 12\u00a0Punkte');
  });
});
