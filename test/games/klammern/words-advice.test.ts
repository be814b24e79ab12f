// Speedklammern's Rat in words (found by a new player's walk): a chance is a calibrated estimate, so
// it is said with what it was computed on — "etwa 11 % (gerechnet an 5 …)", never "11 % von 5";
// with no deals solved it comes from the hand ("von 0" was shown); a sure trick never comes with
// "Gewinnt in 0 %" (the figure is the game's, not the trick's); and Re declined at 75 % explains
// the higher line instead of "nur 75 %". German and English.
import { afterEach, describe, expect, it } from 'vitest';
import { lang } from '../../../web/i18n';
import { adviceSentence } from '../../../web/games/klammern/advice';
import type { KlammernMove, KlammernView } from '@games/klammern/types';
import { defaultOptions } from '@games/klammern/rules/options';

const view = (over: Partial<KlammernView> = {}) =>
  ({ options: defaultOptions(), phase: 'bidding', window: null, contract: null, ...over }) as KlammernView;
const say = (code: string, params: Record<string, string | number>, move: KlammernMove, v = view()) => adviceSentence({ code, params }, move, v);

afterEach(() => { lang.value = 'de'; });

describe('Rat\'s chances', () => {
  it('a bid with no deal solved is estimated from the hand, not "von 0"', () => {
    const de = say('klammern_bid_pass', { chance: 0.16, suit: 2, worlds: 0 }, { type: 'pass' });
    expect(de).toContain('Mit Herz Trumpf gewännest du etwa 16 % (geschätzt nach deiner Hand');
    expect(de).not.toMatch(/von 0|0 durch/);
    lang.value = 'en';
    expect(say('klammern_bid_pass', { chance: 0.16, suit: 2, worlds: 0 }, { type: 'pass' })).toContain('about 16 % (estimated from your hand');
  });

  it('a calibrated chance names the deals it was computed on, not "% von n"', () => {
    const de = say('klammern_bid_pass', { chance: 0.11, suit: 2, worlds: 5 }, { type: 'pass' });
    expect(de).toContain('etwa 11 % (gerechnet an 5 durchgespielten Verteilungen)');
    expect(de).not.toMatch(/% von/);
    expect(say('klammern_bid_orgi', { chance: 0.77, suit: 1, worlds: 1 }, { type: 'orgi' })).toContain('(gerechnet an 1 durchgespielten Verteilung)');
    lang.value = 'en';
    expect(say('klammern_bid_pass', { chance: 0.11, suit: 2, worlds: 5 }, { type: 'pass' })).toContain('about 11 % (computed on 5 deals played out open)');
  });

  it('no Re at 75 %: Re pays only above a higher line, no "nur"', () => {
    const v = view({ phase: 'announce', window: { stage: 're', owed: [0] } });
    const de = say('klammern_no_re', { chance: 0.75, worlds: 40, line: 0.83 }, { type: 'pass' }, v);
    expect(de).toMatch(/^Rat: „Kein Re“ sagen\./);
    expect(de).toContain('Du gewinnst etwa 75 %');
    expect(de).toContain('lohnt erst ab etwa 83 %');
    expect(de).not.toMatch(/\bnur in etwa\b|gewinnst nur/);
    // An answer without the line (older server) still names it: Re from 5/6.
    expect(say('klammern_no_re', { chance: 0.75, worlds: 40 }, { type: 'pass' }, v)).toContain('ab etwa 83 %');
    lang.value = 'en';
    expect(say('klammern_no_re', { chance: 0.75, worlds: 40, line: 0.83 }, { type: 'pass' }, v)).toContain('pays only from about 83 % on');
  });

  it('Kontra and no Kontra name the line of 67 %', () => {
    const v = view({ phase: 'announce', window: { stage: 'kontra', owed: [1, 2] } });
    expect(say('klammern_no_kontra', { chance: 0.8, worlds: 12, line: 0.67 }, { type: 'pass' }, v)).toContain('Kontra lohnt erst, wenn er unter 67 % liegt');
    expect(say('klammern_kontra', { chance: 0.4, worlds: 12, line: 0.67 }, { type: 'kontra' }, v)).toContain('unter 67 % lohnt Kontra');
  });
});

describe('Rat\'s card reasons', () => {
  const play = view({ phase: 'play', contract: { declarer: 1, kind: 'orgi', trump: 1, value: 7 } });
  const card = (c: number): KlammernMove => ({ type: 'card', card: c, meld: false, bella: false });

  it('a master card of a plain suit is not called a sure trick; the game share is the game\'s', () => {
    // Herz Zehn (2·8+3 = 19) with Pik trump: the highest Herz, but a trump may still take it.
    const de = say('klammern_play', { card: 19, why: 'master', jappa: 0, meld: 0, bella: 0, win: 0, worlds: 40 }, card(19), play);
    expect(de).toContain('schlagen kann sie nur noch ein Trumpf');
    expect(de).not.toContain('sicherer Stich');
    expect(de).toContain('in keiner der 40 durchgespielten Verteilungen');
    expect(de).not.toMatch(/Gewinnt in 0 %/);
    // The highest trump is a sure trick.
    expect(say('klammern_play', { card: 12, why: 'master', jappa: 1, meld: 0, bella: 0, win: 0.5, worlds: 40 }, card(12), play))
      .toContain('der höchste Trumpf im Spiel: ein sicherer Stich. Das Spiel gewinnt deine Seite damit in 50 % der 40');
    expect(say('klammern_play', { card: 19, why: 'lead', jappa: 0, meld: 0, bella: 0, win: 1, worlds: 40 }, card(19), play)).toContain('in allen 40');
    lang.value = 'en';
    expect(say('klammern_play', { card: 19, why: 'master', jappa: 0, meld: 0, bella: 0, win: 0, worlds: 40 }, card(19), play))
      .toContain('only a trump can beat it. Your side no longer wins the game in any of the 40 deals played out open.');
  });
});
