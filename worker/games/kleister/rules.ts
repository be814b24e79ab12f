// Speedkleister's rules without its computers: facts and modes, setup, moves, the view, the outcome and
// the log lines. Pure; the Worker and the web (the replay page) both import it.
import type { GameRules } from '../core/types';
import type { KleisterMove, KleisterOptions, KleisterState, KleisterView } from './types';
import { kleisterModes } from './modes';
import { defaultOptions, parseOptions } from './rules/options';
import { setup } from './rules/setup';
import { apply, pending, validate } from './rules/moves';
import { outcome } from './rules/outcome';
import { legalMoves } from './rules/legal';
import { describeEvent, describeMove } from './rules/log';
import { view } from './view';

export const kleisterRules: GameRules<KleisterState, KleisterMove, KleisterView, KleisterOptions> = {
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
  legalMoves,
  describeEvent,
  describeMove,
};
