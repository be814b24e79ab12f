// The 108 cards: six series × 18. Every series carries the same 18 objective templates, written
// relative to its own front series f (f+1 … f+5, modulo 6), so no objective names its own front
// and every series is named equally often. The values are tuned by `npm run balance`
// (docs/album-balance.md): every kind earns about the same when collected.
import type { Card, Objective, ObjectiveKind, Series } from './types';
import { CARDS_PER_SERIES, SERIES_COUNT } from './types';

/** The series `k` steps after the front `f`. */
const rel = (f: Series, k: number): Series => (f + k) % SERIES_COUNT;

/** The 18 templates; the order is the card's position within its series (id = f * 18 + index). */
const TEMPLATES: readonly ((f: Series) => Objective)[] = [
  // Je Bild (per picture): 7 per series, three of them with a minus for another series.
  (f) => ({ kind: 'each', terms: [{ series: rel(f, 1), points: 3 }] }),
  (f) => ({ kind: 'each', terms: [{ series: rel(f, 3), points: 3 }, { series: rel(f, 1), points: -1 }] }),
  (f) => ({ kind: 'each', terms: [{ series: rel(f, 2), points: 3 }, { series: rel(f, 4), points: -1 }] }),
  (f) => ({ kind: 'each', terms: [{ series: rel(f, 5), points: 3 }, { series: rel(f, 2), points: -1 }] }),
  (f) => ({ kind: 'each', terms: [{ series: rel(f, 1), points: 2 }, { series: rel(f, 2), points: 2 }] }),
  (f) => ({ kind: 'each', terms: [{ series: rel(f, 4), points: 2 }, { series: rel(f, 5), points: 2 }, { series: rel(f, 2), points: -2 }] }),
  (f) => ({ kind: 'each', terms: [{ series: rel(f, 3), points: 3 }, { series: rel(f, 2), points: -2 }, { series: rel(f, 5), points: -2 }] }),
  // Paare: 3 per series (one of them two of the same series).
  (f) => ({ kind: 'pair', series: [rel(f, 1), rel(f, 2)], points: 5 }),
  (f) => ({ kind: 'pair', series: [rel(f, 3), rel(f, 3)], points: 6 }),
  (f) => ({ kind: 'pair', series: [rel(f, 2), rel(f, 4)], points: 5 }),
  // Sätze aus drei Serien: 2 per series; Treppe: 1 per series.
  (f) => ({ kind: 'trio', series: [rel(f, 1), rel(f, 2), rel(f, 4)], points: 7 }),
  (f) => ({ kind: 'trio', series: [rel(f, 2), rel(f, 3), rel(f, 4)], points: 7 }),
  (f) => ({ kind: 'stairs', series: [rel(f, 1), rel(f, 4), rel(f, 2)], points: 16 }),
  // Gerade/ungerade, gleich viele, die meisten, die wenigsten: 1 each per series.
  (f) => ({ kind: 'parity', series: rel(f, 5), even: 13, odd: 7 }),
  (f) => ({ kind: 'equal', series: [rel(f, 1), rel(f, 3)], points: 16 }),
  (f) => ({ kind: 'most', series: rel(f, 3), points: 13 }),
  (f) => ({ kind: 'fewest', series: rel(f, 4), points: 14 }),
  // Besondere: alle Bilder, komplette Reihen, fehlende und volle Serien.
  (f) => SPECIALS[f],
];

/**
 * The special objective of each series' 18th card (they name no series). Offsets with a
 * difference of 3 (or a pattern that repeats every 2 or 3 series) are avoided above, so that no
 * two cards carry the same objective ("Jede Karte trägt einen anderen Sammelauftrag").
 */
const SPECIALS: readonly Objective[] = [
  { kind: 'complete', points: 14 },
  { kind: 'missing', points: 5 },
  { kind: 'mostTotal', points: 15 },
  { kind: 'fewestTotal', points: 15 },
  { kind: 'atLeast', min: 3, points: 5 },
  { kind: 'atLeast', min: 4, points: 7 },
];

function buildCards(): Card[] {
  const out: Card[] = [];
  for (let f = 0; f < SERIES_COUNT; f++) {
    TEMPLATES.forEach((template, i) => out.push({ id: f * CARDS_PER_SERIES + i, front: f, objective: template(f) }));
  }
  return out;
}

export const CARDS: readonly Card[] = buildCards();
export const CARD_COUNT = CARDS.length;

export function card(id: number): Card {
  return CARDS[id];
}

export function frontOf(id: number): Series {
  return Math.floor(id / CARDS_PER_SERIES);
}

export function kindOf(id: number): ObjectiveKind {
  return CARDS[id].objective.kind;
}

/** The series an objective names (for "kein Auftrag nennt seine eigene Serie"). */
export function namedSeries(o: Objective): Series[] {
  switch (o.kind) {
    case 'each': return o.terms.map((t) => t.series);
    case 'pair': case 'trio': case 'stairs': case 'equal': return o.series.slice();
    case 'parity': case 'most': case 'fewest': return [o.series];
    default: return [];
  }
}
