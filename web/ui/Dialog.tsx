// Dialog: a modal on the native <dialog> (focus is trapped, Esc closes, focus returns afterwards).
//   <Dialog open={show.value} title={t('leave.title')} onClose={() => (show.value = false)}
//           actions={<Button onClick={…}>OK</Button>}>body</Dialog>
// ConfirmDialog: yes/no question; onConfirm runs on "yes", onClose on Esc / "no".
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { Button } from './Button';
import { t } from '../i18n';

export interface DialogProps {
  open: boolean;
  title: ComponentChildren;
  onClose(): void;
  children?: ComponentChildren;
  /** Buttons at the bottom; a close button is added when omitted. */
  actions?: ComponentChildren;
  class?: string;
}

/** True while any shell dialog is open (global keys pause then). Read from the page, not from a
 *  counter kept in effects: a dialog closed a moment ago is gone from the page at once, while its
 *  effect's cleanup runs only after the next paint (a `?` pressed in between was swallowed). */
export function dialogOpen(): boolean {
  return typeof document !== 'undefined' && document.querySelector('dialog.dialog[open]') !== null;
}

export function Dialog({ open, title, onClose, children, actions, class: cls }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useRef(`dlg-${Math.random().toString(36).slice(2, 9)}`).current;

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) {
      // The dialog unmounts on close, so focus is handed back to the opener by hand.
      const opener = document.activeElement as HTMLElement | null;
      el.showModal();
      return () => {
        if (el.open) el.close();
        if (opener?.isConnected) setTimeout(() => opener.focus(), 0);
      };
    }
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      class={`dialog ${cls ?? ''}`}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        // A click on the backdrop (the dialog element itself, outside the panel) closes.
        if (e.target === ref.current) onClose();
      }}
    >
      <div class="dialog-panel">
        <h2 id={titleId} class="dialog-title">{title}</h2>
        <div class="dialog-body">{children}</div>
        <div class="dialog-actions">{actions ?? <Button onClick={onClose}>{t('common.close')}</Button>}</div>
      </div>
    </dialog>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  title: ComponentChildren;
  children?: ComponentChildren;
  confirmLabel: ComponentChildren;
  cancelLabel?: ComponentChildren;
  danger?: boolean;
  onConfirm(): void;
  onClose(): void;
}

export function ConfirmDialog(p: ConfirmDialogProps) {
  return (
    <Dialog
      open={p.open}
      title={p.title}
      onClose={p.onClose}
      actions={
        <>
          <Button onClick={p.onClose}>{p.cancelLabel ?? t('common.cancel')}</Button>
          <Button variant={p.danger ? 'danger' : 'primary'} onClick={p.onConfirm}>{p.confirmLabel}</Button>
        </>
      }
    >
      {p.children}
    </Dialog>
  );
}
