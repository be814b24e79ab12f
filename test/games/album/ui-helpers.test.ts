import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { view } from '@games/album/view';
import { validate } from '@games/album/rules/moves';
import { isRuleError } from '@games/core/types';
import { card } from '@games/album/cards';
import { legalMoves } from '@games/album/hints';
import type { AlbumView } from '@games/album/types';
import {
  NO_CHOICE, choiceMove, choiceOf, choiceValue, chooseFlip, choosePile, chooseSlot, keyForSlot, nextRaise,
  objectiveNow, pileGain, shownSeat, slotForKey, slotGain,
} from '../../../web/games/album/ui-helpers';
import { dealt, pics, table } from './helpers';

// Card ids: series f, template i → f * 18 + i (cards.ts). Template 0 = "Je (f+1) +3".
const R = 0, F = 1, D = 2, B = 3, U = 4, W = 5;
const pic = (series: number, n = 0) => series * 18 + 17 - n;
/** Card 5*18+0: Wildtiere front, "Je Rennwagen +3". */
const EACH_RENNWAGEN = W * 18 + 0;
/** Card 0*18+8: Rennwagen front, "Je 2 Ritterburgen: 6" (pair of the same series). */
const PAIR_BURGEN = R * 18 + 8;
/** Card 0*18+7: "Je Paar Flieger + Dampflok: 5". */
const PAIR_FLIEGER_DAMPF = R * 18 + 7;

function v(over: Parameters<typeof table>[4] = {}, albums?: Parameters<typeof table>[3]): AlbumView {
  // Piles: tops are EACH_RENNWAGEN, PAIR_BURGEN, PAIR_FLIEGER_DAMPF; market: R, F / D, B / U, W pictures.
  const state = table(2, [[EACH_RENNWAGEN, 40], [PAIR_BURGEN, 41], [PAIR_FLIEGER_DAMPF, 42]],
    [pic(R), pic(F), pic(D), pic(B), pic(U), pic(W)], albums, over);
  return view(state, 0);
}

describe('choice', () => {
  it('a pile, then pictures replace it; the newest picture replaces the older of two', () => {
    const view0 = v();
    let c = choosePile(view0, NO_CHOICE, 1);
    expect(c).toEqual({ pile: 1, slots: [], flip: null });
    expect(choiceMove(view0, c)).toEqual({ type: 'take', pile: 1 });
    c = chooseSlot(view0, c, 0);
    expect(c.pile).toBeNull();
    expect(choiceMove(view0, c)).toBeNull();
    c = chooseSlot(view0, c, 3);
    expect(choiceMove(view0, c)).toEqual({ type: 'pictures', slots: [0, 3] });
    c = chooseSlot(view0, c, 5);
    expect(c.slots).toEqual([3, 5]);
    c = chooseSlot(view0, c, 3);
    expect(c.slots).toEqual([5]);
  });

  it('one picture when only one is left', () => {
    const state = table(2, [[], [], []], [null, null, pic(D), null, null, null]);
    const one = view(state, 0);
    const c = chooseSlot(one, NO_CHOICE, 2);
    expect(choiceMove(one, c)).toEqual({ type: 'pictures', slots: [2] });
    expect(choosePile(one, NO_CHOICE, 0)).toBe(NO_CHOICE);
    expect(chooseSlot(one, NO_CHOICE, 0)).toBe(NO_CHOICE);
  });

  it('"neuen Auftrag gleich drehen" needs a pile; own objectives only without "nur neuen"', () => {
    const albums = [{ pictures: [], objectives: [PAIR_BURGEN + 18] }, { pictures: [], objectives: [] }];
    const free = v({}, albums);
    expect(chooseFlip(free, NO_CHOICE, 'new')).toBe(NO_CHOICE);
    let c = chooseFlip(free, choosePile(free, NO_CHOICE, 0), 'new');
    expect(choiceMove(free, c)).toEqual({ type: 'take', pile: 0, flip: EACH_RENNWAGEN });
    // Dropping the pile drops the "new" flip.
    expect(choosePile(free, c, 0).flip).toBeNull();
    c = chooseFlip(free, chooseSlot(free, chooseSlot(free, NO_CHOICE, 0), 1), PAIR_BURGEN + 18);
    expect(choiceMove(free, c)).toEqual({ type: 'pictures', slots: [0, 1], flip: PAIR_BURGEN + 18 });
    expect(chooseFlip(free, c, PAIR_BURGEN + 18).flip).toBeNull();
    // Not an own objective: refused.
    expect(chooseFlip(free, c, 99)).toBe(c);

    const onlyNew = v({ onlyNew: true }, albums);
    const p = choosePile(onlyNew, NO_CHOICE, 2);
    expect(chooseFlip(onlyNew, p, PAIR_BURGEN + 18)).toBe(p);
    expect(choiceMove(onlyNew, chooseFlip(onlyNew, p, 'new'))).toEqual({ type: 'take', pile: 2, flip: PAIR_FLIEGER_DAMPF });
  });

  it('every complete choice is a move the rules accept, and choiceOf round-trips every legal move', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000 }), fc.boolean(), (seed, onlyNew) => {
      const ids = Array.from({ length: 108 }, (_, i) => i).sort((a, b) => ((a * 7919 + seed) % 108) - ((b * 7919 + seed) % 108)).slice(0, 36);
      const state = { ...dealt(2, ids), options: { onlyNew, stockList: false, long: false, start: 'lot' as const } };
      state.albums = [{ pictures: ids.slice(30, 33), objectives: ids.slice(33, 36) }, { pictures: [], objectives: [] }];
      const mine = view(state, 0);
      for (const move of legalMoves(mine)) {
        const back = choiceMove(mine, choiceOf(mine, move));
        expect(back).toEqual(move);
        expect(isRuleError(validate(state, 0, back))).toBe(false);
      }
    }), { numRuns: 25 });
  });
});

describe('numbers', () => {
  it('the pile number is what its top objective brings now', () => {
    const mine = v({}, [{ pictures: pics([2, 0, 0, 3, 0, 0]), objectives: [] }, { pictures: [], objectives: [] }]);
    expect(pileGain(mine, 0)).toBe(6); // Je Rennwagen +3, two Rennwagen
    expect(pileGain(mine, 1)).toBe(6); // Je 2 Ritterburgen: 6, three Ritterburgen
    expect(pileGain(mine, 2)).toBe(0);
  });

  it('a picture alone, and "mit" both together once one is chosen', () => {
    const mine = v({}, [{ pictures: [], objectives: [PAIR_FLIEGER_DAMPF + 18 * 0] }, { pictures: [], objectives: [] }]);
    // Folder: "Je Paar Flieger + Dampflok: 5". Flieger alone brings nothing, with a Dampflok 5.
    expect(slotGain(mine, NO_CHOICE, 1)).toEqual({ gain: 0, with: false });
    const c = chooseSlot(mine, NO_CHOICE, 1);
    expect(slotGain(mine, c, 2)).toEqual({ gain: 5, with: true });
    expect(slotGain(mine, c, 1)).toEqual({ gain: 0, with: false });
    expect(choiceValue(mine, c)).toEqual({ before: 0, after: 0 });
    expect(choiceValue(mine, chooseSlot(mine, c, 2))).toEqual({ before: 0, after: 5 });
  });

  it('flipping shows in "vorher → nachher"', () => {
    const mine = v({}, [{ pictures: pics([1, 0, 0, 0, 0, 0]), objectives: [EACH_RENNWAGEN + 1] }, { pictures: [], objectives: [] }]);
    // Flip "Je Rennwagen +3" (front Wildtiere) right away: no objective, one more Wildtier picture.
    const c = chooseFlip(mine, choosePile(mine, NO_CHOICE, 0), 'new');
    const with0 = choiceValue(mine, choosePile(mine, NO_CHOICE, 0))!;
    const flipped = choiceValue(mine, c)!;
    expect(with0.after - with0.before).toBe(3);
    expect(flipped.after).toBe(objectiveNow(mine, 0, EACH_RENNWAGEN + 1));
  });
});

describe('what raises an objective next', () => {
  it('a single series, a pair, or nothing', () => {
    const mine = v({}, [{ pictures: pics([0, 1, 0, 1, 0, 0]), objectives: [EACH_RENNWAGEN, PAIR_FLIEGER_DAMPF, PAIR_BURGEN] }, { pictures: [], objectives: [] }]);
    expect(nextRaise(mine, 0, EACH_RENNWAGEN)).toEqual({ kind: 'single', series: [R], gain: 3 });
    // One Flieger already: a Dampflok completes the pair.
    expect(nextRaise(mine, 0, PAIR_FLIEGER_DAMPF)).toEqual({ kind: 'single', series: [D], gain: 5 });
    // One Ritterburg: one more makes two.
    expect(nextRaise(mine, 0, PAIR_BURGEN)).toEqual({ kind: 'single', series: [B], gain: 6 });
    const empty = v({}, [{ pictures: [], objectives: [PAIR_FLIEGER_DAMPF] }, { pictures: [], objectives: [] }]);
    expect(nextRaise(empty, 0, PAIR_FLIEGER_DAMPF)).toEqual({ kind: 'pair', series: [F, D], gain: 5 });
  });

  it('"bringt nichts" when no picture or pair can raise it', () => {
    // "Die meisten Ritterburgen" (front R, template 15 → series R+3) already held: nothing raises it.
    const most = R * 18 + 15;
    expect(card(most).objective).toEqual({ kind: 'most', series: B, points: 13 });
    const mine = v({}, [{ pictures: pics([0, 0, 0, 2, 0, 0]), objectives: [most] }, { pictures: pics([0, 0, 0, 1, 0, 0], 3), objectives: [] }]);
    expect(nextRaise(mine, 0, most)).toBeNull();
    // One behind: one more Ritterburg ties, and a tie counts for the owner.
    const behind = v({}, [{ pictures: [], objectives: [most] }, { pictures: pics([0, 0, 0, 1, 0, 0], 3), objectives: [] }]);
    expect(nextRaise(behind, 0, most)).toEqual({ kind: 'single', series: [B], gain: 13 });
    // Two behind: only a pair of Ritterburgen catches up.
    const far = v({}, [{ pictures: [], objectives: [most] }, { pictures: pics([0, 0, 0, 2, 0, 0], 3), objectives: [] }]);
    expect(nextRaise(far, 0, most)).toEqual({ kind: 'pair', series: [B, B], gain: 13 });
  });

  it('works for cards outside the folder (tips on the piles)', () => {
    const mine = v();
    expect(nextRaise(mine, 0, EACH_RENNWAGEN)).toEqual({ kind: 'single', series: [R], gain: 3 });
    expect(nextRaise(mine, 0, U * 18 + 0)).toEqual({ kind: 'single', series: [W], gain: 3 });
  });
});

describe('keys and the shown album', () => {
  it('Q/W/E are the top, A/S/D the bottom pictures', () => {
    expect(['q', 'w', 'e', 'a', 's', 'd'].map(slotForKey)).toEqual([0, 2, 4, 1, 3, 5]);
    expect(slotForKey('Q')).toBe(0);
    expect(slotForKey('x')).toBeNull();
    expect([0, 1, 2, 3, 4, 5].map(keyForSlot)).toEqual(['Q', 'A', 'W', 'S', 'E', 'D']);
  });

  it('follows the turn unless a name was tapped', () => {
    const state = { ...table(3, [[1], [2], [3]], [4, 5, 6, 7, 8, 9]), turn: 2 };
    const mine = view(state, 0);
    expect(shownSeat(mine, true, null)).toBe(2);
    expect(shownSeat(mine, false, null)).toBe(0);
    expect(shownSeat(mine, true, 1)).toBe(1);
    expect(shownSeat(mine, false, 7)).toBe(0);
  });
});
