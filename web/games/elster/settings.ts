// The Speedelster settings menu's choices, kept on this device (localStorage).
import { signal } from '@preact/signals';

export type Theme = 'sommertag' | 'abendrot' | 'gewitter';
export const THEMES: readonly Theme[] = ['sommertag', 'abendrot', 'gewitter'];

export interface ElsterSettings {
  theme: Theme;
  /** Kiesel-Gedächtnis: strike played pebbles through in every magpie's bar. */
  memory: boolean;
  /** Hinweise an den Kieseln: gold / red borders and the tie count on your pebbles. */
  hints: boolean;
  /** Mit einem Tipp legen: the first tap places the pebble. */
  oneTap: boolean;
  vibrate: boolean;
  /** Music is off by default and only ever starts after the player switched it on. */
  music: boolean;
}

const KEY = 'speedspiele.elster.settings';
const DEFAULTS: ElsterSettings = { theme: 'sommertag', memory: true, hints: true, oneTap: false, vibrate: true, music: false };

function load(): ElsterSettings {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<ElsterSettings>;
    const out = { ...DEFAULTS };
    if (THEMES.includes(raw.theme as Theme)) out.theme = raw.theme as Theme;
    for (const k of ['memory', 'hints', 'oneTap', 'vibrate', 'music'] as const) {
      if (typeof raw[k] === 'boolean') out[k] = raw[k];
    }
    return out;
  } catch {
    return { ...DEFAULTS };
  }
}

export const settings = signal<ElsterSettings>(load());

export function updateSettings(patch: Partial<ElsterSettings>): void {
  settings.value = { ...settings.value, ...patch };
  try {
    localStorage.setItem(KEY, JSON.stringify(settings.value));
  } catch {
    // Storage unavailable: the choice holds for this page only.
  }
}

/** Puts the view's class on <body> (the colour variables hang on it); returns the cleanup. */
export function applyTheme(theme: Theme): () => void {
  const cls = `elster-${theme}`;
  for (const t of THEMES) document.body.classList.remove(`elster-${t}`);
  document.body.classList.add(cls);
  return () => document.body.classList.remove(cls);
}

export function vibrate(pattern: number | number[]): void {
  if (settings.value.vibrate && typeof navigator !== 'undefined' && 'vibrate' in navigator) {
    try {
      navigator.vibrate(pattern);
    } catch {
      // Some browsers refuse without a recent user gesture; nothing to do.
    }
  }
}
