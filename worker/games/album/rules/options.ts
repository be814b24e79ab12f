// Options chosen by the host: the house rule "nur neuen", the Bestandsliste, the long game and
// who starts (by lot, or seat 0 for the Tagesalbum and the Rekordjagd).
import type { RuleError } from '../../core/types';
import { ruleError } from '../../core/types';
import type { AlbumOptions } from '../types';

export function defaultOptions(): AlbumOptions {
  return { onlyNew: false, stockList: false, long: false, start: 'lot' };
}

const KEYS = ['onlyNew', 'stockList', 'long', 'start'];

export function parseOptions(raw: unknown): AlbumOptions | RuleError {
  if (raw === undefined || raw === null) return defaultOptions();
  if (typeof raw !== 'object' || Array.isArray(raw)) return ruleError('bad_options', 'options must be an object');
  const o = raw as Record<string, unknown>;
  for (const key of Object.keys(o)) {
    if (!KEYS.includes(key)) return ruleError('bad_options', `unknown option ${key}`, { option: key });
  }
  const d = defaultOptions();
  const out: AlbumOptions = { ...d };
  for (const key of ['onlyNew', 'stockList', 'long'] as const) {
    const v = o[key] ?? d[key];
    if (typeof v !== 'boolean') return ruleError('bad_options', `${key} must be true or false`, { option: key });
    out[key] = v;
  }
  const start = o.start ?? d.start;
  if (start !== 'lot' && start !== 'seat0') return ruleError('bad_options', "start must be 'lot' or 'seat0'", { option: 'start' });
  out.start = start;
  return out;
}
