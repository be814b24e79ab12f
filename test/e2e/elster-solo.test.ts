// A new visitor opens the home page, starts a solo Speedelster game, plays it to the end by
// clicking, and sees the scoring.
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch } from './browser';
import { playToEnd } from './play';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

it('plays a solo game from the home page to the scoring', async () => {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(inject('baseUrl'));

  // Spielsaal: all five games, four of them still coming.
  await expect.poll(() => page.locator('[data-testid^="game-"]').count()).toBe(5);
  await page.getByTestId('play-elster').click();

  // Foyer: Freie Partie against one computer, Turbo on.
  const solo = page.locator('form[aria-labelledby="solo-title"]');
  await solo.locator('input[name="solo-computers"]').first().check();
  await solo.locator('input[type="checkbox"]').first().check();
  await page.getByTestId('start-solo').click();
  await page.waitForURL(/\/t\/[A-Za-z0-9_-]+$/);
  await page.getByTestId('elster-board').waitFor();

  const bids = await playToEnd(page);
  expect(bids).toBe(15);
  await expect.poll(() => page.getByTestId('scoring').isVisible()).toBe(true);
  const scoring = await page.getByTestId('scoring').innerText();
  expect(scoring).toMatch(/\d/);
  expect(await page.getByTestId('achievements').isVisible()).toBe(true);
  expect(errors).toEqual([]);
  await page.close();
});
