// Speedkino's pure rules as a replay needs them (worker/games/core/replay.ts): no computers, so the
// web's replay page may import it. A replay is read after the match has ended, so its watcher's view
// ("Zuschauer") shows every can open — at the table nobody ever sees them all.
import type { ReplayRules } from '../core/replay';
import type { Viewer } from '../core/types';
import type { KinoState, KinoView } from './types';
import { setup } from './rules/setup';
import { apply, pending, validate } from './rules/moves';
import { view } from './view';
import { describeEvent, describeMove } from './describe';

/** Every can open: the watcher's view with each hand's faces filled in. */
export function replayView(state: KinoState, viewer: Viewer): KinoView {
  const v = view(state, viewer);
  if (viewer !== 'spectator') return v;
  return { ...v, hands: v.hands.map((hand, s) => hand.map((c, i) => ({ ...c, film: state.hands[s]![i]!.film, akt: state.hands[s]![i]!.akt }))) };
}

export const kinoReplayRules: ReplayRules = {
  setup, validate, apply, view: replayView, pending, isOver: (state: KinoState) => state.over !== null, describeMove, describeEvent,
};
