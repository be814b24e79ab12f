// Keyboard play (rule book, "Bedienung"): 1/2/3 choose a pile, Q/W/E the top and A/S/D the bottom
// pictures, F flips the new objective, Enter makes the move, Esc clears, R asks Rat, M goes back to
// your album. Registered with the shell's useKeys, so the `?` overlay lists them; only the keys
// that fit the moment are active.
import { useKeys, type KeyBinding } from '../../ui/keys';
import { slotForKey } from './ui-helpers';
import { tx } from './i18n';

export interface AlbumKeyActions {
  /** It is your turn: the choice keys are active. */
  choosing: boolean;
  pile(p: number): void;
  slot(s: number): void;
  flipNew(): void;
  execute(): void;
  clear(): void;
  advice: (() => void) | null;
  /** Back to your album; null when watching. */
  mine: (() => void) | null;
}

export function useAlbumKeys(a: AlbumKeyActions): void {
  const bindings: KeyBinding[] = [];
  if (a.choosing) {
    bindings.push(
      { key: ['1', '2', '3'], label: '1 2 3', help: tx('keys.pile'), run: (e) => a.pile(Number(e.key) - 1) },
      { key: ['q', 'w', 'e'], label: 'Q W E', help: tx('keys.top'), run: (e) => a.slot(slotForKey(e.key)!) },
      { key: ['a', 's', 'd'], label: 'A S D', help: tx('keys.bottom'), run: (e) => a.slot(slotForKey(e.key)!) },
      { key: 'f', label: 'F', help: tx('keys.flip'), run: () => a.flipNew() },
      { key: 'Enter', label: 'Enter', help: tx('keys.enter'), run: () => a.execute() },
      { key: 'Escape', label: 'Esc', help: tx('keys.esc'), run: () => a.clear() },
    );
  }
  if (a.advice) bindings.push({ key: 'r', label: 'R', help: tx('keys.rat'), run: () => a.advice?.() });
  if (a.mine) bindings.push({ key: 'm', label: 'M', help: tx('keys.mine'), run: () => a.mine?.() });
  useKeys(bindings, tx('keys.group'));
}
