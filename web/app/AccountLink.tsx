// Header menu: "Konto sichern" while the player has no passkey, "Konto" (secured) afterwards, "Anmelden" without a player.
import { useEffect } from 'preact/hooks';
import { t } from '../i18n';
import { KeyIcon, LockIcon } from '../ui/icons';
import { account, loadAccount } from './account';
import { me } from './identity';

export function AccountLink() {
  const id = me.value?.playerId ?? null;
  useEffect(() => {
    if (id) loadAccount();
    else account.value = null;
  }, [id]);
  const secured = account.value?.secured === true;
  const label = !id ? t('account.signIn') : secured ? t('account.secured') : t('account.secure');
  return (
    <a href="/konto" class={`my-games-link account-link${secured ? ' secured' : ''}`} data-testid="account-link" data-secured={secured ? 'true' : 'false'}>
      {secured ? <LockIcon /> : <KeyIcon />} <span class="account-link-text">{label}</span>
    </a>
  );
}
