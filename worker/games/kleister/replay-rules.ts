// Speedkleister's pure rules as a replay needs them (worker/games/core/replay.ts): no computers, so
// the web's replay page may import it.
import type { ReplayRules } from '../core/replay';
import type { KleisterState } from './types';
import { describeEvent, describeMove } from './rules/describe';
import { apply, pending, validate } from './rules/moves';
import { setup } from './rules/setup';
import { view } from './view';

export const kleisterReplayRules: ReplayRules = {
  setup, validate, apply, view, pending, isOver: (state: KleisterState) => state.phase === 'over', describeMove, describeEvent,
};
