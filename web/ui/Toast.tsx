// Toasts: short messages at the bottom of the screen, announced to screen readers.
//   toast(t('err.stale'));            // info, 4 s
//   toast(message, 'error');          // red
// Render <Toaster /> once (the app shell does).
import { signal } from '@preact/signals';

export type ToastKind = 'info' | 'error' | 'success';
interface ToastItem { id: number; text: string; kind: ToastKind }

const items = signal<ToastItem[]>([]);
let nextId = 1;

export function toast(text: string, kind: ToastKind = 'info', ms = 4000): void {
  const id = nextId++;
  // The same text twice in a row only shows once.
  items.value = [...items.value.filter((x) => x.text !== text), { id, text, kind }].slice(-4);
  setTimeout(() => dismiss(id), ms);
}

function dismiss(id: number): void {
  items.value = items.value.filter((x) => x.id !== id);
}

export function Toaster() {
  return (
    <div class="toaster" role="status" aria-live="polite">
      {items.value.map((x) => (
        <div key={x.id} class={`toast toast-${x.kind}`}>
          <span>{x.text}</span>
          <button type="button" class="toast-close" aria-label="×" onClick={() => dismiss(x.id)}>×</button>
        </div>
      ))}
    </div>
  );
}
