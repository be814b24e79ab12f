// Speedklammern's choices per player, kept on this device (localStorage): the table design
// (Kneipe, Hotellobby, Casino — each with its own felt and card back), whether cards you may not
// play now are paler, and playing a card with one tap.
import { signal } from '@preact/signals';

export type Design = 'kneipe' | 'hotellobby' | 'casino';
export const DESIGNS: readonly Design[] = ['kneipe', 'hotellobby', 'casino'];

export interface KlammernSettings {
  design: Design;
  /** Karten, die du gerade nicht legen darfst, sind blasser (rule book: switchable). */
  pale: boolean;
  /** A tap on a playable card plays it at once (otherwise: tap selects, a second tap plays). */
  oneTap: boolean;
}

const KEY = 'speedspiele.klammern.settings';
const DEFAULTS: KlammernSettings = { design: 'kneipe', pale: true, oneTap: false };

function load(): KlammernSettings {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<KlammernSettings>;
    return {
      design: DESIGNS.includes(raw.design as Design) ? (raw.design as Design) : DEFAULTS.design,
      pale: typeof raw.pale === 'boolean' ? raw.pale : DEFAULTS.pale,
      oneTap: typeof raw.oneTap === 'boolean' ? raw.oneTap : DEFAULTS.oneTap,
    };
  } catch {
    return { ...DEFAULTS };
  }
}

export const klammernSettings = signal<KlammernSettings>(load());

export function updateKlammernSettings(patch: Partial<KlammernSettings>): void {
  klammernSettings.value = { ...klammernSettings.value, ...patch };
  try {
    localStorage.setItem(KEY, JSON.stringify(klammernSettings.value));
  } catch {
    // Storage unavailable: the choice holds for this page only.
  }
}
