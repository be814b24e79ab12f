// The Konto page opened at an IP address (as `npm start` is often reached: 127.0.0.1, or from a
// phone at the machine's address). WebAuthn refuses an IP as the site's id, so no passkey can work
// there. A newcomer must not meet a bare "Das ging nicht." for the quiet autofill in the
// background; pressing "Anmelden" says why and names the way out (localhost).
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, openPage } from './browser';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

it('says nothing wrong before a button is pressed, then why passkeys fail at an IP address', async () => {
  const base = inject('baseUrl');
  expect(new URL(base).hostname).toBe('127.0.0.1');
  const { page, errors } = await openPage(browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  // The quiet autofill asks the server for a challenge, then the browser refuses the wait.
  const options = page.waitForResponse((r) => r.url().endsWith('/api/account/login/options'));
  await page.goto(`${base}/konto`);
  await page.getByTestId('account-signin').waitFor();
  await options;
  await page.waitForTimeout(500);
  expect(await page.locator('.form-error').count()).toBe(0);
  await page.getByTestId('account-signin').click();
  const error = page.getByTestId('account-error');
  await error.waitFor();
  const text = await error.innerText();
  expect(text).toContain('127.0.0.1');
  expect(text).toContain('localhost');
  expect(text).not.toBe('Das ging nicht.');
  expect(errors).toEqual([]);
});
