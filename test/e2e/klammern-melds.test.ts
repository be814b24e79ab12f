// Speedklammern's melds compared at once, in the browser: at a solo table (two easy computers,
// melds automatic) both computers play before the person in the first trick and both announce a
// sequence. While the first trick is still open the person's bubble shows both announcements —
// value and height, no cards — who leads and why, and the overtaken one greyed; the cards of the
// sequences appear only after the first trick, and the bubble never pushes the hand off a phone
// or laptop screen. The deal is a fixed table seed found by
// `npx tsx scripts/klammern-e2e-seeds.ts meld` (klammern-meld-18: Computer 2 "Terz bis Neun",
// Computer 3 "Terz bis Ass"). The foyer names the computers as partner and opponents at four, and
// shows only the house rules of the chosen count (no "zu dritt" at four, no Schenken at three).
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { andWaitForServer, launch, openPage, openSoloSettings } from './browser';
import { cardsIn, handInView, LAPTOP, MAX_STEPS, PHONE, shoot } from './klammern-page';
import { TEST_SEED_HEADER } from './seed';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const MELD_SEED = 'klammern-meld-18';
const SUITS = /Kreuz|Pik|Herz|Karo/;

it('shows each meld announcement to the next seat at once, compared and greyed; the cards only after the first trick', async () => {
  const { page, errors } = await openPage(browser, { viewport: PHONE, extraHTTPHeaders: { [TEST_SEED_HEADER]: MELD_SEED } });
  await page.goto(`${inject('baseUrl')}/klammern`);
  await page.getByTestId('start-solo').waitFor();
  const solo = page.locator('form[aria-labelledby="solo-title"]');
  // At three the computers are opponents, at four one is the partner: the foyer says so.
  await solo.locator('label.choice', { hasText: /^3$/ }).first().click();
  expect(await solo.getByTestId('solo-computers-who').innerText()).toMatch(/Partner/);
  expect(await solo.innerText()).not.toMatch(/Computer-Gegner/);
  // The house rules for the other count are left out: at four no "zu dritt" (cards, gegen jeden)…
  await openSoloSettings(solo); // the house rules are behind the closed "Einstellungen"
  await solo.getByTestId('klammern-options').waitFor(); // the game's own UI is loaded lazily
  expect(await solo.getByTestId('option-schenken').count()).toBe(1);
  expect(await solo.locator('[data-testid="option-againstEach"], [data-testid^="option-eightCards-"]').count()).toBe(0);
  expect(await solo.innerText()).not.toMatch(/zu dritt/);
  await solo.locator('label.choice', { hasText: /^2$/ }).first().click();
  expect(await solo.getByTestId('solo-computers-who').innerText()).toMatch(/zwei Computer-Gegner/);
  // … and at three no Schenken ("zu viert").
  expect(await solo.getByTestId('option-schenken').count()).toBe(0);
  expect(await solo.getByTestId('option-againstEach').count()).toBe(1);
  expect(await solo.locator('[data-testid^="option-eightCards-"]').count()).toBe(2);
  expect(await solo.innerText()).not.toMatch(/zu viert/);
  await solo.locator('input[name="solo-level"]').first().check();
  await page.getByTestId('start-solo').click();
  await page.waitForURL(/\/t\/[A-Za-z0-9_-]+$/);
  await page.getByTestId('klammern-board').waitFor();

  // The seed script's policy until the person's first card: "Ich spiele" / "Re" when offered, else "Bitte" / "Ich will nicht".
  for (let step = 0; ; step++) {
    expect(step).toBeLessThan(MAX_STEPS);
    await page.locator('[data-testid="prompt"].mine, [data-testid="play-bar"].mine').first().waitFor();
    if (await page.locator('[data-testid="play-bar"].mine').isVisible()) break;
    const ids = await page.locator('[data-testid="prompt"].mine [data-testid^="say-"]').evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.testid!));
    const pick = ['say-orgi', 'say-re', 'say-bitte', 'say-pass'].find((x) => ids.includes(x))!;
    await andWaitForServer(page, () => page.getByTestId(pick).click());
  }
  // Both computers have played their first card; the trick is open.
  expect(await page.locator('[data-testid^="trick-card-"]').count()).toBe(2);
  const heard = page.getByTestId('meld-heard');
  await heard.waitFor();
  expect(await heard.getByTestId('announce-1').innerText()).toMatch(/Terz bis Neun/);
  expect(await heard.getByTestId('announce-2').innerText()).toMatch(/Terz bis Ass/);
  expect(await heard.getByTestId('announce-1').getAttribute('data-overtaken')).toBe('true');
  expect(await heard.getByTestId('announce-1').getAttribute('class')).toMatch(/\bbeaten\b/);
  expect(await heard.getByTestId('announce-2').getAttribute('data-overtaken')).toBe('false');
  expect(await heard.getByTestId('meld-why').innerText()).toBe('wie hoch? bis Ass gegen bis Neun');
  expect(await heard.innerText()).toMatch(/Computer 3[^:]* liegt vorn/);
  // Value and height only: no suit, no cards of theirs yet.
  expect(await heard.innerText()).not.toMatch(SUITS);
  expect(await page.locator('[data-testid^="meld-1-"], [data-testid^="meld-2-"]').count()).toBe(0);
  // The bubble does not push the hand off the screen (found on a phone: it did).
  expect(await handInView(page, PHONE), 'the hand on a phone beside the announcements').toBe(true);
  expect(await handInView(page, LAPTOP), 'the hand on a laptop beside the announcements').toBe(true);
  await shoot(page, 'klammern-phone-melds-heard', PHONE);
  await shoot(page, 'klammern-laptop-melds-heard', LAPTOP);

  // In English too (the language switch sits in the laptop's header).
  await page.setViewportSize(LAPTOP);
  await page.locator('.lang-btn[lang="en"]').click();
  await heard.getByTestId('announce-2').filter({ hasText: /Terz up to ace/ }).waitFor();
  expect(await heard.getByTestId('meld-why').innerText()).toBe('how high? up to ace against up to nine');
  expect(await heard.innerText()).toMatch(/Computer 3[^:]* leads/);
  await page.locator('.lang-btn[lang="de"]').click();
  await heard.getByTestId('announce-2').filter({ hasText: /Terz bis Ass/ }).waitFor();
  await page.setViewportSize(PHONE);

  // The person plays his first card: the first trick is complete, the sequences are shown with their cards.
  const card = (await cardsIn(page, '[data-testid="hand"] [data-playable="1"]'))[0]!;
  await page.getByTestId(`card-${card}`).click();
  await andWaitForServer(page, () => page.getByTestId(`card-${card}`).click());
  const shown = page.locator('[data-testid="meld-bubble"]');
  await page.locator('[data-testid^="meld-2-"]').first().waitFor();
  expect(await page.locator('[data-testid^="meld-1-"]').first().getAttribute('class')).toMatch(/\bbeaten\b/);
  expect(await shown.innerText()).toMatch(SUITS);
  expect(await shown.innerText()).toMatch(/Computer 3[^:]* liegt vorn: \d+ Augen/);
  expect(errors).toEqual([]);
});
