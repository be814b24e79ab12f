// Speedkino's rules without its computers: facts and modes, setup, moves, the view, the outcome and
// the log lines. Pure; the Worker and the web (the replay page) both import it.
import type { GameRules } from '../core/types';
import type { KinoMove, KinoOptions, KinoState, KinoView } from './types';
import { kinoModes } from './modes';
import { defaultOptions, parseOptions } from './rules/options';
import { setup } from './rules/setup';
import { apply, pending, validate } from './rules/moves';
import { outcome } from './rules/abspann';
import { legalMoves } from './rules/legal';
import { describeEvent, describeMove } from './rules/log';
import { replayView, view } from './view';

/**
 * Kein Wort: "Während der Vorstellung ist der Chat gesperrt … Nach dem Abspann geht der Chat
 * wieder." From the deal until the end: once the cans are dealt every seat sees the others' cans,
 * so a word before the first move would tell a colleague his own (an attacker's script did). The
 * state and every view carry `over`, so the web asks the same question of its view
 * (web/games/kino/index.tsx).
 */
export const locksFreeText = (s: Pick<KinoState, 'over'>): boolean => s.over === null;

export const kinoRules: GameRules<KinoState, KinoMove, KinoView, KinoOptions> = {
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
  legalMoves,
  describeEvent,
  describeMove,
  chatLocked: locksFreeText,
  replayView,
};
