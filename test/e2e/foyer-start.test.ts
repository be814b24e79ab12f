// A newcomer's foyer: in every game the Freie Partie's start button is on the first screen of a
// 1366×800 laptop and a 390×844 phone, in German and in English. Bedenkzeit, house rules and Turbo
// wait behind a closed "Einstellungen" whose line names what is chosen, and follows each change.
// (Speedklammern's solo card used to put "Partie starten" at 1,183 px on an 800 px laptop screen.)
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, openPage, openSoloSettings } from './browser';
import { LAPTOP, PHONE, useLang } from './inspect';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const GAMES = ['elster', 'kleister', 'album', 'kino', 'klammern'] as const;

it('shows the Freie Partie start button on the first screen of a laptop and a phone, in both languages', async () => {
  const misses: string[] = [];
  for (const viewport of [LAPTOP, PHONE]) {
    const { page, errors } = await openPage(browser, { viewport }, { seenIntros: true });
    for (const l of ['de', 'en'] as const) {
      await page.goto(`${inject('baseUrl')}/`);
      await useLang(page, l);
      for (const g of GAMES) {
        await page.goto(`${inject('baseUrl')}/${g}`);
        const start = page.getByTestId('start-solo');
        await start.waitFor();
        const box = (await start.boundingBox())!;
        if (box.y + box.height > viewport.height) misses.push(`${g} ${l} ${viewport.width}: bottom at ${Math.round(box.y + box.height)} px`);
        // The fold is closed and says what a game started now would be.
        const fold = page.getByTestId('solo-settings-fold');
        expect(await fold.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
        expect(await page.getByTestId('solo-settings-summary').innerText()).toBe(l === 'de' ? (g === 'klammern' ? 'Bedenkzeit: 2 min · Hausregeln: Standard' : 'Hausregeln: Standard') : (g === 'klammern' ? 'Think time: 2 min · House rules: standard' : 'House rules: standard'));
      }
    }
    expect(errors).toEqual([]);
    await page.context().close();
  }
  expect(misses).toEqual([]);
});

it('names the chosen Bedenkzeit, changed house rules and Turbo in the closed fold\'s line', async () => {
  const { page, errors } = await openPage(browser, { viewport: PHONE, hasTouch: true, isMobile: true }, { seenIntros: true });
  await page.goto(`${inject('baseUrl')}/klammern`);
  const solo = page.locator('form[aria-labelledby="solo-title"]');
  await solo.getByTestId('klammern-options').waitFor({ state: 'attached' }); // the game's own UI loads lazily
  await openSoloSettings(solo);
  await solo.locator('label.choice:has(input[name="solo-think"])', { hasText: /^60 s$/ }).tap();
  await solo.getByTestId('option-kontra').check();
  const summary = solo.getByTestId('solo-settings-summary');
  expect(await summary.innerText()).toBe('Bedenkzeit: 60 s · Hausregeln: angepasst');
  // Closed again, the line still says it: the start button is back in sight.
  await solo.getByTestId('solo-settings-fold').locator('summary').tap();
  expect(await summary.innerText()).toBe('Bedenkzeit: 60 s · Hausregeln: angepasst');
  // Speedelster's Turbo is named too.
  await page.goto(`${inject('baseUrl')}/elster`);
  await openSoloSettings(solo);
  await solo.locator('input[type="checkbox"]').first().check();
  expect(await summary.innerText()).toBe('Hausregeln: Standard · Turbo');
  expect(errors).toEqual([]);
});
