// Chromium's virtual authenticator (Chrome DevTools Protocol, WebAuthn domain): a platform
// authenticator with resident keys and user verification that answers every passkey prompt.
import type { CDPSession, Page } from 'playwright-core';

export interface VirtualAuthenticator { cdp: CDPSession; authenticatorId: string }

export async function virtualAuthenticator(page: Page): Promise<VirtualAuthenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { cdp, authenticatorId };
}

/** The passkeys `from` holds, copied to `to` — a passkey synced to a second device. */
export async function syncPasskeys(from: VirtualAuthenticator, to: VirtualAuthenticator): Promise<number> {
  const { credentials } = await from.cdp.send('WebAuthn.getCredentials', { authenticatorId: from.authenticatorId });
  for (const credential of credentials) await to.cdp.send('WebAuthn.addCredential', { authenticatorId: to.authenticatorId, credential });
  return credentials.length;
}
