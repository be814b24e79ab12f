// Two people: one opens a table with others, the second opens the shared link in another browser,
// and both play a game together by clicking.
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch } from './browser';
import { playToEnd } from './play';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

it('two browsers play a game together through a table link', async () => {
  // Separate contexts = separate cookies = two different players.
  const anna = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  const ben = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();

  await anna.goto(`${inject('baseUrl')}/elster`);
  const multi = anna.locator('form', { has: anna.getByTestId('open-table') });
  // Two seats, no clock, turbo pacing keeps the test short.
  await multi.locator('select, input').first().waitFor();
  await anna.getByTestId('open-table').click();
  await anna.waitForURL(/\/t\/[A-Za-z0-9_-]+$/);
  const link = anna.url();
  await expect.poll(async () => (await anna.getByTestId('share-link').innerText().catch(() => ''))
    + (await anna.getByTestId('share-link').inputValue().catch(() => ''))).toContain(new URL(link).pathname);

  await ben.goto(link);
  // Ben is seated automatically while the table waits.
  await expect.poll(() => anna.locator('[data-testid^="waiting-seat-"].human').count(), { timeout: 15_000 }).toBe(2);
  await anna.getByTestId('start-game').click();
  await anna.getByTestId('elster-board').waitFor();
  await ben.getByTestId('elster-board').waitFor();

  const [a, b] = await Promise.all([playToEnd(anna), playToEnd(ben)]);
  expect(a).toBe(15);
  expect(b).toBe(15);
  expect(await anna.getByTestId('scoring').isVisible()).toBe(true);
  expect(await ben.getByTestId('scoring').isVisible()).toBe(true);
});
