// A new player's second bidding round on a phone (found walking Speedklammern as one): everybody
// says "Ich will nicht", so the person is asked for "Ein Kleines" — the four words must leave the
// hand on screen (three Kleines stood three lines high and pushed it below a 390×844 phone), and
// the felt says what a Kleines counts, not the Orgi that is gone. A computer then plays its Kleines:
// the sentences say "spielt ein Kleines Pik", never "spielt Ein Kleines Pik". In the play, a trick
// you took reads "Du nimmst den Stich", not "Gast 1234 (du) nimmt den Stich (…" cut on a phone.
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { andWaitForServer, launch, openPage } from './browser';
import { badWords } from './inspect';
import { cardsIn, handInView, MAX_STEPS, PHONE } from './klammern-page';
import { TEST_SEED_HEADER } from './seed';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

/**
 * Computers "leicht", Kontra on: both pass the Orgi, the person gets a second-round turn, then
 * Computer 2 says "Ein Kleines" in Pik and the person may say Kontra (a scan like
 * scripts/klammern-e2e-seeds.ts, person passing every word).
 */
const ROUND2_SEED = 'klammern-round2-9';

it('round 2 on a phone: the hand in view, the Kleines values on the felt, "ein Kleines" mid-sentence, "Du nimmst den Stich"', async () => {
  const { page, errors } = await openPage(browser, { viewport: PHONE, hasTouch: true, isMobile: true, extraHTTPHeaders: { [TEST_SEED_HEADER]: ROUND2_SEED } });
  await page.goto(`${inject('baseUrl')}/klammern`);
  const solo = page.locator('form[aria-labelledby="solo-title"]');
  await solo.getByTestId('option-kontra').waitFor();
  await solo.locator('label.choice', { hasText: /^2$/ }).first().tap();
  await solo.locator('input[name="solo-level"]').first().check();
  await solo.getByTestId('option-kontra').check();
  await page.getByTestId('start-solo').tap();
  await page.getByTestId('klammern-board').waitFor();

  const owed = page.locator('[data-testid="prompt"].mine, [data-testid="play-bar"].mine, [data-testid="abrechnung"]').first();
  let round2 = 0;
  let leads = 0;
  for (let step = 0; ; step++) {
    expect(step).toBeLessThan(MAX_STEPS);
    await owed.waitFor();
    if (await page.getByTestId('abrechnung').isVisible()) break;
    if (await page.locator('[data-testid="prompt"].mine').isVisible()) {
      if (await page.getByTestId('say-kleines-0').isVisible()) {
        round2++;
        expect(await handInView(page, PHONE), 'the hand on a phone while the Kleines words are offered').toBe(true);
        expect(await page.getByTestId('value').innerText()).toBe('Kleines zählt ♣\u00a04 · ♠\u00a03 · ♥\u00a02');
      }
      if (await page.getByTestId('say-kontra').isVisible()) {
        expect(await page.locator('[data-testid="prompt"].mine .km-prompt-text').innerText()).toBe('Computer 2 (leicht) spielt ein Kleines Pik. Kontra?');
      }
      const word = page.locator('[data-testid="prompt"].mine').locator('[data-testid="say-pass"], [data-testid="say-bitte"]').first();
      await andWaitForServer(page, () => word.tap());
      continue;
    }
    // Your card. After a trick you took you lead, and the felt still shows it.
    if (/^Du kommst raus/.test(await page.locator('[data-testid="play-bar"] .km-prompt-text').innerText())) {
      leads++;
      expect(await page.getByTestId('trick-note').innerText()).toMatch(/^Du nimmst den Stich \(\d+ Augen\)$/);
    }
    expect(await page.getByTestId('trick-note').innerText()).not.toMatch(/\(du\) nimmt/);
    expect(await badWords(page)).toEqual([]);
    const card = Math.min(...(await cardsIn(page, '[data-testid="hand"] [data-playable="1"]')));
    await page.getByTestId(`card-${card}`).tap();
    await andWaitForServer(page, () => page.getByTestId(`card-${card}`).tap());
  }
  expect(round2).toBe(1);
  expect(leads).toBeGreaterThan(0);
  // The game in sentences: the log, the Abrechnung; the felt's line starts with a capital.
  const text = await page.locator('body').innerText();
  expect(text).toContain('Computer 2 spielt ein Kleines Pik (zählt 3)');
  expect(await page.getByTestId('abrechnung').innerText()).toContain('Computer 2 (leicht) spielte ein Kleines Pik');
  expect(text).not.toMatch(/\S (Ein Kleines|A Kleines)/);
  expect(errors).toEqual([]);
});
