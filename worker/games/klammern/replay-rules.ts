// Speedklammern's pure rules as a replay needs them (worker/games/core/replay.ts): no computers, so
// the web's replay page may import it.
import type { ReplayRules } from '../core/replay';
import type { KlammernState } from './types';
import { setup } from './rules/deal';
import { apply, pending, validate } from './rules/moves';
import { view } from './view';
import { describeEvent, describeMove } from './describe';

export const klammernReplayRules: ReplayRules = {
  setup, validate, apply, view, pending, isOver: (state: KlammernState) => state.phase === 'over', describeMove, describeEvent,
};
