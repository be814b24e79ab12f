// Speedkleister as the Worker runs it: its rules (rules.ts) and its computers (computers.ts).
import type { Game } from '../core/types';
import type { KleisterMove, KleisterOptions, KleisterState, KleisterView } from './types';
import { kleisterRules } from './rules';
import { kleisterComputers } from './computers';

export const kleister: Game<KleisterState, KleisterMove, KleisterView, KleisterOptions> = { ...kleisterRules, ...kleisterComputers };

export type { KleisterMove, KleisterOptions, KleisterState, KleisterView } from './types';
