// Speedalbum's rules without its computers: facts and modes, setup, moves, the view, the outcome and
// the log lines. Pure; the Worker and the web (the replay page) both import it.
import type { GameRules } from '../core/types';
import type { AlbumMove, AlbumOptions, AlbumState, AlbumView } from './types';
import { albumModes } from './modes';
import { defaultOptions, parseOptions } from './rules/options';
import { setup } from './rules/setup';
import { apply, pending, validate } from './rules/moves';
import { outcome } from './rules/outcome';
import { describeEvent, describeMove } from './rules/log';
import { view } from './view';
import { legalMoves } from './hints';

export const albumRules: GameRules<AlbumState, AlbumMove, AlbumView, AlbumOptions> = {
  id: 'album',
  ...albumModes,
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
