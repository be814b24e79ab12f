// Meister: the Kollege's conventions, chosen with more foresight. (First cut: the Kollege.)
import type { Rng } from '../../core/rng';
import type { Board } from './model';
import { decide, KOLLEGE, type Decision } from './policy';

export function meister(b: Board, _rng: Rng): Decision {
  return decide(b, KOLLEGE);
}
