// The first-turn window: the three steps of a turn (kleben → überkleben prüfen → nachziehen),
// shown once per device on your first own turn.
import { useEffect, useState } from 'preact/hooks';
import { Dialog } from '../../ui/Dialog';
import { Button } from '../../ui/Button';
import { tx } from './i18n';

const KEY = 'speedspiele.kleister.introSeen';

function seen(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

function markSeen(): void {
  try {
    localStorage.setItem(KEY, '1');
  } catch {
    // Not persisted: it may show again next time.
  }
}

export function Intro({ myTurn }: { myTurn: boolean }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (myTurn && !seen()) {
      markSeen();
      setOpen(true);
    }
  }, [myTurn]);
  const close = () => setOpen(false);
  return (
    <Dialog open={open} title={tx('intro.title')} onClose={close} class="kl-intro"
      actions={<Button variant="primary" onClick={close} data-testid="intro-ok">{tx('intro.ok')}</Button>}>
      <ol class="kl-intro-steps" data-testid="intro">
        <li>{tx('intro.one')}</li>
        <li>{tx('intro.two')}</li>
        <li>{tx('intro.three')}</li>
      </ol>
      <p>{tx('intro.hint')}</p>
    </Dialog>
  );
}
