// Speedklammern as the Worker runs it: its rules (rules.ts) and its computers (computers.ts).
import type { Game } from '../core/types';
import type { KlammernMove, KlammernOptions, KlammernState, KlammernView } from './types';
import { klammernRules } from './rules';
import { klammernComputers } from './computers';

export const klammern: Game<KlammernState, KlammernMove, KlammernView, KlammernOptions> = { ...klammernRules, ...klammernComputers };

export type { KlammernMove, KlammernOptions, KlammernState, KlammernView } from './types';
