// "Konto sichern" on Meine Partien: a short note with the link while the player has no passkey
// (dismissable, remembered on this device), "Konto gesichert" afterwards.
import { useEffect, useState } from 'preact/hooks';
import { t } from '../i18n';
import { Button } from '../ui/Button';
import { LockIcon } from '../ui/icons';
import { account, loadAccount } from './account';
import { me } from './identity';

const DISMISSED = 'speedspiele.secureNoteDismissed';

/** "Nicht jetzt" said anywhere (here or to the end screen's offer): only the quiet link stays. */
export function dismissSecureNote(): void {
  localStorage.setItem(DISMISSED, '1');
}

export function SecureNote() {
  const id = me.value?.playerId ?? null;
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(DISMISSED) === '1');
  useEffect(() => {
    if (id) loadAccount();
  }, [id]);
  if (!id || account.value === null) return null;
  if (account.value.secured) return <p class="muted" data-testid="secure-note"><a href="/konto"><LockIcon /> {t('account.secured')}</a></p>;
  if (dismissed) return <p class="muted" data-testid="secure-note"><a href="/konto">{t('account.secure')}</a></p>;
  return (
    <section class="panel" aria-labelledby="secure-note-title" data-testid="secure-note">
      <h2 id="secure-note-title">{t('account.secure')}</h2>
      <p>{t('account.noteLead')}</p>
      <div class="passkey-actions">
        <a class="btn btn-primary" href="/konto" data-testid="secure-note-link">{t('account.secure')}</a>
        <Button onClick={() => { dismissSecureNote(); setDismissed(true); }}>{t('account.notNow')}</Button>
      </div>
    </section>
  );
}
