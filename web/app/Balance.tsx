// The player's Groschen in the header (none while anonymous). The balance comes with GET /api/me; it is fetched again
// when a game ends (the pot is paid by the results drain moments later) and on each page change.
import { useEffect } from 'preact/hooks';
import { api } from '../net/api';
import { t } from '../i18n';
import { me } from './identity';
import { path } from './router';
import './balance.css';

export async function refreshBalance(): Promise<void> {
  try {
    const m = await api.me();
    me.value = m.playerId === null ? null : m;
  } catch {
    // Offline for a moment: the header keeps the last known balance.
  }
}

/** After a game: once soon (the drain usually ran), once later (a retried drain). */
export function refreshAfterGame(): void {
  setTimeout(refreshBalance, 1500);
  setTimeout(refreshBalance, 8000);
}

export function BalanceBadge() {
  const balance = me.value?.balance;
  const where = path.value;
  useEffect(() => {
    if (me.value) void refreshBalance();
  }, [where]);
  if (balance === undefined) return null;
  return (
    <span class="balance-badge" title={t('balance.title')} data-testid="balance">
      <span class="balance-coin" aria-hidden="true" />
      <span class="sr-only">{t('balance.label')}: </span>
      <span class="balance-full">{t('balance.value', { n: balance })}</span>
      {/* Phones: the coin and the number say it. */}
      <span class="balance-short" aria-hidden="true">{balance}</span>
    </span>
  );
}

/** The link to "Gerät wechseln". */
export function TransferLink() {
  return (
    <a href="/geraet" class="transfer-link" title={t('transfer.title')} aria-label={t('transfer.title')}>
      <span aria-hidden="true">⇄</span>
    </a>
  );
}
