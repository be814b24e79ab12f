// The Speedkino computer colleagues: Lehrling (leicht), Kollege (normal), Meister (stark). All three
// read and give clues by the same conventions; they differ in foresight. Each decides from its
// seat's view only.
import type { Rng } from '../../core/rng';
import type { BotLevel } from '../../core/types';
import type { KinoMove, KinoView } from '../types';
import { boardOf } from './model';
import { decide, KOLLEGE, LEHRLING, type Decision } from './policy';
import { meister } from './meister';

export function decideFor(view: KinoView, level: BotLevel, rng: Rng): Decision {
  if (view.you === null || view.turn !== view.you) throw new Error('this seat owes no decision now');
  const b = boardOf(view);
  if (level === 'leicht') return decide(b, LEHRLING);
  if (level === 'normal') return decide(b, KOLLEGE);
  return meister(b, rng);
}

export function choose(view: KinoView, level: BotLevel, rng: Rng): KinoMove {
  return decideFor(view, level, rng).move;
}
