// A tiny history-API router: `route` is a signal of the current path; `navigate` changes it.
import { signal, computed } from '@preact/signals';
import { matchPage, type Page } from '@schema/pages';
import { gameById, modesOf } from '../games/registry';

export const path = signal(location.pathname);

export type Route = Page;

/** Games with a foyer: every game in the registry. */
const known = {
  playable: (id: string) => gameById(id) !== undefined,
  hasDaily: (id: string) => !!modesOf(id)?.daily,
};

/** The page of an address (the server answers the same unknown addresses with 404: schema/pages.ts). */
export const matchRoute = (p: string): Route => matchPage(p, known);

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
