// The first-turn window every game shows once per device on your first own turn: the steps of a
// turn and one hint for reading the board. Each game passes its own words and storage key.
import { useEffect, useState } from 'preact/hooks';
import { Dialog } from './Dialog';
import { Button } from './Button';

function seen(key: string): boolean {
  try {
    return localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

function markSeen(key: string): void {
  try {
    localStorage.setItem(key, '1');
  } catch {
    // Not persisted: it may show again next time.
  }
}

export interface FirstTurnProps {
  /** localStorage key that remembers it was shown, e.g. 'speedspiele.<game>.introSeen'. */
  storageKey: string;
  myTurn: boolean;
  title: string;
  steps: string[];
  hint: string;
  ok: string;
  /** The dialog's class (a game's own styling). */
  class?: string;
}

export function FirstTurn(p: FirstTurnProps) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (p.myTurn && !seen(p.storageKey)) {
      markSeen(p.storageKey);
      setOpen(true);
    }
  }, [p.myTurn]);
  const close = () => setOpen(false);
  return (
    <Dialog open={open} title={p.title} onClose={close} class={`first-turn ${p.class ?? ''}`}
      actions={<Button variant="primary" onClick={close} data-testid="intro-ok">{p.ok}</Button>}>
      <ol class="first-turn-steps" data-testid="intro">
        {p.steps.map((s) => <li key={s}>{s}</li>)}
      </ol>
      <p>{p.hint}</p>
    </Dialog>
  );
}
