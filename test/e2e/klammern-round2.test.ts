// A new player's second bidding round on a phone (found walking Speedklammern as one): everybody
// says "Ich will nicht", so the person is asked for "Ein Kleines" — the four words must leave the
// hand on screen (three Kleines stood three lines high and pushed it below a 390×844 phone), and
// the felt says what a Kleines counts, not the Orgi that is gone. A computer then plays its Kleines:
// the sentences say "spielt ein Kleines Pik", never "spielt Ein Kleines Pik". In the play, a trick
// you took reads "Dein Stich (24 Augen)", not "Gast 1234 (du) nimmt den Stich (…" cut on a phone.
// At four with Schenken but no Kontra, the window asks "Schenken?" ("Kontra?" with no Kontra
// button was asked), the hand stays on screen once the seats show their Augen, and the line under
// a trick is whole beside the open card ("Stich an Computer 2 (24 Augen)", not "Computer 2 (normal) nimmt d…").
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { andWaitForServer, launch, openPage, openSoloSettings } from './browser';
import { badWords, cutTexts } from './inspect';
import { cardsIn, handInView, MAX_STEPS, owesMove, PHONE } from './klammern-page';
import { TEST_SEED_HEADER } from './seed';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

/** A Freie Partie from the foyer on a phone: `computers` computers, one house rule on (the easiest level if `easy`). */
async function startSolo(seed: string, computers: number, rule: 'kontra' | 'schenken', easy = false) {
  const opened = await openPage(browser, { viewport: PHONE, hasTouch: true, isMobile: true, extraHTTPHeaders: { [TEST_SEED_HEADER]: seed } });
  const { page } = opened;
  await page.goto(`${inject('baseUrl')}/klammern`);
  const solo = page.locator('form[aria-labelledby="solo-title"]');
  await solo.getByTestId(`option-${rule}`).waitFor({ state: 'attached' }); // the game's own UI is loaded lazily
  await solo.locator('label.choice', { hasText: new RegExp(`^${computers}$`) }).first().tap();
  if (easy) await solo.locator('input[name="solo-level"]').first().check();
  await openSoloSettings(solo);
  await solo.getByTestId(`option-${rule}`).check();
  await page.getByTestId('start-solo').tap();
  await page.getByTestId('klammern-board').waitFor();
  return opened;
}

/**
 * Computers "leicht", Kontra on: both pass the Orgi, the person gets a second-round turn, then
 * Computer 2 says "Ein Kleines" in Pik and the person may say Kontra (a scan like
 * scripts/klammern-e2e-seeds.ts, person passing every word).
 */
const ROUND2_SEED = 'klammern-round2-9';

it('round 2 on a phone: the hand in view, the Kleines values on the felt, "ein Kleines" mid-sentence, "Dein Stich"', async () => {
  const { page, errors } = await startSolo(ROUND2_SEED, 2, 'kontra', true);

  let round2 = 0;
  let leads = 0;
  for (let step = 0; ; step++) {
    expect(step).toBeLessThan(MAX_STEPS);
    if (!(await owesMove(page))) break;
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
      expect(await page.getByTestId('trick-note').innerText()).toMatch(/^Dein Stich \(\d+ Augen\)$/);
      expect(await cutTexts(page, '[data-testid="trick"]')).toEqual([]);
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

/** At four, computers "normal": a computer of the other pair plays, so you may give the game away (as in klammern-solo). */
const SCHENKEN_SEED = 'klammern-schenken-8';

it('at four with Schenken and no Kontra: "Schenken?" / "Nicht schenken", and the hand in view on a phone all game', async () => {
  const { page, errors } = await startSolo(SCHENKEN_SEED, 3, 'schenken');

  let offered = 0;
  let cards = 0;
  let done = 0;
  for (let step = 0; ; step++) {
    expect(step).toBeLessThan(MAX_STEPS);
    if (!(await owesMove(page))) break;
    const prompt = page.locator('[data-testid="prompt"].mine');
    if (await prompt.isVisible()) {
      if (await page.getByTestId('say-schenken').isVisible()) {
        offered++;
        expect(await prompt.locator('.km-prompt-text').innerText()).toMatch(/ spielt .+\. Schenken\?$/);
        expect(await page.getByTestId('say-pass').innerText()).toMatch(/^Nicht schenken/);
      }
      const word = prompt.locator('[data-testid="say-pass"], [data-testid="say-bitte"], [data-testid="say-decline"]').first();
      await andWaitForServer(page, () => word.tap());
      continue;
    }
    cards++;
    expect(await handInView(page, PHONE), `the hand at four on a phone, card ${cards}`).toBe(true);
    if (/^Du kommst raus/.test(await page.locator('[data-testid="play-bar"] .km-prompt-text').innerText())) {
      expect(await cutTexts(page, '[data-testid="trick"]')).toEqual([]);
    }
    const card = Math.min(...(await cardsIn(page, '[data-testid="hand"] [data-playable="1"]')));
    await page.getByTestId(`card-${card}`).tap();
    await andWaitForServer(page, () => page.getByTestId(`card-${card}`).tap());
    // Your card closed the trick: the line under it names who took it, whole beside the open card.
    if (await page.locator('.km-trick.done').isVisible()) {
      done++;
      expect(await cutTexts(page, '[data-testid="trick"]'), await page.getByTestId('trick-note').innerText()).toEqual([]);
    }
  }
  expect(done).toBeGreaterThan(0);
  expect(offered).toBe(1);
  expect(cards).toBe(8);
  expect(errors).toEqual([]);
});
