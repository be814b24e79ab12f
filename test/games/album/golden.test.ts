/// <reference types="vite/client" />
// The Speedalbum golden replays (test/golden/album-*.json): replayed through the table host's own
// functions, and recorded again from their seeds — a difference means the rules (or the
// computers that made the recordings) now play a recorded game differently.
import { describe, expect, it } from 'vitest';
import { isRuleError } from '@games/core/types';
import { album } from '@games/album';
import { applyAction, replay, setupMatch } from '../../../worker/table/reducer/replay';
import { albumGoldens, formatGolden, type AlbumGolden } from './golden';

const files = import.meta.glob<AlbumGolden>('../../golden/album-*.json', { eager: true, import: 'default' });
const raw = import.meta.glob<string>('../../golden/album-*.json', { eager: true, query: '?raw', import: 'default' });

describe('Speedalbum golden replays', () => {
  const fresh = albumGoldens();

  it('every recording is stored', () => {
    expect(Object.keys(files).map((p) => p.split('/').pop()).sort()).toEqual(Object.keys(fresh).sort());
  });

  for (const [path, g] of Object.entries(files)) {
    const name = path.split('/').pop() as string;
    it(`${name}: ${g.about}`, () => {
      expect(album.parseOptions(g.options)).toEqual(g.options);
      let state = setupMatch(album, g.options, g.seats, g.seed);
      const due = new Map(g.checkpoints.map((c) => [c.after, c]));
      g.actions.forEach((a, i) => {
        expect(album.pending(state as never)).toEqual([a.seat]);
        const move = album.validate(state as never, a.seat, a.move);
        if (isRuleError(move)) throw new Error(`action ${i + 1} is illegal: ${move.error}`);
        state = applyAction(album, state, { seq: i + 1, seat: a.seat, move }, g.seed).state;
        const c = due.get(i + 1);
        if (c) {
          const v = album.view(state as never, 'spectator');
          expect({ after: i + 1, totals: v.totals, phase: v.phase }).toEqual(c);
        }
      });
      expect(album.isOver(state as never)).toBe(true);
      expect(album.outcome(state as never)).toEqual(g.final.outcome);
      const replayed = replay(album, g.options, g.seats, g.seed, g.actions.map((a, i) => ({ seq: i + 1, ...a })));
      expect(JSON.stringify(replayed)).toBe(JSON.stringify(state));
      // Recording again from the same seed gives the very same file.
      expect(formatGolden(fresh[name])).toBe(raw[path]);
    });
  }
});
