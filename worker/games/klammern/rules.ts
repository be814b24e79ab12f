// Speedklammern's rules without its computers: facts and modes, setup, moves, the view, the outcome and
// the log lines. Pure; the Worker and the web (the replay page) both import it.
import type { GameRules } from '../core/types';
import type { KlammernMove, KlammernOptions, KlammernState, KlammernView } from './types';
import { klammernModes } from './modes';
import { defaultOptions, parseOptions } from './rules/options';
import { setup } from './rules/deal';
import { apply, pending, validate } from './rules/moves';
import { outcome } from './rules/partie';
import { legalMoves } from './rules/legal';
import { describeEvent, describeMove } from './rules/log';
import { view } from './view';

/** Time to read the Abrechnung before the think time for "Weiter" starts. */
const ABRECHNUNG_READING_MS = 8_000;

export const klammernRules: GameRules<KlammernState, KlammernMove, KlammernView, KlammernOptions> = {
  id: 'klammern',
  ...klammernModes,
  parseOptions,
  defaultOptions,
  setup,
  pending,
  validate,
  apply,
  view,
  isOver: (state) => state.phase === 'over',
  outcome,
  legalMoves,
  describeEvent,
  describeMove,
  // The Abrechnung waits for every "Weiter"; with a clock there is a reading time before the think time.
  readingTimeMs: (state) => (state.phase === 'abrechnung' ? ABRECHNUNG_READING_MS : 0),
};
