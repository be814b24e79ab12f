// Speedkleister as a Game: the pure rules, the view, the computers and Rat.
import { kleisterModes } from './modes';
import type { Game } from '../core/types';
import type { KleisterMove, KleisterOptions, KleisterState, KleisterView } from './types';
import { describeEvent, describeMove } from './rules/describe';
import { apply, pending, validate } from './rules/moves';
import { defaultOptions, parseOptions } from './rules/options';
import { outcome } from './rules/outcome';
import { setup } from './rules/setup';
import { view } from './view';
import { legalMoves } from './rules/legal';
import { choose } from './bots';
import { advise } from './advice';
import { compare } from './compare';

export const kleister: Game<KleisterState, KleisterMove, KleisterView, KleisterOptions> = {
  id: 'kleister',
  ...kleisterModes,
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
  legalMoves,
  advise,
  compare,
  describeEvent,
  describeMove,
};

export type { KleisterMove, KleisterOptions, KleisterState, KleisterView } from './types';
