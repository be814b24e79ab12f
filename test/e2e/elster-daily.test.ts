// A new visitor plays today's Tagesnest from the foyer to the end, finds the result on the daily
// list, starts again and is told it is practice.
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch } from './browser';
import { playToEnd } from './play';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

it('plays the Tagesnest, sees it on the daily list, and the next start is practice', async () => {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const base = inject('baseUrl');
  await page.goto(`${base}/elster`);

  // Foyer: today's Tagesnest, not played yet.
  const daily = page.getByTestId('foyer-daily');
  await daily.getByTestId('daily-countdown').waitFor();
  await expect.poll(() => daily.getByTestId('daily-you').getAttribute('data-status')).toBe('none');
  expect(await page.getByTestId('start-daily').innerText()).toBe('Tagesnest spielen');
  await page.getByTestId('start-daily').click();
  await page.waitForURL(/\/t\/[A-Za-z0-9_-]+$/);
  const firstUrl = page.url();
  await page.getByTestId('elster-board').waitFor();
  expect(await page.getByTestId('daily-note').isVisible()).toBe(true);
  expect(await page.getByTestId('practice-note').count()).toBe(0);

  expect(await playToEnd(page, { timeoutMs: 200_000 })).toBe(15);
  await expect.poll(() => page.getByTestId('scoring').isVisible()).toBe(true);

  // The daily list of that date shows the visitor (once the table's outcome has reached D1).
  const me = await page.evaluate(async () => (await (await fetch('/api/me')).json()) as { name: string });
  await page.getByTestId('to-daily-list').click();
  await page.waitForURL(/\/elster\/tagesliste\/\d{4}-\d{2}-\d{2}$/);
  await expect.poll(async () => {
    await page.goto(`${base}/elster/tagesliste`);
    await page.getByTestId('daily-countdown').waitFor();
    return page.getByTestId('daily-row').filter({ hasText: me.name }).count();
  }, { timeout: 20_000, interval: 1000 }).toBe(1);
  const row = await page.locator('.daily-mine').innerText();
  expect(row).toContain(me.name);
  expect(await page.getByTestId('daily-you').getAttribute('data-status')).toBe('finished');
  expect(await page.getByTestId('daily-streak').innerText()).toContain('1');

  // Again from the foyer: practice, on a new table.
  await page.goto(`${base}/elster`);
  const again = page.getByTestId('start-daily');
  await expect.poll(() => again.innerText()).toBe('Noch einmal üben');
  await again.click();
  await page.waitForURL((url) => /\/t\/[A-Za-z0-9_-]+$/.test(url.pathname) && url.href !== firstUrl);
  await page.getByTestId('practice-note').waitFor();
  expect(await page.getByTestId('practice-note').innerText()).toContain('Übungsrunde – zählt nicht für die Tagesliste');
  expect(errors).toEqual([]);
  await context.close();
}, 300_000);
