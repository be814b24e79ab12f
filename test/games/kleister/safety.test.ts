// "sicher" is a promise: a top group marked so (at a column, or "Danach sicher." for the group you
// are about to paste) is never covered for the rest of the round, whatever anyone does — cards
// that can still come back to a hand through "Nehmen" or "Zurück auf die Hand" included.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRng } from '@games/core/rng';
import { kleister } from '@games/kleister';
import { legalMoves } from '@games/kleister/rules/legal';
import type { Group, KleisterOptions, KleisterState } from '@games/kleister/types';
import { columnBadges, coverWith, selectionEffect } from '../../../web/games/kleister/ui-helpers';
import { pendingCovers, safeTops } from '@games/kleister/safety';

interface Tally { marks: number; nonTrivial: number; covers: number }

/** Plays one round to its end with random legal moves; fails if a group marked sicher is covered. */
function playChecking(seed: string, seats: number, options: KleisterOptions, tally: Tally): void {
  const rng = createRng(seed);
  let state: KleisterState = kleister.setup(seats, options, createRng(`${seed}:setup`));
  const safe = new Map<string, string>();
  const mark = (s: KleisterState, seat: number, group: Group) => {
    const key = `${s.roundNo}:${seat}:${s.columns[seat]!.length - 1}`;
    if (!safe.has(key)) {
      tally.marks++;
      if (group.value < 14) tally.nonTrivial++;
    }
    safe.set(key, JSON.stringify(group));
  };
  for (let step = 0; step < 2000 && state.phase !== 'over' && state.phase !== 'between'; step++) {
    const tops = safeTops(state.columns, state.waste, options.brushes, pendingCovers(state));
    tops.forEach((isSafe, seat) => { if (isSafe) mark(state, seat, state.columns[seat]!.at(-1)!); });
    const seat = kleister.pending(state)[0]!;
    const view = kleister.view(state, seat);
    // The badge every viewer sees agrees with the shared count.
    for (let s = 0; s < seats; s++) expect(columnBadges(view, s).safe).toBe(tops[s]);
    const move = rng.pick(legalMoves(view));
    const effect = move.type === 'play' ? selectionEffect(view, move.cards) : null;
    const next = kleister.apply(state, seat, move, rng);
    if (effect?.safeAfter && !effect.lastCards) mark(next.state, seat, effect.group);
    for (const ev of next.events) {
      if (ev.type !== 'cover') continue;
      tally.covers++;
      const s = ev.seat as number;
      const key = `${next.state.roundNo}:${s}:${next.state.columns[s]!.length}`;
      if (safe.get(key) === JSON.stringify(ev.group)) {
        throw new Error(`seed ${seed}: seat ${s}'s group ${JSON.stringify(ev.group)} was marked sicher and got covered`);
      }
    }
    state = next.state;
  }
}

describe('sicher is never wrong', () => {
  it('random rounds: no group marked sicher (badge or "Danach sicher.") is ever covered', () => {
    const tally: Tally = { marks: 0, nonTrivial: 0, covers: 0 };
    fc.assert(fc.property(
      fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 2, max: 5 }),
      fc.constantFrom<3 | 5 | 7>(3, 5, 7), fc.boolean(),
      (n, seats, brushes, short) => {
        playChecking(`safe-${n}`, seats, { rounds: 1, brushes, cartSize: 6, short, columnBonus: false }, tally);
      },
    ), { numRuns: 40 });
    // Not vacuous: groups of posters were marked, and many groups were covered.
    expect(tally.nonTrivial).toBeGreaterThan(0);
    expect(tally.covers).toBeGreaterThan(100);
  });

  it('a top the group played this turn will still cover is not sicher while the first cover is decided', () => {
    // Found by the property: a lone brush (a Sonderausgabe) covered two 13s in one turn; while the
    // first was decided, the second 13 counted as sicher (the brush on top looked locked for good).
    const tally: Tally = { marks: 0, nonTrivial: 0, covers: 0 };
    playChecking('safe-585764', 5, { rounds: 1, brushes: 3, cartSize: 6, short: true, columnBonus: false }, tally);
    expect(tally.covers).toBeGreaterThan(0);
  });
});

describe('mit 2× 9 überklebbar', () => {
  it('is not offered when the cover would take your last hand cards (they end the round, covering nothing)', () => {
    expect(coverWith([9, 9], { value: 8, cards: [8, 8] })).toBeNull();
    expect(coverWith([0, 9], { value: 8, cards: [8, 8] })).toBeNull();
    expect(coverWith([1, 9, 9], { value: 8, cards: [8, 8] })).toEqual({ value: 9, cards: [9, 9] });
  });
});
