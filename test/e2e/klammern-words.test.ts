// Speedklammern's words, checked without a browser (found playing at four as a new player): the
// Abrechnung speaks of a pair in the plural ("Gast und Computer 3 haben 46 gegen 116 Augen"), of a
// single player in the singular, in German and English; a game named mid-sentence is "ein Kleines Pik".
import { expect, it } from 'vitest';
import { lang } from '../../web/i18n';
import { verdict } from '../../web/games/klammern/verdict';
import { defaultOptions } from '@games/klammern/rules/options';
import type { GameRecord } from '@games/klammern/types';

const record = (side: number[], won: boolean, geschenkt = false): GameRecord => ({
  gameNo: 0, dealer: 3, contract: { declarer: side[0]!, kind: 'orgi', trump: 0, value: 8 }, side,
  kontra: false, re: false, durchmarsch: false, geschenkt, won, value: 8,
  augen: side.length > 1 ? [46, 58, 0, 58] : [46, 58, 58], scores: [0, 0, 0, 0],
});

it('the Abrechnung\'s verdict: a pair in the plural, a single player in the singular', () => {
  const four = { seats: 4, options: defaultOptions() };
  const three = { seats: 3, options: defaultOptions() };
  const names = ['Anna', 'Computer 2', 'Computer 3', 'Computer 4'];
  lang.value = 'de';
  expect(verdict(record([0, 2], false), four, names)).toMatch(/^Durch! Anna und Computer 3 haben 46 gegen 116 Augen/);
  expect(verdict(record([0, 2], true), four, names)).toMatch(/^Gewonnen: Anna und Computer 3 haben /);
  expect(verdict(record([1, 3], true, true), four, names)).toBe('Geschenkt: Computer 2 und Computer 4 gewinnen ohne zu spielen.');
  expect(verdict(record([0], false), three, names)).toMatch(/^Durch! Anna hat 46 gegen 116 Augen/);
  lang.value = 'en';
  expect(verdict(record([0, 2], false), four, names)).toMatch(/^Durch! Anna and Computer 3 have 46 against 116 points/);
  expect(verdict(record([0], true), three, names)).toMatch(/^Won: Anna has /);
  lang.value = 'de';
});

it('at four one computer is your partner: the rules page never calls the computers opponents', async () => {
  const { readFileSync } = await import('node:fs');
  for (const file of ['Rules.tsx', 'rules-de.tsx', 'rules-en.tsx']) {
    const page = readFileSync(new URL(`../../web/games/klammern/${file}`, import.meta.url), 'utf8');
    expect(page, file).not.toMatch(/Computer-?[gG]egner|[cC]omputer opponents/);
  }
});

it('a game named inside a sentence keeps the article small ("spielt ein Kleines Pik"), a line starts with a capital', async () => {
  const { contractText, contractTitle, tx } = await import('../../web/games/klammern/i18n');
  const { de } = await import('../../web/games/klammern/words-de');
  const kinds = ['orgi', 'kleines', 'besser'] as const;
  for (const l of ['de', 'en'] as const) {
    lang.value = l;
    // Every word list entry that names the game after other words: the Kontra question, the Abrechnung, the log.
    const keys = Object.keys(de).filter((k) => /\S.*\{game\}/.test(de[k]!));
    expect(keys.length).toBeGreaterThanOrEqual(3);
    for (const key of keys) {
      for (const kind of kinds) {
        const sentence = tx(key, { name: 'Anna', game: contractText({ kind, trump: 1 }), n: 3 });
        expect(sentence, `${l} ${key}`).not.toMatch(/\S\s+(Ein|A) Kleines/);
      }
    }
    expect(contractTitle({ kind: 'kleines', trump: 1 })).toMatch(/^(Ein Kleines Pik|A Kleines in spades)$/);
  }
  lang.value = 'de';
  expect(tx('ask.kontra', { name: 'Anna', game: contractText({ kind: 'kleines', trump: 1 }) })).toBe('Anna spielt ein Kleines Pik. Kontra?');
});

it('Rat in English says a lost game plainly ("no longer wins … in any of the 40 deals"), not "in none … any more"', async () => {
  const { tx } = await import('../../web/games/klammern/i18n');
  lang.value = 'en';
  const sentence = tx('rat.play.win.none', { n: 40 });
  expect(sentence).toBe('Your side no longer wins the game in any of the 40 deals played out open.');
  expect(sentence).not.toMatch(/\bnone\b.*\bany more\b/);
  lang.value = 'de';
});

it('"gegen jeden" (at three): the verdict sets the player\'s Augen against the best opponent\'s, not both together', () => {
  const three = { seats: 3, options: { ...defaultOptions(), againstEach: true } };
  const names = ['Anna', 'Computer 2', 'Computer 3'];
  const r = { ...record([0], true), augen: [60, 50, 42] };
  lang.value = 'de';
  expect(verdict(r, three, names)).toBe('Gewonnen: Anna hat 60 Augen, der beste Gegner 50 – nötig war mehr als jeder Gegner.');
  expect(verdict({ ...r, won: false, augen: [50, 50, 52] }, three, names)).toBe('Durch! Anna hat 50 Augen, der beste Gegner 52 – nötig war mehr als jeder Gegner.');
  lang.value = 'en';
  expect(verdict(r, three, names)).toBe('Won: Anna has 60 points, the best opponent 50 – needed: more than each opponent.');
  lang.value = 'de';
});
