// Hausregeln, chosen by the host (solo: by the player): cards at three, Partie length, Kontra/Re,
// Durchmarsch, Bella, Meldungen, Schenken, "gegen jeden". Unknown keys and wrong values are errors.
import type { RuleError } from '../../core/types';
import { parseChoices, type Choices } from '../../core/options';
import type { KlammernOptions, PartieLength } from '../types';

/** The base rules: every house rule off, Bella and melds counted automatically, 12 games. */
export function defaultOptions(): KlammernOptions {
  return {
    eightCards: false,
    length: 'games12',
    kontra: false,
    durchmarsch: false,
    bella: 'auto',
    melds: 'auto',
    schenken: false,
    againstEach: false,
  };
}

const CHOICES: Choices<KlammernOptions> = {
  eightCards: [false, true],
  length: ['games12', 'games24', 'games36', 'points51', 'points101'] satisfies PartieLength[],
  kontra: [false, true],
  durchmarsch: [false, true],
  bella: ['auto', 'button'],
  melds: ['auto', 'button'],
  schenken: [false, true],
  againstEach: [false, true],
};

export function parseOptions(raw: unknown): KlammernOptions | RuleError {
  return parseChoices(raw, defaultOptions(), CHOICES);
}

/** The Partie ends after this many games, or when a seat reaches `points` (null: not that kind). */
export function partieLimits(o: KlammernOptions): { games: number | null; points: number | null } {
  switch (o.length) {
    case 'games12': return { games: 12, points: null };
    case 'games24': return { games: 24, points: null };
    case 'games36': return { games: 36, points: null };
    case 'points51': return { games: null, points: 51 };
    case 'points101': return { games: null, points: 101 };
  }
}
