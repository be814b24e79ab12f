// A visitor who has not played yet opens "Konto" on a phone and creates an account right there:
// the player is made and secured with a passkey in one step (before, the page offered only the
// sign-in, and an account could be had only after a first table). Debian's Chromium with its
// virtual authenticator; localhost, as WebAuthn needs a domain.
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, openPage } from './browser';
import { virtualAuthenticator } from './webauthn';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

it('creates an account with a passkey before the first game', async () => {
  const base = inject('baseUrl').replace('127.0.0.1', 'localhost');
  const { page, errors } = await openPage(browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }, { seenIntros: true });
  const auth = await virtualAuthenticator(page);
  await page.goto(`${base}/konto`);
  const create = page.getByTestId('account-create');
  await create.waitFor();
  // Browsing made no player: the page offers a new account and the sign-in, nothing to secure.
  expect(((await (await page.request.get(`${base}/api/me`)).json()) as { playerId: string | null }).playerId).toBeNull();
  expect(await page.getByTestId('account-secure').count()).toBe(0);
  await create.tap();
  await page.locator('[data-testid="account-status"]:has-text("Geschafft"), [data-testid="account-error"]').first().waitFor();
  expect(await page.getByTestId('account-error').count()).toBe(0);
  expect(await page.getByTestId('account-status').innerText()).toBe('Geschafft: Dein Konto ist angelegt.');
  await page.locator('[data-testid="account-link"][data-secured="true"]').waitFor({ state: 'attached' }); // in the menu on a phone
  expect(await page.getByTestId('passkey-item').count()).toBe(1);
  expect(await page.getByTestId('account-create').count()).toBe(0);
  const me = (await (await page.request.get(`${base}/api/me`)).json()) as { playerId: string | null; name: string };
  expect(me.playerId).not.toBeNull();
  expect(me.name).toMatch(/^Gast \d+$/);
  const { credentials } = await auth.cdp.send('WebAuthn.getCredentials', { authenticatorId: auth.authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(errors).toEqual([]);
  await page.context().close();
});
