// Passkeys in Debian's Chromium with its virtual authenticator (CDP WebAuthn domain): a player
// plays the Tagesnest on the "laptop" (context A) and secures the account; a "phone" (context B,
// fresh cookies) gets the same passkey (WebAuthn.getCredentials → addCredential), signs in, and is
// the same player with the same Meine Partien, streak and balance, and the next day's Tagesnest
// there continues the streak; then removes a passkey (not the
// last) and signs out. WebAuthn needs a domain as RP ID, never an IP, so the pages are opened on
// localhost rather than 127.0.0.1.
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, openPage } from './browser';
import { ELSTER_ROUNDS, playToEnd, startDaily } from './play';
import { drained } from './results';
import { seeded } from './seed';
import { virtualAuthenticator } from './webauthn';
/** worker/http/test-hooks.ts TEST_NOW_HEADER: the daily routes' clock while the hooks are on. */
const TEST_NOW_HEADER = 'X-Test-Now';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

interface MeJson { playerId: string; name: string; balance: number }
interface DailyJson { you?: { status: string; streak: number } }

it('secures a player on one device and signs in as the same player on another', async () => {
  const base = inject('baseUrl').replace('127.0.0.1', 'localhost');
  const s = seeded('passkeys');

  // Laptop: play today's Tagesnest.
  const a = await openPage(browser, { viewport: { width: 1200, height: 800 }, extraHTTPHeaders: s.headers('daily') }, { seenIntros: true });
  const authA = await virtualAuthenticator(a.page);
  await a.page.goto(`${base}/elster`);
  await startDaily(a.page, 'none');
  await a.page.getByTestId('elster-board').waitFor();
  expect(await playToEnd(a.page, s.rng('person'))).toBe(ELSTER_ROUNDS);
  await drained(a.page, `${base}/api/daily/elster/today`, (body: DailyJson) => body.you?.status === 'finished');
  const meA = (await (await a.page.request.get(`${base}/api/me`)).json()) as MeJson;
  const dailyA = (await (await a.page.request.get(`${base}/api/daily/elster/today`)).json()) as DailyJson;
  expect(dailyA.you?.streak).toBe(1);

  // "Konto sichern": the browser's passkey prompt (the virtual authenticator answers it).
  await a.page.goto(`${base}/konto`);
  await a.page.getByTestId('account-secure').click();
  // The status line's answer, or the error saying why not (so a failure here names its reason).
  await a.page.locator('[data-testid="account-status"]:has-text("Geschafft"), [data-testid="account-error"]').first().waitFor();
  expect(await a.page.getByTestId('account-error').count()).toBe(0);
  expect(await a.page.getByTestId('account-status').innerText()).toBe('Geschafft: Dein Konto ist gesichert.');
  await a.page.locator('[data-testid="account-link"][data-secured="true"]').waitFor();
  expect(await a.page.getByTestId('passkey-item').count()).toBe(1);
  const { credentials } = await authA.cdp.send('WebAuthn.getCredentials', { authenticatorId: authA.authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0].isResidentCredential).toBe(true);

  // Phone: a fresh context, no cookie; its authenticator holds the same (synced) passkey.
  const b = await openPage(browser, { viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true }, { seenIntros: true });
  const authB = await virtualAuthenticator(b.page);
  await authB.cdp.send('WebAuthn.addCredential', { authenticatorId: authB.authenticatorId, credential: credentials[0] });
  await b.page.goto(`${base}/konto`);
  expect(await b.page.getByTestId('account-link').innerText()).toContain('Anmelden');
  await b.page.getByTestId('account-signin').click();
  await b.page.getByTestId('account-status').filter({ hasText: meA.name }).waitFor();
  expect(await b.page.getByTestId('account-status').innerText()).toBe(`Angemeldet als ${meA.name}.`);
  expect(await b.page.getByTestId('merge-summary').count()).toBe(0);
  const meB = (await (await b.page.request.get(`${base}/api/me`)).json()) as MeJson;
  expect(meB).toEqual(meA);
  const dailyB = (await (await b.page.request.get(`${base}/api/daily/elster/today`)).json()) as DailyJson;
  expect(dailyB.you).toEqual(dailyA.you);

  // Meine Partien on the phone shows the laptop's game and streak.
  await a.page.goto(`${base}/meine-partien`);
  await b.page.goto(`${base}/meine-partien`);
  for (const id of ['mg-played', 'mg-streak']) {
    const onA = await a.page.getByTestId('mg-game-elster').getByTestId(id).innerText();
    expect(await b.page.getByTestId('mg-game-elster').getByTestId(id).innerText()).toBe(onA);
  }
  expect(await b.page.getByTestId('mg-game-elster').getByTestId('mg-played').innerText()).toBe('1');

  // The next day (the test-hooks clock, X-Test-Now) the phone plays that day's Tagesnest: the streak goes on.
  const tomorrow = { [TEST_NOW_HEADER]: String(Date.now() + 86_400_000), ...s.headers('daily2') };
  await b.page.setExtraHTTPHeaders(tomorrow);
  await b.page.goto(`${base}/elster`);
  await startDaily(b.page, 'none');
  await b.page.getByTestId('elster-board').waitFor();
  expect(await playToEnd(b.page, s.rng('phone'))).toBe(ELSTER_ROUNDS);
  await drained(b.page, `${base}/api/daily/elster/today`, (body: DailyJson) => body.you?.status === 'finished');
  const nextDay = (await (await b.page.request.get(`${base}/api/daily/elster/today`, { headers: tomorrow })).json()) as DailyJson & { date: string };
  expect(nextDay.you?.streak).toBe(2);
  await b.page.setExtraHTTPHeaders({});

  // "Gerät hinzufügen" on the phone (its own second passkey), then remove the laptop's: allowed,
  // while removing the last one is refused with a reason.
  // The phone's authenticator already holds this account's passkey: the browser refuses a second one there.
  await b.page.goto(`${base}/konto`);
  await b.page.getByTestId('account-add').click();
  await b.page.getByTestId('account-error').waitFor();
  expect(await b.page.getByTestId('account-error').innerText()).toBe('Auf diesem Gerät gibt es schon einen Passkey für dieses Konto.');
  await authB.cdp.send('WebAuthn.clearCredentials', { authenticatorId: authB.authenticatorId });
  await b.page.getByTestId('account-add').click();
  await b.page.waitForFunction(() => document.querySelectorAll('[data-testid="passkey-item"]').length === 2);
  await b.page.getByTestId('passkey-item').first().getByTestId('passkey-remove').click();
  await b.page.waitForFunction(() => document.querySelectorAll('[data-testid="passkey-item"]').length === 1);
  await b.page.getByTestId('passkey-item').first().getByTestId('passkey-remove').click();
  expect(await b.page.getByTestId('passkey-error').innerText()).toBe('Das ist dein einziger Passkey. Füge erst ein weiteres Gerät hinzu.');

  // "Abmelden": the phone becomes a fresh guest; the account is untouched. A person does not pick
  // the passkey the page then offers by autofill: the authenticator stops answering on its own.
  await authB.cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId: authB.authenticatorId, enabled: false });
  await b.page.getByTestId('account-signout').click();
  // The status line may still show the last step's words: wait for the sign-out's own.
  await b.page.getByTestId('account-status').filter({ hasText: 'Abgemeldet.' }).waitFor();
  expect(((await (await b.page.request.get(`${base}/api/me`)).json()) as { playerId: string | null }).playerId).toBeNull();
  expect(((await (await a.page.request.get(`${base}/api/me`)).json()) as MeJson).playerId).toBe(meA.playerId);
  expect(a.errors).toEqual([]);
  expect(b.errors).toEqual([]);
});
