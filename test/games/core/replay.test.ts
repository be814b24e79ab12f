/// <reference types="vite/client" />
// The pure replay reader: every golden game, stepped through it, ends in the recorded outcome and in
// the same state as the host's own replay; positions can be visited in any order.
import { describe, expect, it } from 'vitest';
import { album } from '@games/album';
import { ReplayReader } from '@games/core/replay';
import type { AnyGame, Outcome } from '@games/core/types';
import { elster } from '@games/elster';
import { kino } from '@games/kino';
import { klammern } from '@games/klammern';
import { kleister } from '@games/kleister';
import { albumRules } from '@games/album/rules';
import type { ReplayRules } from '@games/core/replay';
import { elsterRules } from '@games/elster/rules';
import { kleisterRules } from '@games/kleister/rules';
import { kinoRules } from '@games/kino/rules';
import { klammernRules } from '@games/klammern/rules';
import { replay } from '../../../worker/table/reducer/replay';

interface Golden {
  game: string;
  options: unknown;
  seats: number;
  seed: string;
  actions: { seat: number; move: unknown }[];
  final: { outcome: Outcome };
}

const games: Record<string, AnyGame> = { elster, kleister, album, kino, klammern };
/** The computer-free rules the web's replay page reads with. */
const webRules: Record<string, ReplayRules> = { elster: elsterRules, kleister: kleisterRules, album: albumRules, kino: kinoRules, klammern: klammernRules };
const files = import.meta.glob<Golden>('../../golden/*.json', { eager: true, import: 'default' });

describe('ReplayReader', () => {
  it('has golden games to read', () => {
    expect(Object.keys(files).length).toBeGreaterThanOrEqual(10);
  });

  for (const [path, g] of Object.entries(files)) {
    it(`reads ${path.split('/').pop()} to the recorded end`, () => {
      const game = games[g.game]!;
      const reader = new ReplayReader(game, g);
      expect(reader.length).toBe(g.actions.length);
      expect(reader.isOver()).toBe(true);
      expect(game.outcome(reader.final)).toEqual(g.final.outcome);
      const hosted = replay(game, g.options, g.seats, g.seed, g.actions.map((a, i) => ({ seq: i + 1, ...a })));
      expect(JSON.stringify(reader.final)).toBe(JSON.stringify(hosted));

      // Stepping back and forth: the same positions, whatever the order.
      const mid = Math.floor(reader.length / 2);
      const midState = JSON.stringify(reader.stateAt(mid));
      reader.stateAt(reader.length);
      expect(JSON.stringify(reader.stateAt(mid))).toBe(midState);
      expect(reader.stateAt(-5)).toBe(reader.stateAt(0));
      expect(reader.stateAt(reader.length + 9)).toBe(reader.final);
      // Before each action, the acting seat owed a decision.
      reader.steps.forEach((s, i) => expect(reader.pendingAt(i)).toContain(s.seat));
      expect(reader.viewsAt(mid)).toEqual(Array.from({ length: g.seats }, (_, seat) => game.view(reader.stateAt(mid), seat)));
      expect(reader.logUpTo(reader.length).every((l) => l.position >= 1 && l.position <= reader.length)).toBe(true);

      // The web's computer-free rules read the same match, log lines included.
      const rules = webRules[g.game];
      if (rules) {
        const web = new ReplayReader(rules, g);
        expect(JSON.stringify(web.final)).toBe(JSON.stringify(reader.final));
        expect(web.logUpTo(web.length)).toEqual(reader.logUpTo(reader.length));
      }
    });
  }

  it('a Speedkino replay shows the watcher every can open, which the table never does', () => {
    const g = Object.values(files).find((x) => x.game === 'kino')!;
    const reader = new ReplayReader(kinoRules, g);
    const mid = Math.floor(reader.length / 2);
    const open = reader.viewAt(mid, 'spectator') as { hands: { film?: number; akt?: number }[][] };
    const atTable = kino.view(reader.stateAt(mid) as never, 'spectator') as { hands: { film?: number }[][] };
    expect(open.hands.flat().every((c) => c.film !== undefined && c.akt !== undefined)).toBe(true);
    expect(atTable.hands.flat().some((c) => c.film !== undefined)).toBe(false);
  });

  it('refuses a record with an illegal action', () => {
    const g = Object.values(files).find((x) => x.game === 'elster')!;
    const broken = { ...g, actions: [g.actions[0]!, g.actions[0]!] };
    expect(() => new ReplayReader(elster, broken)).toThrow(/action 2/);
  });
});
