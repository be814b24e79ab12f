// Keyboard play (SPEC §3): 1–9, 0 (=10), J Q K (=11–13) select that kind (again: one more copy),
// B adds a brush, Enter plays, Esc clears, R asks Rat, N / L take / leave, H / A back to hand /
// to the waste, D / 1–8 draw face down / from that cart slot. Registered with the shell's useKeys,
// so the `?` overlay lists them; only the keys that fit the current decision are active.
import { useKeys, type KeyBinding } from '../../ui/keys';
import { tx } from './i18n';

export interface KleisterKeyActions {
  /** What you owe now: play (or pre-select), take/leave, hand/waste, draw; null = nothing. */
  mode: 'play' | 'decide' | 'return' | 'draw' | null;
  selectRank(rank: number): void;
  addBrush(): void;
  play(): void;
  clear(): void;
  advice: (() => void) | null;
  take(): void;
  leave(): void;
  toHand(): void;
  toWaste(): void;
  drawPress(): void;
  drawSlot(slot: number): void;
  cartSize: number;
}

const LETTER_RANKS: Record<string, number> = { j: 11, q: 12, k: 13 };

/** The rank a key selects: 1–9, 0 = 10, J Q K = 11–13; null otherwise. */
export function rankForKey(key: string): number | null {
  if (/^[1-9]$/.test(key)) return Number(key);
  if (key === '0') return 10;
  return LETTER_RANKS[key.toLowerCase()] ?? null;
}

export function useKleisterKeys(a: KleisterKeyActions): void {
  const bindings: KeyBinding[] = [];
  if (a.mode === 'play') {
    bindings.push(
      { key: (e) => rankForKey(e.key) !== null, label: '1–9 0 J Q K', help: tx('keys.rank'), run: (e) => a.selectRank(rankForKey(e.key)!) },
      { key: 'b', label: 'B', help: tx('keys.brush'), run: () => a.addBrush() },
      { key: 'Enter', label: 'Enter', help: tx('keys.enter'), run: () => a.play() },
      { key: 'Escape', label: 'Esc', help: tx('keys.esc'), run: () => a.clear() },
    );
  }
  if (a.mode === 'decide') {
    bindings.push(
      { key: 'n', label: 'N', help: tx('keys.take'), run: () => a.take() },
      { key: 'l', label: 'L', help: tx('keys.leave'), run: () => a.leave() },
    );
  }
  if (a.mode === 'return') {
    bindings.push(
      { key: 'h', label: 'H', help: tx('keys.toHand'), run: () => a.toHand() },
      { key: 'a', label: 'A', help: tx('keys.toWaste'), run: () => a.toWaste() },
    );
  }
  if (a.mode === 'draw') {
    bindings.push(
      { key: 'd', label: 'D', help: tx('keys.press'), run: () => a.drawPress() },
      {
        key: (e) => /^[1-8]$/.test(e.key) && Number(e.key) <= a.cartSize,
        label: `1–${a.cartSize}`,
        help: tx('keys.slot'),
        run: (e) => a.drawSlot(Number(e.key) - 1),
      },
    );
  }
  if (a.advice) bindings.push({ key: 'r', label: 'R', help: tx('keys.rat'), run: () => a.advice?.() });
  useKeys(bindings, tx('keys.group'));
}
