// Speedkino as the Worker runs it: its rules (rules.ts) and its computers (computers.ts).
import type { Game } from '../core/types';
import type { KinoMove, KinoOptions, KinoState, KinoView } from './types';
import { kinoRules } from './rules';
import { kinoComputers } from './computers';

export const kino: Game<KinoState, KinoMove, KinoView, KinoOptions> = { ...kinoRules, ...kinoComputers };

export type { KinoMove, KinoOptions, KinoState, KinoView } from './types';
