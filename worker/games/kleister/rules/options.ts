// Options chosen by the host: length (1, 3 or 5 rounds), Spielart Kurz and the house rules
// (brushes 3/5/7, cart 4/6/8, "Säule zählt doppelt"). Unknown keys and wrong values are errors.
import type { RuleError } from '../../core/types';
import { ruleError } from '../../core/types';
import type { KleisterOptions } from '../types';

/** The base rules (also the Tagesplakat's). */
export function defaultOptions(): KleisterOptions {
  return { rounds: 1, brushes: 5, cartSize: 6, short: false, columnBonus: false };
}

const CHOICES: Record<keyof KleisterOptions, readonly unknown[]> = {
  rounds: [1, 3, 5],
  brushes: [3, 5, 7],
  cartSize: [4, 6, 8],
  short: [false, true],
  columnBonus: [false, true],
};

export function parseOptions(raw: unknown): KleisterOptions | RuleError {
  if (raw === undefined || raw === null) return defaultOptions();
  if (typeof raw !== 'object' || Array.isArray(raw)) return ruleError('bad_options', 'options must be an object');
  const o = raw as Record<string, unknown>;
  const out: Record<string, unknown> = { ...defaultOptions() };
  for (const key of Object.keys(o)) {
    if (!Object.hasOwn(CHOICES, key)) return ruleError('bad_options', `unknown option ${key}`, { option: key });
    const allowed = CHOICES[key as keyof KleisterOptions];
    if (!allowed.includes(o[key])) {
      return ruleError('bad_options', `${key} must be one of ${allowed.join(', ')}`, { option: key });
    }
    out[key] = o[key];
  }
  return out as unknown as KleisterOptions;
}

export function handSize(options: KleisterOptions): number {
  return options.short ? 10 : 13;
}
