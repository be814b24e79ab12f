// Speedklammern as a Game: the pure rules, the view, the computers and Rat.
import { legalMoves } from './rules/legal';
import { klammernModes } from './modes';
import type { Game } from '../core/types';
import type { KlammernMove, KlammernOptions, KlammernState, KlammernView } from './types';
import { setup } from './rules/deal';
import { apply, pending, validate } from './rules/moves';
import { defaultOptions, parseOptions } from './rules/options';
import { outcome } from './rules/partie';
import { view } from './view';
import { describeEvent, describeMove } from './describe';
import { choose } from './bots';
import { advise } from './advice';

/** Time to read the Abrechnung before the think time for "Weiter" starts. */
export const ABRECHNUNG_READING_MS = 8_000;

export const klammern: Game<KlammernState, KlammernMove, KlammernView, KlammernOptions> = {
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
  choose,
  legalMoves: (view) => legalMoves(view),
  // The Abrechnung waits for every "Weiter"; with a clock there is a reading time before the think time.
  readingTimeMs: (state) => (state.phase === 'abrechnung' ? ABRECHNUNG_READING_MS : 0),
  advise,
  describeEvent,
  describeMove,
};

export type { KlammernMove, KlammernOptions, KlammernState, KlammernView } from './types';
