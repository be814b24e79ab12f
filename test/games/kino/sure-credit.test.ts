// A clue is worth a battery for the cans it makes the receiver sure of: a Spielhinweis mark, or a can
// it then knows to fit without a guess. A colleague who knows only Die Absprachen does not play on
// a guess from what it sees, so a Kollege never spends a battery on a clue whose only gain is one.
import { describe, expect, it } from 'vitest';
import { stepRng } from '@games/core/rng';
import { kino } from '@games/kino';
import { decideFor } from '@games/kino/bots';
import { boardOf, eyeKnowledge, knowsFits, surelyFits } from '@games/kino/bots/model';
import type { KinoState, KinoView } from '@games/kino/types';

describe('Spielhinweise count only sure plays', () => {
  it('surelyFits takes no risk, knowsFits takes the small one a computer may take', () => {
    const state = kino.setup(3, kino.defaultOptions(), stepRng('sure-credit', 0, 'setup')) as KinoState;
    const b = boardOf(kino.view(state, 0) as KinoView);
    const playable = b.playable & -b.playable; // one identity that fits now
    const k = { sets: [playable, playable], risk: [0, 0.1] };
    expect(surelyFits(b, k, 0)).toBe(true);
    expect(surelyFits(b, k, 1)).toBe(false);
    expect(knowsFits(b, k, 1)).toBe(true);
  });

  it('every Spielhinweis a Kollege gives leaves the receiver a can marked to play or surely fitting', () => {
    let given = 0;
    for (let g = 0; g < 12; g++) {
      const seed = `sure-credit-${g}`;
      const seats = 2 + (g % 3);
      let state = kino.setup(seats, kino.defaultOptions(), stepRng(seed, 0, 'setup')) as KinoState;
      let step = 0;
      while (!kino.isOver(state)) {
        const seat = kino.pending(state)[0];
        step++;
        const d = decideFor(kino.view(state, seat) as KinoView, 'normal', stepRng(seed, step, `bot${seat}`));
        state = kino.apply(state, seat, d.move, stepRng(seed, step)).state as KinoState;
        if (d.reason.code !== 'kino_spielhinweis' || d.move.type !== 'clue') continue;
        given++;
        const to = d.move.to;
        const rb = boardOf({ ...(kino.view(state, to) as KinoView), turn: to });
        const k = eyeKnowledge(rb, to);
        const sure = rb.hands[to].some((c, i) => (c.mark === 'play' && (k.sets[i] & ~rb.trash) !== 0) || surelyFits(rb, k, i));
        expect(sure, `${seed} step ${step}`).toBe(true);
      }
    }
    expect(given).toBeGreaterThan(50);
  });
});
