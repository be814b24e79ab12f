// "Konto sichern" pressed while the page's quiet autofill request is still on its way (its options
// come late, the network is slow): the quiet request must give way for the whole ceremony, never
// start in the middle of it — it would abort the passkey prompt, or sign in with the passkey just
// made before the server knows it. A race a person on a slow phone network meets, made certain here
// by holding the two answers back.
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser, Route } from 'playwright-core';
import { launch, openPage } from './browser';
import { virtualAuthenticator } from './webauthn';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const held = (ms: number) => async (route: Route) => {
  await new Promise((r) => setTimeout(r, ms));
  await route.continue();
};

it('a quiet sign-in request never interrupts "Konto sichern"', async () => {
  const base = inject('baseUrl').replace('127.0.0.1', 'localhost');
  const a = await openPage(browser, { viewport: { width: 1200, height: 800 } }, { seenIntros: true });
  const auth = await virtualAuthenticator(a.page);
  await a.page.goto(`${base}/`);
  // Become a player (the explicit POST /api/me a first game would make).
  expect(await a.page.evaluate(async () => (await fetch('/api/me', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status)).toBe(201);
  await a.page.route('**/api/account/login/options', held(700));
  await a.page.route('**/api/account/register', held(1_500));
  await a.page.goto(`${base}/konto`);
  await a.page.getByTestId('account-secure').click();
  await a.page.locator('[data-testid="account-status"]:has-text("Geschafft"), [data-testid="account-error"]').first().waitFor();
  expect(await a.page.getByTestId('account-error').count()).toBe(0);
  expect(await a.page.getByTestId('account-status').innerText()).toBe('Geschafft: Dein Konto ist gesichert.');
  // The held quiet request's options have long arrived: nothing took over afterwards.
  await a.page.waitForTimeout(1_000);
  expect(await a.page.getByTestId('account-status').innerText()).toBe('Geschafft: Dein Konto ist gesichert.');
  expect(await a.page.getByTestId('account-error').count()).toBe(0);
  expect(await a.page.getByTestId('passkey-item').count()).toBe(1);
  const { credentials } = await auth.cdp.send('WebAuthn.getCredentials', { authenticatorId: auth.authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(a.errors).toEqual([]);
});
