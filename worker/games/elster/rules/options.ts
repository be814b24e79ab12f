// Options chosen by the host: length (1, 3 or 5 games) and the house rule (Topf / Weg damit).
import type { RuleError } from '../../core/types';
import { ruleError } from '../../core/types';
import type { ElsterOptions } from '../types';
import { defaultOptions } from './setup';

export function parseOptions(raw: unknown): ElsterOptions | RuleError {
  if (raw === undefined || raw === null) return defaultOptions();
  if (typeof raw !== 'object' || Array.isArray(raw)) return ruleError('bad_options', 'options must be an object');
  const o = raw as Record<string, unknown>;
  for (const key of Object.keys(o)) {
    if (key !== 'games' && key !== 'houseRule') return ruleError('bad_options', `unknown option ${key}`, { option: key });
  }
  const games = o.games ?? 1;
  if (games !== 1 && games !== 3 && games !== 5) return ruleError('bad_options', 'games must be 1, 3 or 5', { option: 'games' });
  const houseRule = o.houseRule ?? 'topf';
  if (houseRule !== 'topf' && houseRule !== 'weg') return ruleError('bad_options', "houseRule must be 'topf' or 'weg'", { option: 'houseRule' });
  return { games, houseRule };
}
