// Speedelster as the Worker runs it: its rules (rules.ts) and its computers (computers.ts).
import type { Game } from '../core/types';
import type { ElsterMove, ElsterOptions, ElsterState, ElsterView } from './types';
import { elsterRules } from './rules';
import { elsterComputers } from './computers';

export const elster: Game<ElsterState, ElsterMove, ElsterView, ElsterOptions> = { ...elsterRules, ...elsterComputers };

export type { ElsterMove, ElsterOptions, ElsterState, ElsterView } from './types';
