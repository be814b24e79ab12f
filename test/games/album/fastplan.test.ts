// The strong computer's fast collection plan must value an album exactly like plan.ts's `project`.
import { describe, expect, it } from 'vitest';
import { createRng } from '@games/core/rng';
import { PLAN_WEIGHTS, project } from '@games/album/bots/plan';
import { projectValue } from '@games/album/bots/fastplan';

describe('fastplan', () => {
  it('gives the same plan value as project for random albums, folders and tables', () => {
    const rng = createRng('fastplan');
    for (let k = 0; k < 2_000; k++) {
      const objectives = Array.from({ length: rng.int(9) }, () => rng.int(108));
      const counts = Array.from({ length: 6 }, () => rng.int(4));
      const cap = Array.from({ length: 6 }, () => rng.int(4));
      const others = Array.from({ length: 1 + rng.int(3) }, () => Array.from({ length: 6 }, () => rng.int(5)));
      const extra = rng.int(12);
      const slow = project(objectives, counts, extra, cap, others, PLAN_WEIGHTS).value;
      expect(projectValue(objectives, counts, extra, cap, others, PLAN_WEIGHTS)).toBeCloseTo(slow, 6);
    }
  });
});
