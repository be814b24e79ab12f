// Keyboard play: digits 1–15 (a "1" waits briefly for a second digit, so "1" "2" picks 12), arrows
// move the choice among your pebbles, Enter places, R asks Rat, Esc clears. Registered with the
// shell's useKeys, so the `?` overlay lists them.
import { useEffect, useRef } from 'preact/hooks';
import { useKeys, type KeyBinding } from '../../ui/keys';
import { tx } from './i18n';

export const TWO_DIGIT_MS = 600;

export interface BidKeyActions {
  /** Pebbles you may bid now, ascending. Empty when you may not bid. */
  playable: number[];
  selected: number | null;
  pick(pebble: number): void;
  /** Place the chosen pebble, or `pebble` when given. */
  place(pebble?: number): void;
  clear(): void;
  advice: (() => void) | null;
  /** A replay: nothing to play, so no keys at all (the replay's own keys step through it). */
  off?: boolean;
}

export function useBidKeys(a: BidKeyActions): void {
  const pending = useRef<number | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const latest = useRef(a);
  latest.current = a;

  const flush = () => {
    window.clearTimeout(timer.current);
    const first = pending.current;
    pending.current = null;
    return first;
  };
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const digit = (d: number) => {
    const first = flush();
    if (first !== null) {
      const two = first * 10 + d;
      if (two >= 10 && two <= 15) return latest.current.pick(two);
      latest.current.pick(first);
    }
    if (d === 0) return;
    // A "1" may start 10–15: wait for a second digit, unless none of those is left.
    if (d === 1 && latest.current.playable.some((p) => p >= 10)) {
      pending.current = 1;
      timer.current = window.setTimeout(() => {
        if (flush() !== null) latest.current.pick(1);
      }, TWO_DIGIT_MS);
      return;
    }
    latest.current.pick(d);
  };

  const step = (dir: 1 | -1) => {
    const { playable, selected } = latest.current;
    if (!playable.length) return;
    const i = selected === null ? -1 : playable.indexOf(selected);
    const next = i < 0 ? (dir > 0 ? playable[0] : playable[playable.length - 1])
      : playable[(i + dir + playable.length) % playable.length];
    latest.current.pick(next);
  };

  const bindings: KeyBinding[] = [
    { key: (e) => /^[0-9]$/.test(e.key), label: '1–15', help: tx('keys.digits'), run: (e) => digit(Number(e.key)) },
    { key: 'ArrowLeft', label: '←', help: tx('keys.arrows'), run: () => step(-1) },
    { key: 'ArrowRight', label: '→', run: () => step(1) },
    {
      key: 'Enter',
      label: 'Enter',
      help: tx('keys.enter'),
      run: () => {
        // A pending "1" counts as chosen when Enter comes first.
        const first = flush();
        latest.current.place(first ?? undefined);
      },
    },
    { key: 'Escape', label: 'Esc', help: tx('keys.esc'), run: () => { flush(); latest.current.clear(); } },
  ];
  if (a.advice) bindings.push({ key: 'r', label: 'R', help: tx('keys.rat'), run: () => latest.current.advice?.() });
  useKeys(a.off ? [] : bindings, tx('keys.group'));
}
