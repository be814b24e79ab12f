// Keyboard shortcuts with a shared help list (the `?` overlay shows every active binding).
//   useKeys([
//     { key: 'Enter', label: 'Enter', help: tx('keys.play'), run: () => play() },
//     { key: (e) => /^[0-9]$/.test(e.key), label: '1–15', help: '…', run: (e) => digit(e.key) },
//   ], [deps]);
// Bindings registered later win over earlier ones. Keys are ignored while typing in a field, with
// Ctrl/Alt/Meta held, or while a dialog is open (unless `always` is set). `help` is shown as given,
// so pass translated text; the list re-renders when it changes.
import { signal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import { dialogOpen } from './Dialog';

export interface KeyBinding {
  /** KeyboardEvent.key value(s) (e.g. 'r', 'Enter', 'ArrowLeft'), or a predicate. Letters match either case. */
  key: string | string[] | ((e: KeyboardEvent) => boolean);
  /** What the overlay shows in the key column, e.g. 'R' or '1–15'. Omit to hide from the overlay;
   *  with a label but no help it joins the binding before it (← and → under one text). */
  label?: string;
  /** Translated description for the overlay. */
  help?: string;
  run(e: KeyboardEvent): void;
  /** Also fire while a dialog is open or the focus is in a text field. */
  always?: boolean;
}

interface Registration { id: number; group: string; bindings: KeyBinding[] }

const registrations = signal<Registration[]>([]);
let nextId = 1;
let listening = false;

/** Active bindings for the help overlay: [group, bindings] in registration order. */
export function activeKeyHelp(): { group: string; keys: { label: string; help: string }[] }[] {
  const out: { group: string; keys: { label: string; help: string }[] }[] = [];
  for (const r of registrations.value) {
    // A labelled binding without help text continues the entry before it (← then → : "← →").
    const keys: { label: string; help: string }[] = [];
    for (const b of r.bindings) {
      if (!b.label) continue;
      const prev = keys[keys.length - 1];
      if (b.help) keys.push({ label: b.label, help: b.help });
      else if (prev) prev.label = `${prev.label} ${b.label}`;
    }
    if (!keys.length) continue;
    const existing = out.find((g) => g.group === r.group);
    if (existing) existing.keys.push(...keys);
    else out.push({ group: r.group, keys });
  }
  return out;
}

function matches(b: KeyBinding, e: KeyboardEvent): boolean {
  if (typeof b.key === 'function') return b.key(e);
  const list = Array.isArray(b.key) ? b.key : [b.key];
  return list.some((k) => k === e.key || (k.length === 1 && k.toLowerCase() === e.key.toLowerCase()));
}

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || !el.tagName) return false;
  const tag = el.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT' || el.isContentEditable) return true;
  if (tag === 'INPUT') {
    const type = (el as HTMLInputElement).type;
    return !['checkbox', 'radio', 'button', 'submit', 'range'].includes(type);
  }
  return false;
}

/** A focused control that does something on Enter / Space (not disabled, not aria-disabled). */
function usable(el: Element | null | undefined): boolean {
  return !!el && !el.matches('[disabled], [aria-disabled="true"]');
}

function onKeyDown(e: KeyboardEvent): void {
  if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return;
  const blocked = isTyping(e.target) || dialogOpen();
  const regs = registrations.value;
  for (let i = regs.length - 1; i >= 0; i--) {
    for (const b of regs[i]!.bindings) {
      if ((blocked && !b.always) || !matches(b, e)) continue;
      // Enter/Space on a focused button keep their native meaning — unless the button cannot act
      // now (e.g. a card that stopped being playable after a swap): then the game's key does.
      if ((e.key === 'Enter' || e.key === ' ') && usable((e.target as HTMLElement)?.closest?.('button, a, summary'))) return;
      e.preventDefault();
      b.run(e);
      return;
    }
  }
}

/**
 * Register keyboard bindings while the component is mounted. `group` titles them in the `?`
 * overlay (e.g. the game's name). Bindings are re-read on every render, so closures stay fresh.
 */
export function useKeys(bindings: KeyBinding[], group = ''): void {
  const ref = useRef<Registration | null>(null);
  if (!ref.current) ref.current = { id: nextId++, group, bindings };
  ref.current.bindings = bindings;
  ref.current.group = group;

  // Keep the overlay list current when labels or help texts change.
  const sig = bindings.map((b) => `${b.label ?? ''}\u0000${b.help ?? ''}`).join('\u0001') + group;
  useEffect(() => {
    const reg = ref.current!;
    const list = registrations.value;
    registrations.value = list.some((r) => r.id === reg.id) ? list.slice() : [...list, reg];
    if (!listening) {
      window.addEventListener('keydown', onKeyDown);
      listening = true;
    }
  }, [sig]);

  useEffect(() => () => {
    const id = ref.current!.id;
    registrations.value = registrations.value.filter((r) => r.id !== id);
  }, []);
}
