// The one-time "Konto sichern" offer on the end screen of a player's first Tagesnest: on a phone,
// closed with the keyboard ("Nicht jetzt"), and never shown again (the server remembers it); for
// another player, in English, it makes the passkey right there (Chromium's virtual authenticator).
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, openPage } from './browser';
import { ELSTER_ROUNDS, playToEnd, startDaily } from './play';
import { seeded } from './seed';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

/** WebAuthn needs a domain as RP ID, never an IP address. */
const base = () => inject('baseUrl').replace('127.0.0.1', 'localhost');

async function playDaily(page: Page, rng: Parameters<typeof playToEnd>[1]): Promise<void> {
  await page.goto(`${base()}/elster`);
  await startDaily(page);
  await page.getByTestId('elster-board').waitFor();
  expect(await playToEnd(page, rng)).toBe(ELSTER_ROUNDS);
}

const accountOf = async (page: Page) => (await (await page.request.get(`${base()}/api/account`)).json()) as { secured: boolean; offered: boolean };

it('offers "Konto sichern" once after the first daily: closed by keyboard, never again', async () => {
  const s = seeded('secure-offer');
  const { page, errors } = await openPage(browser, { viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true, extraHTTPHeaders: s.headers('daily') }, { seenIntros: true });
  await playDaily(page, s.rng('person'));
  const offer = page.getByTestId('secure-offer');
  await offer.waitFor();
  expect(await offer.getByRole('heading').innerText()).toBe('Konto sichern?');
  expect(await offer.innerText()).toContain('Dein erstes Tagesnest ist geschafft.');
  // It points to a link that exists: the header's "Konto sichern" (in the phone's menu).
  expect(await offer.innerText()).toContain('über „Konto sichern“ oben (auf dem Handy im Menü ☰)');
  expect(await page.getByTestId('account-link').first().innerText()).toContain('Konto sichern');
  expect((await accountOf(page)).offered).toBe(true);
  // The result first: the offer comes after the places and the scoring, not between them and the rating.
  const top = (testid: string) => page.getByTestId(testid).evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  expect(await top('secure-offer')).toBeGreaterThan(await top('scoring'));

  // Keyboard: from the end screen's first way on, Tab reaches the offer's buttons; Enter closes it.
  const close = offer.getByTestId('secure-offer-close');
  for (let i = 0; i < 80 && !(await close.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  expect(await close.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.press('Enter');
  await offer.waitFor({ state: 'detached' });
  expect(await page.evaluate(() => document.activeElement?.closest('.end-actions') !== null)).toBe(true);

  // The same end screen again: the result arrives, the account is asked, and no offer comes.
  const result = page.waitForResponse((r) => r.url().includes('/api/me/result/') && r.ok());
  await page.reload();
  await page.getByTestId('scoring').waitFor();
  await result;
  await page.waitForResponse((r) => r.url().endsWith('/api/account') && r.request().method() === 'GET');
  expect(await page.getByTestId('secure-offer').count()).toBe(0);
  // Meine Partien keeps its quiet link: "Nicht jetzt" said to the offer is not asked again there.
  await page.goto(`${base()}/meine-partien`);
  await page.getByTestId('secure-note').waitFor();
  expect(await page.getByTestId('secure-note-link').count()).toBe(0);
  expect(await page.locator('[data-testid="secure-note"] a').innerText()).toBe('Konto sichern');
  expect(errors).toEqual([]);
});

it('secures the player from the offer, in English', async () => {
  const s = seeded('secure-offer-en');
  const { page, errors } = await openPage(browser, { viewport: { width: 1200, height: 800 }, extraHTTPHeaders: s.headers('daily') }, { seenIntros: true });
  await page.context().addInitScript(() => localStorage.setItem('speedspiele.lang', 'en'));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  await playDaily(page, s.rng('person'));
  const offer = page.getByTestId('secure-offer');
  await offer.waitFor();
  expect(await offer.getByRole('heading').innerText()).toBe('Secure your account?');
  await offer.getByTestId('secure-offer-secure').click();
  expect(await offer.getByTestId('secure-offer-done').innerText()).toBe('Done: your account is secured.');
  await page.locator('[data-testid="account-link"][data-secured="true"]').waitFor();
  expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials).toHaveLength(1);
  expect(await accountOf(page)).toMatchObject({ secured: true, offered: true });
  expect(errors).toEqual([]);
});
