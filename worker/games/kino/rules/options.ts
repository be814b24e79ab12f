// Varianten chosen by the host: Farbfilm (none / eigene Spule / Joker) and Leere Hinweise.
// Unknown keys and wrong values are errors, never dropped.
import type { RuleError } from '../../core/types';
import { ruleError } from '../../core/types';
import type { KinoOptions } from '../types';

/** The base rules (also the Tagesvorstellung's): no Farbfilm, no empty clues. */
export function defaultOptions(): KinoOptions {
  return { farbfilm: 'none', leereHinweise: false };
}

const CHOICES: Record<keyof KinoOptions, readonly unknown[]> = {
  farbfilm: ['none', 'reel', 'joker'],
  leereHinweise: [false, true],
};

export function parseOptions(raw: unknown): KinoOptions | RuleError {
  if (raw === undefined || raw === null) return defaultOptions();
  if (typeof raw !== 'object' || Array.isArray(raw)) return ruleError('bad_options', 'options must be an object');
  const o = raw as Record<string, unknown>;
  const out: Record<string, unknown> = { ...defaultOptions() };
  for (const key of Object.keys(o)) {
    if (!Object.hasOwn(CHOICES, key)) return ruleError('bad_options', `unknown option ${key}`, { option: key });
    const allowed = CHOICES[key as keyof KinoOptions];
    if (!allowed.includes(o[key])) return ruleError('bad_options', `${key} must be one of ${allowed.join(', ')}`, { option: key });
    out[key] = o[key];
  }
  return out as unknown as KinoOptions;
}
