// Speedkleister as a Game: the pure rules, the view, the computers and Rat.
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
  minSeats: 2,
  maxSeats: 5,
  // Freie Partie: "du gegen einen bis vier Computer".
  soloComputers: { min: 1, max: 4 },
  // Tagesplakat: you against three strong computers, one round, base rules.
  daily: { computers: 3, level: 'stark', options: defaultOptions() },
  // Rekordjagd: five rounds against three computers of the chosen strength, summed.
  recordHunt: { computers: 3, levels: ['leicht', 'normal', 'stark'], options: { ...defaultOptions(), rounds: 5 } },
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
