// Speedkino's view settings, kept on this device (localStorage): the knowledge strip under the
// colleagues' cans ("abschaltbar über das Zahnrad").
import { signal } from '@preact/signals';

export interface KinoSettings {
  /** Under each colleague's cans: what that colleague already knows about them. */
  strip: boolean;
}

const KEY = 'speedspiele.kino.settings';

function load(): KinoSettings {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<KinoSettings>;
    return { strip: typeof raw.strip === 'boolean' ? raw.strip : true };
  } catch {
    return { strip: true };
  }
}

export const kinoSettings = signal<KinoSettings>(load());

export function updateKinoSettings(patch: Partial<KinoSettings>): void {
  kinoSettings.value = { ...kinoSettings.value, ...patch };
  try {
    localStorage.setItem(KEY, JSON.stringify(kinoSettings.value));
  } catch {
    // Storage unavailable: the choice holds for this page only.
  }
}
