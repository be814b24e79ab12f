// Whether this player is secured with a passkey (GET /api/account), for the header and the page.
import { signal } from '@preact/signals';
import type { AccountInfo } from '@schema/account';
import { accountApi } from '../net/api';

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
