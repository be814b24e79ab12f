// The 108 cards: six series of 18, every objective different, none naming its own front series,
// at least ten kinds, and every card readable in German, English and as a symbol line.
import { describe, expect, it } from 'vitest';
import { CARDS, frontOf, namedSeries } from '@games/album/cards';
import { describe as describeCard, SERIES_INFO } from '../../../web/games/album/card-text';
import { OBJECTIVE_KINDS, SERIES } from '@games/album/types';

describe('the 108 cards', () => {
  it('108 distinct cards, 18 per series, ids 0…107', () => {
    expect(CARDS).toHaveLength(108);
    expect(new Set(CARDS.map((c) => c.id)).size).toBe(108);
    CARDS.forEach((c, i) => { expect(c.id).toBe(i); expect(frontOf(c.id)).toBe(c.front); });
    for (let s = 0; s < 6; s++) expect(CARDS.filter((c) => c.front === s)).toHaveLength(18);
  });

  it('every card carries a different objective ("einen anderen Sammelauftrag")', () => {
    expect(new Set(CARDS.map((c) => JSON.stringify(c.objective))).size).toBe(108);
  });

  it('no objective names its own front series (all 108)', () => {
    for (const c of CARDS) expect(namedSeries(c.objective)).not.toContain(c.front);
  });

  it('at least ten kinds, each on some card, and every series named equally often', () => {
    const kinds = new Set(CARDS.map((c) => c.objective.kind));
    expect(kinds.size).toBeGreaterThanOrEqual(10);
    expect([...kinds].sort()).toEqual([...OBJECTIVE_KINDS].sort());
    const named = new Array(6).fill(0);
    for (const c of CARDS) for (const s of new Set(namedSeries(c.objective))) named[s]++;
    expect(new Set(named).size).toBe(1);
  });

  it('the mix follows the published game: per picture, pairs, sets of three, and the rest', () => {
    const count = (k: string) => CARDS.filter((c) => c.objective.kind === k).length;
    expect(count('each')).toBe(42);
    expect(count('pair')).toBe(18);
    expect(count('trio') + count('stairs')).toBe(18);
    for (const k of ['parity', 'equal', 'most', 'fewest']) expect(count(k)).toBe(6);
    expect(count('mostTotal') + count('fewestTotal') + count('complete') + count('missing') + count('atLeast')).toBe(6);
    // Some per-picture objectives carry a minus for another series.
    expect(CARDS.some((c) => c.objective.kind === 'each' && c.objective.terms.some((t) => t.points < 0))).toBe(true);
  });

  it('six series with their own colour and shape', () => {
    expect(SERIES_INFO.map((s) => s.id)).toEqual([...SERIES]);
    expect(SERIES_INFO.map((s) => s.colour)).toEqual(['rot', 'blau', 'grün', 'violett', 'orange', 'ocker']);
    expect(new Set(SERIES_INFO.map((s) => s.shape)).size).toBe(6);
  });

  it('every card reads in German and English, and its symbol line names exactly its series', () => {
    for (const c of CARDS) {
      const d = describeCard(c);
      expect(d.de.length).toBeGreaterThan(5);
      expect(d.en.length).toBeGreaterThan(5);
      expect(d.de.length).toBeLessThanOrEqual(72);
      const inSymbols = new Set(d.symbols.flatMap((t) => (t.t === 'series' ? [t.series] : [])));
      expect(inSymbols).toEqual(new Set(namedSeries(c.objective)));
      expect(d.symbols.some((t) => t.t === 'points')).toBe(true);
    }
  });

  it('reads like the rule book', () => {
    const text = (o: object) => describeCard({ id: 0, front: 0, objective: o as never });
    expect(text({ kind: 'each', terms: [{ series: 0, points: 2 }] }).de).toBe('Je Rennwagen +2');
    expect(text({ kind: 'each', terms: [{ series: 1, points: 2 }, { series: 4, points: -1 }] }).de).toBe('+2 je Flieger, −1 je Fußball');
    expect(text({ kind: 'pair', series: [1, 2], points: 5 }).de).toBe('Je Paar Flieger + Dampflok: 5');
    expect(text({ kind: 'parity', series: 0, even: 7, odd: 3 }).de).toBe('Gerade Zahl Rennwagen: +7, ungerade: +3');
    expect(text({ kind: 'most', series: 3, points: 7 }).de).toBe('Die meisten Ritterburgen am Kiosk: 7');
    expect(text({ kind: 'equal', series: [1, 2], points: 6 }).de).toBe('Gleich viele Flieger wie Dampfloks (je mind. 1): 6');
    expect(text({ kind: 'stairs', series: [1, 2, 4], points: 12 }).symbols).toEqual([
      { t: 'mark', mark: 'stairs' }, { t: 'series', series: 1, times: 1 }, { t: 'series', series: 2, times: 2 },
      { t: 'series', series: 4, times: 3 }, { t: 'points', value: 12 },
    ]);
  });
});
