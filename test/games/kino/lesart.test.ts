// Die Lesart vor dem Senden (web preview and Rat): clueLesart asks the rules how the receiver reads a
// clue, from the giver's view alone, and flags a Spielhinweis whose focus does not fit.
import { describe, expect, it } from 'vitest';
import { clueLesart } from '@games/kino/lesart';
import { view } from '@games/kino/view';
import { AB, KR, LU, move, table } from './helpers';

describe('clueLesart', () => {
  it('is exactly the reading the rules record once the clue is sent', () => {
    const clues = [{ film: KR }, { film: AB }, { akt: 5 }, { akt: 2 }, { film: LU }] as const;
    for (const clue of clues) {
      const s = table({ hands: [['we2', 'we2', 'lu3', 'ab4', 'li4'], ['kr1', 'we3', 'ab3', 'lu2', 'li5']], batteries: 6 });
      const pre = clueLesart(view(s, 0), 1, clue)!;
      const after = move(s, 0, { type: 'clue', to: 1, ...clue }).state;
      const rec = after.clues.at(-1)!;
      expect(pre.reading).toBe(rec.reading);
      expect(pre.focus).toBe(rec.focusPos);
    }
  });

  it('warns of a misleading Spielhinweis: Abenteuer on an Abenteuer Akt 3 with an empty reel', () => {
    const s = table({ hands: [['we2', 'we2', 'lu3', 'kr4', 'li4'], ['kr2', 'ab3', 'we3', 'lu4', 'li5']] });
    const bad = clueLesart(view(s, 0), 1, { film: AB })!;
    expect(bad).toMatchObject({ reading: 'play', focus: 1, misfire: true });
    // The Krimi clue on a Krimi 2 with the Krimi reel at 1 is a good Spielhinweis.
    const good = clueLesart(view({ ...s, reels: [1, 0, 0, 0, 0] }, 0), 1, { film: KR })!;
    expect(good).toMatchObject({ reading: 'play', focus: 0, misfire: false });
  });

  it('needs the receiver open to the viewer: none for your own hand or a spectator', () => {
    const s = table({ hands: [['we2', 'we2', 'lu3', 'kr4', 'li4'], ['kr2', 'ab3', 'we3', 'lu4', 'li5']] });
    expect(clueLesart(view(s, 1), 1, { film: AB })).toBeNull();
    expect(clueLesart(view(s, 'spectator'), 1, { film: AB })).toBeNull();
  });

  it('never depends on the viewer’s own cans, only on what the clues say about them', () => {
    const a = table({ hands: [['we2', 'we2', 'lu3', 'kr4', 'li4'], ['kr2', 'ab3', 'we3', 'lu4', 'li5']] });
    const b = table({ hands: [['kr1', 'ab1', 'lu1', 'we1', 'li1'], ['kr2', 'ab3', 'we3', 'lu4', 'li5']] });
    for (const clue of [{ film: AB }, { akt: 3 }, { akt: 5 }, { film: LU }] as const) {
      expect(clueLesart(view(a, 0), 1, clue)).toEqual(clueLesart(view(b, 0), 1, clue));
    }
  });
});
