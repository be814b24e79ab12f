// Varianten chosen by the host: Farbfilm (none / eigene Spule / Joker) and Leere Hinweise.
// Unknown keys and wrong values are errors, never dropped.
import type { RuleError } from '../../core/types';
import { parseChoices, type Choices } from '../../core/options';
import type { KinoOptions } from '../types';

/** The base rules (also the Tagesvorstellung's): no Farbfilm, no empty clues. */
export function defaultOptions(): KinoOptions {
  return { farbfilm: 'none', leereHinweise: false };
}

const CHOICES: Choices<KinoOptions> = {
  farbfilm: ['none', 'reel', 'joker'],
  leereHinweise: [false, true],
};

export function parseOptions(raw: unknown): KinoOptions | RuleError {
  return parseChoices(raw, defaultOptions(), CHOICES);
}
