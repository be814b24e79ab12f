// Whether this player is secured with a passkey (GET /api/account), for the header and the page;
// the "Konto sichern" ceremony shared by the Konto page and the end screen's one-time offer.
import { signal } from '@preact/signals';
import { startRegistration } from '@simplewebauthn/browser';
import type { AccountInfo } from '@schema/account';
import { errorText, t } from '../i18n';
import { accountApi, ApiError } from '../net/api';

/** null: unknown (anonymous, or not loaded yet). */
export const account = signal<AccountInfo | null>(null);

export async function loadAccount(): Promise<AccountInfo | null> {
  try {
    account.value = await accountApi.info();
  } catch {
    account.value = null;
  }
  return account.value;
}

/** Creates a passkey for this player on this device (the browser's own prompt), then reloads the account. */
export async function secureThisPlayer(): Promise<void> {
  const { options } = await accountApi.registerOptions();
  const response = await startRegistration({ optionsJSON: options });
  await accountApi.register(response);
  await loadAccount();
}

/** What went wrong with a passkey step, in the player's words. */
export function passkeyFailure(e: unknown): string {
  if (e instanceof ApiError) return errorText(e.code, e.message, e.params);
  // The browser's prompt was closed or timed out (NotAllowedError), or the passkey exists here already.
  if (e instanceof Error && (e.name === 'NotAllowedError' || e.name === 'AbortError')) return t('account.cancelled');
  if (e instanceof Error && e.name === 'InvalidStateError') return t('account.already');
  // The page's address cannot carry passkeys (an IP address such as 127.0.0.1 instead of a name).
  if (e instanceof Error && e.name === 'SecurityError') return t('account.badAddress', { host: location.hostname });
  return t('err.unknown');
}
