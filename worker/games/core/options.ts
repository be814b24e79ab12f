// The one check of host-chosen options that are each a choice among a few values: every key known,
// every value one of its choices, missing keys from the defaults. Unknown keys and wrong values are
// errors (`bad_options` with the option's name), never silently dropped.
import { ruleError, type RuleError } from './types';

/** Each option's allowed values. */
export type Choices<O> = { readonly [K in keyof O]: readonly O[K][] };

export function parseChoices<O extends object>(raw: unknown, defaults: O, choices: Choices<O>): O | RuleError {
  if (raw === undefined || raw === null) return defaults;
  if (typeof raw !== 'object' || Array.isArray(raw)) return ruleError('bad_options', 'options must be an object');
  const out: Record<string, unknown> = { ...(defaults as Record<string, unknown>) };
  for (const [key, value] of Object.entries(raw)) {
    if (!Object.hasOwn(choices, key)) return ruleError('bad_options', `unknown option ${key}`, { option: key });
    const allowed = choices[key as keyof O] as readonly unknown[];
    if (!allowed.includes(value)) return ruleError('bad_options', `${key} must be one of ${allowed.join(', ')}`, { option: key });
    out[key] = value;
  }
  return out as unknown as O;
}
