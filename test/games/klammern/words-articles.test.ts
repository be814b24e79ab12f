// Speedklammern's words: a card's rank takes its own article — der Bube, die Dame, der König, das
// Ass, die Zehn, die Neun, die Acht, die Sieben (a walk found Rat saying "Schmier deinem Partner die
// Ass"). Every sentence that puts an article before a rank goes through rankWithArticle; no word
// word writes an article of its own before {rank}, {low}, {high} or {card}.
import { afterEach, describe, expect, it } from 'vitest';
import { lang } from '../../../web/i18n';
import { rankWithArticle } from '../../../web/games/klammern/i18n';
import { adviceSentence } from '../../../web/games/klammern/advice';
import { de } from '../../../web/games/klammern/words-de';
import { en } from '../../../web/games/klammern/words-en';
import type { KlammernView } from '@games/klammern/types';
import { defaultOptions } from '@games/klammern/rules/options';

const NOM = ['die Sieben', 'die Acht', 'die Neun', 'die Zehn', 'der Bube', 'die Dame', 'der König', 'das Ass'];
const ACC = ['die Sieben', 'die Acht', 'die Neun', 'die Zehn', 'den Buben', 'die Dame', 'den König', 'das Ass'];
const DAT = ['der Sieben', 'der Acht', 'der Neun', 'der Zehn', 'dem Buben', 'der Dame', 'dem König', 'dem Ass'];
const EN = ['the seven', 'the eight', 'the nine', 'the ten', 'the jack', 'the queen', 'the king', 'the ace'];

afterEach(() => { lang.value = 'de'; });

describe('a rank with its article', () => {
  it('German: each rank its own gender, in every case; English: "the"', () => {
    for (let r = 0; r < 8; r++) {
      expect(rankWithArticle(r, 'nom', 'de')).toBe(NOM[r]);
      expect(rankWithArticle(r, 'acc', 'de')).toBe(ACC[r]);
      expect(rankWithArticle(r, 'dat', 'de')).toBe(DAT[r]);
      for (const c of ['nom', 'acc', 'dat'] as const) expect(rankWithArticle(r, c, 'en')).toBe(EN[r]);
      // A card number works as well as a rank: Herz (2 * 8) plus the rank.
      expect(rankWithArticle(16 + r, 'acc', 'de')).toBe(ACC[r]);
    }
  });

  it('Rat\'s "Schmier deinem Partner …" for every rank', () => {
    const view = { options: defaultOptions() } as KlammernView;
    for (let r = 0; r < 8; r++) {
      const reason = { code: 'klammern_play', params: { card: 24 + r, why: 'smear', jappa: 0, meld: 0, bella: 0 } };
      const move = { type: 'card', card: 24 + r, meld: false, bella: false } as const;
      lang.value = 'de';
      expect(adviceSentence(reason, move, view)).toContain(`Schmier deinem Partner ${ACC[r]}:`);
      lang.value = 'en';
      expect(adviceSentence(reason, move, view)).toContain(`Smear ${EN[r]} to your partner`);
    }
  });

  it('no word list puts an article of its own before a rank or a card placeholder', () => {
    for (const [key, text] of Object.entries(de)) {
      expect(text, key).not.toMatch(/\b(der|die|das|den|dem|des|ein|eine|einen|einem) \{(rank|low|high|card)\}/i);
    }
    // English: "the {card}" is right for every card; a {rank} comes with its "the" already.
    for (const [key, text] of Object.entries(en)) expect(text, key).not.toMatch(/\b(the|a|an) \{rank\}/i);
  });
});
