// Speedkino as a Game: the pure rules, the view, the computer colleagues and Rat. Co-operative:
// one outcome for the whole table, and the chat is locked from the first move until the credits.
import { legalMoves } from './rules/legal';
import { kinoModes } from './modes';
import type { Game } from '../core/types';
import type { KinoMove, KinoOptions, KinoState, KinoView } from './types';
import { defaultOptions, parseOptions } from './rules/options';
import { setup } from './rules/setup';
import { apply, pending, validate } from './rules/moves';
import { outcome } from './rules/abspann';
import { view } from './view';
import { describeEvent, describeMove } from './describe';
import { choose } from './bots';
import { advise } from './advice';
import { compare } from './compare';

export const kino: Game<KinoState, KinoMove, KinoView, KinoOptions> = {
  id: 'kino',
  ...kinoModes,
  parseOptions,
  defaultOptions,
  setup,
  pending,
  validate,
  apply,
  view,
  isOver: (state) => state.over !== null,
  outcome,
  // "Während der Vorstellung ist der Chat gesperrt … Nach dem Abspann geht der Chat wieder."
  chatLocked: (state) => state.turnNo > 0 && state.over === null,
  choose,
  legalMoves,
  advise,
  compare,
  describeEvent,
  describeMove,
};

export type { KinoMove, KinoOptions, KinoState, KinoView } from './types';
