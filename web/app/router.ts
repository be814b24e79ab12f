// A tiny history-API router: `route` is a signal of the current path; `navigate` changes it.
import { signal, computed } from '@preact/signals';
import { modesOf } from '../games/modes';
import { gameById } from '../games/registry';

export const path = signal(location.pathname);

export type Route =
  | { name: 'home' }
  | { name: 'foyer'; game: string }
  | { name: 'rules'; game: string }
  | { name: 'table'; id: string }
  | { name: 'transfer' }
  | { name: 'leaderboard'; game: string }
  | { name: 'myGames' }
  | { name: 'dailyList'; game: string; date: string | null };

/** Games with a foyer: those whose UI is built (registry.loadUi). */
const isPlayable = (id: string | undefined): id is string => id !== undefined && gameById(id)?.loadUi != null;

export function matchRoute(p: string): Route {
  const parts = p.split('/').filter(Boolean).map(decodeURIComponent);
  if (parts.length === 2 && parts[0] === 't' && /^[\w-]{1,64}$/.test(parts[1]!)) return { name: 'table', id: parts[1]! };
  if (parts.length === 1 && parts[0] === 'geraet') return { name: 'transfer' };
  if (parts.length === 1 && parts[0] === 'meine-partien') return { name: 'myGames' };
  const game = parts[0];
  if (isPlayable(game)) {
    if (parts.length === 1) return { name: 'foyer', game };
    if (parts.length === 2 && parts[1] === 'regeln') return { name: 'rules', game };
    if (parts.length === 2 && parts[1] === 'bestenliste') return { name: 'leaderboard', game };
    if (parts[1] === 'tagesliste' && modesOf(game)?.daily) {
      if (parts.length === 2) return { name: 'dailyList', game, date: null };
      if (parts.length === 3 && /^\d{4}-\d{2}-\d{2}$/.test(parts[2]!)) return { name: 'dailyList', game, date: parts[2]! };
    }
  }
  return { name: 'home' };
}

export const route = computed(() => matchRoute(path.value));

export function navigate(to: string, replace = false): void {
  if (to === location.pathname + location.search) return;
  if (replace) history.replaceState(null, '', to);
  else history.pushState(null, '', to);
  path.value = location.pathname;
  window.scrollTo(0, 0);
}

window.addEventListener('popstate', () => {
  path.value = location.pathname;
});

/** Click handler for internal links: plain left clicks navigate without a reload. */
export function onLinkClick(e: MouseEvent): void {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  const a = (e.target as HTMLElement).closest('a');
  if (!a || a.target || a.origin !== location.origin || a.hasAttribute('download')) return;
  e.preventDefault();
  navigate(a.pathname + a.search);
}

export function setTitle(...parts: string[]): void {
  document.title = [...parts, 'Speedspiele'].filter(Boolean).join(' · ');
}
