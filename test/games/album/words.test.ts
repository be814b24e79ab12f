// What a new player reads at the table agrees with the table: the first-turn window names „Rat“ only
// where Rat is offered (not in the Tagesalbum, the Rekordjagd or with people), and an objective no
// picture raises says "bringt nichts" only when it scores 0 (a new player saw it beside "+14").
import { describe, expect, it } from 'vitest';
import { view } from '@games/album/view';
import { card } from '@games/album/cards';
import { nextRaise, noRaiseWords, objectiveNow } from '../../../web/games/album/ui-helpers';
import { introHint, tx } from '../../../web/games/album/i18n';
import { pics, table } from './helpers';

describe('the first-turn window', () => {
  it('names Rat only where it is offered, in both languages', () => {
    expect(introHint(true, 'de')).toMatch(/„Rat“ schlägt dir einen Zug vor\.$/);
    expect(introHint(false, 'de')).not.toMatch(/Rat/);
    expect(introHint(true, 'en')).toMatch(/“Advice” suggests a move\.$/);
    expect(introHint(false, 'en')).not.toMatch(/Advice/);
    expect(introHint(false, 'de')).toBe(tx('intro.hint', undefined, 'de'));
  });
});

describe('an objective that no picture raises', () => {
  it('held "die meisten Ritterburgen" worth +13: the words say it stays, not "bringt nichts"', () => {
    const most = 15; // front Rennwagen, template 15: "Die meisten Ritterburgen"
    expect(card(most).objective).toEqual({ kind: 'most', series: 3, points: 13 });
    const state = table(2, [[40], [41], [42]], [17, 35, 53, 71, 89, 107],
      [{ pictures: pics([0, 0, 0, 2, 0, 0]), objectives: [most] }, { pictures: pics([0, 0, 0, 1, 0, 0], 3), objectives: [] }]);
    const v = view(state, 0);
    expect(nextRaise(v, 0, most)).toBeNull();
    const points = objectiveNow(v, 0, most);
    expect(points).toBe(13);
    expect(v.scores[0]!.lines.find((l) => l.card === most)?.points).toBe(13);
    const words = tx(`raise.${noRaiseWords(points)}`, undefined, 'de');
    expect(words).not.toMatch(/nichts/);
    expect(words).toBe('steigt nicht mehr');
  });

  it('"bringt nichts" at 0, "kostet nur" below 0', () => {
    expect(tx(`raise.${noRaiseWords(0)}`, undefined, 'de')).toBe('bringt nichts');
    expect(tx(`raise.${noRaiseWords(-3)}`, undefined, 'de')).toBe('kostet nur');
    for (const w of ['none', 'done', 'costs']) expect(tx(`raise.${w}`, undefined, 'en')).not.toMatch(/^raise\./);
  });
});
