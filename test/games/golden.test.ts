/// <reference types="vite/client" />
// Golden replays: recorded matches (test/golden/*.json, made by test/golden/record.ts) replayed
// through the pure rules with the table host's own functions (worker/table/reducer/replay.ts). A failure
// means the rules now play a recorded game differently — a rule change or a replay-breaking bug.
import { describe, expect, it } from 'vitest';
import { isRuleError } from '@games/core/types';
import type { AnyGame, Outcome } from '@games/core/types';
import { elster } from '@games/elster';
import { kleister } from '@games/kleister';
import { album } from '@games/album';
import { kino } from '@games/kino';
import { klammern } from '@games/klammern';
import { applyAction, replay, setupMatch } from '../../worker/table/reducer/replay';

interface Golden {
  game: string;
  about: string;
  options: unknown;
  seats: number;
  seed: string;
  actions: { seat: number; move: unknown }[];
  checkpoints: { after: number; totals: number[]; phase: string }[];
  final: { outcome: Outcome };
}

const games: Record<string, AnyGame> = { elster, kleister, album, kino, klammern };
const files = import.meta.glob<Golden>('../golden/*.json', { eager: true, import: 'default' });

describe('golden replays', () => {
  it('there are recordings to replay', () => {
    expect(Object.keys(files).length).toBeGreaterThanOrEqual(4);
  });

  for (const [path, g] of Object.entries(files)) {
    it(`${path.split('/').pop()}: ${g.about}`, () => {
      const game = games[g.game];
      expect(game).toBeDefined();
      const options = game.parseOptions(g.options);
      expect(isRuleError(options)).toBe(false);
      expect(options).toEqual(g.options);

      let state = setupMatch(game, options, g.seats, g.seed);
      const due = new Map(g.checkpoints.map((c) => [c.after, c]));
      let seen = 0;
      g.actions.forEach((a, i) => {
        expect(game.pending(state)).toContain(a.seat);
        const move = game.validate(state, a.seat, a.move);
        if (isRuleError(move)) throw new Error(`action ${i + 1} (seat ${a.seat}) is illegal: ${move.error}`);
        state = applyAction(game, state, { seq: i + 1, seat: a.seat, move }, g.seed).state;
        const c = due.get(i + 1);
        if (c) {
          seen++;
          const v = game.view(state, 'spectator') as { totals: number[]; phase: string };
          expect({ after: i + 1, totals: v.totals, phase: v.phase }).toEqual(c);
        }
      });
      expect(seen).toBe(g.checkpoints.length);
      expect(game.isOver(state)).toBe(true);
      expect(game.pending(state)).toEqual([]);
      expect(game.outcome(state)).toEqual(g.final.outcome);

      // The host's one-call replay reaches the very same state.
      const replayed = replay(game, options, g.seats, g.seed, g.actions.map((a, i) => ({ seq: i + 1, ...a })));
      expect(JSON.stringify(replayed)).toBe(JSON.stringify(state));
    });
  }
});
