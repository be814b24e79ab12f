// Options chosen by the host: length (1, 3 or 5 rounds), Spielart Kurz and the house rules
// (brushes 3/5/7, cart 4/6/8, "Säule zählt doppelt"). Unknown keys and wrong values are errors.
import type { RuleError } from '../../core/types';
import { parseChoices, type Choices } from '../../core/options';
import type { KleisterOptions } from '../types';

/** The base rules (also the Tagesplakat's). */
export function defaultOptions(): KleisterOptions {
  return { rounds: 1, brushes: 5, cartSize: 6, short: false, columnBonus: false };
}

const CHOICES: Choices<KleisterOptions> = {
  rounds: [1, 3, 5],
  brushes: [3, 5, 7],
  cartSize: [4, 6, 8],
  short: [false, true],
  columnBonus: [false, true],
};

export function parseOptions(raw: unknown): KleisterOptions | RuleError {
  return parseChoices(raw, defaultOptions(), CHOICES);
}

export function handSize(options: KleisterOptions): number {
  return options.short ? 10 : 13;
}
