// Two people: one opens a table with others, the second opens the shared link in another browser,
// and both play a game together by clicking.
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, openPage } from './browser';
import { ELSTER_ROUNDS, playToEnd } from './play';
import { seeded } from './seed';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

/** Each seat's place and points on the end screen (the names differ: each sees "(du)" at its own). */
const places = (page: Page) => page.locator('[data-testid^="place-"]').evaluateAll((els) => els.map((el) =>
  `${(el as HTMLElement).dataset.testid}: ${el.querySelector('.el-place-n')?.textContent} ${el.querySelector('.el-place-points')?.textContent}`).sort());

it('two browsers play a game together through a table link', async () => {
  const s = seeded('elster-multi');
  // Separate contexts = separate cookies = two different players.
  const anna = await openPage(browser, { viewport: { width: 1280, height: 800 }, extraHTTPHeaders: s.headers('table') }, { seenIntros: true });
  const ben = await openPage(browser, { viewport: { width: 390, height: 844 } }, { seenIntros: true });

  // Ben looks at the foyer first (its live list comes through a foyer shard).
  await ben.page.goto(`${inject('baseUrl')}/elster`);
  await ben.page.locator('#open-title').waitFor();
  await ben.page.locator('section.open-tables [aria-busy="true"]').waitFor({ state: 'detached' });

  // Anna opens a table with the foyer's defaults.
  await anna.page.goto(`${inject('baseUrl')}/elster`);
  await anna.page.getByTestId('open-table').click();
  await anna.page.waitForURL(/\/t\/[A-Za-z0-9_-]+$/);
  const link = anna.page.url();
  await anna.page.getByTestId('share-link').waitFor();
  expect(await anna.page.getByTestId('share-link').inputValue()).toContain(new URL(link).pathname);

  // The table shows up in Ben's foyer without a reload; he joins from there and is seated while it waits.
  const join = ben.page.getByTestId(`join-${new URL(link).pathname.split('/').pop()}`);
  await join.waitFor();
  await join.click();
  await ben.page.waitForURL(link);
  await anna.page.locator('[data-testid^="waiting-seat-"].human').nth(1).waitFor();
  expect(await anna.page.locator('[data-testid^="waiting-seat-"].human').count()).toBe(2);
  await anna.page.getByTestId('start-game').click();
  await anna.page.getByTestId('elster-board').waitFor();
  await ben.page.getByTestId('elster-board').waitFor();

  const [a, b] = await Promise.all([playToEnd(anna.page, s.rng('anna')), playToEnd(ben.page, s.rng('ben'))]);
  expect(a).toBe(ELSTER_ROUNDS);
  expect(b).toBe(ELSTER_ROUNDS);
  // Both see the same end: the same places and points.
  await anna.page.getByTestId('scoring').waitFor();
  await ben.page.getByTestId('scoring').waitFor();
  const annaPlaces = await places(anna.page);
  expect(annaPlaces.length).toBeGreaterThanOrEqual(2);
  expect(await places(ben.page)).toEqual(annaPlaces);
  expect(anna.errors).toEqual([]);
  expect(ben.errors).toEqual([]);
  await anna.page.context().close();
  await ben.page.context().close();
});
