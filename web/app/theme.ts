// The site-wide light/dark theme: the system's choice (prefers-color-scheme) until the player
// toggles, then the player's choice, remembered on this device. Applied as <html data-theme>;
// main.css and the games' stylesheets read it.
import { signal } from '@preact/signals';

export type Theme = 'light' | 'dark';
const STORAGE_KEY = 'speedspiele.theme';

function stored(): Theme | null {
  try {
    const v = localStorage.getItem(STORAGE_KEY);
    return v === 'light' || v === 'dark' ? v : null;
  } catch {
    return null;
  }
}

const media = typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : null;
const system = (): Theme => (media?.matches ? 'dark' : 'light');

/** The theme shown now. */
export const theme = signal<Theme>(stored() ?? system());

function apply(next: Theme): void {
  document.documentElement.dataset.theme = next;
}
apply(theme.value);

// Without a choice of the player's own, follow the system when it changes.
media?.addEventListener('change', () => {
  if (stored()) return;
  theme.value = system();
  apply(theme.value);
});

export function toggleTheme(): void {
  const next: Theme = theme.value === 'dark' ? 'light' : 'dark';
  theme.value = next;
  apply(next);
  try {
    localStorage.setItem(STORAGE_KEY, next);
  } catch {
    // Not remembered (private mode); the choice still holds for this page.
  }
}
