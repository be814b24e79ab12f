// Keyboard play, every key listed under `?` (registered with the shell's useKeys; only the keys
// that fit the moment are active): ←/→ choose your can, E Einlegen, A Archivieren; N chooses the
// next colleague, 1–5 an Akt clue, K W L B H F a film clue (Krimi, Western, Lustspiel, Abenteuer,
// Liebesfilm – ♥ –, Farbfilm), Enter gives it; Esc clears, R asks Rat.
import { useKeys, type KeyBinding } from '../../ui/keys';
import { FILM_KEYS } from './Dock';
import { tx } from './i18n';

export interface KinoKeyActions {
  acting: boolean;
  /** Films that may be named (the Joker never). */
  films: number[];
  own(step: -1 | 1): void;
  play(): void;
  archive(): void;
  nextColleague(): void;
  clue(c: { film: number } | { akt: number }): void;
  send(): void;
  clear(): void;
  advice: (() => void) | null;
}

/** Enter on a focused button presses that button; the key must not also act. */
const onButton = () => (document.activeElement as HTMLElement | null)?.tagName === 'BUTTON';

export function useKinoKeys(a: KinoKeyActions): void {
  const bindings: KeyBinding[] = [];
  if (a.acting) {
    const filmKeys: string[] = a.films.map((f) => FILM_KEYS[f]!);
    bindings.push(
      { key: ['ArrowLeft', 'ArrowRight'], label: '← →', help: tx('keys.own'), run: (e) => a.own(e.key === 'ArrowLeft' ? -1 : 1) },
      { key: 'e', label: 'E', help: tx('keys.play'), run: () => a.play() },
      { key: 'a', label: 'A', help: tx('keys.archive'), run: () => a.archive() },
      { key: 'n', label: 'N', help: tx('keys.next'), run: () => a.nextColleague() },
      { key: ['1', '2', '3', '4', '5'], label: '1–5', help: tx('keys.akt'), run: (e) => a.clue({ akt: Number(e.key) }) },
      { key: filmKeys, label: filmKeys.join(' ').toUpperCase(), help: tx('keys.film'), run: (e) => { const i = filmKeys.indexOf(e.key.toLowerCase()); if (i >= 0) a.clue({ film: a.films[i]! }); } },
      { key: 'Enter', label: 'Enter', help: tx('keys.send'), run: () => { if (!onButton()) a.send(); } },
      { key: 'Escape', label: 'Esc', help: tx('keys.esc'), run: () => a.clear() },
    );
  }
  if (a.advice) bindings.push({ key: 'r', label: 'R', help: tx('keys.rat'), run: () => a.advice?.() });
  useKeys(bindings, tx('keys.group'));
}
