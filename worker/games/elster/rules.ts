// Speedelster's rules without its computers: facts and modes, setup, moves, the view, the outcome and
// the log lines. Pure; the Worker and the web (the replay page) both import it.
import type { GameRules } from '../core/types';
import type { ElsterMove, ElsterOptions, ElsterState, ElsterView } from './types';
import { elsterModes } from './modes';
import { parseOptions } from './rules/options';
import { defaultOptions, setup } from './rules/setup';
import { apply, pending, validate } from './rules/moves';
import { outcome } from './rules/outcome';
import { legalMoves } from './rules/legal';
import { describeEvent, describeMove } from './rules/log';
import { view } from './view';

export const elsterRules: GameRules<ElsterState, ElsterMove, ElsterView, ElsterOptions> = {
  id: 'elster',
  ...elsterModes,
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
