// Speedalbum's view settings, kept on this device (localStorage): "Ansicht folgt dem Zug".
import { signal } from '@preact/signals';

export interface AlbumSettings {
  /** The album shown below follows the seat on turn (rule book: on unless switched off). */
  follow: boolean;
}

const KEY = 'speedspiele.album.settings';
const DEFAULTS: AlbumSettings = { follow: true };

function load(): AlbumSettings {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<AlbumSettings>;
    return { follow: typeof raw.follow === 'boolean' ? raw.follow : DEFAULTS.follow };
  } catch {
    return { ...DEFAULTS };
  }
}

export const albumSettings = signal<AlbumSettings>(load());

export function updateAlbumSettings(patch: Partial<AlbumSettings>): void {
  albumSettings.value = { ...albumSettings.value, ...patch };
  try {
    localStorage.setItem(KEY, JSON.stringify(albumSettings.value));
  } catch {
    // Storage unavailable: the choice holds for this page only.
  }
}
