// Signing in on a browser that already holds an anonymous player with games of its own: nothing is
// lost (DECISIONS.md "Signing in with a passkey on a browser that has its own player"). The laptop's
// player plays today's Tagesnest and secures the account; a second browser plays the same Tagesnest
// as a guest, then signs in with the (synced) passkey: its game moves into the account, its daily
// is kept as practice (the account's first attempt stays the counted one), and the page says so in
// counted words ("1 Partie", never "1 Partien"). The sign-in here is the autofill one (conditional
// UI): no button is pressed.
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, openPage } from './browser';
import { badWords } from './inspect';
import { ELSTER_ROUNDS, playToEnd, startDaily } from './play';
import { drained } from './results';
import { seeded } from './seed';
import { syncPasskeys, virtualAuthenticator } from './webauthn';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

interface MeJson { playerId: string; name: string; balance: number }
interface DailyJson { you?: { status: string; streak: number } }

it("merges a guest's game into the account it signs in to, and says what came along", async () => {
  const base = inject('baseUrl').replace('127.0.0.1', 'localhost');
  const s = seeded('passkeys-merge');
  const playDaily = async (page: import('playwright-core').Page, who: string) => {
    await page.goto(`${base}/elster`);
    await startDaily(page);
    await page.getByTestId('elster-board').waitFor();
    expect(await playToEnd(page, s.rng(who))).toBe(ELSTER_ROUNDS);
    await drained(page, `${base}/api/daily/elster/today`, (body: DailyJson) => body.you?.status === 'finished');
  };

  // The account: today's Tagesnest on the laptop, then "Konto sichern".
  const a = await openPage(browser, { viewport: { width: 1200, height: 800 }, extraHTTPHeaders: s.headers('account') }, { seenIntros: true });
  const authA = await virtualAuthenticator(a.page);
  await playDaily(a.page, 'account');
  await a.page.goto(`${base}/konto`);
  await a.page.getByTestId('account-secure').click();
  await a.page.locator('[data-testid="account-link"][data-secured="true"]').waitFor();
  const account = (await (await a.page.request.get(`${base}/api/me`)).json()) as MeJson;
  const accountDaily = (await (await a.page.request.get(`${base}/api/daily/elster/today`)).json()) as DailyJson;

  // A guest on a phone plays the same Tagesnest, then signs in there.
  const b = await openPage(browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, extraHTTPHeaders: s.headers('guest') }, { seenIntros: true });
  const authB = await virtualAuthenticator(b.page);
  expect(await syncPasskeys(authA, authB)).toBe(1);
  await playDaily(b.page, 'guest');
  const guest = (await (await b.page.request.get(`${base}/api/me`)).json()) as MeJson;
  expect(guest.playerId).not.toBe(account.playerId);
  await b.page.goto(`${base}/konto`);
  // No button pressed: the page's quiet passkey request (autofill, conditional UI) is answered by
  // the phone's authenticator, as when a player picks the passkey the browser suggests.
  await b.page.getByTestId('merge-summary').waitFor();
  expect(await b.page.getByTestId('merged-results').innerText()).toBe('1 Partie');
  expect(await b.page.getByTestId('merged-dailies').count()).toBe(0);
  expect(await b.page.getByTestId('merged-practice').innerText()).toBe('1 Tagesspiel an einem Tag, den dein Konto schon gespielt hatte, zählt als Übung.');
  expect(await badWords(b.page)).toEqual([]);

  // The phone is the account now; the account's own attempt is still today's counted one.
  const now = (await (await b.page.request.get(`${base}/api/me`)).json()) as MeJson;
  expect(now.playerId).toBe(account.playerId);
  const daily = (await (await b.page.request.get(`${base}/api/daily/elster/today`)).json()) as DailyJson;
  expect(daily.you).toEqual(accountDaily.you);
  // Both games are in Meine Partien on either device.
  await b.page.goto(`${base}/meine-partien`);
  expect(await b.page.getByTestId('mg-game-elster').getByTestId('mg-played').innerText()).toBe('2');
  expect(a.errors).toEqual([]);
  expect(b.errors).toEqual([]);
});
