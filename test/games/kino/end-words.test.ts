// The Abspann's lines about a seat fit whoever sits there — you, a woman, a computer — and read well
// with "(du)" after your name: no "seinen Hinweisen" for every seat, no "rettet bei Gast 7490 (du)
// Krimi 3".
import { describe, expect, it } from 'vitest';
import { tx } from '../../../web/games/kino/i18n';

const SEAT_LINES = ['end.wirkung', 'end.wirkung.one', 'end.wirkung.tip', 'end.moment.rettung', 'end.moment.hinweis', 'end.moment.spule'];
const GENDERED = /\b(sein|seine|seinen|seiner|seinem|ihr|ihre|ihren|ihrer|ihrem|er|sie)\b/i;

describe('the Abspann about a seat', () => {
  it('uses no gendered pronoun for a seat in German', () => {
    for (const key of SEAT_LINES) {
      const text = tx(key, { by: 'Computer 2', to: 'Gast 7490 (du)', name: 'Anna', can: 'Krimi 3', what: 'Akt 3', n: 2, film: 'Krimi' }, 'de');
      expect(text, key).not.toMatch(GENDERED);
    }
  });

  it('puts the can before the name that may end in "(du)"', () => {
    const line = tx('end.moment.rettung', { by: 'Computer 2', to: 'Gast 7490 (du)', can: 'Krimi 3' }, 'de');
    expect(line).toBe('Computer 2 rettet Krimi 3 in der Hand von Gast 7490 (du) – später eingelegt.');
    expect(line).not.toMatch(/\(du\) Krimi/);
  });
});
