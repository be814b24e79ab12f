// Speedkino's pure rules as a replay needs them (worker/games/core/replay.ts): no computers, so the
// web's replay page may import it.
import type { ReplayRules } from '../core/replay';
import type { KinoState } from './types';
import { setup } from './rules/vorstellung';
import { apply, pending, validate } from './rules/zug';
import { view } from './view';
import { describeEvent, describeMove } from './describe';

export const kinoReplayRules: ReplayRules = {
  setup, validate, apply, view, pending, isOver: (state: KinoState) => state.over !== null, describeMove, describeEvent,
};
